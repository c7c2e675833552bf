import { JOB_FILTER_KEYS, jobListParamsSchema } from '../../../contract/job-list-query';
import { pageSearchOf } from '../../api/page-search';
import type { PageContent } from '../../../contract/page-types';
import { pagedQuerySchema, readQueryObject } from '../../../contract/query-params';
import { DEFAULT_PAGE } from '../../../contract/constants';
import { toQueryString, type QueryValue } from '../../../contract/query-string';
import { paths } from '../../../contract/paths';
import type { RouteDefinition } from '../../../contract/route-table';

/** The canonical query of a route's page, read by the API's own schema; none when it refuses it. */
function canonicalQuery(route: RouteDefinition | undefined, search: string) {
  const query: Record<string, QueryValue> = {};
  if (!route?.query || !route.watchQuery) return query;
  // Only the keys the page reads, exactly as its loader passes them to the API.
  const given = readQueryObject(pageSearchOf(new URLSearchParams(search), route), route.watchQuery);
  if (route.query === 'job-list') {
    const parsed = jobListParamsSchema.safeParse(given);
    if (!parsed.success) return query;
    for (const key of JOB_FILTER_KEYS) query[key] = [...parsed.data[key]].sort();
    if (parsed.data.payMin !== undefined) query.payMin = parsed.data.payMin;
    query.search = parsed.data.search;
    if (parsed.data.page > DEFAULT_PAGE) query.page = parsed.data.page;
    return query;
  }
  const parsed = pagedQuerySchema.safeParse(given);
  if (parsed.success && parsed.data.page > DEFAULT_PAGE) query.page = parsed.data.page;
  return query;
}

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
  const canonicalSearch = toQueryString(canonicalQuery(route, search));
  return canonicalSearch ? `${pathname}?${canonicalSearch}` : pathname;
}
