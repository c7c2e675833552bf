import { z } from 'zod';

import { DEFAULT_PAGE } from '../../src/lib/constants';
import { MAX_PAGE } from './list-query';

/** A query string as a plain object: one string per key, or every value when the key repeats. */
export type QueryObject = Record<string, string | string[]>;

/**
 * Reads a query string for a strict zod schema. Empty values are dropped (SPEC §9), so `?page=`
 * means the default. A repeated key keeps all its values as a list: a plain HTML form sends
 * several checked boxes as `department=A&department=B`; a schema that expects one value refuses
 * the list with a 400 naming the key.
 *
 * @example
 * readQueryObject('department=A&department=B&page=&search=sofa');
 * // => { department: ['A', 'B'], search: 'sofa' }
 */
export function readQueryObject(search: string | URLSearchParams): QueryObject {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query: QueryObject = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key).filter((value) => value !== '');
    if (values.length === 1 && values[0] !== undefined) query[key] = values[0];
    else if (values.length > 1) query[key] = values;
  }
  return query;
}

/**
 * A `page` parameter: a whole number from 1 to `max`, 1 when absent (SPEC §9). Digits only, so
 * `1e3`, `0x10` and ` 2` are refused rather than read as another page.
 */
export function pageNumberParam(max = MAX_PAGE) {
  return z
    .string()
    .regex(/^\d{1,9}$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: 'must be at least 1' })
        .max(max, { error: `must be at most ${max}` }),
    )
    .optional()
    .default(DEFAULT_PAGE);
}
