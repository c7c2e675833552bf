import { Router } from 'express';
import type { Kysely } from 'kysely';

import type { Database } from './platform/db/schema';
import { failEnvelope, sendEnvelope } from './platform/http/envelope';
import type { AccessTokenVerifier } from './platform/auth/access-token-verifier';
import { requireBearer } from './platform/auth/require-scope';
import type { PostTitles } from './modules/posts/post-titles';
import { createBlacklistKeywordsAdminRouter } from './modules/keywords/blacklist-keywords.admin';
import { createBlogCommentAdminRouter } from './modules/comments/blog-comment.admin';
import { createLogActivityAdminRouter } from './modules/activity/log-activity.admin';
import { createOverviewAdminRouter } from './modules/admin-overview/overview.admin';
import { createTalentCommunityAdminRouter } from './modules/talent/talent-community.admin';

interface AdminRouterDeps {
  db: Kysely<Database>;
  verifier: AccessTokenVerifier;
  /** The admin names blog posts by title. */
  postTitles: PostTitles;
}

/**
 * `/api/admin/*` (SPEC §7 call 2): every request carries a verified bearer token (401 without),
 * each section needs its scope (403 without); `GET /api/admin/{path}?{filters}` answers
 * `{content, pager}`.
 */
export function createAdminRouter({ db, verifier, postTitles }: AdminRouterDeps): Router {
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
  router.use(createOverviewAdminRouter(db));
  router.use((_req, res) => sendEnvelope(res, failEnvelope(404)));
  return router;
}
