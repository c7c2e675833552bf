import { sql, type SelectQueryBuilder } from 'kysely';

import type { Database } from './schema';

/** `count(*)` as `total`: count(*) is int8, which the drivers return as bigint, string or number, so ask for int4. */
export const countAsTotal = sql<number>`count(*)::int`.as('total');

/** Lists of records (comments, keywords, signups, the activity log) show the newest rows first; the id breaks ties so pages never overlap. */
export function newestFirst<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
): SelectQueryBuilder<Database, TB, O> {
  return query.orderBy(sql.ref('created_at'), 'desc').orderBy(sql.ref('id'), 'desc');
}

/** Escapes `%`, `_` and `\` so a search matches them literally in ILIKE. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Whether the database refused a statement for the values it was given (SQLSTATE class 22, data
 * exception: a number out of range, a NUL in text; class 23, a constraint), not for its own state
 * (a lost connection, a lock): the former is about a row, the latter about every row.
 */
export function isRefusedValue(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && (code.startsWith('22') || code.startsWith('23'));
}
