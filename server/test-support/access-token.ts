import { importJWK, SignJWT, type JWK } from 'jose';
import type { Kysely } from 'kysely';

import { ALL_ADMIN_SCOPES } from '../../contract/admin-scopes';
import { REFRESH_TOKEN_TTL_S } from '../../contract/constants';
import { GRANT_ID_CLAIM } from '../platform/auth/grant-status';
import { KyselyOidcAdapter } from '../platform/auth/oidc-adapter';
import type { Database } from '../platform/db/schema';

/** The admin the signed tokens speak for. */
export const TEST_ADMIN = {
  sub: '7f0c2a58-3c1e-4c5e-9a7e-0d5c8e6f1a2b',
  email: 'ada@somnia.example',
};

/** The client (`OIDC_CLIENT_ID`'s default) and the grant the signed tokens name. */
export const TEST_CLIENT_ID = 'somnia-web';
export const TEST_GRANT_ID = 'test-grant-for-signed-access-tokens';

export interface AccessTokenOptions {
  /** The embedded provider's issuer, `${PUBLIC_ORIGIN}/oidc`. */
  issuer: string;
  audience?: string;
  scope?: string;
  typ?: string;
  expiresIn?: string | number;
  /** `iat`, epoch seconds (default now). */
  issuedAt?: number;
  /** `nbf`, epoch seconds (default none). */
  notBefore?: number;
  clientId?: string;
  grantId?: string;
  /** Whose token it is (default TEST_ADMIN's e-mail): a second admin, for who-did-what checks. */
  email?: string;
}

/**
 * The embedded provider's signing key as it stored it on first start. It also stores the grant
 * the signed tokens name (TEST_GRANT_ID) as a sign-in would, so that they pass the API's check
 * that a token's grant still stands.
 */
export async function readSigningKey(db: Kysely<Database>): Promise<JWK> {
  const row = await db
    .selectFrom('oidc_key')
    .select('value')
    .where('kind', '=', 'jwks')
    .executeTakeFirstOrThrow();
  await new KyselyOidcAdapter('Grant', db).upsert(
    TEST_GRANT_ID,
    { kind: 'Grant', jti: TEST_GRANT_ID, accountId: TEST_ADMIN.sub, clientId: TEST_CLIENT_ID },
    REFRESH_TOKEN_TTL_S,
  );
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
    issuedAt,
    notBefore,
    clientId = TEST_CLIENT_ID,
    grantId = TEST_GRANT_ID,
    email = TEST_ADMIN.email,
  }: AccessTokenOptions,
): Promise<string> {
  const jwt = new SignJWT({
    scope,
    email,
    client_id: clientId,
    [GRANT_ID_CLAIM]: grantId,
  })
    .setProtectedHeader({ alg: 'RS256', typ, kid: key.kid })
    .setSubject(TEST_ADMIN.sub)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresIn);
  if (notBefore !== undefined) jwt.setNotBefore(notBefore);
  return jwt.sign(await importJWK(key, 'RS256'));
}
