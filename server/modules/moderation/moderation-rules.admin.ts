import { Router } from 'express';
import { z } from 'zod';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import type { AdminPage } from '../../../contract/admin-types';
import { ADMIN_PAGE_SIZE } from '../../../contract/constants';
import type { BlockedAuthor } from '../../../contract/moderation';
import { adminDeleteHandler } from '../../platform/admin-lists/admin-delete';
import { pageParam } from '../../platform/admin-lists/admin-query';
import { actorOf, requireScope } from '../../platform/auth/require-scope';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { jsonBody, parseOrThrow } from '../../platform/http/validation';
import type { ModerationRulesService } from './moderation-rules-service';

/** A whole number within bounds, its error naming them. */
const wholeNumber = (min: number, max: number) =>
  z
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

// The bounds of migration 032's checks.
const settingsSchema = z.strictObject({
  linkLimit: wholeNumber(0, 100),
  holdFirstComment: z.boolean({ error: 'must be true or false' }),
  rateLimit: wholeNumber(1, 1000),
  rateWindowMinutes: wholeNumber(1, 1440),
  version: z
    .int({ error: 'is missing: reload and save again' })
    .min(1, { error: 'must be at least 1' }),
});

const blockedQuerySchema = z.strictObject({ page: pageParam });

/**
 * `/api/admin/moderation-rules` (decision 065), the rules that are a number or a switch, under
 * the keyword entries' scope: `GET /` and `PUT /` (with the version read: 409 with the rules as
 * they are now when someone saved meanwhile); the blocked authors, `GET /blocked-authors` and
 * `DELETE /blocked-authors/:id` (unblock).
 */
export function createModerationRulesAdminRouter(rules: ModerationRulesService): Router {
  const router = Router();
  router.use(requireScope(ADMIN_SCOPES.keywords));

  router.get('/', async (_req, res) => {
    sendEnvelope(res, okEnvelope(await rules.getModerationSettings()));
  });

  router.put('/', jsonBody(), async (req, res) => {
    const change = parseOrThrow(settingsSchema, req.body, 'body');
    sendEnvelope(
      res,
      okEnvelope(await rules.saveModerationSettings(change, actorOf(res.locals.auth))),
    );
  });

  router.get('/blocked-authors', async (req, res) => {
    const { page } = parseOrThrow(blockedQuerySchema, req.query, 'query');
    const { list, pager } = await rules.listBlockedAuthors({ page, limit: ADMIN_PAGE_SIZE });
    const answer: AdminPage<BlockedAuthor[]> = { content: list, pager };
    sendEnvelope(res, okEnvelope(answer));
  });

  router.delete(
    '/blocked-authors/:id',
    adminDeleteHandler((id, actor) => rules.unblockCommentAuthor(id, actor)),
  );

  return router;
}
