import { Router } from 'express';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { failEnvelope, sendEnvelope } from '../../http/envelope';
import type { AccessTokenVerifier } from '../../auth/access-token-verifier';
import { requireBearer } from '../../auth/require-scope';
import type { TaskRunner } from '../../platform/tasks/task-runner';
import type { PostTitles } from '../post-titles';
import { createBlacklistKeywordsAdminRouter } from './blacklist-keywords.admin';
import { createBlogCommentAdminRouter } from './blog-comment.admin';
import { createLogActivityAdminRouter } from './log-activity.admin';
import { createOutboxAdminRouter } from './outbox.admin';
import { createOverviewAdminRouter } from './overview.admin';
import { createTalentCommunityAdminRouter } from './talent-community.admin';
import { createTasksAdminRouter } from './tasks.admin';

interface AdminRouterDeps {
  db: Kysely<Database>;
  verifier: AccessTokenVerifier;
  /** The admin names blog posts by title. */
  postTitles: PostTitles;
  /** The background tasks, for their screen and "run now". */
  tasks: TaskRunner;
}

/**
 * `/api/admin/*` (SPEC §7 call 2): every request carries a verified bearer token (401 without),
 * each section needs its scope (403 without); `GET /api/admin/{path}?{filters}` answers
 * `{content, pager}`.
 */
export function createAdminRouter({ db, verifier, postTitles, tasks }: AdminRouterDeps): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(requireBearer(verifier));
  router.use('/blog-comment', createBlogCommentAdminRouter(db, postTitles));
  router.use('/blacklist-keywords', createBlacklistKeywordsAdminRouter(db));
  router.use('/log-activity', createLogActivityAdminRouter(db, postTitles));
  router.use('/talent-community', createTalentCommunityAdminRouter(db));
  router.use('/tasks', createTasksAdminRouter(db, tasks));
  router.use('/outbox', createOutboxAdminRouter(db));
  router.use(createOverviewAdminRouter(db, postTitles));
  router.use((_req, res) => sendEnvelope(res, failEnvelope(404)));
  return router;
}
