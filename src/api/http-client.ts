import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';

import { API_TIMEOUT_MS } from '../../contract/constants';
import { apiBase } from './api-base';
import type { Envelope } from '../../contract/page-types';
import { envelopeFailure, normalizeError } from '../../contract/errors';

/** Supplies the Authorization header value for a request, or null to send none. */
type AuthorizationProvider = (config: AxiosRequestConfig) => Promise<string | null>;

let client: AxiosInstance | undefined;
let authorizationProvider: AuthorizationProvider | undefined;

/**
 * The one axios instance of the browser (SPEC §7): cookies sent, 10 s timeout, JSON accepted,
 * relative URLs resolved against the configured API base. Public code imports this module
 * lazily (`import('./http-client')`): a page's first paint makes no request, its data comes with
 * the HTML, so axios (17 kB gzip) loads with the first request instead.
 *
 * @example configureHttpClient('/api'); await getEnvelopeData('page/home');
 */
export function configureHttpClient(apiBase: string): AxiosInstance {
  client = axios.create({
    baseURL: apiBase.endsWith('/') ? apiBase : `${apiBase}/`,
    withCredentials: true,
    timeout: API_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });
  client.interceptors.request.use(async (config) => {
    const authorization = authorizationProvider ? await authorizationProvider(config) : null;
    if (authorization) config.headers.set('Authorization', authorization);
    return config;
  });
  return client;
}

export function getHttpClient(): AxiosInstance {
  return client ?? configureHttpClient(apiBase());
}

/** The sign-in code registers how requests get their bearer token (SPEC §6). */
export function setAuthorizationProvider(provider: AuthorizationProvider | undefined): void {
  authorizationProvider = provider;
}

/**
 * Requests an enveloped resource and returns its `data`. `success: false`, HTTP and network
 * errors all reject with the one normalised ApiError (SPEC §8).
 */
export async function requestEnvelope<T>(config: AxiosRequestConfig): Promise<T> {
  let envelope: Envelope<T>;
  try {
    const response = await getHttpClient().request<Envelope<T>>(config);
    // 204 No Content (a removal) is a success that has nothing to say.
    if (response.status === 204) return undefined as T;
    envelope = response.data;
  } catch (error) {
    throw normalizeError(error);
  }
  if (!envelope || envelope.success === false) {
    // SPEC §8: a failed envelope without a code takes the default code (-100), as on the server;
    // only a missing body is a 500.
    throw envelopeFailure({
      success: false,
      code: envelope ? envelope.code : 500,
      data: envelope?.data,
      message: envelope?.message,
    });
  }
  return envelope.data;
}
