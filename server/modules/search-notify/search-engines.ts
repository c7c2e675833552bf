import type { SearchEngineName, SearchNotificationType } from '../../platform/db/schema';
import type { AccessTokenSource } from './google-access-token';

/** Where the IndexNow key file is served: `/{key}.txt` at the site's root (the protocol's rule). */
export const indexNowKeyPath = (key: string) => `/${key}.txt`;

const REQUEST_TIMEOUT_MS = 10_000;
const MAX_ERROR_CHARS = 200;

/** One URL to tell an engine about. */
export interface UrlNotice {
  url: string;
  type: SearchNotificationType;
}

/**
 * A search engine that can be told of changed URLs. `notify` resolves with the notices it could
 * not deliver, each with why (an engine may take some of a batch and refuse others).
 */
export interface SearchEngine {
  name: SearchEngineName;
  /** Its name in the activity log's sentences. */
  label: string;
  notify(notices: readonly UrlNotice[], now: Date): Promise<Map<string, string>>;
}

/** "HTTP 429: Quota exceeded …", cut short: what the admin reads in the log. */
async function refusal(response: Response): Promise<string> {
  const body = (await response.text()).replace(/\s+/g, ' ').trim();
  const text = `HTTP ${response.status}${body ? `: ${body}` : ''}`;
  return text.length > MAX_ERROR_CHARS ? `${text.slice(0, MAX_ERROR_CHARS - 1)}…` : text;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

/**
 * Google's Indexing API: one `urlNotifications:publish` per URL (`URL_UPDATED` or
 * `URL_DELETED`), with the service account's access token.
 */
export function createGoogleIndexing(options: {
  accessToken: AccessTokenSource;
  /** `https://indexing.googleapis.com` unless a test points it elsewhere. */
  endpoint: string;
}): SearchEngine {
  const publishUrl = `${options.endpoint.replace(/\/+$/, '')}/v3/urlNotifications:publish`;
  return {
    name: 'google',
    label: 'Google',
    notify: async (notices, now) => {
      const failures = new Map<string, string>();
      let token: string;
      try {
        token = await options.accessToken.get(now);
      } catch (error) {
        for (const notice of notices) failures.set(notice.url, errorText(error));
        return failures;
      }
      for (const notice of notices) {
        try {
          const response = await postJson(publishUrl, notice, { Authorization: `Bearer ${token}` });
          if (response.status === 401) options.accessToken.forget();
          if (!response.ok) failures.set(notice.url, await refusal(response));
        } catch (error) {
          failures.set(notice.url, errorText(error));
        }
      }
      return failures;
    },
  };
}

/**
 * IndexNow (Bing, Yandex, Seznam, Naver …): one POST lists every URL; an engine re-crawls each
 * and finds a closed job gone (410), so both kinds of notice go the same way. The key proves
 * the site: it is served at `keyLocation`.
 */
export function createIndexNow(options: {
  key: string;
  /** The site's public origin: its host, and where the key file is. */
  origin: string;
  /** `https://api.indexnow.org/indexnow` unless a test points it elsewhere. */
  endpoint: string;
}): SearchEngine {
  return {
    name: 'indexnow',
    label: 'IndexNow',
    notify: async (notices) => {
      const failures = new Map<string, string>();
      if (notices.length === 0) return failures;
      let failure: string | null = null;
      try {
        const response = await postJson(options.endpoint, {
          host: new URL(options.origin).host,
          key: options.key,
          keyLocation: `${options.origin}${indexNowKeyPath(options.key)}`,
          urlList: notices.map((notice) => notice.url),
        });
        if (!response.ok) failure = await refusal(response);
      } catch (error) {
        failure = errorText(error);
      }
      if (failure !== null) for (const notice of notices) failures.set(notice.url, failure);
      return failures;
    },
  };
}
