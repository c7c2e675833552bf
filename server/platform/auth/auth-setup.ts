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
import { createDeviceCookies } from './device-cookie';
import { createEmbeddedProvider } from './embedded-provider';
import { createGrantCheck } from './grant-status';
import { createInteractionRouter } from './interaction-router';
import { loadOrCreateProviderKeys } from './oidc-keys';
import { forwardTrustedHeaders } from './trusted-forwarded-headers';

export interface AuthSetup {
  /** Verifies the bearer tokens of `/api/admin/*`. */
  verifier: AccessTokenVerifier;
  /** The embedded provider (the app mounts it at `/oidc`) and its sign-in pages (`/interaction`); none for an external one. */
  embedded?: { provider: RequestHandler; interaction: Router };
}

/**
 * The first start's work for sign-in with the embedded provider: the first admin and the
 * provider's keys. A cluster primary runs it before forking (index.ts), so its workers find both
 * made; each step is also safe when several processes race on one fresh database.
 */
export async function prepareSignIn(env: Env, db: Kysely<Database>, logger: Logger): Promise<void> {
  if (env.OIDC_ISSUER) return;
  await ensureFirstAdmin(
    createAccountRepository(db),
    { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    logger,
  );
  await loadOrCreateProviderKeys(db);
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
  await prepareSignIn(env, db, logger);
  const accounts = createAccountRepository(db);
  const { provider, issuer, jwks, resource, cookieKeys } = await createEmbeddedProvider({
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
  const forwardHeaders = forwardTrustedHeaders(env.PUBLIC_ORIGIN);
  return {
    verifier: createEmbeddedVerifier({
      issuer,
      audience: env.OIDC_AUDIENCE,
      clientId: env.OIDC_CLIENT_ID,
      jwks,
      grantCheck: createGrantCheck(db),
    }),
    embedded: {
      provider: Router().use(forwardHeaders, provider.callback() as RequestHandler),
      interaction: Router().use(
        forwardHeaders,
        createInteractionRouter({
          provider,
          accounts,
          resource,
          companyName: env.COMPANY_NAME,
          limiters,
          deviceCookies: createDeviceCookies(cookieKeys),
        }),
      ),
    },
  };
}
