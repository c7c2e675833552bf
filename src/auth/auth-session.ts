import type { AxiosInstance } from 'axios';

import { ApiError, BOTH_TOKENS_EXPIRED_MESSAGE, normalizeError } from '../../contract/errors';
import { isLocalPath } from '../lib/local-path';
import { randomString } from '../lib/random';
import { decodeJwtPayload } from './jwt-claims';
import {
  buildAuthorizationUrl,
  buildEndSessionUrl,
  exchangeCode,
  loadProviderMetadata,
  refreshTokens,
  revokeRefreshToken,
  toStoredTokens,
  type OidcSettings,
} from './oidc-client';
import { codeChallengeOf, createCodeVerifier } from './pkce';
import { hasScope, scopesOf } from '../../contract/scopes';
import { AUTH_STRATEGY, tokenStatus, type StoredTokens, type TokenStore } from './token-store';

/** SPEC §3: the user-info endpoint is empty, so a signed-in user is `{}`. */
type AuthUser = Record<string, never>;

/** SPEC §3: the user held together with a `loggedIn` flag; `ready` is false until the browser has read storage. */
export interface AuthState {
  ready: boolean;
  loggedIn: boolean;
  user: AuthUser | null;
  scopes: readonly string[];
}

export const SERVER_AUTH_STATE: AuthState = Object.freeze({
  ready: false,
  loggedIn: false,
  user: null,
  scopes: [],
});

/** A sign-in that cannot go on; its message is for the person signing in. */
export class SignInError extends Error {
  override name = 'SignInError';
}

export const STATE_MISMATCH_MESSAGE =
  'This sign-in answer does not belong to the sign-in started in this browser, so it was ignored. Please sign in again.';
export const PROVIDER_UNREACHABLE_MESSAGE =
  'The sign-in service cannot be reached right now. Please try again in a few minutes.';
const CANCELLED_MESSAGE = 'The sign-in was cancelled.';
const NONCE_MISMATCH_MESSAGE =
  'The identity provider’s answer could not be verified. Please sign in again.';

export interface AuthSessionDeps {
  settings: OidcSettings;
  store: TokenStore;
  http: AxiosInstance;
  /** SPEC §4: on start-up an expired access token resets the session (AUTH_AUTO_LOGOUT, default on). */
  autoLogout: boolean;
  /** The Web Locks API; without it refreshes are serialised within the tab only. */
  locks?: Pick<LockManager, 'request'>;
  now?: () => number;
  /** Leaves the app for the provider (sign-in, end of session). */
  assignLocation?: (url: string) => void;
}

export interface AuthSession {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Re-reads storage (another tab may have signed in, refreshed or signed out). */
  sync(): void;
  /** The `Authorization` value for an admin request, refreshing first when needed (SPEC §4). */
  getAuthorization(): Promise<string | null>;
  /** SPEC §4 step 1: remembers the wanted page, then redirects to the provider. */
  beginSignIn(redirect: string | null): Promise<void>;
  /** SPEC §4 steps 2–4: checks the state, exchanges the code, returns where to go next. */
  completeSignIn(search: URLSearchParams): Promise<string>;
  /** Clears every stored key, revokes the refresh token, ends the provider session. */
  signOut(): Promise<void>;
  reset(): void;
  hasScope(scope: string): boolean;
}

const ADMIN_HOME = '/admin';

function bothTokensExpired(): ApiError {
  return new ApiError(401, { message: BOTH_TOKENS_EXPIRED_MESSAGE });
}

function isInvalidGrant(error: unknown): boolean {
  const status = normalizeError(error).statusCode;
  return status === 400 || status === 401;
}

/**
 * The browser's sign-in session: tokens in storage, status, one shared refresh at a time (in the
 * tab and, through Web Locks, across tabs), sign-in and sign-out (docs/decisions: token refresh).
 */
