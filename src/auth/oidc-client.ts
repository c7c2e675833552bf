import type { AxiosInstance } from 'axios';

import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from '../../contract/constants';
import { ALL_ADMIN_SCOPES } from '../../contract/admin-scopes';
import { decodeJwtPayload } from './jwt-claims';
import type { StoredTokens } from './token-store';

/** What the browser needs to talk to the identity provider (from the public config). */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  audience: string;
  /** `${origin}/login`: the provider sends the browser back here with a code. */
  redirectUri: string;
  /** SPEC §4: after sign-out the browser lands here (home). */
  logoutRedirectUri: string;
}

/** The endpoints of the provider's discovery document that the sign-in flow uses. */
export interface ProviderMetadata {
  authorization_endpoint: string;
  token_endpoint: string;
  revocation_endpoint?: string;
  end_session_endpoint?: string;
}

/** A token endpoint answer (RFC 6749 §5.1; `refresh_expires_in` is Keycloak's). */
interface TokenResponse {
  access_token: string;
  expires_in?: number;
  refresh_token?: string;
  refresh_expires_in?: number;
  id_token?: string;
  scope?: string;
}

/**
 * SPEC §4 asks for `openid profile`; the admin scopes are added so the access token carries the
 * ones the account holds (the embedded provider grants API scopes only when asked).
 */
const SIGN_IN_SCOPE = ['openid', 'profile', ...ALL_ADMIN_SCOPES].join(' ');

const FORM_HEADERS = {
  'Content-Type': 'application/x-www-form-urlencoded',
  Accept: 'application/json',
};

function isString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

function isProviderMetadata(value: unknown): value is ProviderMetadata {
  const record = value as Record<string, unknown> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    isString(record.authorization_endpoint) &&
    isString(record.token_endpoint)
  );
}

function isTokenResponse(value: unknown): value is TokenResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    isString((value as { access_token?: unknown }).access_token)
  );
}

const metadataCache = new Map<string, Promise<ProviderMetadata>>();
// Shorter than the API's 10 s: a provider that hangs must not keep "Sign in" busy for long.
const DISCOVERY_TIMEOUT_MS = 3_000;

/** The provider's endpoints from its discovery document, fetched once per page load. */
export function loadProviderMetadata(
  http: AxiosInstance,
  issuer: string,
): Promise<ProviderMetadata> {
  const cached = metadataCache.get(issuer);
  if (cached) return cached;
  const loading = http
    .get<unknown>(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
      withCredentials: false,
      timeout: DISCOVERY_TIMEOUT_MS,
    })
    .then(({ data }) => {
      if (!isProviderMetadata(data))
        throw new Error(
          'The identity provider’s discovery document has no authorization or token endpoint',
        );
      return data;
    });
  metadataCache.set(issuer, loading);
  loading.catch(() => metadataCache.delete(issuer));
  return loading;
}

interface AuthorizationRequest {
  state: string;
  nonce: string;
  codeChallenge: string;
}

/** SPEC §7 call 9: the redirect to the authorization endpoint. */
export function buildAuthorizationUrl(
  endpoint: string,
  settings: OidcSettings,
  request: AuthorizationRequest,
): string {
  const url = new URL(endpoint);
  const params: Record<string, string> = {
    protocol: 'oauth2',
    response_type: 'code',
    access_type: 'offline',
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    scope: SIGN_IN_SCOPE,
    state: request.state,
    code_challenge_method: 'S256',
    code_challenge: request.codeChallenge,
    nonce: request.nonce,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

async function postForm(
  http: AxiosInstance,
  endpoint: string,
  fields: Record<string, string>,
): Promise<TokenResponse> {
  // The provider is not the product API: no cookies, a form body (SPEC §7 calls 7 and 8).
  const { data } = await http.post<unknown>(endpoint, new URLSearchParams(fields).toString(), {
    headers: FORM_HEADERS,
    withCredentials: false,
  });
  if (!isTokenResponse(data))
    throw new Error('The token endpoint answered without an access token');
  return data;
}

/** SPEC §7 call 7: the code exchange. */
export function exchangeCode(
  http: AxiosInstance,
  metadata: ProviderMetadata,
  settings: OidcSettings,
  code: string,
  codeVerifier: string,
): Promise<TokenResponse> {
  return postForm(http, metadata.token_endpoint, {
    code,
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    response_type: 'code',
    audience: settings.audience,
    grant_type: 'authorization_code',
    code_verifier: codeVerifier,
  });
}

/** SPEC §7 call 8: the refresh, form-encoded. */
export function refreshTokens(
  http: AxiosInstance,
  metadata: ProviderMetadata,
  settings: OidcSettings,
  refreshToken: string,
): Promise<TokenResponse> {
  return postForm(http, metadata.token_endpoint, {
    refresh_token: refreshToken,
    scopes: SIGN_IN_SCOPE,
    client_id: settings.clientId,
    grant_type: 'refresh_token',
  });
}

/** RFC 7009: revokes the refresh token (and, at the embedded provider, its grant). */
export async function revokeRefreshToken(
  http: AxiosInstance,
  endpoint: string,
  settings: OidcSettings,
  token: string,
): Promise<void> {
  await http.post(
    endpoint,
    new URLSearchParams({
      token,
      token_type_hint: 'refresh_token',
      client_id: settings.clientId,
    }).toString(),
    {
      headers: FORM_HEADERS,
      withCredentials: false,
    },
  );
}

/** OpenID Connect RP-initiated logout: ends the provider's session and comes back home. */
export function buildEndSessionUrl(
  endpoint: string,
  settings: OidcSettings,
  idToken: string | null,
): string {
  const url = new URL(endpoint);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('post_logout_redirect_uri', settings.logoutRedirectUri);
  if (idToken) url.searchParams.set('id_token_hint', idToken);
  return url.toString();
}

function expiryOf(seconds: number | undefined, fallbackSeconds: number, now: number): number {
  const lifetime =
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
      ? seconds
      : fallbackSeconds;
  return now + lifetime * 1000;
}

/**
 * The tokens to store from a token endpoint answer: expiries from `expires_in` (default 1800 s)
 * and `refresh_expires_in` (default 2592000 s, SPEC §9); a refresh without a new refresh token
 * keeps the previous one.
 */
export function toStoredTokens(
  response: TokenResponse,
  now: number,
  previous?: StoredTokens,
): StoredTokens {
  const jwtExp = decodeJwtPayload(response.access_token)?.exp;
  const accessExpiresIn =
    response.expires_in ??
    (typeof jwtExp === 'number' ? Math.max(0, jwtExp - Math.floor(now / 1000)) : undefined);
  const refreshToken = response.refresh_token ?? previous?.refreshToken ?? null;
  return {
    accessToken: response.access_token,
    accessTokenExpiresAt: expiryOf(accessExpiresIn, ACCESS_TOKEN_TTL_S, now),
    refreshToken,
    refreshTokenExpiresAt: response.refresh_token
      ? expiryOf(response.refresh_expires_in, REFRESH_TOKEN_TTL_S, now)
      : (previous?.refreshTokenExpiresAt ?? null),
    idToken: response.id_token ?? previous?.idToken ?? null,
    scope: response.scope ?? previous?.scope ?? null,
  };
}
