import type { Router } from 'express';
import { z } from 'zod';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { actorOf } from '../../platform/auth/require-scope';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import type { KeywordService } from './keyword-service';
import { jsonBody, parseOrThrow } from '../../platform/http/validation';
import { adminDeleteHandler } from '../../platform/admin-lists/admin-delete';
import { createAdminSectionRouter } from '../../platform/admin-lists/admin-list';
import { pageParam, searchParam } from '../../platform/admin-lists/admin-query';

const MAX_KEYWORD_LENGTH = 100;

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

/** `/api/admin/blacklist-keywords`: list, add (trimmed, unique whatever the case), remove. */
export function createBlacklistKeywordsAdminRouter(keywords: KeywordService): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.keywords, {
    query: listQuerySchema,
    list: (filters, paging) => keywords.listKeywords(filters, paging),
  });

  router.post('/', jsonBody(), async (req, res) => {
    const { keyword } = parseOrThrow(newKeywordSchema, req.body, 'body');
    const created = await keywords.addKeyword(keyword, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(created, 201, 'Created'));
  });

  router.delete(
    '/:id',
    adminDeleteHandler((id, actor) => keywords.removeKeyword(id, actor)),
  );

  return router;
}
