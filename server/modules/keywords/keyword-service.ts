import type { Kysely } from 'kysely';

import type { AdminKeyword } from '../../../contract/admin-types';
import type { PagedList } from '../../../contract/page-types';
import type { Database } from '../../platform/db/schema';
import { withDatabase } from '../../platform/db/with-database';
import { ConflictError, NotFoundError } from '../../platform/domain-errors';
import { recordActivity } from '../activity';
import type { Actor } from '../../platform/auth/actor';
import { isoOf } from '../../platform/http/iso-date';
import { fetchPage, type Paging } from '../../platform/db/paging';
import { findBlacklistedKeyword } from './keyword-matcher';
import {
  countKeywords,
  deleteKeyword,
  findKeywordIgnoringCase,
  findKeywords,
  insertKeyword,
  loadKeywords,
  type KeywordFilters,
} from './keyword.repository';

// PostgreSQL's unique_violation: two admins adding the same keyword at once.
const UNIQUE_VIOLATION = '23505';

type KeywordRow = Awaited<ReturnType<typeof findKeywords>>[number];

const toKeyword = (row: KeywordRow): AdminKeyword => ({
  id: row.id,
  keyword: row.keyword,
  createdAt: isoOf(row.created_at),
  createdBy: row.created_by,
});

function duplicateError(keyword: string): ConflictError {
  return new ConflictError(`The keyword "${keyword}" is already on the list.`, 'keyword');
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}

/**
 * The first blacklisted keyword found in the texts, in their order, or null (a comment's name
 * and body; see keyword-matcher.ts for what counts as found).
 */
export async function findBlacklistedKeywordIn(
  db: Kysely<Database>,
  texts: readonly string[],
): Promise<string | null> {
  const keywords = await loadKeywords(db);
  for (const text of texts) {
    const keyword = findBlacklistedKeyword(text, keywords);
    if (keyword !== null) return keyword;
  }
  return null;
}

/** One page of the blacklist, newest first. */
export function listKeywords(
  db: Kysely<Database>,
  filters: KeywordFilters,
  paging: Paging,
): Promise<PagedList<AdminKeyword>> {
  return fetchPage(
    paging,
    () => countKeywords(db, filters),
    async (slice) => (await findKeywords(db, filters, slice)).map(toKeyword),
  );
}

/** Adds a keyword, unique whatever its case (else a 409 naming the stored one), and logs it. */
export async function addKeyword(
  db: Kysely<Database>,
  keyword: string,
  actor: Actor,
): Promise<AdminKeyword> {
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await findKeywordIgnoringCase(trx, keyword);
      if (existing !== null) throw duplicateError(existing);
      const row = await insertKeyword(trx, {
        keyword,
        createdBy: actor.email ?? actor.sub ?? 'unknown',
      });
      await recordActivity(trx, {
        actor,
        action: 'keyword.added',
        entity: 'blacklist_keyword',
        entityId: row.id,
        details: { keyword },
      });
      return toKeyword(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateError(keyword);
    throw error;
  }
}

/** Removes a keyword and logs it; NotFoundError when there is none with this id. */
export async function removeKeyword(
  db: Kysely<Database>,
  id: number,
  actor: Actor,
): Promise<{ id: number; keyword: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await deleteKeyword(trx, id);
    if (!row) throw new NotFoundError('This keyword is not on the list (any more).');
    await recordActivity(trx, {
      actor,
      action: 'keyword.removed',
      entity: 'blacklist_keyword',
      entityId: row.id,
      details: { keyword: row.keyword },
    });
    return { id: row.id, keyword: row.keyword };
  });
}

/** How many keywords the blacklist holds (the admin overview). */
export function countAllKeywords(db: Kysely<Database>): Promise<number> {
  return countKeywords(db, {});
}

/** The blacklist's services on one database, for its admin section. */
export function createKeywordService(db: Kysely<Database>) {
  return {
    listKeywords: withDatabase(db, listKeywords),
    addKeyword: withDatabase(db, addKeyword),
    removeKeyword: withDatabase(db, removeKeyword),
  };
}

export type KeywordService = ReturnType<typeof createKeywordService>;
