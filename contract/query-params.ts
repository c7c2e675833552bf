import * as z from 'zod/mini';

import { DEFAULT_PAGE } from './constants';

/**
 * The parsers of URL input that the server and the browser share: ids, slugs, page numbers and
 * multi-values. Built with `zod/mini`, so the browser bundle does not take in the full zod.
 */

/** A query string as a plain object: one string per key, or every value when the key repeats. */
export type QueryObject = Record<string, string | string[]>;

// Bounds a page number so the offset stays a safe integer; pages past the end are just empty.
export const MAX_PAGE = 100_000;
// SPEC §9: several values of one parameter are joined with `|`.
const MULTI_SEPARATOR = '|';
const MAX_MULTI_LENGTH = 500;
const MAX_REPEATS = 50;

// Row ids are int4; nine digits without a leading zero stay below its maximum, and `01` or `1e2`
// would serve the same item under a second address.
const POSITIVE_ID = /^[1-9]\d{0,8}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A route's `:id`: a positive int4 written in plain digits. */
export const isPositiveId = (value: string | undefined): value is string =>
  value !== undefined && POSITIVE_ID.test(value);

/** A route's `:slug`: lower-case words joined by single dashes. */
export const isSlug = (value: string | undefined): value is string =>
  value !== undefined && SLUG.test(value);

/**
 * Reads a query string for a strict schema. Empty values are dropped (SPEC §9), so `?page=`
 * means the default. A repeated key keeps all its values as a list: a plain HTML form sends
 * several checked boxes as `department=A&department=B`; a schema that expects one value refuses
 * the list. With `keys`, only those are read (a screen ignores tracking parameters).
 *
 * @example
 * readQueryObject('department=A&department=B&page=&search=sofa');
 * // => { department: ['A', 'B'], search: 'sofa' }
 */
export function readQueryObject(
  search: string | URLSearchParams,
  keys?: readonly string[],
): QueryObject {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query: QueryObject = {};
  // Defined, not assigned: `query['__proto__'] = …` would set the object's prototype, and a
  // strict schema would never see (nor refuse) the key.
  const set = (key: string, value: string | string[]) =>
    Object.defineProperty(query, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  for (const key of keys ?? new Set(params.keys())) {
    const values = params.getAll(key).filter((value) => value !== '');
    if (values.length === 1 && values[0] !== undefined) set(key, values[0]);
    else if (values.length > 1) set(key, values);
  }
  return query;
}

/**
 * Splits a `|`-joined parameter into its values, trimmed, without empties or repeats.
 *
 * @example
 * splitMulti('Design| Engineering||Design'); // => ['Design', 'Engineering']
 * splitMulti(undefined); // => []
 */
export function splitMulti(value: string | null | undefined): string[] {
  if (!value) return [];
  const values = value.split(MULTI_SEPARATOR).map((part) => part.trim());
  return [...new Set(values.filter((part) => part !== ''))];
}

/**
 * A whole number from 1 to `max` in plain digits, so `1e3`, `0x10` and ` 2` are refused rather
 * than read as another number.
 */
export function wholeNumber(max: number) {
  return z.pipe(
    z.pipe(
      z.string().check(z.regex(/^\d{1,9}$/, { error: 'must be a whole number' })),
      z.transform(Number),
    ),
    z
      .number()
      .check(
        z.minimum(1, { error: 'must be at least 1' }),
        z.maximum(max, { error: `must be at most ${max}` }),
      ),
  );
}

/** A `page` parameter: a whole number from 1 to `MAX_PAGE`, 1 when absent (SPEC §9). */
export const pageNumber = z._default(z.optional(wholeNumber(MAX_PAGE)), DEFAULT_PAGE);

/**
 * A multi-value parameter: SPEC §9 joins several values with `|`; a form without JavaScript
 * repeats the key instead. Either way: the values, trimmed, without empties or repeats.
 */
export const multiValue = z.pipe(
  z.optional(
    z.union([
      z.string().check(z.maxLength(MAX_MULTI_LENGTH)),
      z.array(z.string().check(z.maxLength(MAX_MULTI_LENGTH))).check(z.maxLength(MAX_REPEATS)),
    ]),
  ),
  z.transform((value) => [
    ...new Set(Array.isArray(value) ? value.flatMap(splitMulti) : splitMulti(value)),
  ]),
);

/** The query of a paged list (`?page=`): nothing else is taken. */
export const pagedQuerySchema = z.strictObject({ page: pageNumber });
export const PAGED_QUERY_KEYS = ['page'] as const;

/** The query of a route that takes none. */
export const noQuerySchema = z.strictObject({});
