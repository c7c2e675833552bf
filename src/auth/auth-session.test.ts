// @vitest-environment happy-dom
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { ApiError, BOTH_TOKENS_EXPIRED_MESSAGE } from '../../contract/errors';
import { configureHttpClient, requestEnvelope, setAuthorizationProvider } from '../api/http-client';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from '../../contract/constants';
import { isAdminRequest } from './auth-runtime';
import {
  createAuthSession,
  PROVIDER_UNREACHABLE_MESSAGE,
  SignInError,
  STATE_MISMATCH_MESSAGE,
  type AuthSessionDeps,
} from './auth-session';
import { createTokenStore, tokenStatus, type StoredTokens } from './token-store';

const ISSUER = 'https://id.example/oidc';
const NOW = Date.parse('2026-11-20T10:00:00Z');
const settings = {
  issuer: ISSUER,
  clientId: 'somnia-web',
  audience: 'somnia-api',
  redirectUri: 'https://site.example/login',
  logoutRedirectUri: 'https://site.example/',
};

function jwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'RS256', typ: 'at+jwt' })}.${encode(payload)}.signature`;
}

interface Recorded {
  method: string;
  url: string;
  body: URLSearchParams | null;
  authorization: string | null;
}

/** How the fake provider answers a revocation: at once (200), after 50 ms, or with a 503. */
type Revocation = 'ok' | 'slow' | 'failing';

/** A fake provider and API behind the one axios instance; the token endpoint answers after 50 ms. */
function fakeBackend(revocation: Revocation = 'ok') {
  const requests: Recorded[] = [];
  let issued = 0;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = `${config.baseURL && !/^https?:/.test(config.url ?? '') ? config.baseURL : ''}${config.url ?? ''}`;
    const body = typeof config.data === 'string' ? new URLSearchParams(config.data) : null;
    const authorization = config.headers.get('Authorization');
    requests.push({
      method: (config.method ?? 'get').toUpperCase(),
      url,
      body,
      authorization: typeof authorization === 'string' ? authorization : null,
    });
    const respond = (status: number, data: unknown) => ({
      data,
      status,
      statusText: String(status),
      headers: {},
      config,
    });
    if (url.endsWith('/.well-known/openid-configuration')) {
      return respond(200, {
        authorization_endpoint: `${ISSUER}/auth`,
        token_endpoint: `${ISSUER}/token`,
        revocation_endpoint: `${ISSUER}/token/revocation`,
        end_session_endpoint: `${ISSUER}/session/end`,
      });
    }
    if (url === `${ISSUER}/token/revocation`) {
      if (revocation === 'slow') await new Promise((resolve) => setTimeout(resolve, 50));
      if (revocation === 'failing') throw Object.assign(new Error('503'), { config });
      return respond(200, '');
    }
    if (url === `${ISSUER}/token`) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      issued += 1;
      return respond(200, {
        access_token: jwt({ scope: 'admin:comments', n: issued }),
        expires_in: ACCESS_TOKEN_TTL_S,
        refresh_token: `refresh-${issued}`,
        token_type: 'Bearer',
      });
    }
    return respond(200, {
      success: true,
      code: 200,
      data: { content: [], pager: { page: 1, totalPages: 1, total: 0 } },
      message: 'OK',
    });
  };
  return {
    adapter,
    requests,
    tokenPosts: () => requests.filter((request) => request.url === `${ISSUER}/token`),
  };
}

function storedTokens(overrides: Partial<StoredTokens>): StoredTokens {
  return {
    accessToken: jwt({ scope: 'admin:comments' }),
    accessTokenExpiresAt: NOW + 60_000,
    refreshToken: 'refresh-0',
    refreshTokenExpiresAt: NOW + REFRESH_TOKEN_TTL_S * 1000,
    idToken: null,
    scope: null,
    ...overrides,
  };
}

function setUp(
  tokens: StoredTokens | null,
  options: Partial<AuthSessionDeps> = {},
  revocation: Revocation = 'ok',
) {
  const backend = fakeBackend(revocation);
  const http = configureHttpClient('/api');
  http.defaults.adapter = backend.adapter;
  const store = createTokenStore(window.localStorage);
  if (tokens) store.save(tokens);
  const assignLocation = vi.fn();
  const session = createAuthSession({
    settings,
    store,
    http,
    autoLogout: false,
    now: () => Date.now(),
    assignLocation,
    ...options,
  });
  setAuthorizationProvider((config) =>
    isAdminRequest(config) ? session.getAuthorization() : Promise.resolve(null),
  );
  return { backend, store, session, assignLocation };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NOW);
  window.localStorage.clear();
});

afterEach(() => {
  setAuthorizationProvider(undefined);
  vi.useRealTimers();
});

describe('token status (SPEC §4)', () => {
  test('is unknown without a token or without an expiry', () => {
    expect(tokenStatus(null, NOW + 10_000, NOW)).toBe('unknown');
    expect(tokenStatus('token', null, NOW)).toBe('unknown');
  });

  test('is valid while the expiry is more than 500 ms away, expired from then on', () => {
    expect(tokenStatus('token', NOW + 501, NOW)).toBe('valid');
    expect(tokenStatus('token', NOW + 500, NOW)).toBe('expired');
    expect(tokenStatus('token', NOW - 1, NOW)).toBe('expired');
  });
});

describe('token store', () => {
  test('keeps both tokens and their expiries under keys prefixed with the strategy name', () => {
    const store = createTokenStore(window.localStorage);
    store.save(storedTokens({ idToken: 'id' }));
    expect(Object.keys(window.localStorage).sort()).toEqual([
      'oidc.access_token',
      'oidc.access_token_expires_at',
      'oidc.id_token',
      'oidc.refresh_token',
      'oidc.refresh_token_expires_at',
    ]);
    expect(store.read()).toEqual(storedTokens({ idToken: 'id' }));
  });

  test('clear removes every key of the strategy and nothing else', () => {
    window.localStorage.setItem('color-mode', 'dark');
    const store = createTokenStore(window.localStorage);
    store.save(storedTokens({}));
    store.setTransient('state', 'abcdefghij');
    store.clear();
    expect(Object.keys(window.localStorage)).toEqual(['color-mode']);
  });
});

describe('requests with the admin token', () => {
  test('a valid access token is sent as a bearer token without any refresh', async () => {
    const { backend } = setUp(storedTokens({}));
    await requestEnvelope({ url: 'admin/blog-comment' });
    expect(backend.tokenPosts()).toHaveLength(0);
    expect(backend.requests.at(-1)?.authorization).toBe(`Bearer ${storedTokens({}).accessToken}`);
  });

  test('ten concurrent requests with an expired access token cause exactly one refresh POST', async () => {
    const { backend, store } = setUp(storedTokens({ accessTokenExpiresAt: NOW - 1000 }));
    const requests = Array.from({ length: 10 }, () =>
      requestEnvelope({ url: 'admin/blog-comment' }),
    );
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all(requests);

    const posts = backend.tokenPosts();
    expect(posts).toHaveLength(1);
    expect(Object.fromEntries(posts[0]?.body ?? [])).toEqual({
      refresh_token: 'refresh-0',
      scopes: expect.stringContaining('openid profile'),
      client_id: 'somnia-web',
      grant_type: 'refresh_token',
    });
    const newToken = store.read().accessToken;
    const apiCalls = backend.requests.filter((request) => request.url.startsWith('/api/admin'));
    expect(apiCalls).toHaveLength(10);
    expect(apiCalls.every((request) => request.authorization === `Bearer ${newToken}`)).toBe(true);
    expect(store.read().refreshToken).toBe('refresh-1');
    expect(store.read().accessTokenExpiresAt).toBe(NOW + 50 + ACCESS_TOKEN_TTL_S * 1000);
  });

  test('a refresh waits for the cross-tab lock and skips the POST when another tab already refreshed', async () => {
    const { backend, store } = setUp(storedTokens({ accessTokenExpiresAt: NOW - 1000 }), {
      locks: {
        request: (async (_name: string, _options: unknown, task: () => Promise<unknown>) => {
          // Another tab held the lock and stored fresh tokens meanwhile.
          store.save(
            storedTokens({
              accessToken: jwt({ scope: 'admin:comments', tab: 2 }),
              refreshToken: 'refresh-from-tab-2',
            }),
          );
          return task();
        }) as LockManager['request'],
      },
    });
    await requestEnvelope({ url: 'admin/blog-comment' });
    expect(backend.tokenPosts()).toHaveLength(0);
    expect(backend.requests.at(-1)?.authorization).toBe(`Bearer ${store.read().accessToken}`);
  });

  test('both tokens expired: the session is reset and the request aborted with the SPEC message', async () => {
    const { backend, session } = setUp(
      storedTokens({ accessTokenExpiresAt: NOW - 1000, refreshTokenExpiresAt: NOW - 1000 }),
    );
    await expect(requestEnvelope({ url: 'admin/blog-comment' })).rejects.toThrow(
      BOTH_TOKENS_EXPIRED_MESSAGE,
    );
    expect(
      backend.requests.filter(
        (request) => request.url.startsWith('/api/admin') && request.authorization,
      ),
    ).toEqual([]);
    expect(window.localStorage.length).toBe(0);
    expect(session.getState()).toMatchObject({ loggedIn: false, user: null });
  });

  test('public requests never carry the token nor wait for a refresh', async () => {
    const { backend } = setUp(storedTokens({ accessTokenExpiresAt: NOW - 1000 }));
    await requestEnvelope({ url: 'page/home' });
    expect(backend.tokenPosts()).toHaveLength(0);
    expect(backend.requests.at(-1)?.authorization).toBeNull();
  });
});

describe('session state', () => {
  test('a valid token means signed in, with the user {} and the scopes of the token', () => {
    const { session } = setUp(
      storedTokens({
        accessToken: jwt({ scope: { 'admin:comments': true, 'admin:talent': false } }),
      }),
    );
    expect(session.getState()).toEqual({
      ready: true,
      loggedIn: true,
      user: {},
      scopes: ['admin:comments'],
    });
    expect(session.hasScope('admin:comments')).toBe(true);
    expect(session.hasScope('admin:talent')).toBe(false);
  });

  test('on start-up an expired access token resets the session when auto-logout is on', () => {
    const { session } = setUp(storedTokens({ accessTokenExpiresAt: NOW - 1000 }), {
      autoLogout: true,
    });
    expect(session.getState().loggedIn).toBe(false);
    expect(window.localStorage.length).toBe(0);
  });

  test('with auto-logout off an expired access token and a valid refresh token stay signed in', () => {
    const { session } = setUp(storedTokens({ accessTokenExpiresAt: NOW - 1000 }), {
      autoLogout: false,
    });
    expect(session.getState().loggedIn).toBe(true);
  });
});

describe('sign-in', () => {
  test('redirects with state and nonce of 10 characters, PKCE S256 and the SPEC parameters', async () => {
    const { session, store, assignLocation } = setUp(null);
    await session.beginSignIn('/admin/log-activity');
    const url = new URL(String(assignLocation.mock.calls[0]?.[0]));
    expect(url.origin + url.pathname).toBe(`${ISSUER}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      protocol: 'oauth2',
      response_type: 'code',
      access_type: 'offline',
      client_id: 'somnia-web',
      redirect_uri: 'https://site.example/login',
      code_challenge_method: 'S256',
      state: store.getTransient('state'),
      nonce: store.getTransient('nonce'),
    });
    expect(url.searchParams.get('scope')).toMatch(/^openid profile/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(store.getTransient('redirect')).toBe('/admin/log-activity');
  });

  test('a returned state that differs from the stored one is refused before any token request', async () => {
    const { session, backend } = setUp(null);
    await session.beginSignIn(null);
    await expect(
      session.completeSignIn(new URLSearchParams('code=abc&state=forgedstat')),
    ).rejects.toThrow(STATE_MISMATCH_MESSAGE);
    expect(backend.tokenPosts()).toHaveLength(0);
  });

  test('the code exchange posts the SPEC fields and returns to the remembered page', async () => {
    const { session, store, backend } = setUp(null);
    await session.beginSignIn('/admin/blog-comment?status=pending');
    const state = store.getTransient('state');
    const verifier = store.getTransient('code_verifier');
    const done = session.completeSignIn(
      new URLSearchParams({ code: 'the-code', state: state ?? '' }),
    );
    await vi.advanceTimersByTimeAsync(100);
    await expect(done).resolves.toBe('/admin/blog-comment?status=pending');
    expect(Object.fromEntries(backend.tokenPosts()[0]?.body ?? [])).toEqual({
      code: 'the-code',
      client_id: 'somnia-web',
      redirect_uri: 'https://site.example/login',
      response_type: 'code',
      audience: 'somnia-api',
      grant_type: 'authorization_code',
      code_verifier: verifier,
    });
    expect(session.getState().loggedIn).toBe(true);
    expect(store.getTransient('state')).toBeNull();
  });

  test('a provider that cannot be reached is named in the error, and the browser stays', async () => {
    const offline = configureHttpClient('/api');
    offline.defaults.adapter = () =>
      Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    const { session, store, assignLocation } = setUp(null, {
      // Discovery is kept per issuer for the page's life: an issuer no other test has asked.
      settings: { ...settings, issuer: 'https://down.example/oidc' },
      http: offline,
    });

    const signIn = session.beginSignIn('/admin');

    await expect(signIn).rejects.toBeInstanceOf(SignInError);
    await expect(signIn).rejects.toThrow(PROVIDER_UNREACHABLE_MESSAGE);
    expect(assignLocation).not.toHaveBeenCalled();
    expect(store.getTransient('state')).toBeNull();
  });

  test('an unsafe remembered page is dropped: the sign-in ends on /admin', async () => {
    const { session, store } = setUp(null);
    await session.beginSignIn('//evil.example');
    expect(store.getTransient('redirect')).toBeNull();
    const done = session.completeSignIn(
      new URLSearchParams({ code: 'c', state: store.getTransient('state') ?? '' }),
    );
    await vi.advanceTimersByTimeAsync(100);
    await expect(done).resolves.toBe('/admin');
  });
});

