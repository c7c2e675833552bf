import { Router, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';

import { createAdminRouter } from '../api/admin/admin.router';
import type { Env } from '../config';
import type { Database } from '../db/schema';
import type { RateLimiters } from '../http/rate-limits';
import type { Logger } from '../logger';
import {
  createEmbeddedVerifier,
  createExternalVerifier,
  type AccessTokenVerifier,
} from './access-token-verifier';
import { createAccountRepository, ensureFirstAdmin } from './accounts';
import { createEmbeddedProvider } from './embedded-provider';
import { createInteractionRouter } from './interaction-router';
import { forwardTrustedHeaders } from './trusted-forwarded-headers';

export interface AuthSetup {
  /** Verifies the bearer tokens of `/api/admin/*`. */
  verifier: AccessTokenVerifier;
  /** The embedded provider (`/oidc`) and its sign-in pages (`/interaction`); none for an external one. */
  mounts: { path: string; router: Router | RequestHandler }[];
  issuer: string;
}

/**
 * Sign-in by configuration (docs/auth.md): with `OIDC_ISSUER`, tokens of that provider (its
 * JWKS from discovery); without, the embedded provider, its first admin created on first start.
 */
export async function createAuth(
  env: Env,
  db: Kysely<Database>,
  logger: Logger,
  limiters: RateLimiters,
): Promise<AuthSetup> {
  if (env.OIDC_ISSUER) {
    return {
      verifier: createExternalVerifier(env.OIDC_ISSUER, env.OIDC_AUDIENCE),
      mounts: [],
      issuer: env.OIDC_ISSUER,
    };
  }
  const accounts = createAccountRepository(db);
  await ensureFirstAdmin(
    accounts,
    { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    logger,
  );
  const { provider, issuer, jwks, resource } = await createEmbeddedProvider({
    db,
    accounts,
    logger,
    publicOrigin: env.PUBLIC_ORIGIN,
    clientId: env.OIDC_CLIENT_ID,
    audience: env.OIDC_AUDIENCE,
    companyName: env.COMPANY_NAME,
  });
  // Safe only because every way into the provider passes forwardTrustedHeaders first.
  provider.proxy = true;
  return {
    verifier: createEmbeddedVerifier(issuer, env.OIDC_AUDIENCE, jwks),
    mounts: [
      {
        path: '/oidc',
        router: Router().use(forwardTrustedHeaders, provider.callback() as RequestHandler),
      },
      {
        path: '/interaction',
        router: Router().use(
          forwardTrustedHeaders,
          createInteractionRouter({
            provider,
            accounts,
            resource,
            companyName: env.COMPANY_NAME,
            limiters,
          }),
        ),
      },
    ],
    issuer,
  };
}

/** Everything sign-in adds to the app: the provider's routes (when embedded) and `/api/admin`. */
export async function createAuthMounts(
  env: Env,
  db: Kysely<Database>,
  logger: Logger,
  limiters: RateLimiters,
): Promise<AuthSetup['mounts']> {
  const auth = await createAuth(env, db, logger, limiters);
  return [
    ...auth.mounts,
    { path: '/api/admin', router: createAdminRouter({ db, verifier: auth.verifier }) },
  ];
}
