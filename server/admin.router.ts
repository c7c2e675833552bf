import { Router } from 'express';
import type { Kysely } from 'kysely';

import type { Database } from './platform/db/schema';
import { failEnvelope, sendEnvelope } from './platform/http/envelope';
import type { AccessTokenVerifier } from './platform/auth/access-token-verifier';
import { requireBearer } from './platform/auth/require-scope';
import type { PostTitles } from './modules/posts/post-titles';
import { createActivityService } from './modules/activity/activity-service';
import { createOverviewService } from './modules/admin-overview/overview-service';
import { createCommentModerationService } from './modules/comments/comment-moderation-service';
import { createKeywordService } from './modules/keywords/keyword-service';
import { createTalentAdminService } from './modules/talent/talent-service';
import { createBlacklistKeywordsAdminRouter } from './modules/keywords/blacklist-keywords.admin';
import { createBlogCommentAdminRouter } from './modules/comments/blog-comment.admin';
import { createLogActivityAdminRouter } from './modules/activity/log-activity.admin';
import { createOverviewAdminRouter } from './modules/admin-overview/overview.admin';
import { createTalentCommunityAdminRouter } from './modules/talent/talent-community.admin';
import { createOutboxAdminRouter } from './modules/system/outbox.admin';
import { createSystemService } from './modules/system/system-service';
import { createTasksAdminRouter } from './modules/system/tasks.admin';
import type { TaskRunner } from './platform/tasks/task-runner';
import { createTeamAdminService } from './modules/team/team-admin-service';
import { createTeamAdminRouter } from './modules/team/team.admin';
import type { JobSourceService } from './modules/job-sources/job-source-service';
import { createJobSourcesAdminRouter } from './modules/job-sources/job-sources.admin';
import { createDepartmentService } from './modules/departments/department-service';
import { createDepartmentsAdminRouter } from './modules/departments/departments.admin';
import { createJobAdminService } from './modules/jobs/job-admin-service';
import { createJobAdminRouter } from './modules/jobs/job.admin';

interface AdminRouterDeps {
  db: Kysely<Database>;
  verifier: AccessTokenVerifier;
  /** The admin names blog posts by title. */
  postTitles: PostTitles;
  /** The background tasks, for their screen and "run now". */
  tasks: TaskRunner;
  /** The applicant-tracking sources (issue 26); their section is mounted when given. */
  jobSources?: JobSourceService;
}

/**
 * `/api/admin/*` (SPEC §7 call 2): every request carries a verified bearer token (401 without),
 * each section needs its scope (403 without); `GET /api/admin/{path}?{filters}` answers
 * `{content, pager}`.
 */
export function createAdminRouter({
  db,
  verifier,
  postTitles,
  tasks,
  jobSources,
}: AdminRouterDeps): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(requireBearer(verifier));
  // Each section gets its module's services, bound to the database here, never the handle.
  const moderation = createCommentModerationService(db, postTitles);
  router.use('/blog-comment', createBlogCommentAdminRouter(moderation));
  router.use('/blacklist-keywords', createBlacklistKeywordsAdminRouter(createKeywordService(db)));
  router.use('/log-activity', createLogActivityAdminRouter(createActivityService(db, postTitles)));
  router.use('/talent-community', createTalentCommunityAdminRouter(createTalentAdminService(db)));
  router.use('/team', createTeamAdminRouter(createTeamAdminService(db)));
  if (jobSources) router.use('/job-sources', createJobSourcesAdminRouter(jobSources));
  router.use('/jobs', createJobAdminRouter(createJobAdminService(db)));
  router.use('/departments', createDepartmentsAdminRouter(createDepartmentService(db)));
  const system = createSystemService(db, tasks);
  router.use('/tasks', createTasksAdminRouter(system));
  router.use('/outbox', createOutboxAdminRouter(system));
  router.use(createOverviewAdminRouter(createOverviewService(db, postTitles)));
  router.use((_req, res) => sendEnvelope(res, failEnvelope(404)));
  return router;
}
