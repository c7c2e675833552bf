import type { PageEnvelopeFetcher } from '../../contract/page-types';
import { createLruCache } from '../platform/lru-cache';

/** The channel the database announces committed changes to page data on (migration 004). */
export const PAGE_DATA_CHANGED_CHANNEL = 'page_data_changed';

/** Enough for every content page and the first pages of the common job searches. */
const DEFAULT_MAX_ENTRIES = 500;

// A page, a missing page or a closed job depend only on the data; a bad query (400) would let
// random queries push good pages out, and a 503 is a moment, not an answer.
const isCacheable = (envelope: Awaited<ReturnType<PageEnvelopeFetcher>>) =>
  envelope.success || envelope.code === 404 || envelope.code === 410;

interface PageDataCache {
  fetchPageEnvelope: PageEnvelopeFetcher;
  /** True when the page is kept (or being composed for another request): no query needed. */
  has(path: string, search: string): boolean;
  /** Forgets every cached page: called for each committed change to the data pages show. */
  invalidate(): void;
}

interface PageDataCacheOptions {
  maxEntries?: number;
  /**
   * A page only a personal link leads to (route-table.ts `personal`): composed for every request,
   * never kept. Its URL carries a secret, and what it shows (a revoked preview, a used link)
   * must change at once in every process, not when the change is reported.
   */
  isPersonal?: (path: string) => boolean;
}

/**
 * A per-process cache of page envelopes in front of `fetchPageEnvelope`, keyed by path and query.
 * Concurrent requests for one page share one composition (no stampede on a popular URL), and
 * only a page composed wholly after the last change is kept: a composition that overlapped a
 * change is answered but not stored. Cached
 * envelopes are shared between requests and must not be mutated.
 *
 * @example
 * const cache = createPageDataCache(pages.getPageEnvelope);
 * await database.listen(PAGE_DATA_CHANGED_CHANNEL, cache.invalidate);
 */
export function createPageDataCache(
  fetchPageEnvelope: PageEnvelopeFetcher,
  { maxEntries = DEFAULT_MAX_ENTRIES, isPersonal = () => false }: PageDataCacheOptions = {},
): PageDataCache {
  const entries = createLruCache<string, ReturnType<PageEnvelopeFetcher>>({ maxEntries });
  let generation = 0;

  const keyOf = (path: string, search: string) => `${path}?${search}`;
  return {
    fetchPageEnvelope(path, search) {
      if (isPersonal(path)) return fetchPageEnvelope(path, search);
      const key = keyOf(path, search);
      const cached = entries.get(key);
      if (cached) return cached;
      const startedAt = generation;
      const envelope = fetchPageEnvelope(path, search);
      entries.set(key, envelope);
      envelope.then(
        (result) => {
          const keep = generation === startedAt && isCacheable(result);
          if (!keep && entries.get(key) === envelope) entries.delete(key);
        },
        () => {
          if (entries.get(key) === envelope) entries.delete(key);
        },
      );
      return envelope;
    },
    has: (path, search) => entries.get(keyOf(path, search)) !== undefined,
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}
