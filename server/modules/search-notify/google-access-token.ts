import { readFileSync } from 'node:fs';

import { importPKCS8, SignJWT } from 'jose';
import { z } from 'zod';

const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing';
const TOKEN_LIFETIME_S = 3_600;
// A token is renewed this long before Google says it expires, so none expires mid-request.
const RENEW_BEFORE_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;

const serviceAccountKey = z.object({
  client_email: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
  private_key_id: z.string().optional(),
  token_uri: z.url(),
});

/** The fields of a Google service-account JSON key that the token exchange needs. */
export type ServiceAccountKey = z.infer<typeof serviceAccountKey>;

/**
 * A service-account key from `GOOGLE_INDEXING_CREDENTIALS`: the JSON itself, or the path of its
 * file. Throws naming what is wrong (never the key's contents).
 */
export function readServiceAccountKey(setting: string): ServiceAccountKey {
  const text = setting.trimStart().startsWith('{') ? setting : readFileSync(setting, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('GOOGLE_INDEXING_CREDENTIALS: not a JSON service-account key');
  }
  const parsed = serviceAccountKey.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`GOOGLE_INDEXING_CREDENTIALS: the key lacks or mangles ${fields}`);
  }
  return parsed.data;
}

/** OAuth2 access tokens for the Indexing API: the same one until it nears expiry. */
export interface AccessTokenSource {
  get(now: Date): Promise<string>;
  /** Drops the kept token (Google refused it: revoked, or the key rotated). */
  forget(): void;
}

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number() });

/**
 * OAuth2 for a service account (RFC 7523): a JWT signed with the key's private key is exchanged
 * at the key's `token_uri` for an access token, kept until shortly before it expires.
 */
export function createAccessTokenSource(key: ServiceAccountKey): AccessTokenSource {
  let cached: { token: string; renewAt: number } | undefined;
  const privateKey = importPKCS8(key.private_key, 'RS256');

  const get = async (now: Date) => {
    if (cached && now.getTime() < cached.renewAt) return cached.token;
    const issuedAt = Math.floor(now.getTime() / 1_000);
    const assertion = await new SignJWT({ scope: INDEXING_SCOPE })
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'JWT',
        ...(key.private_key_id && { kid: key.private_key_id }),
      })
      .setIssuer(key.client_email)
      .setAudience(key.token_uri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_LIFETIME_S)
      .sign(await privateKey);
    const response = await fetch(key.token_uri, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok)
      throw new Error(`Google refused the service account's token: HTTP ${response.status}`);
    const answer = tokenAnswer.parse(await response.json());
    cached = {
      token: answer.access_token,
      renewAt: now.getTime() + answer.expires_in * 1_000 - RENEW_BEFORE_MS,
    };
    return answer.access_token;
  };
  return {
    get,
    forget: () => {
      cached = undefined;
    },
  };
}
