import { randomBytes } from 'node:crypto';

import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

/** The provider's private signing keys (JWKS) and the keys that sign its cookies. */
interface ProviderKeys {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

// RS256: oidc-provider's default ID token algorithm, so ID and access tokens share one key.
const SIGNING_ALG = 'RS256';

async function createSigningKeys(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    keys: [{ ...jwk, alg: SIGNING_ALG, use: 'sig', kid: randomBytes(12).toString('base64url') }],
  };
}

function isJwks(value: unknown): value is { keys: JWK[] } {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as { keys?: unknown }).keys)
  );
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

async function loadOrCreate<T>(
  db: Kysely<Database>,
  kind: string,
  create: () => Promise<T> | T,
  isValid: (value: unknown) => value is T,
): Promise<T> {
  const read = async () => {
    const row = await db
      .selectFrom('oidc_key')
      .select('value')
      .where('kind', '=', kind)
      .executeTakeFirst();
    const value: unknown = typeof row?.value === 'string' ? JSON.parse(row.value) : row?.value;
    return isValid(value) ? value : undefined;
  };
  const existing = await read();
  if (existing) return existing;
  // Another process may create them at the same moment: the first insert wins, everyone reads it.
  await db
    .insertInto('oidc_key')
    .values({ kind, value: JSON.stringify(await create()) })
    .onConflict((conflict) => conflict.column('kind').doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error(`The identity provider's ${kind} keys could not be stored`);
  return stored;
}

/**
 * The keys persisted in `oidc_key`, created at the first start: tokens and sessions stay valid
 * across restarts (MACHINE.md: per-start keys sign everybody out).
 */
export async function loadOrCreateProviderKeys(db: Kysely<Database>): Promise<ProviderKeys> {
  const jwks = await loadOrCreate(db, 'jwks', createSigningKeys, isJwks);
  const cookieKeys = await loadOrCreate(
    db,
    'cookies',
    () => [randomBytes(32).toString('base64url')],
    isStringList,
  );
  return { jwks, cookieKeys };
}

/** The public half of the signing keys, as served at `/oidc/jwks`. */
export function publicJwks(jwks: { keys: JWK[] }): { keys: JWK[] } {
  return {
    keys: jwks.keys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
      Object.fromEntries(
        Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(
          ([, value]) => value !== undefined,
        ),
      ),
    ),
  };
}
