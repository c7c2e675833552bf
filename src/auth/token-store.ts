import { TOKEN_EXPIRY_MARGIN_MS } from '../../contract/constants';

/** The sign-in strategy; every key the auth code stores starts with its name (SPEC §3). */
export const AUTH_STRATEGY = 'oidc';

/** SPEC §3: an access token and a refresh token, each with its expiry time (epoch ms). */
export interface StoredTokens {
  accessToken: string | null;
  accessTokenExpiresAt: number | null;
  refreshToken: string | null;
  refreshTokenExpiresAt: number | null;
  idToken: string | null;
  /** The scope the token endpoint reported, for access tokens that are not JWTs. */
  scope: string | null;
}

/** Values kept between the redirect to the provider and the return to /login. */
type TransientKey = 'state' | 'nonce' | 'code_verifier' | 'redirect';

type TokenStatus = 'unknown' | 'valid' | 'expired';

/**
 * SPEC §4: unknown without a token or an expiry, valid while the expiry is more than 500 ms
 * away, otherwise expired.
 *
 * @example
 * tokenStatus('abc', Date.now() + 1000); // => 'valid'
 * tokenStatus('abc', Date.now() + 400); // => 'expired'
 * tokenStatus(null, Date.now() + 1000); // => 'unknown'
 */
export function tokenStatus(
  token: string | null,
  expiresAt: number | null,
  now: number = Date.now(),
): TokenStatus {
  if (!token || expiresAt === null || !Number.isFinite(expiresAt)) return 'unknown';
  return expiresAt - now > TOKEN_EXPIRY_MARGIN_MS ? 'valid' : 'expired';
}

const TOKEN_KEYS: Record<keyof StoredTokens, string> = {
  accessToken: 'access_token',
  accessTokenExpiresAt: 'access_token_expires_at',
  refreshToken: 'refresh_token',
  refreshTokenExpiresAt: 'refresh_token_expires_at',
  idToken: 'id_token',
  scope: 'scope',
};

export interface TokenStore {
  read(): StoredTokens;
  save(tokens: StoredTokens): void;
  getTransient(key: TransientKey): string | null;
  setTransient(key: TransientKey, value: string | null): void;
  /** Removes every key of the strategy: tokens and transient values alike. */
  clear(): void;
}

function readNumber(value: string | null): number | null {
  if (value === null || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * The tokens in browser storage (SPEC §3: "the admin token is kept in browser storage"), under
 * keys prefixed with the strategy name: `oidc.access_token`, `oidc.refresh_token_expires_at` …
 *
 * @example
 * const store = createTokenStore(window.localStorage);
 * store.read().accessToken;
 */
export function createTokenStore(storage: Storage, strategy: string = AUTH_STRATEGY): TokenStore {
  const key = (name: string) => `${strategy}.${name}`;
  const write = (name: string, value: string | null) => {
    if (value === null) storage.removeItem(key(name));
    else storage.setItem(key(name), value);
  };
  return {
    read() {
      return {
        accessToken: storage.getItem(key(TOKEN_KEYS.accessToken)),
        accessTokenExpiresAt: readNumber(storage.getItem(key(TOKEN_KEYS.accessTokenExpiresAt))),
        refreshToken: storage.getItem(key(TOKEN_KEYS.refreshToken)),
        refreshTokenExpiresAt: readNumber(storage.getItem(key(TOKEN_KEYS.refreshTokenExpiresAt))),
        idToken: storage.getItem(key(TOKEN_KEYS.idToken)),
        scope: storage.getItem(key(TOKEN_KEYS.scope)),
      };
    },
    save(tokens) {
      for (const [field, name] of Object.entries(TOKEN_KEYS) as [keyof StoredTokens, string][]) {
        const value = tokens[field];
        write(name, value === null ? null : String(value));
      }
    },
    getTransient: (name) => storage.getItem(key(name)),
    setTransient: (name, value) => write(name, value),
    clear() {
      const prefix = `${strategy}.`;
      const keys: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const name = storage.key(index);
        if (name?.startsWith(prefix)) keys.push(name);
      }
      keys.forEach((name) => storage.removeItem(name));
    },
  };
}
