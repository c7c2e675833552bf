import path from 'node:path';

import compression from 'compression';
import express, { type Express, type Request } from 'express';

import { paths } from '../contract/paths';
import { createRouteMatcher, createRouteTable, isMeasuredRoute } from '../contract/route-table';

import { createAdminRouter } from './admin.router';
import { createPasswordLinkService, createPasswordPagesRouter } from './modules/accounts';
import { createContentRedirectRouter } from './pages/content-redirects';
import { createContentPreview } from './pages/content-preview';
import { createAlertService, createAlertsRouter } from './modules/alerts';
import {
  createCommentReviewLinkService,
  createCommentReviewRouter,
  createCommentService,
  createCommentsRouter,
} from './modules/comments';
import { confirmCommentAuthor, createCommentAuthorsRouter } from './modules/moderation';
import { createJobSourceWebhookRouter } from './modules/job-sources';
import {
  createPressKitRouter,
  createPressKitService,
  createPressSubscriptionService,
  createPressSubscriptionsRouter,
} from './modules/press';
import { createPageRouter } from './pages/page.router';
import type { PageService } from './pages/page-service';
import { createTalentService, createTalentLeaveRouter, createTalentRouter } from './modules/talent';
import { createTeamPortraitRouter, createTeamService } from './modules/team';
import { createWebVitalsRouter, createWebVitalsService } from './modules/web-vitals';
import { createPressPublicRouter, createPressPublicService } from './modules/press';
import type { AuthSetup } from './platform/auth/auth-setup';
import type { Env } from './platform/config';
import { toPublicConfig } from './platform/config';
import {
  contentQueryErrors,
  contentQueryRateLimited,
  createContentRouter,
} from './content/content.router';
import { getPost, getPostTitles } from './content/page-content';
import { createErrorHandler } from './platform/http/error-handler';
import { assignCspNonce } from './platform/http/csp';
import { failEnvelope, sendEnvelope } from './platform/http/envelope';
import { redirectToHttps } from './platform/http/https-redirect';
import { readiness } from './platform/http/readiness';
import { securityHeaders } from './platform/http/security-headers';
import { shedOverload } from './platform/http/overload';
import { createRateLimiters, type RateLimiters } from './platform/http/rate-limits';
import { refuseUnsafeInput } from './platform/http/refuse-unsafe-input';
import { requestLogging } from './platform/http/request-logging';
import { confirmationLimitsOf } from './platform/mail/confirmation-limit';
import type { Logger } from './platform/logger';
import { ROOT_DIR } from './platform/root-dir';
import { createSeoRouter } from './seo/seo.router';
import type { Services } from './services';
import { createPageHandler } from './ssr/page-handler';
import type { HtmlCache } from './ssr/html-cache';
import type { Renderer } from './ssr/renderer';

/** Bodies at least this large are compressed; smaller ones barely shrink. */
const COMPRESSION_THRESHOLD_BYTES = 256;

interface AppDeps {
  env: Env;
  logger: Logger;
  renderer: Renderer;
  /** The page API (`/api/page/*`), which the server-rendered pages read too. */
  pages: PageService;
  /** Whole pages for anonymous visitors (see server/ssr/html-cache.ts); absent, none are kept. */
  htmlCache?: HtmlCache;
  /** The database and content behind the other routers; a test of the pages alone leaves them out. */
  data?: Pick<Services, 'database' | 'content' | 'contentChanged' | 'tasks' | 'jobSources'>;
  /** Sign-in: the embedded provider's routes, and the token verifier `/api/admin` needs. */
  auth?: AuthSetup;
  isDev?: boolean;
  /** The abuse limits (http/rate-limits.ts); unset, those of `env`, counted in this process. */
  limiters?: RateLimiters;
  /** Set: requests other than the health probes get 503 while it says so (http/overload.ts). */
  isOverloaded?: () => boolean;
}

/** A GET of a page of the site or of its data (`/api/page/…`): what the caches may answer. */
function isPageRead(companySlug: string): (req: Request) => boolean {
  const matchRoute = createRouteMatcher(createRouteTable(companySlug));
  return (req) =>
    (req.method === 'GET' || req.method === 'HEAD') &&
    (req.path.startsWith('/api/page/') || matchRoute(req.path) !== undefined);
}

/**
 * Builds the Express app from its dependencies without listening (supertest uses it as it is).
 * Every router is mounted here, in the order requests try them.
 */
