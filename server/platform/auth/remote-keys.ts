import {
  createRemoteJWKSet,
  customFetch,
  type FetchImplementation,
  type JWTVerifyGetKey,
} from 'jose';

/** An outbound call to the identity provider failed or timed out: a 503, not the token's fault. */
export class IdentityProviderUnavailableError extends Error {
  override name = 'IdentityProviderUnavailableError';
}

/** Every call to the provider (discovery, keys) gives up after this long, unless told otherwise. */
export const PROVIDER_TIMEOUT_MS = 3_000;
// jose's defaults, named: keys are kept 10 minutes, and an unknown `kid` fetches them again at
// most every 30 s (key rotation).
const KEYS_MAX_AGE_MS = 600_000;
const UNKNOWN_KEY_COOLDOWN_MS = 30_000;

export interface RemoteKeysOptions {
  /** How long fetched keys count as fresh (default 10 minutes). */
  maxAgeMs?: number;
  /** How long a call to the provider may take before it counts as failed (default 3 s). */
  timeoutMs?: number;
}

/**
 * An external provider's signing keys from its `jwks_uri`, through jose's remote key set. When
 * fetching them again fails (the provider is down, slow or answers an error), the keys of the last
 * good answer stand in and count as fresh for another period: a signed-in admin keeps working
 * until the token expires, and requests do not each wait for a provider that is down. Before any
 * good answer, a failure rejects with `IdentityProviderUnavailableError`.
 *
 * @example
 * const keys = createRemoteKeys(new URL(metadata.jwks_uri));
 * await jwtVerify(token, keys, { issuer, audience });
 */
export function createRemoteKeys(
  jwksUri: URL,
  { maxAgeMs = KEYS_MAX_AGE_MS, timeoutMs = PROVIDER_TIMEOUT_MS }: RemoteKeysOptions = {},
): JWTVerifyGetKey {
  let lastGoodKeys: string | undefined;
  const fetchOrLastGood: FetchImplementation = async (url, init) => {
    try {
      const response = await fetch(url, init);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      lastGoodKeys = await response.clone().text();
      return response;
    } catch (error) {
      if (lastGoodKeys === undefined)
        throw new IdentityProviderUnavailableError(
          'the identity provider’s keys cannot be fetched',
          {
            cause: error,
          },
        );
      return new Response(lastGoodKeys, { headers: { 'content-type': 'application/json' } });
    }
  };
  return createRemoteJWKSet(jwksUri, {
    timeoutDuration: timeoutMs,
    cacheMaxAge: maxAgeMs,
    cooldownDuration: UNKNOWN_KEY_COOLDOWN_MS,
    [customFetch]: fetchOrLastGood,
  });
}
