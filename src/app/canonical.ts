import type { PageContent } from '../api/page-types';
import { readListParam, readPageParam, toQueryString } from '../lib/query-string';
import { paths } from './paths';
import { watchedSearch } from './route-loader';
import type { RouteDefinition } from './route-table';

/**
 * The canonical path of a page: job-list filters collapse to one form (values sorted, sort order
 * and empty values dropped); paginated pages are canonical to themselves; other query keys go
 * (tracking parameters, `faq`). The external variant of a job (`/job-ext/{slug}`) is the same
 * posting as `/job/{id}`, so it points there.
 *
 * @example
 * canonicalPathFor(jobListRoute, '/job', '?location=Berlin|Amsterdam&sort=title');
 * // => '/job?location=Amsterdam%7CBerlin'
 */
export function canonicalPathFor(
  route: RouteDefinition | undefined,
  pathname: string,
  search: string,
  page?: PageContent,
): string {
  if (route?.name === 'job-ext') {
    const detail = page?.section.find((section) => section.type === 'job-detail');
    if (detail) return paths.job(detail.job.id);
  }
  // Read the query exactly as the page's loader does, so the canonical names what the page shows.
  const params = new URLSearchParams(watchedSearch(new URLSearchParams(search), route?.watchQuery));
  const pageNumber = readPageParam(params.get('page'));
  const query: Record<string, string | string[] | number | undefined> = {};
  for (const key of ['department', 'location', 'jobType'] as const) {
    query[key] = [...new Set(readListParam(params, key))].sort();
  }
  query.search = params.get('search')?.trim() || undefined;
  if (pageNumber > 1) query.page = pageNumber;
  const canonicalSearch = toQueryString(query);
  return canonicalSearch ? `${pathname}?${canonicalSearch}` : pathname;
}
