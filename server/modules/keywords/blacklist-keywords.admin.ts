import type { Router } from 'express';
import { z } from 'zod';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { KEYWORD_MODES } from '../../../contract/moderation';
import { actorOf } from '../../platform/auth/require-scope';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import type { KeywordService } from './keyword-service';
import { jsonBody, parseOrThrow } from '../../platform/http/validation';
import { adminDeleteHandler, idParamsSchema } from '../../platform/admin-lists/admin-delete';
import { createAdminSectionRouter } from '../../platform/admin-lists/admin-list';
import { pageParam, searchParam } from '../../platform/admin-lists/admin-query';

const MAX_KEYWORD_LENGTH = 100;

const listQuerySchema = z.strictObject({ page: pageParam, search: searchParam });

// Decision 065: `*` is the wildcard; an entry needs two characters besides wildcards and spaces.
const MIN_FIXED_CHARACTERS = 2;

const modeSchema = z.enum(KEYWORD_MODES, { error: 'expected reject or hold' });

const newKeywordSchema = z.strictObject({
  keyword: z
    .string({ error: 'enter a keyword' })
    .transform((value) =>
      value
        .normalize('NFC')
        .trim()
        .replace(/\s+/gu, ' ')
        .replace(/\*{2,}/g, '*'),
    )
    .pipe(
      z
        .string()
        .min(1, { error: 'enter a keyword' })
        .max(MAX_KEYWORD_LENGTH, { error: `must be at most ${MAX_KEYWORD_LENGTH} characters` })
        .refine((value) => value.replace(/[*\s]/gu, '').length >= MIN_FIXED_CHARACTERS, {
          error: `must have at least ${MIN_FIXED_CHARACTERS} characters besides the * wildcards`,
        }),
    ),
  // Without one, an entry rejects, as every keyword did before modes (the API stays as it was).
  mode: modeSchema.default('reject'),
});

const modeChangeSchema = z.strictObject({
  mode: modeSchema,
  version: z
    .int({ error: 'is missing: reload and save again' })
    .min(1, { error: 'must be at least 1' }),
});

/**
 * `/api/admin/blacklist-keywords`: the moderation engine's keyword entries (decision 065): list,
 * add (trimmed, unique whatever the case, `*` wildcards, a mode), change the mode, remove.
 */
export function createBlacklistKeywordsAdminRouter(keywords: KeywordService): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.keywords, {
    query: listQuerySchema,
    list: (filters, paging) => keywords.listKeywords(filters, paging),
  });

  router.post('/', jsonBody(), async (req, res) => {
    const entry = parseOrThrow(newKeywordSchema, req.body, 'body');
    const created = await keywords.addKeyword(entry, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(created, 201, 'Created'));
  });

  router.put('/:id', jsonBody(), async (req, res) => {
    const { id } = parseOrThrow(idParamsSchema, req.params, 'params');
    const change = parseOrThrow(modeChangeSchema, req.body, 'body');
    sendEnvelope(
      res,
      okEnvelope(await keywords.changeKeywordMode(id, change, actorOf(res.locals.auth))),
    );
  });

  router.delete(
    '/:id',
    adminDeleteHandler((id, actor) => keywords.removeKeyword(id, actor)),
  );

  return router;
}
