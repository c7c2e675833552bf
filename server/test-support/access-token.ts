import { importJWK, SignJWT, type JWK } from 'jose';
import type { Kysely } from 'kysely';

import { ALL_ADMIN_SCOPES } from '../../src/api/admin-scopes';
import type { Database } from '../db/schema';

/** The admin the signed tokens speak for. */
export const TEST_ADMIN = {
  sub: '7f0c2a58-3c1e-4c5e-9a7e-0d5c8e6f1a2b',
  email: 'ada@somnia.example',
};

export interface AccessTokenOptions {
  /** The embedded provider's issuer, `${PUBLIC_ORIGIN}/oidc`. */
  issuer: string;
  audience?: string;
  scope?: string;
  typ?: string;
  expiresIn?: string | number;
}

/** The embedded provider's signing key as it stored it on first start. */
export async function readSigningKey(db: Kysely<Database>): Promise<JWK> {
  const row = await db
    .selectFrom('oidc_key')
    .select('value')
    .where('kind', '=', 'jwks')
    .executeTakeFirstOrThrow();
  return (row.value as { keys: JWK[] }).keys[0] as JWK;
}

/**
 * An access token shaped like the embedded provider's (all admin scopes unless told otherwise).
 *
 * @example
 * const bearer = `Bearer ${await signAccessToken(await readSigningKey(db), { issuer })}`;
 */
export async function signAccessToken(
  key: JWK,
  {
    issuer,
    audience = 'somnia-api',
    scope = ALL_ADMIN_SCOPES.join(' '),
    typ = 'at+jwt',
    expiresIn = '30m',
  }: AccessTokenOptions,
): Promise<string> {
  return new SignJWT({ scope, email: TEST_ADMIN.email, client_id: 'somnia-web' })
    .setProtectedHeader({ alg: 'RS256', typ, kid: key.kid })
    .setSubject(TEST_ADMIN.sub)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(await importJWK(key, 'RS256'));
}
