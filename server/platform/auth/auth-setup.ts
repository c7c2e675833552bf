import { Router, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';

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
import { createGrantCheck } from './grant-status';
import { createInteractionRouter } from './interaction-router';
import { forwardTrustedHeaders } from './trusted-forwarded-headers';

export interface AuthSetup {
  /** Verifies the bearer tokens of `/api/admin/*`. */
  verifier: AccessTokenVerifier;
  /** The embedded provider (the app mounts it at `/oidc`) and its sign-in pages (`/interaction`); none for an external one. */
  embedded?: { provider: RequestHandler; interaction: Router };
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
      verifier: createExternalVerifier(env.OIDC_ISSUER, env.OIDC_AUDIENCE, env.OIDC_CLIENT_ID, {
        timeoutMs: env.OIDC_TIMEOUT_MS,
      }),
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
    verifier: createEmbeddedVerifier({
      issuer,
      audience: env.OIDC_AUDIENCE,
      clientId: env.OIDC_CLIENT_ID,
      jwks,
      grantCheck: createGrantCheck(db),
    }),
    embedded: {
      provider: Router().use(forwardTrustedHeaders, provider.callback() as RequestHandler),
      interaction: Router().use(
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
  };
}
