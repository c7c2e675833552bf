import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';

import { countAsTotal } from '../../platform/db/query-helpers';
import type { Database } from '../../platform/db/schema';
import type { PageSlice } from '../../platform/http/list-query';

/** The dated press tables: news items and releases. */
type PressTable = 'press_news' | 'press_release';

export async function countPressRows(db: Kysely<Database>, table: PressTable): Promise<number> {
  return (await db.selectFrom(table).select(countAsTotal).executeTakeFirstOrThrow()).total;
}

/** A page of news items or releases, newest first; the id breaks ties. */
function newestPublishedFirst<TB extends PressTable, O>(
  query: SelectQueryBuilder<Database, TB, O>,
  slice: PageSlice,
) {
  return query
    .orderBy(sql.ref('published_at'), 'desc')
    .orderBy(sql.ref('id'), 'desc')
    .limit(slice.limit)
    .offset(slice.offset);
}

// A list shows each item's card, never its body (decision 011).
const PRESS_NEWS_CARD = ['id', 'title', 'summary', 'source', 'source_url', 'published_at'] as const;
const PRESS_RELEASE_CARD = ['id', 'title', 'summary', 'location', 'published_at'] as const;

export function findNewestPressNews(db: Kysely<Database>, slice: PageSlice) {
  return newestPublishedFirst(db.selectFrom('press_news').select(PRESS_NEWS_CARD), slice).execute();
}

export function findNewestPressReleases(db: Kysely<Database>, slice: PageSlice) {
  return newestPublishedFirst(
    db.selectFrom('press_release').select(PRESS_RELEASE_CARD),
    slice,
  ).execute();
}

export function findPressNewsById(db: Kysely<Database>, id: number) {
  return db.selectFrom('press_news').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPressReleaseById(db: Kysely<Database>, id: number) {
  return db.selectFrom('press_release').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The brand assets in their editorial order; the first `limit` when given. */
export function findBrandAssets(db: Kysely<Database>, limit?: number) {
  let query = db.selectFrom('brand_asset').selectAll().orderBy('sort_order').orderBy('id');
  if (limit) query = query.limit(limit);
  return query.execute();
}

/** Each news item's or release's id and last edit, by id. */
export function findPressDates(db: Kysely<Database>, table: PressTable) {
  return db.selectFrom(table).select(['id', 'updated_at']).orderBy('id').execute();
}

/** The last edit of any brand asset (null when there are none). */
export async function findBrandAssetsLastUpdate(db: Kysely<Database>): Promise<Date | null> {
  const row = await db
    .selectFrom('brand_asset')
    .select(sql<Date | null>`max(updated_at)`.as('updated'))
    .executeTakeFirstOrThrow();
  return row.updated;
}
