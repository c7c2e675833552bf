import type { Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';

import { ADMIN_SCOPES } from '../../../src/api/admin-scopes';
import { recordActivity } from '../../activity/record-activity';
import type { AdminKeyword } from '../../../src/api/admin-types';
import type { Database } from '../../db/schema';
import { HttpError, okEnvelope, sendEnvelope } from '../../http/envelope';
import { actorOf } from '../../auth/require-scope';
import { jsonBody, parseOrThrow } from '../validation';
import { adminDeleteHandler } from './admin-delete';
import { createAdminSectionRouter } from './admin-list';
import { isoOf, likePattern, pageParam, searchParam } from './admin-query';

const MAX_KEYWORD_LENGTH = 100;
// PostgreSQL's unique_violation: two admins adding the same keyword at once.
const UNIQUE_VIOLATION = '23505';

const listQuerySchema = z.strictObject({ page: pageParam, search: searchParam });

const newKeywordSchema = z.strictObject({
  keyword: z
    .string({ error: 'enter a keyword' })
    .transform((value) => value.normalize('NFC').trim().replace(/\s+/gu, ' '))
    .pipe(
      z
        .string()
        .min(1, { error: 'enter a keyword' })
        .max(MAX_KEYWORD_LENGTH, { error: `must be at most ${MAX_KEYWORD_LENGTH} characters` }),
    ),
});

// The browser shows the catalogue message for a code (SPEC §8); the form reads its own from `data`.
function duplicateError(keyword: string): HttpError {
  const message = `The keyword "${keyword}" is already on the list.`;
  return new HttpError(409, message, { field: 'keyword', issues: [{ field: 'keyword', message }] });
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}

const toKeyword = (row: {
  id: number;
  keyword: string;
  created_at: Date | string;
  created_by: string;
}): AdminKeyword => ({
  id: row.id,
  keyword: row.keyword,
  createdAt: isoOf(row.created_at),
  createdBy: row.created_by,
});

/** `/api/admin/blacklist-keywords`: list, add (trimmed, unique whatever the case), remove. */
export function createBlacklistKeywordsAdminRouter(db: Kysely<Database>): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.keywords, {
    query: listQuerySchema,
    filter: (filters) => {
      const query = db.selectFrom('blacklist_keyword');
      return filters.search ? query.where('keyword', 'ilike', likePattern(filters.search)) : query;
    },
    select: (rows) => rows.select(['id', 'keyword', 'created_at', 'created_by']),
    toItem: toKeyword,
  });

  router.post('/', jsonBody(), async (req, res) => {
    const { keyword } = parseOrThrow(newKeywordSchema, req.body, 'body');
    const actor = actorOf(res.locals.auth);
    try {
      const created = await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('blacklist_keyword')
          .select('keyword')
          .where((eb) => eb(eb.fn('lower', ['keyword']), '=', keyword.toLowerCase()))
          .executeTakeFirst();
        if (existing) throw duplicateError(existing.keyword);
        const row = await trx
          .insertInto('blacklist_keyword')
          .values({ keyword, created_by: actor.email ?? actor.sub ?? 'unknown' })
          .returning(['id', 'keyword', 'created_at', 'created_by'])
          .executeTakeFirstOrThrow();
        await recordActivity(trx, {
          actor,
          action: 'keyword.added',
          entity: 'blacklist_keyword',
          entityId: row.id,
          details: { keyword },
        });
        return row;
      });
      sendEnvelope(res, okEnvelope(toKeyword(created), 201, 'Created'));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateError(keyword);
      throw error;
    }
  });

  router.delete(
    '/:id',
    adminDeleteHandler(
      db,
      'This keyword is not on the list (any more).',
      async (trx, id, actor) => {
        const row = await trx
          .deleteFrom('blacklist_keyword')
          .where('id', '=', id)
          .returning(['id', 'keyword'])
          .executeTakeFirst();
        if (!row) return undefined;
        await recordActivity(trx, {
          actor,
          action: 'keyword.removed',
          entity: 'blacklist_keyword',
          entityId: row.id,
          details: { keyword: row.keyword },
        });
        return { id: row.id, keyword: row.keyword };
      },
    ),
  );

  return router;
}