export function createAuthSession(deps: AuthSessionDeps): AuthSession {
  const { settings, store, http } = deps;
  const now = deps.now ?? (() => Date.now());
  const assignLocation = deps.assignLocation ?? ((url: string) => window.location.assign(url));
  const listeners = new Set<() => void>();
  let state: AuthState = SERVER_AUTH_STATE;
  let inFlightRefresh: Promise<StoredTokens> | undefined;

  const metadata = () => loadProviderMetadata(http, settings.issuer);
  // Sign-in needs the provider now: when it is down, say so in words the person can act on.
  const metadataForSignIn = () =>
    metadata().catch((error: unknown) => {
      throw new SignInError(PROVIDER_UNREACHABLE_MESSAGE, { cause: error });
    });

  function computeState(): AuthState {
    const tokens = store.read();
    const access = tokenStatus(tokens.accessToken, tokens.accessTokenExpiresAt, now());
    const refresh = tokenStatus(tokens.refreshToken, tokens.refreshTokenExpiresAt, now());
    const loggedIn = access === 'valid' || (access === 'expired' && refresh === 'valid');
    const scopes = loggedIn
      ? scopesOf(decodeJwtPayload(tokens.accessToken) ?? { scope: tokens.scope })
      : [];
    return { ready: true, loggedIn, user: loggedIn ? {} : null, scopes };
  }

  function sync() {
    const next = computeState();
    const changed =
      next.ready !== state.ready ||
      next.loggedIn !== state.loggedIn ||
      next.scopes.length !== state.scopes.length ||
      next.scopes.some((scope, index) => scope !== state.scopes[index]);
    if (!changed) return;
    state = next;
    listeners.forEach((listener) => listener());
  }

  function reset() {
    store.clear();
    sync();
  }

  async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
    if (!deps.locks) return task();
    return deps.locks.request(
      `${AUTH_STRATEGY}.refresh`,
      { mode: 'exclusive' },
      task,
    ) as Promise<T>;
  }

  // SPEC §4: concurrent refreshes share one in-flight refresh; refresh tokens rotate and a replay
  // revokes the grant, so tabs take turns too and re-read storage once they hold the lock.
  function refreshShared(): Promise<StoredTokens> {
    inFlightRefresh ??= withRefreshLock(async () => {
      const current = store.read();
      if (tokenStatus(current.accessToken, current.accessTokenExpiresAt, now()) === 'valid')
        return current;
      if (
        !current.refreshToken ||
        tokenStatus(current.refreshToken, current.refreshTokenExpiresAt, now()) !== 'valid'
      ) {
        reset();
        throw bothTokensExpired();
      }
      try {
        const response = await refreshTokens(
          http,
          await metadata(),
          settings,
          current.refreshToken,
        );
        const tokens = toStoredTokens(response, now(), current);
        store.save(tokens);
        sync();
        return tokens;
      } catch (error) {
        // The provider refused the refresh token (revoked, replayed): the session is over.
        if (isInvalidGrant(error)) {
          reset();
          throw new ApiError(401, { cause: error });
        }
        throw normalizeError(error);
      }
    }).finally(() => {
      inFlightRefresh = undefined;
    });
    return inFlightRefresh;
  }

  async function getAuthorization(): Promise<string | null> {
    const tokens = store.read();
    const access = tokenStatus(tokens.accessToken, tokens.accessTokenExpiresAt, now());
    if (access === 'valid') return `Bearer ${tokens.accessToken}`;
    const refresh = tokenStatus(tokens.refreshToken, tokens.refreshTokenExpiresAt, now());
    if (access === 'unknown' && refresh === 'unknown') return null;
    if (refresh !== 'valid' && !inFlightRefresh) {
      // SPEC §4: both expired → reset and abort the request.
      reset();
      throw bothTokensExpired();
    }
    const fresh = await refreshShared();
    return `Bearer ${fresh.accessToken}`;
  }

  async function beginSignIn(redirect: string | null) {
    const state = randomString();
    const nonce = randomString();
    const verifier = createCodeVerifier();
    const [endpoints, challenge] = await Promise.all([
      metadataForSignIn(),
      codeChallengeOf(verifier),
    ]);
    store.setTransient('state', state);
    store.setTransient('nonce', nonce);
    store.setTransient('code_verifier', verifier);
    store.setTransient('redirect', isLocalPath(redirect) ? redirect : null);
    assignLocation(
      buildAuthorizationUrl(endpoints.authorization_endpoint, settings, {
        state,
        nonce,
        codeChallenge: challenge,
      }),
    );
  }

  async function completeSignIn(search: URLSearchParams): Promise<string> {
    const expectedState = store.getTransient('state');
    const expectedNonce = store.getTransient('nonce');
    const verifier = store.getTransient('code_verifier');
    const redirect = store.getTransient('redirect');
    for (const key of ['state', 'nonce', 'code_verifier', 'redirect'] as const)
      store.setTransient(key, null);

    const returnedState = search.get('state');
    // SPEC §5: the returned state must equal the stored one, before anything else is trusted.
    if (!expectedState || returnedState !== expectedState || !verifier)
      throw new SignInError(STATE_MISMATCH_MESSAGE);
    const error = search.get('error');
    if (error) {
      throw new SignInError(
        error === 'access_denied'
          ? CANCELLED_MESSAGE
          : `The identity provider could not sign you in (${error}). Please try again.`,
      );
    }
    const code = search.get('code');
    if (!code) throw new SignInError(STATE_MISMATCH_MESSAGE);

    const response = await exchangeCode(http, await metadataForSignIn(), settings, code, verifier);
    if (response.id_token) {
      const nonce = decodeJwtPayload(response.id_token)?.nonce;
      if (nonce !== expectedNonce) throw new SignInError(NONCE_MISMATCH_MESSAGE);
    }
    store.save(toStoredTokens(response, now()));
    sync();
    return isLocalPath(redirect) ? redirect : ADMIN_HOME;
  }

  async function signOut() {
    const tokens = store.read();
    // Every stored key goes before any network call: a tab closed while the provider is slow, or
    // a provider that fails, leaves no token behind. The screen follows once the calls are done.
    store.clear();
    const endpoints = await metadata().catch(() => undefined);
    if (endpoints?.revocation_endpoint && tokens.refreshToken) {
      // Revoking the refresh token revokes the grant, which ends the access token at the API too.
      await revokeRefreshToken(
        http,
        endpoints.revocation_endpoint,
        settings,
        tokens.refreshToken,
      ).catch(() => undefined);
    }
    reset();
    assignLocation(
      endpoints?.end_session_endpoint
        ? buildEndSessionUrl(endpoints.end_session_endpoint, settings, tokens.idToken)
        : settings.logoutRedirectUri,
    );
  }

  // SPEC §4: on start-up, an expired access token with auto-logout on resets the session.
  if (
    deps.autoLogout &&
    tokenStatus(store.read().accessToken, store.read().accessTokenExpiresAt, now()) === 'expired'
  ) {
    store.clear();
  }
  state = computeState();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sync,
    getAuthorization,
    beginSignIn,
    completeSignIn,
    signOut,
    reset,
    hasScope: (scope) => hasScope(state.scopes, scope),
  };
}
