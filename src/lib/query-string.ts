import { DEFAULT_PAGE } from './constants';

/** A value `toQueryString` accepts; empty values are dropped. */
export type QueryValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number>;

// SPEC §2 and §9: multiple values share one parameter, joined with |
const LIST_SEPARATOR = '|';

function serializeValue(value: QueryValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : String(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value === '' ? undefined : value;
  const items = value.map(String).filter((item) => item !== '');
  return items.length === 0 ? undefined : items.join(LIST_SEPARATOR);
}

/**
 * Builds a query string (without a leading `?`), dropping empty values and
 * joining arrays with `|` (SPEC §2, §9). Keys keep the order given.
 *
 * @example
 * toQueryString({ department: ['Tech', 'Ops'], search: '', page: 2 });
 * // => 'department=Tech%7COps&page=2'
 */
export function toQueryString(params: Readonly<Record<string, QueryValue>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const serialized = serializeValue(value);
    if (serialized !== undefined) search.append(key, serialized);
  }
  return search.toString();
}

/**
 * Reads a `|`-joined list parameter: values are trimmed and empty ones dropped.
 * A key repeated in the query contributes all its values.
 *
 * @example
 * readListParam(new URLSearchParams('location=Berlin%7C%20Remote%7C'), 'location');
 * // => ['Berlin', 'Remote']
 */
export function readListParam(searchParams: URLSearchParams, key: string): string[] {
  return searchParams
    .getAll(key)
    .flatMap((value) => value.split(LIST_SEPARATOR))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * Reads a page number: a positive integer, otherwise the default page (1).
 *
 * @example
 * readPageParam('3'); // => 3
 * readPageParam('-1'); // => 1
 */
export function readPageParam(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return DEFAULT_PAGE;
  const page = Number(value.trim());
  return Number.isSafeInteger(page) && page > 0 ? page : DEFAULT_PAGE;
}
