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
