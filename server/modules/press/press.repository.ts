import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';

import { countAsTotal } from '../../platform/db/query-helpers';
import type { Database } from '../../platform/db/schema';
import type { PageSlice } from '../../platform/db/paging';

/**
 * THE rule of what the public sees of the press releases (decision 063): a release is public
 * once it has no embargo. An embargo ends when the press.publish-embargoed task clears it, with a
 * write the caches hear of; every public read (lists, pages, feeds, sitemap) filters by this, and
 * whatever acts on a release going public (the subscribers' mail) should too.
 *
 * @example
 * db.selectFrom('press_release').selectAll().where(isPublicRelease).execute();
 */
export function isPublicRelease(eb: ExpressionBuilder<Database, 'press_release'>) {
  return eb('press_release.publish_at', 'is', null);
}

/** The releases under embargo: scheduled, not yet public. */
export async function countEmbargoedReleases(db: Kysely<Database>): Promise<number> {
  return (
    await db
      .selectFrom('press_release')
      .select(countAsTotal)
      .where('publish_at', 'is not', null)
      .executeTakeFirstOrThrow()
  ).total;
}

export async function countPressNews(db: Kysely<Database>): Promise<number> {
  return (await db.selectFrom('press_news').select(countAsTotal).executeTakeFirstOrThrow()).total;
}

/** A page of news items, newest first; the id breaks ties. */
function newestPublishedFirst<O>(
  query: SelectQueryBuilder<Database, 'press_news', O>,
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
const PRESS_RELEASE_CARD = [
  'id',
  'title',
  'summary',
  'location',
  'story_slug',
  'published_at',
] as const;

export function findNewestPressNews(db: Kysely<Database>, slice: PageSlice) {
  return newestPublishedFirst(db.selectFrom('press_news').select(PRESS_NEWS_CARD), slice).execute();
}

/**
 * Every public release's card, by id. A release dated by its story has no date here, so the service
 * orders them once the stories have dated them; the releases are a few dozen at most.
 */
export function findPressReleaseCards(db: Kysely<Database>) {
  return db
    .selectFrom('press_release')
    .select(PRESS_RELEASE_CARD)
    .where(isPublicRelease)
    .orderBy('id')
    .execute();
}

export function findPressNewsById(db: Kysely<Database>, id: number) {
  return db.selectFrom('press_news').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPressReleaseById(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('press_release')
    .selectAll()
    .where('id', '=', id)
    .where(isPublicRelease)
    .executeTakeFirst();
}

/** The brand assets in their editorial order; the first `limit` when given. */
export function findBrandAssets(db: Kysely<Database>, limit?: number) {
  let query = db.selectFrom('brand_asset').selectAll().orderBy('sort_order').orderBy('id');
  if (limit) query = query.limit(limit);
  return query.execute();
}

/** Each news item's id and last edit, by id. */
export function findPressNewsChanges(db: Kysely<Database>) {
  return db.selectFrom('press_news').select(['id', 'updated_at']).orderBy('id').execute();
}

/** Each public release's id, story and last edit, by id. */
export function findPressReleaseChanges(db: Kysely<Database>) {
  return db
    .selectFrom('press_release')
    .select(['id', 'story_slug', 'updated_at'])
    .where(isPublicRelease)
    .orderBy('id')
    .execute();
}

/** The last edit of any brand asset (null when there are none). */
export async function findBrandAssetsLastUpdate(db: Kysely<Database>): Promise<Date | null> {
  const row = await db
    .selectFrom('brand_asset')
    .select(sql<Date | null>`max(updated_at)`.as('updated'))
    .executeTakeFirstOrThrow();
  return row.updated;
}
