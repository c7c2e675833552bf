import { z } from 'zod';

import { pageNumber, splitMulti } from '../../../contract/query-params';

// SPEC §9: "empty values dropped": `?status=` means no filter.
const dropEmpty = (value: unknown) => (value === '' ? undefined : value);

/** `page`: a whole number from 1, default 1. */
export const pageParam = z.preprocess(dropEmpty, pageNumber);

/** A free-text search, trimmed; empty means none. */
export const searchParam = z.preprocess(
  dropEmpty,
  z.string().trim().max(200, { error: 'must be at most 200 characters' }).optional(),
);

/** SPEC §7 call 2: several values of a filter are joined with `|`; each must be allowed when a list is given. */
export function multiParam<T extends string>(allowed?: readonly T[], pattern?: RegExp) {
  return z.preprocess(
    dropEmpty,
    z
      .string()
      .max(1000)
      .transform((value, ctx): T[] => {
        const values = splitMulti(value);
        const bad = values.find((item) =>
          allowed ? !allowed.includes(item as T) : pattern ? !pattern.test(item) : false,
        );
        if (bad !== undefined) {
          ctx.issues.push({
            code: 'custom',
            input: value,
            message: allowed
              ? `unknown value "${bad}"; expected one of: ${allowed.join(', ')}`
              : `invalid value "${bad}"`,
          });
        }
        return values as T[];
      })
      .optional(),
  );
}

/** A calendar day `YYYY-MM-DD`. */
export const dayParam = z.preprocess(
  dropEmpty,
  z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }).optional(),
);
