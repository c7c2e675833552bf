import { readListParam, readPageParam, toQueryString } from '../lib/query-string';
import type { RouteDefinition } from './route-table';

/**
 * The canonical path of a page: job-list filters collapse to one form (values sorted, sort order
 * and empty values dropped); paginated pages are canonical to themselves; other query keys go.
 */
export function canonicalPathFor(
  route: RouteDefinition | undefined,
  pathname: string,
  search: string,
): string {
  const params = new URLSearchParams(search);
  const page = readPageParam(params.get('page'));
  const watched = route?.watchQuery ?? [];
  const query: Record<string, string | string[] | number | undefined> = {};
  for (const key of ['department', 'location', 'jobType'] as const) {
    if (watched.includes(key)) query[key] = readListParam(params, key).sort();
  }
  if (watched.includes('search')) query.search = params.get('search')?.trim() || undefined;
  if (watched.includes('page') && page > 1) query.page = page;
  const canonicalSearch = toQueryString(query);
  return canonicalSearch ? `${pathname}?${canonicalSearch}` : pathname;
}
