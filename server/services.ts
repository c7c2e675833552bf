import path from 'node:path';

import { Router, type RequestHandler } from 'express';

import type { Env } from './config';
import { createContentRouter } from './content/content.router';
import { createContentStore, type ContentStore } from './content/content-store';
import { getPost } from './content/page-content';
import { isDatabaseUnavailable } from './db/availability';
import { createRateLimiters, type RateLimiters } from './http/rate-limits';
import { createDatabase, type AppDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDatabase } from './db/seed';
import type { Logger } from './logger';
import { ROOT_DIR } from './root-dir';
import { listApprovedComments } from './api/comments/comment-service';
import { createCommentsRouter } from './api/comments/comments.router';
import { createPageDataCache, PAGE_DATA_CHANGED_CHANNEL } from './api/page/page-cache';
import { createPageService, type PageService } from './api/page/page-service';
import { createTalentRouter } from './api/talent/talent.router';
import { createSeoRouter } from './seo/seo.router';
import { createHtmlCache, type HtmlCache } from './ssr/html-cache';

const READY_TIMEOUT_MS = 2_000;

export interface Services {
  database: AppDatabase;
  content: ContentStore;
  pages: PageService;
  /** Whole pages for anonymous visitors, when `cacheHtml` is set. */
  htmlCache?: HtmlCache;
  /** Routers mounted before the pages, in order. */
  mounts: { path: string; router: Router | RequestHandler }[];
  close(): Promise<void>;
}

export interface ServicesOptions {
  env: Env;
  logger: Logger;
  isDev?: boolean;
  /** An already open database (tests); otherwise opened from the environment. */
  database?: AppDatabase;
  contentDir?: string;
  /** Keeps composed pages in memory until the data behind them changes (production). */
  cachePageData?: boolean;
  /** Keeps whole rendered pages of anonymous visitors likewise (production with HTML_CACHE). */
  cacheHtml?: boolean;
  /** The abuse limits of the forms; unset, those of `env`, counted in this process. */
  limiters?: RateLimiters;
}

/** GET /readyz: 200 when the database answers, 503 when it does not. */
function readiness(database: AppDatabase): RequestHandler {
  return async (_req, res) => {
    const timeout = new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS).unref(),
    );
    try {
      await Promise.race([database.ping(), timeout]);
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  };
}

/** Opens the database of the environment, migrated, and seeded when empty. */
export async function openDatabase(env: Env, logger: Logger): Promise<AppDatabase> {
  const database = await createDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  const migrated = await migrate(database);
  if (migrated.applied.length > 0) logger.info({ applied: migrated.applied }, 'database migrated');
  const seeded = await seedDatabase(database, {
    companyName: env.COMPANY_NAME,
    publicDir: path.join(ROOT_DIR, 'public'),
  });
  if (seeded.seeded) logger.info({ counts: seeded.counts }, 'database seeded');
  return database;
}

/** Builds every service the app serves, on the given database or the environment's. */
export async function createServices({
  env,
  logger,
  isDev = false,
  cachePageData = false,
  cacheHtml = false,
  ...options
}: ServicesOptions): Promise<Services> {
  const database = options.database ?? (await openDatabase(env, logger));
  const limiters = options.limiters ?? createRateLimiters(env, { logger });
  const content = createContentStore({
    dir: options.contentDir ?? path.join(ROOT_DIR, 'content'),
    company: env.COMPANY_NAME,
    companySlug: env.COMPANY_SLUG,
    watch: isDev,
  });
  const { db } = database;
  const composedPages = createPageService({
    db,
    content,
    companySlug: env.COMPANY_SLUG,
    listComments: (postSlug, page, limit) => listApprovedComments(db, postSlug, { page, limit }),
    isDatabaseUnavailable,
  });
  const cache = cachePageData ? createPageDataCache(composedPages.getPageEnvelope) : undefined;
  const htmlCache = cacheHtml ? createHtmlCache(env.COMPANY_SLUG) : undefined;
  const invalidations = [cache?.invalidate, htmlCache?.invalidate].filter(
    (drop) => drop !== undefined,
  );
  const stopListening =
    invalidations.length > 0
      ? await database.listen(PAGE_DATA_CHANGED_CHANNEL, () =>
          invalidations.forEach((drop) => drop()),
        )
      : undefined;
  const pages: PageService = cache ? { getPageEnvelope: cache.fetchPageEnvelope } : composedPages;
  const postExists = async (slug: string) => (await getPost(content, 'blog', slug)) !== null;

  const health = Router();
  health.get('/readyz', readiness(database));
  return {
    database,
    content,
    pages,
    htmlCache,
    mounts: [
      { path: '/', router: health },
      {
        path: '/',
        router: createSeoRouter({
          db,
          content,
          origin: env.PUBLIC_ORIGIN,
          companyName: env.COMPANY_NAME,
          companySlug: env.COMPANY_SLUG,
        }),
      },
      {
        path: '/api',
        router: createCommentsRouter({ db, postExists, postingLimit: limiters.limit('comments') }),
      },
      {
        path: '/api',
        router: createTalentRouter({ db, signupLimit: limiters.limit('talentSignup') }),
      },
      { path: '/_content', router: createContentRouter(content) },
    ],
    async close() {
      await stopListening?.();
      content.close();
      await database.close();
    },
  };
}
