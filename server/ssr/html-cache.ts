import { createRouteMatcher, createRouteTable, resolveAuthMode } from '../../contract/route-table';
import { parseCookieHeader } from '../../contract/cookies';
import type { ExperimentState } from '../../contract/experiment-state';
import { createLruCache } from '../platform/lru-cache';

/** A page, or a closed job that names its similar jobs: both depend only on the data. */
const CACHEABLE_STATUSES = new Set([200, 410]);
const MAX_PAGES = 500;
/** About 1,000 job-list pages (35 KB each); pages are kept as JavaScript strings. */
const MAX_CHARS = 40_000_000;
/** The embedded identity provider's session cookie (oidc-provider's name): a signed-in person. */
const SESSION_COOKIE = /^_session(?:\.|$)/;

/** What decides whether a request's page may come from the cache, and which one. */
export interface PageRequest {
  /** Path and query as asked. */
  url: string;
  cookieHeader: string | undefined;
  hasAuthorization: boolean;
  /** The variants this response renders (and whether they were assigned just now). */
  experiments: ExperimentState;
  /** A crawler's whole document (no streamed boundaries) is kept apart from a browser's. */
  wholeDocument: boolean;
}

export interface CachedPage {
  status: number;
  html: string;
}

/** A render's bytes as they stream to the visitor, kept when the page is whole and still fresh. */
export interface PageRecording {
  write(chunk: Buffer): void;
  /** A render error or an aborted render: nothing is kept. */
  fail(): void;
  /** The page ended; kept when its status is cacheable and no data changed since `record`. */
  finish(status: number): void;
}

export interface HtmlCache {
  /** The request's cache key, or null when its page is rendered for it alone. */
  keyFor(request: PageRequest): string | null;
  /** The cached page, carrying `nonce` wherever the recorded response carried its own. */
  get(key: string, nonce: string): CachedPage | undefined;
  /** Starts recording a render; call it before the render reads any data. */
  record(key: string, nonce: string): PageRecording;
  /** Forgets every page: called for each committed change to the data pages show. */
  invalidate(): void;
}

/**
 * A per-process cache of whole server-rendered HTML for anonymous visitors of public routes,
 * keyed by URL and experiment variant (issue 11, step 7). The render reads nothing else of the
 * request: the `exp` cookie is in the key, the CSP nonce is cut out of the recorded HTML and a
 * fresh one is put in on every answer. Signed-in requests (a bearer token, the identity
 * provider's session cookie), `/login` and `/admin` are never cached. As with the page data
 * cache, a render that overlapped a change is answered but not kept.
 *
 * @example
 * const html = createHtmlCache('somnia');
 * await database.listen(PAGE_DATA_CHANGED_CHANNEL, html.invalidate);
 */
export function createHtmlCache(companySlug: string): HtmlCache {
  const matchRoute = createRouteMatcher(createRouteTable(companySlug));
  // The HTML split at the nonce: joined with a fresh one on every answer.
  const pages = createLruCache<string, { status: number; parts: string[] }>({
    maxEntries: MAX_PAGES,
    maxWeight: MAX_CHARS,
    weigh: (page) => page.parts.reduce((sum, part) => sum + part.length, 0),
  });
  let generation = 0;

  const isPublicRoute = (url: string) => {
    const match = matchRoute(url.split('?', 1)[0] ?? url);
    return match !== undefined && resolveAuthMode(match.route) === 'none' && !match.route.personal;
  };
  const isSignedIn = (request: PageRequest) =>
    request.hasAuthorization ||
    Object.keys(parseCookieHeader(request.cookieHeader)).some((name) => SESSION_COOKIE.test(name));

  return {
    keyFor(request) {
      if (!isPublicRoute(request.url) || isSignedIn(request)) return null;
      const { variants, newlyAssigned } = request.experiments;
      return JSON.stringify([request.url, request.wholeDocument, variants, newlyAssigned]);
    },
    get(key, nonce) {
      const page = pages.get(key);
      return page && { status: page.status, html: page.parts.join(nonce) };
    },
    record(key, nonce) {
      const startedAt = generation;
      const chunks: Buffer[] = [];
      let failed = false;
      return {
        write: (chunk) => {
          if (!failed) chunks.push(chunk);
        },
        fail: () => {
          failed = true;
          chunks.length = 0;
        },
        finish(status) {
          if (failed || generation !== startedAt || !CACHEABLE_STATUSES.has(status)) return;
          pages.set(key, { status, parts: Buffer.concat(chunks).toString('utf8').split(nonce) });
        },
      };
    },
    invalidate() {
      generation += 1;
      pages.clear();
    },
  };
}
