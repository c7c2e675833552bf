import type { Kysely, Transaction } from 'kysely';

import type { AdminKeyword } from '../../../contract/admin-types';
import type { PagedList } from '../../../contract/page-types';
import type { KeywordMode } from '../../../contract/moderation';
import type { Database } from '../../platform/db/schema';
import { withDatabase } from '../../platform/db/with-database';
import { ConflictError, NotFoundError } from '../../platform/domain-errors';
import { recordActivity, staleSaveError, type EditedRecord } from '../activity';
import type { Actor } from '../../platform/auth/actor';
import { isoOf } from '../../platform/http/iso-date';
import { fetchPage, type Paging } from '../../platform/db/paging';
import {
  countKeywords,
  deleteKeyword,
  findKeyword,
  findKeywordIgnoringCase,
  findKeywords,
  insertKeyword,
  loadKeywordEntries,
  updateKeywordMode,
  type KeywordFilters,
} from './keyword.repository';

// PostgreSQL's unique_violation: two admins adding the same keyword at once.
const UNIQUE_VIOLATION = '23505';

type KeywordRow = Awaited<ReturnType<typeof findKeywords>>[number];

const toKeyword = (row: KeywordRow): AdminKeyword => ({
  id: row.id,
  keyword: row.keyword,
  mode: row.mode,
  version: row.version,
  spamCommentId: row.spam_comment_id,
  createdAt: isoOf(row.created_at),
  createdBy: row.created_by,
});

const ENTITY = 'blacklist_keyword';

const editedKeyword: EditedRecord<AdminKeyword> = {
  entity: ENTITY,
  noun: 'keyword entry',
  notFound: 'This keyword is not on the list (any more).',
  current: async (db, id) => {
    const row = await findKeyword(db, id);
    return row && toKeyword(row);
  },
};

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

/** Every keyword entry with its mode, oldest first: what the moderation engine matches. */
export function listKeywordEntries(
  db: Kysely<Database> | Transaction<Database>,
): Promise<{ keyword: string; mode: KeywordMode }[]> {
  return loadKeywordEntries(db);
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

/** A new keyword entry: its words (`*` a wildcard) and what a match does. */
export interface NewKeyword {
  keyword: string;
  mode: KeywordMode;
}

const nameOf = (actor: Actor) => actor.email ?? actor.sub ?? 'unknown';

/** Adds a keyword, unique whatever its case (else a 409 naming the stored one), and logs it. */
export async function addKeyword(
  db: Kysely<Database>,
  { keyword, mode }: NewKeyword,
  actor: Actor,
): Promise<AdminKeyword> {
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await findKeywordIgnoringCase(trx, keyword);
      if (existing !== null) throw duplicateError(existing);
      const row = await insertKeyword(trx, { keyword, mode, createdBy: nameOf(actor) });
      await recordActivity(trx, {
        actor,
        action: 'keyword.added',
        entity: ENTITY,
        entityId: row.id,
        details: { keyword, mode },
      });
      return toKeyword(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateError(keyword);
    throw error;
  }
}

/**
 * Changes an entry's mode if nobody changed it since `version` (else the 409 with the entry as it
 * is now), logged with its mode before and after.
 */
export async function changeKeywordMode(
  db: Kysely<Database>,
  id: number,
  { mode, version }: { mode: KeywordMode; version: number },
  actor: Actor,
): Promise<AdminKeyword> {
  const saved = await db.transaction().execute(async (trx) => {
    const before = await findKeyword(trx, id);
    const row = before && (await updateKeywordMode(trx, id, version, mode));
    if (!before || !row) return undefined;
    await recordActivity(trx, {
      actor,
      action: 'keyword.mode_changed',
      entity: ENTITY,
      entityId: id,
      details: {
        keyword: row.keyword,
        version: row.version,
        fields: 'mode',
        before: { mode: before.mode },
        after: { mode },
      },
    });
    return toKeyword(row);
  });
  if (!saved) throw await staleSaveError(db, editedKeyword, { id, version, actor });
  return saved;
}

/**
 * Adds the keywords learnt from a comment marked as spam as `hold` entries, in the caller's
 * transaction: those already listed (in any case and mode) are left as they are. Each addition is
 * logged; answers the ones added.
 */
export async function addLearntKeywords(
  trx: Transaction<Database>,
  keywords: readonly string[],
  { spamCommentId, actor }: { spamCommentId: number; actor: Actor },
): Promise<string[]> {
  const added: string[] = [];
  for (const keyword of keywords) {
    if ((await findKeywordIgnoringCase(trx, keyword)) !== null) continue;
    const row = await insertKeyword(trx, {
      keyword,
      mode: 'hold',
      createdBy: nameOf(actor),
      spamCommentId,
    });
    await recordActivity(trx, {
      actor,
      action: 'keyword.added',
      entity: ENTITY,
      entityId: row.id,
      details: { keyword, mode: 'hold', spamCommentId },
    });
    added.push(keyword);
  }
  return added;
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
      entity: ENTITY,
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
    changeKeywordMode: withDatabase(db, changeKeywordMode),
    removeKeyword: withDatabase(db, removeKeyword),
  };
}

export type KeywordService = ReturnType<typeof createKeywordService>;
