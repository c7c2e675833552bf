/** Pages of rows: which page, the rows a repository reads for it, the page and its pager. */
import type { PagedList, Pager } from '../../../contract/page-types';

export const SORT_TYPES = ['asc', 'desc'] as const;
export type SortType = (typeof SORT_TYPES)[number];

/**
 * The pager of a list: SPEC §3 `page` and `totalPages` (at least 1, so an empty list has one
 * empty page), plus `total`.
 *
 * @example
 * toPager(17, 3, 8); // => { page: 3, totalPages: 3, total: 17 }
 */
export function toPager(total: number, page: number, limit: number): Pager {
  return { page, totalPages: Math.max(1, Math.ceil(total / limit)), total };
}

/** The number of rows before `page`. */
export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}

/** Which page of a list, `limit` rows a page. */
export interface Paging {
  page: number;
  limit: number;
}

/** The rows of one page, as a repository reads them: `limit` rows after `offset`. */
export interface PageSlice {
  limit: number;
  offset: number;
}

/**
 * One page of a list and its pager: `count` counts all the rows, `find` reads the page's.
 *
 * @example
 * await fetchPage({ page: 2, limit: 10 }, () => countKeywords(db, {}), (slice) => findKeywords(db, {}, slice));
 * // => { list: [...], pager: { page: 2, totalPages: 3, total: 27 } }
 */
export async function fetchPage<T>(
  { page, limit }: Paging,
  count: () => Promise<number>,
  find: (slice: PageSlice) => Promise<T[]>,
): Promise<PagedList<T>> {
  const [total, list] = await Promise.all([
    count(),
    find({ limit, offset: pageOffset(page, limit) }),
  ]);
  return { list, pager: toPager(total, page, limit) };
}
