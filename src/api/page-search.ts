import { toQueryString } from '../../contract/query-string';
import { DEFAULT_PAGE } from '../../contract/constants';
import {
  isJobSort,
  nearestPayBand,
  payMinSchema,
  type PayBand,
} from '../../contract/job-list-query';
import { MAX_PAGE, pageNumber } from '../../contract/query-params';
import type { RouteDefinition } from '../../contract/route-table';

/** The watched query keys, in a stable order, as the page's cache key (SPEC §4). */
export function watchedSearch(searchParams: URLSearchParams, keys: readonly string[] = []): string {
  const values: Record<string, string[]> = {};
  // A form without JavaScript repeats a key (`department=A&department=B`): read every value.
  for (const key of keys) values[key] = searchParams.getAll(key);
  return toQueryString(values);
}

/** A job list parameter the page read otherwise than written, because the API would refuse it. */
export type ForgivenJobListParam =
  | { key: 'sort'; given: string }
  | { key: 'payMin'; given: string; applied: PayBand | null }
  | { key: 'page'; given: string; applied: number };

// Values the page can forgive: one per key; a repeated key is no slip of the hand.
const onlyValueOf = (searchParams: URLSearchParams, key: string): string | null => {
  const values = searchParams.getAll(key).filter((value) => value !== '');
  return values.length === 1 ? (values[0] ?? null) : null;
};

/**
 * A page number the API refuses, as the page reads it: past `MAX_PAGE` the highest (a page past
 * the end, which the loader answers with its last page's link), anything else page 1.
 */
function forgivenPage(given: string): number {
  return /^\d+$/.test(given) && Number(given) > MAX_PAGE ? MAX_PAGE : DEFAULT_PAGE;
}

/**
 * The job list parameters in a URL that the JSON API would answer with 400 but a visitor cannot
 * have meant harm with (issue 23: `sort=bogus`; issue 32: `payMin=55000`, `payMin=abc`,
 * `page=0`, `page=-1`), each with the value the page uses instead: the default order, the
 * nearest pay band below (or any pay), page 1.
 *
 * @example
 * forgivenJobListParams(new URLSearchParams('payMin=55000&page=0'));
 * // => [{ key: 'payMin', given: '55000', applied: 40000 }, { key: 'page', given: '0', applied: 1 }]
 */
export function forgivenJobListParams(searchParams: URLSearchParams): ForgivenJobListParam[] {
  const forgiven: ForgivenJobListParam[] = [];
  const sort = searchParams.getAll('sort').find((value) => value !== '' && !isJobSort(value));
  if (sort !== undefined) forgiven.push({ key: 'sort', given: sort });
  const payMin = onlyValueOf(searchParams, 'payMin');
  if (payMin !== null && !payMinSchema.safeParse(payMin).success)
    forgiven.push({ key: 'payMin', given: payMin, applied: nearestPayBand(payMin) });
  const page = onlyValueOf(searchParams, 'page');
  if (page !== null && !pageNumber.safeParse(page).success)
    forgiven.push({ key: 'page', given: page, applied: forgivenPage(page) });
  return forgiven;
}

/** The URL's parameters with each forgiven one replaced by what the page applies. */
function withForgiven(searchParams: URLSearchParams, forgiven: ForgivenJobListParam[]) {
  const applied = new URLSearchParams(searchParams);
  for (const param of forgiven) {
    applied.delete(param.key);
    const value = param.key === 'sort' ? null : param.applied;
    if (value !== null && value !== DEFAULT_PAGE) applied.set(param.key, String(value));
  }
  return applied;
}

/**
 * The query a page asks the page API for: its route's watched keys (its cache key), with the job
 * list's forgiven parameters read as the page applies them. The route loader, the link prefetch
 * and the canonical URL ask for the same.
 *
 * @example
 * pageSearchOf(new URLSearchParams('sort=bogus&page=2'), jobListRoute); // => 'page=2'
 * pageSearchOf(new URLSearchParams('payMin=55000&page=0'), jobListRoute); // => 'payMin=40000'
 */
export function pageSearchOf(
  searchParams: URLSearchParams,
  route: Pick<RouteDefinition, 'query' | 'watchQuery'>,
): string {
  const forgiven = route.query === 'job-list' ? forgivenJobListParams(searchParams) : [];
  if (forgiven.length === 0) return watchedSearch(searchParams, route.watchQuery);
  return watchedSearch(withForgiven(searchParams, forgiven), route.watchQuery);
}
