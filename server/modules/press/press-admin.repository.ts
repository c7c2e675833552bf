import { sql, type Kysely, type Transaction } from 'kysely';

import type { Database, PressNewsRow, PressReleaseRow } from '../../platform/db/schema';
import { countAsTotal, likePattern } from '../../platform/db/query-helpers';
import type { PageSlice } from '../../platform/db/paging';

type Db = Kysely<Database> | Transaction<Database>;

/** The columns a release save writes. */
export type PressReleaseValues = Pick<
  PressReleaseRow,
  'title' | 'summary' | 'body' | 'location' | 'story_slug'
> & { published_at: Date | string | null; publish_at: Date | string | null };

/** The columns a coverage save writes. */
export type PressNewsValues = Pick<
  PressNewsRow,
  'title' | 'summary' | 'body' | 'source' | 'source_url'
> & { published_at: Date | string };

const bumped = { version: sql<number>`version + 1`, updated_at: sql<Date>`now()` };

/** Every release, embargoed or public, whose title has `search`; by id (the service dates them). */
export function findReleasesForAdmin(db: Db, search: string | undefined) {
  let query = db
    .selectFrom('press_release')
    .select(['id', 'title', 'story_slug', 'published_at', 'publish_at', 'updated_at']);
  if (search) query = query.where('title', 'ilike', likePattern(search));
  return query.orderBy('id').execute();
}

/** A release whatever its embargo; `lock` holds it until the transaction ends. */
export function findReleaseForAdmin(db: Db, id: number, { lock = false } = {}) {
  const query = db.selectFrom('press_release').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export function insertRelease(db: Db, values: PressReleaseValues) {
  return db.insertInto('press_release').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Saves a release at `version` (the optimistic lock), bumping it; undefined when stale or gone. */
export function updateRelease(db: Db, id: number, version: number, values: PressReleaseValues) {
  return db
    .updateTable('press_release')
    .set({ ...values, ...bumped })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

export function deleteRelease(db: Db, id: number) {
  return db.deleteFrom('press_release').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Whether another release retells this story (story_slug is unique). */
export async function isStoryTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('press_release').select('id').where('story_slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The embargoed releases whose time has come, locked (another process skips them). */
export function findDueEmbargoedReleases(trx: Transaction<Database>, now: Date) {
  return trx
    .selectFrom('press_release')
    .select(['id', 'title', 'version', 'publish_at'])
    .where('publish_at', '<=', now)
    .orderBy('id')
    .forUpdate()
    .skipLocked()
    .execute();
}

/** Ends the embargo of these releases: one statement, so the caches drop once. */
export async function liftEmbargoes(trx: Transaction<Database>, ids: number[]): Promise<void> {
  await trx
    .updateTable('press_release')
    .set({ publish_at: null, ...bumped })
    .where('id', 'in', ids)
    .execute();
}

/** The admin list's filter: a search in the title and the outlet. */
function filteredNews(db: Db, search: string | undefined) {
  let query = db.selectFrom('press_news');
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or([eb('title', 'ilike', pattern), eb('source', 'ilike', pattern)]),
    );
  }
  return query;
}

export async function countNewsForAdmin(db: Db, search: string | undefined): Promise<number> {
  return (await filteredNews(db, search).select(countAsTotal).executeTakeFirstOrThrow()).total;
}

/** One page of the coverage, newest first, as the public list orders it. */
export function findNewsPageForAdmin(db: Db, search: string | undefined, slice: PageSlice) {
  return filteredNews(db, search)
    .select(['id', 'title', 'source', 'published_at'])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

export function findNewsForAdmin(db: Db, id: number) {
  return db.selectFrom('press_news').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertNews(db: Db, values: PressNewsValues) {
  return db.insertInto('press_news').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Saves a coverage item at `version`, bumping it; undefined when stale or gone. */
export function updateNews(db: Db, id: number, version: number, values: PressNewsValues) {
  return db
    .updateTable('press_news')
    .set({ ...values, ...bumped })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

export function deleteNews(db: Db, id: number) {
  return db.deleteFrom('press_news').where('id', '=', id).returningAll().executeTakeFirst();
}
