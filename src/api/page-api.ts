import { queryOptions } from '@tanstack/react-query';

import { ApiError, envelopeFailure } from '../../contract/errors';
import type { PageContent, PageEnvelopeFetcher, Section } from '../../contract/page-types';

/** Where page content comes from: HTTP in the browser, the service in process on the server. */
export interface PageSource {
  /** Resolves the page's content or rejects with an ApiError. `search` has no leading `?`. */
  getPage(path: string, search: string): Promise<PageContent>;
}

/** What a content route's loader returns: the page's API path and watched query (its cache key). */
export interface PageLoaderData {
  path: string;
  search: string;
}

/** A page and the HTTP status its screen answers with (410 for a closed job, a withdrawn link). */
interface PageResult {
  page: PageContent;
  status: number;
}

/** SPEC §7 call 1: the page path is the URL path without its slash, `home` for the root. */
export function pagePathOf(pathname: string): string {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return path === '' ? 'home' : path;
}

export const browserPageSource: PageSource = {
  async getPage(path, search) {
    const { requestEnvelope } = await import('./http-client');
    return requestEnvelope<PageContent>({
      method: 'GET',
      url: `page/${path}${search ? `?${search}` : ''}`,
    });
  },
};

/** Reads envelopes the way the browser's client does, so both sides fail the same way. */
export function envelopePageSource(fetchEnvelope: PageEnvelopeFetcher): PageSource {
  return {
    async getPage(path, search) {
      const envelope = await fetchEnvelope(path, search);
      if (!envelope.success) throw envelopeFailure(envelope);
      return envelope.data;
    },
  };
}

type ClosedJobData = Omit<Extract<Section, { type: 'job-closed' }>, 'type'>;

function isClosedJobData(data: unknown): data is ClosedJobData {
  return (
    typeof data === 'object' &&
    data !== null &&
    'title' in data &&
    'similar' in data &&
    'alertQuery' in data
  );
}

/** A 410 that brings the page to show in its place (a withdrawn press preview link). */
function isGonePage(data: unknown): data is { page: PageContent } {
  if (typeof data !== 'object' || data === null || !('page' in data)) return false;
  const { page } = data as { page: unknown };
  return typeof page === 'object' && page !== null && Array.isArray((page as PageContent).section);
}

/** A closed job is not an error for the visitor: its page says so and offers similar jobs. */
function closedJobPage(data: ClosedJobData): PageContent {
  return {
    title: `${data.title} (closed)`,
    meta: {
      description: `The position ${data.title} is closed. See similar open jobs.`,
      noindex: true,
    },
    section: [
      { type: 'job-closed', title: data.title, similar: data.similar, alertQuery: data.alertQuery },
    ],
  };
}

async function fetchPage(source: PageSource, path: string, search: string): Promise<PageResult> {
  try {
    const page = await source.getPage(path, search);
    // SPEC §5: an empty public page is a failed load.
    if (!page || !Array.isArray(page.section)) throw new ApiError(500);
    return { page, status: 200 };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 410 && isClosedJobData(error.data)) {
      return { page: closedJobPage(error.data), status: 410 };
    }
    if (error instanceof ApiError && error.statusCode === 410 && isGonePage(error.data)) {
      return { page: error.data.page, status: 410 };
    }
    throw error;
  }
}

/**
 * A list page asked for a page past its end (the API answers an empty list with the right pager):
 * the list's last page, or null.
 *
 * @example
 * lastPageOf({ title: 'Jobs', section: [{ type: 'job-list', pager: { page: 99, totalPages: 10, total: 80 }, … }] }); // => 10
 */
export function lastPageOf(page: PageContent): number | null {
  for (const section of page.section) {
    if ('pager' in section && section.pager.page > section.pager.totalPages)
      return section.pager.totalPages;
  }
  return null;
}

/** The one query definition for page content; loaders prefetch it and screens read it. */
export function pageQueryOptions(source: PageSource, path: string, search: string) {
  return queryOptions({
    queryKey: ['page', path, search] as const,
    queryFn: () => fetchPage(source, path, search),
  });
}