test('sign-out revokes the refresh token, clears every key and ends the provider session', async () => {
  const { session, backend, assignLocation } = setUp(storedTokens({ idToken: 'the-id-token' }));
  await session.signOut();
  const revocation = backend.requests.find(
    (request) => request.url === `${ISSUER}/token/revocation`,
  );
  expect(Object.fromEntries(revocation?.body ?? [])).toMatchObject({
    token: 'refresh-0',
    token_type_hint: 'refresh_token',
  });
  expect(window.localStorage.length).toBe(0);
  const endSession = new URL(String(assignLocation.mock.calls[0]?.[0]));
  expect(endSession.pathname).toBe('/oidc/session/end');
  expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe('https://site.example/');
  expect(endSession.searchParams.get('id_token_hint')).toBe('the-id-token');
});

describe('sign-out clears every stored key', () => {
  /** Tokens, the transient sign-in values, and a key a later version might add. */
  function storeEveryKey(store: ReturnType<typeof createTokenStore>) {
    store.save(storedTokens({ idToken: 'the-id-token', scope: 'admin:comments' }));
    for (const key of ['state', 'nonce', 'code_verifier', 'redirect'] as const)
      store.setTransient(key, `a-${key}`);
    window.localStorage.setItem('oidc.some_future_key', 'value');
    window.localStorage.setItem('color-mode', 'dark');
  }

  test('tokens, transient values and any other oidc.* key go; the rest stays', async () => {
    const { session, store } = setUp(null);
    storeEveryKey(store);

    await session.signOut();

    expect(Object.keys(window.localStorage)).toEqual(['color-mode']);
    expect(session.getState()).toMatchObject({ loggedIn: false, user: null, scopes: [] });
  });

  test('before the provider has answered the revocation', async () => {
    const { session, store, backend } = setUp(null, {}, 'slow');
    storeEveryKey(store);

    const done = session.signOut();
    await vi.advanceTimersByTimeAsync(10);

    expect(backend.requests.map((request) => request.url)).toContain(`${ISSUER}/token/revocation`);
    expect(Object.keys(window.localStorage)).toEqual(['color-mode']);
    await vi.advanceTimersByTimeAsync(100);
    await done;
  });

  test('when the revocation fails, and the browser still goes on to end the provider session', async () => {
    const { session, store, assignLocation } = setUp(null, {}, 'failing');
    storeEveryKey(store);

    await session.signOut();

    expect(Object.keys(window.localStorage)).toEqual(['color-mode']);
    expect(String(assignLocation.mock.calls[0]?.[0])).toMatch(/\/oidc\/session\/end\?/);
  });
});

test('an ApiError for both expired tokens carries status 401', async () => {
  setUp(storedTokens({ accessTokenExpiresAt: NOW - 1000, refreshTokenExpiresAt: NOW - 1000 }));
  const error = await requestEnvelope({ url: 'admin' }).catch((failure: unknown) => failure);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).statusCode).toBe(401);
});
