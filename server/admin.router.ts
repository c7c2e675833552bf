import { Router } from 'express';
import type { Kysely } from 'kysely';

import type { Database } from './platform/db/schema';
import { failEnvelope, sendEnvelope } from './platform/http/envelope';
import type { AccessTokenVerifier } from './platform/auth/access-token-verifier';
import { requireBearer } from './platform/auth/require-scope';
import {
  createPostAdminService,
  createPostsAdminRouter,
  type PostAdminOptions,
} from './modules/posts';
import type { PostTitles } from './content/page-content';
import { createActivityService, createLogActivityAdminRouter } from './modules/activity';
import { createOverviewService, createOverviewAdminRouter } from './modules/admin-overview';
import {
  createCommentAuthorActions,
  createCommentModerationService,
  createBlogCommentAdminRouter,
} from './modules/comments';
import { createKeywordService, createBlacklistKeywordsAdminRouter } from './modules/keywords';
import { createTalentAdminService, createTalentCommunityAdminRouter } from './modules/talent';
import {
  createModerationRulesAdminRouter,
  createModerationRulesService,
} from './modules/moderation';
import {
  createOutboxAdminRouter,
  createSystemService,
  createTasksAdminRouter,
} from './modules/system';
import type { TaskRunner } from './platform/tasks/task-runner';
import { createTeamAdminService, createTeamAdminRouter } from './modules/team';
import { type JobSourceService, createJobSourcesAdminRouter } from './modules/job-sources';
import { createDepartmentService, createDepartmentsAdminRouter } from './modules/departments';
import { createJobAdminService, createJobAdminRouter } from './modules/jobs';
import {
  createAccountAdminService,
  createAccountsAdminRouter,
  createExternalAccountAdminRouter,
  createOwnAccountAdminRouter,
  createOwnAccountService,
  type AccountSettings,
} from './modules/accounts';
import { createPressAdminService, createPressAdminRouter } from './modules/press';
import type { ContentStore } from './content/content-store';
import {
  createPageAdminRouter,
  createPageEditingService,
  type PageEditingOptions,
} from './modules/page-editing';

interface AdminRouterDeps {
  db: Kysely<Database>;
  verifier: AccessTokenVerifier;
  /** The admin names blog posts by title. */
  postTitles: PostTitles;
  /** The background tasks, for their screen and "run now". */
  tasks: TaskRunner;
  /** The applicant-tracking sources (issue 26); their section is mounted when given. */
  jobSources?: JobSourceService;
  /**
   * Where accounts live (issue 35): the embedded provider's, managed here with these mail
   * settings; or an external provider's, at its issuer, where the site changes nothing. Unset:
   * no accounts section (tests of other sections).
   */
  accounts?: { embedded: AccountSettings } | { externalIssuer: string };
  /** The newsroom stories that date the releases retelling them; the press section is mounted when given. */
  newsroomStories?: ContentStore;
  /**
   * The site's origin and how this process hears of a content change (issue 35); the posts'
   * section is mounted when given.
   */
  content?: PostAdminOptions;
  /** The page editor's wiring (where the site is, its refresh, its preview); mounted when given. */
  pageEditing?: PageEditingOptions;
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
  accounts,
  newsroomStories,
  content,
  pageEditing,
}: AdminRouterDeps): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(requireBearer(verifier));
  // Each section gets its module's services, bound to the database here, never the handle.
  const moderation = createCommentModerationService(db, postTitles);
  router.use(
    '/blog-comment',
    createBlogCommentAdminRouter(moderation, createCommentAuthorActions(db)),
  );
  router.use('/blacklist-keywords', createBlacklistKeywordsAdminRouter(createKeywordService(db)));
  router.use('/log-activity', createLogActivityAdminRouter(createActivityService(db, postTitles)));
  router.use('/talent-community', createTalentCommunityAdminRouter(createTalentAdminService(db)));
  router.use(
    '/moderation-rules',
    createModerationRulesAdminRouter(createModerationRulesService(db)),
  );
  router.use('/team', createTeamAdminRouter(createTeamAdminService(db)));
  if (jobSources) router.use('/job-sources', createJobSourcesAdminRouter(jobSources));
  router.use('/jobs', createJobAdminRouter(createJobAdminService(db)));
  router.use('/departments', createDepartmentsAdminRouter(createDepartmentService(db)));
  if (newsroomStories) {
    router.use('/press', createPressAdminRouter(createPressAdminService(db, newsroomStories)));
  }
  if (content) router.use('/posts', createPostsAdminRouter(createPostAdminService(db, content)));
  if (pageEditing) {
    router.use('/pages', createPageAdminRouter(createPageEditingService(db, pageEditing)));
  }
  const system = createSystemService(db, tasks);
  router.use('/tasks', createTasksAdminRouter(system));
  router.use('/outbox', createOutboxAdminRouter(system));
  if (accounts && 'embedded' in accounts) {
    router.use(
      '/accounts',
      createAccountsAdminRouter(createAccountAdminService(db, accounts.embedded)),
    );
    router.use('/account', createOwnAccountAdminRouter(createOwnAccountService(db)));
  } else if (accounts) {
    router.use('/account', createExternalAccountAdminRouter(accounts.externalIssuer));
  }
  router.use(createOverviewAdminRouter(createOverviewService(db, postTitles)));
  router.use((_req, res) => sendEnvelope(res, failEnvelope(404)));
  return router;
}
