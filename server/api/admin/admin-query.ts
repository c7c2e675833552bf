import { sql, type SelectQueryBuilder } from 'kysely';
import { z } from 'zod';

import type { Pager } from '../../../src/api/page-types';
import { ADMIN_PAGE_SIZE } from '../../../src/lib/constants';
import type { Database } from '../../db/schema';
import { MAX_PAGE, pageOffset, splitMulti, toPager } from '../list-query';

/** SPEC §3: the admin page response. */
export interface AdminPage<T> {
  content: T;
  pager: Pager;
}

// SPEC §9: "empty values dropped": `?status=` means no filter.
const dropEmpty = (value: unknown) => (value === '' ? undefined : value);

/** `page`: a whole number from 1, default 1. */
export const pageParam = z.preprocess(
  dropEmpty,
  z
    .string()
    .regex(/^\d{1,9}$/, { error: 'must be a whole number' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: 'must be at least 1' })
        .max(MAX_PAGE, { error: `must be at most ${MAX_PAGE}` }),
    )
    .default(1),
);

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

/** Escapes `%`, `_` and `\` so a search matches them literally in ILIKE. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Runs a filtered query as one admin page (SPEC §9: 10 rows) with its pager; `order` is applied to
 * the rows only, so the count stays cheap.
 */
export async function fetchAdminPage<TB extends keyof Database, O, T>(
  query: SelectQueryBuilder<Database, TB, object>,
  page: number,
  select: (query: SelectQueryBuilder<Database, TB, object>) => SelectQueryBuilder<Database, TB, O>,
  map: (row: O) => T,
): Promise<AdminPage<T[]>> {
  const [countRow, rows] = await Promise.all([
    query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    select(query).limit(ADMIN_PAGE_SIZE).offset(pageOffset(page, ADMIN_PAGE_SIZE)).execute(),
  ]);
  return { content: rows.map(map), pager: toPager(countRow.total, page, ADMIN_PAGE_SIZE) };
}

/** Dates travel as ISO strings. */
export function isoOf(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
