import { toQueryString } from '../lib/query-string';
import { isJobSort } from './job-list-query';
import type { RouteDefinition } from './route-table';

/** The watched query keys, in a stable order, as the page's cache key (SPEC §4). */
export function watchedSearch(searchParams: URLSearchParams, keys: readonly string[] = []): string {
  const values: Record<string, string[]> = {};
  // A form without JavaScript repeats a key (`department=A&department=B`): read every value.
  for (const key of keys) values[key] = searchParams.getAll(key);
  return toQueryString(values);
}

/**
 * The sort a job list URL asks for that the list does not know (`/job?sort=bogus`), or null. The
 * page leaves it out and shows the default order with a note; the JSON API still answers 400.
 */
export function unknownJobSort(searchParams: URLSearchParams): string | null {
  const sorts = searchParams.getAll('sort').filter((value) => value !== '');
  const unknown = sorts.find((value) => !isJobSort(value));
  return unknown ?? null;
}

/**
 * The query a page asks the page API for: its route's watched keys (its cache key), without an
 * unknown job list sort. The route loader and the link prefetch ask for the same.
 *
 * @example
 * pageSearchOf(new URLSearchParams('sort=bogus&page=2'), jobListRoute); // => 'page=2'
 */
export function pageSearchOf(
  searchParams: URLSearchParams,
  route: Pick<RouteDefinition, 'query' | 'watchQuery'>,
): string {
  if (route.query !== 'job-list' || unknownJobSort(searchParams) === null)
    return watchedSearch(searchParams, route.watchQuery);
  const known = new URLSearchParams(searchParams);
  known.delete('sort');
  return watchedSearch(known, route.watchQuery);
}