export function createApp(deps: AppDeps): Express {
  const { env, logger, renderer, data, auth } = deps;
  const limiters = deps.limiters ?? createRateLimiters(env, { logger });
  const app = express();
  app.disable('x-powered-by');
  // Only the proxies of TRUST_PROXY may name the client (X-Forwarded-For): the rate limits count by it.
  app.set('trust proxy', env.TRUST_PROXY);

  app.use(requestLogging(logger));
  if (env.FORCE_HTTPS) app.use(redirectToHttps(env.PUBLIC_ORIGIN));
  app.use(assignCspNonce);
  app.use(securityHeaders(env, deps.isDev ?? false));
  // Past a frame's overhead gzip pays: the default (1 kB) sent a page's small chunks raw, 1.1 kB
  // more on /job's first visit (issue 31).
  app.use(compression({ threshold: COMPRESSION_THRESHOLD_BYTES }));
  app.use(refuseUnsafeInput);
  renderer.mount(app);
  // After the static files, which cost nothing and are never shed. Reads of pages and page data
  // pass: their handlers answer from the caches and shed only a render or a query.
  if (deps.isOverloaded) app.use(shedOverload(deps.isOverloaded, isPageRead(env.COMPANY_SLUG)));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const confirmationSettings = {
    mail: { origin: env.PUBLIC_ORIGIN, companyName: env.COMPANY_NAME },
    limits: confirmationLimitsOf(env),
  };
  if (auth?.embedded) {
    // Before the sign-in's own `/interaction/:uid`, which would take `password` for an uid.
    if (data) {
      const passwords = createPasswordLinkService(data.database.db, confirmationSettings);
      app.use(
        paths.setPassword(),
        createPasswordPagesRouter({ passwords, companyName: env.COMPANY_NAME, limiters }),
      );
    }
    app.use('/oidc', auth.embedded.provider);
    app.use('/interaction', auth.embedded.interaction);
  }
  if (data) {
    const { database, content, contentChanged, tasks, jobSources } = data;
    const { db } = database;
    if (auth) {
      // The limit comes first: it also counts requests with a bad or missing token.
      const contentWrites = { origin: env.PUBLIC_ORIGIN, onChanged: contentChanged };
      const admin = createAdminRouter({
        db,
        verifier: auth.verifier,
        postTitles: (slugs) => getPostTitles(content, 'blog', slugs),
        tasks,
        jobSources,
        accounts: auth.embedded
          ? { embedded: confirmationSettings }
          : { externalIssuer: env.OIDC_ISSUER ?? '' },
        newsroomStories: content,
        content: contentWrites,
        pageEditing: {
          ...contentWrites,
          companySlug: env.COMPANY_SLUG,
          preview: createContentPreview({ db, content }),
        },
      });
      app.use('/api/admin', limiters.limit('adminApi'), admin);
    }
    app.get('/readyz', readiness(database));
    app.use(createContentRedirectRouter(content));
    app.use(createTeamPortraitRouter(createTeamService(db)));
    app.use(createPressPublicRouter(createPressPublicService(db)));
    app.use(
      createSeoRouter({
        db,
        content,
        origin: env.PUBLIC_ORIGIN,
        companyName: env.COMPANY_NAME,
        companySlug: env.COMPANY_SLUG,
        indexNowKey: env.INDEXNOW_KEY,
      }),
    );
    const postExists = async (slug: string) => (await getPost(content, 'blog', slug)) !== null;
    const postingLimit = limiters.limit('comments');
    const comments = createCommentService(db, confirmationSettings);
    app.use('/api', createCommentsRouter({ comments, postExists, postingLimit }));
    app.use(
      '/api',
      createCommentAuthorsRouter({ confirm: (token) => confirmCommentAuthor(db, token) }),
    );
    const postTitles = (slugs: readonly string[]) => getPostTitles(content, 'blog', slugs);
    app.use(
      createCommentReviewRouter({
        links: createCommentReviewLinkService(db, postTitles),
        companyName: env.COMPANY_NAME,
      }),
    );
    const talent = createTalentService(db, confirmationSettings);
    app.use(
      '/api',
      createJobSourceWebhookRouter({
        sources: jobSources,
        deliveryLimit: limiters.limit('jobSourceWebhook'),
      }),
    );
    app.use('/api', createTalentRouter({ talent, signupLimit: limiters.limit('talentSignup') }));
    app.use(
      createWebVitalsRouter({
        vitals: createWebVitalsService(db),
        routes: new Set(
          createRouteTable(env.COMPANY_SLUG)
            .filter(isMeasuredRoute)
            .map((route) => route.path),
        ),
        beaconLimit: limiters.limit('webVitals'),
      }),
    );
    app.use(createTalentLeaveRouter({ talent }));
    const alerts = createAlertService(db, confirmationSettings);
    app.use(createAlertsRouter({ alerts, signupLimit: limiters.limit('alertSignup') }));
    app.use(
      createPressSubscriptionsRouter({
        subscriptions: createPressSubscriptionService(db, confirmationSettings),
        signupLimit: limiters.limit('pressSignup'),
      }),
    );
    app.use(
      createPressKitRouter({
        pressKit: createPressKitService(db, path.join(ROOT_DIR, 'public')),
        companySlug: env.COMPANY_SLUG,
      }),
    );
    app.use(
      '/_content',
      limiters.limit('contentQuery', { handler: contentQueryRateLimited }),
      createContentRouter(content),
    );
  }
  app.use('/api', createPageRouter(deps.pages, deps.isOverloaded));
  app.use('/api', (_req, res) => sendEnvelope(res, failEnvelope(404)));

  app.use(
    createPageHandler({
      renderer,
      config: toPublicConfig(env),
      fetchPageEnvelope: deps.pages.getPageEnvelope,
      logger,
      htmlCache: deps.htmlCache,
      isOverloaded: deps.isOverloaded,
    }),
  );
  app.use(createErrorHandler(logger, [contentQueryErrors]));
  return app;
}
