import type { Kysely, Transaction } from 'kysely';

import { countAsTotal, likePattern, newestFirst } from '../../platform/db/query-helpers';
import type { KeywordMode } from '../../../contract/moderation';
import type { Database } from '../../platform/db/schema';
import type { PageSlice } from '../../platform/db/paging';

type Db = Kysely<Database> | Transaction<Database>;

/** The blacklist's filter: a search in the keywords. */
export interface KeywordFilters {
  search?: string;
}

const KEYWORD_COLUMNS = [
  'id',
  'keyword',
  'mode',
  'version',
  'spam_comment_id',
  'created_at',
  'created_by',
] as const;

/** Every keyword entry with its mode, oldest first. */
export function loadKeywordEntries(db: Db): Promise<{ keyword: string; mode: KeywordMode }[]> {
  return db.selectFrom('blacklist_keyword').select(['keyword', 'mode']).orderBy('id').execute();
}

function filteredKeywords(db: Db, filters: KeywordFilters) {
  const query = db.selectFrom('blacklist_keyword');
  return filters.search ? query.where('keyword', 'ilike', likePattern(filters.search)) : query;
}

export async function countKeywords(db: Db, filters: KeywordFilters): Promise<number> {
  return (await filteredKeywords(db, filters).select(countAsTotal).executeTakeFirstOrThrow()).total;
}

/** One page of the keywords, newest first. */
export function findKeywords(db: Db, filters: KeywordFilters, slice: PageSlice) {
  return newestFirst(filteredKeywords(db, filters).select(KEYWORD_COLUMNS))
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

/** The stored spelling of `keyword` when it is on the list in any case. */
export async function findKeywordIgnoringCase(db: Db, keyword: string): Promise<string | null> {
  const row = await db
    .selectFrom('blacklist_keyword')
    .select('keyword')
    .where((eb) => eb(eb.fn('lower', ['keyword']), '=', keyword.toLowerCase()))
    .executeTakeFirst();
  return row?.keyword ?? null;
}

export function insertKeyword(
  db: Db,
  keyword: { keyword: string; mode: KeywordMode; createdBy: string; spamCommentId?: number },
) {
  return db
    .insertInto('blacklist_keyword')
    .values({
      keyword: keyword.keyword,
      mode: keyword.mode,
      created_by: keyword.createdBy,
      spam_comment_id: keyword.spamCommentId ?? null,
    })
    .returning(KEYWORD_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** One entry by id, as the list shows it; undefined when there is none. */
export function findKeyword(db: Db, id: number) {
  return db
    .selectFrom('blacklist_keyword')
    .select(KEYWORD_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Sets an entry's mode if it is still at `version`; undefined when it is not (or is gone). */
export function updateKeywordMode(db: Db, id: number, version: number, mode: KeywordMode) {
  return db
    .updateTable('blacklist_keyword')
    .set((eb) => ({ mode, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .returning(KEYWORD_COLUMNS)
    .executeTakeFirst();
}

/** Deletes a keyword and returns it, or undefined when there was none with this id. */
export function deleteKeyword(db: Db, id: number) {
  return db
    .deleteFrom('blacklist_keyword')
    .where('id', '=', id)
    .returning(['id', 'keyword'])
    .executeTakeFirst();
}
