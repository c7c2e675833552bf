import type { AxiosRequestConfig } from 'axios';

import { getHttpClient, setAuthorizationProvider } from '../api/http-client';
import type { PublicConfig } from '../../contract/public-config';
import { createAuthSession, type AuthSession } from './auth-session';
import { AUTH_STRATEGY, createTokenStore } from './token-store';

let session: AuthSession | undefined;

/** Only the admin API takes the bearer token; public requests never wait for a refresh. */
export function isAdminRequest(config: Pick<AxiosRequestConfig, 'url'>): boolean {
  const url = config.url ?? '';
  return url === 'admin' || url.startsWith('admin/') || url.startsWith('admin?');
}

/**
 * The browser's one auth session, created by the first sign-in or admin screen (the lazy routes):
 * it registers the axios authorization provider and follows other tabs through storage events.
 */
export function getAuthSession(config: PublicConfig): AuthSession {
  if (session) return session;
  const origin = window.location.origin;
  const created = createAuthSession({
    settings: {
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId,
      audience: config.oidc.audience,
      redirectUri: `${origin}/login`,
      logoutRedirectUri: `${origin}/`,
    },
    store: createTokenStore(window.localStorage),
    http: getHttpClient(),
    autoLogout: config.authAutoLogout,
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
  });
  setAuthorizationProvider((request) =>
    isAdminRequest(request) ? created.getAuthorization() : Promise.resolve(null),
  );
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(`${AUTH_STRATEGY}.`)) created.sync();
  });
  session = created;
  return created;
}
