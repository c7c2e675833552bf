import type { Kysely, Transaction } from 'kysely';

import { countAsTotal, likePattern, newestFirst } from '../../platform/db/query-helpers';
import type { Database } from '../../platform/db/schema';
import type { PageSlice } from '../../platform/db/paging';

type Db = Kysely<Database> | Transaction<Database>;

/** The blacklist's filter: a search in the keywords. */
export interface KeywordFilters {
  search?: string;
}

const KEYWORD_COLUMNS = ['id', 'keyword', 'created_at', 'created_by'] as const;

/** Every blacklist keyword, oldest first. */
export async function loadKeywords(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('blacklist_keyword').select('keyword').orderBy('id').execute();
  return rows.map((row) => row.keyword);
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

export function insertKeyword(db: Db, keyword: { keyword: string; createdBy: string }) {
  return db
    .insertInto('blacklist_keyword')
    .values({ keyword: keyword.keyword, created_by: keyword.createdBy })
    .returning(KEYWORD_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Deletes a keyword and returns it, or undefined when there was none with this id. */
export function deleteKeyword(db: Db, id: number) {
  return db
    .deleteFrom('blacklist_keyword')
    .where('id', '=', id)
    .returning(['id', 'keyword'])
    .executeTakeFirst();
}
