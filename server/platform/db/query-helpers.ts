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
