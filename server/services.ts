import path from 'node:path';

import { createRouteMatcher, createRouteTable } from '../contract/route-table';

import type { Env } from './platform/config';
import { isDatabaseUnavailable } from './platform/db/availability';
import { createDatabase, type AppDatabase } from './platform/db/database';
import { migrate } from './platform/db/migrate';
import { seedContent } from '../seed';
import { seedDatabase } from './platform/db/seed';
import type { Logger } from './platform/logger';
import { ROOT_DIR } from './platform/root-dir';
import { listApprovedComments } from './modules/comments';
import {
  CONTENT_CHANGED_CHANNEL,
  createDatabaseContentStore,
  followContentFolder,
  importContentFiles,
  type DatabaseContentStore,
} from './modules/content-documents';
import { followJobChanges, loadExchangeRates, syncExchangeRates } from './modules/jobs';
import {
  createJobSourceService,
  type JobSourceService,
  jobSourceOptionsOf,
  type ConnectorLookup,
} from './modules/job-sources';
import { getPostTitles } from './content/page-content';
import { createPageDataCache, PAGE_DATA_CHANGED_CHANNEL } from './pages/page-cache';
import { createPageService, type PageService } from './pages/page-service';
import type { TaskRunner } from './platform/tasks/task-runner';
import { createHtmlCache, type HtmlCache } from './ssr/html-cache';
import { createAppTaskRunner } from './tasks';

export interface Services {
  database: AppDatabase;
  /** The published pages, posts and FAQ, in memory (decision 061). */
  content: DatabaseContentStore;
  /**
   * Refreshes this process's content and drops its cached pages: what an admin's write awaits
   * before answering, so the change is on the site at once (other processes hear the database).
   */
  contentChanged(): Promise<void>;
  pages: PageService;
  /** Whole pages for anonymous visitors, when `cacheHtml` is set. */
  htmlCache?: HtmlCache;
  /** Background tasks: built here, started by the server (`start()`), never by a test that does not ask. */
  tasks: TaskRunner;
  /** The applicant-tracking sources: the admin's, the webhooks' (the task makes its own). */
  jobSources: JobSourceService;
  close(): Promise<void>;
}

interface ServicesOptions {
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
  /** The job feed connectors (tests serve feeds of their own); default the registered ones. */
  jobFeedConnectors?: ConnectorLookup;
}

/** Opens the database of the environment, migrated, and seeded when empty. */
export async function openDatabase(env: Env, logger: Logger): Promise<AppDatabase> {
  const database = await createDatabase(
    env.DATABASE_URL
      ? {
          url: env.DATABASE_URL,
          pool: {
            connectionTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
            statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
            queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
          },
          onAnswering: (answering: boolean) =>
            answering
              ? logger.info('the database answers again')
              : logger.warn(
                  'the database is not answering in time: requests get 503 at once until it does',
                ),
        }
      : {
          dataDir: env.DATA_DIR,
          onThreadExit: (error: Error, restarting: boolean) =>
            logger.error(
              { err: error },
              restarting ? 'database thread died; restarting it' : 'database thread died',
            ),
        },
  );
  const migrated = await migrate(database);
  if (migrated.applied.length > 0) logger.info({ applied: migrated.applied }, 'database migrated');
  const seeded = await seedDatabase(database, {
    companyName: env.COMPANY_NAME,
    publicDir: path.join(ROOT_DIR, 'public'),
    data: seedContent,
  });
  if (seeded.seeded) logger.info({ counts: seeded.counts }, 'database seeded');
  return database;
}

/** Builds the services behind the app's routers, on the given database or the environment's. */
export async function createServices({
  env,
  logger,
  isDev = false,
  cachePageData = false,
  cacheHtml = false,
  ...options
}: ServicesOptions): Promise<Services> {
  const database = options.database ?? (await openDatabase(env, logger));
  const contentDir = options.contentDir ?? path.join(ROOT_DIR, 'content');
  // Pay in other currencies and periods is compared in euros a year (docs/pay.md).
  const rates = loadExchangeRates(path.join(contentDir, 'exchange-rates.json'));
  const { jobsRepriced } = await syncExchangeRates(database.db, rates);
  if (jobsRepriced > 0) logger.info({ jobsRepriced, rates: rates.date }, 'exchange rates applied');
  const { db } = database;
  // Decision 061: content/ is brought into the database at each start; the site reads the rows.
  const contentFiles = {
    dir: contentDir,
    company: env.COMPANY_NAME,
    companySlug: env.COMPANY_SLUG,
  };
  const imported = await importContentFiles(db, contentFiles);
  if (imported.inserted + imported.updated + imported.unpublished > 0)
    logger.info({ ...imported }, 'content/ imported');
  for (const path of imported.keptOwnersVersion)
    logger.warn({ path }, 'the file changed after an edit in the admin: the edit is kept');
  const content = createDatabaseContentStore(db);
  const composedPages = createPageService({
    db,
    content,
    companySlug: env.COMPANY_SLUG,
    listComments: (postSlug, page, limit) => listApprovedComments(db, postSlug, { page, limit }),
    isDatabaseUnavailable,
  });
  const matchRoute = createRouteMatcher(createRouteTable(env.COMPANY_SLUG));
  const cache = cachePageData
    ? createPageDataCache(composedPages.getPageEnvelope, {
        isPersonal: (pagePath) => matchRoute(`/${pagePath}`)?.route.personal === true,
      })
    : undefined;
  const htmlCache = cacheHtml ? createHtmlCache(env.COMPANY_SLUG) : undefined;
  const invalidations = [cache?.invalidate, htmlCache?.invalidate].filter(
    (drop) => drop !== undefined,
  );
  // The pages are dropped only once the content they read is new (migration 027's channel).
  const contentChanged = async () => {
    await content.refresh();
    invalidations.forEach((drop) => drop());
  };
  const stopFollowingContent = await database.listen(CONTENT_CHANGED_CHANNEL, () => {
    contentChanged().catch((error: unknown) =>
      logger.error({ err: error }, 'the changed content could not be read'),
    );
  });
  const stopFollowingFiles = isDev ? followContentFolder(db, contentFiles, logger) : undefined;
  const stopListening =
    invalidations.length > 0
      ? await database.listen(PAGE_DATA_CHANGED_CHANNEL, () =>
          invalidations.forEach((drop) => drop()),
        )
      : undefined;
  // The embedded database reports each write before it returns (this process makes them all):
  // job lists then read the job table's version only after a change (decision 057).
  const stopFollowingJobs = database.notifiesBeforeWritesReturn
    ? await followJobChanges(db, (onChange) => database.listen(PAGE_DATA_CHANGED_CHANNEL, onChange))
    : undefined;
  const pages: PageService = cache
    ? { getPageEnvelope: cache.fetchPageEnvelope, isCached: cache.has }
    : composedPages;
  const wiring = {
    logger,
    connectorOf: options.jobFeedConnectors,
    postTitles: (slugs: readonly string[]) => getPostTitles(content, 'blog', slugs),
  };
  const tasks = createAppTaskRunner(env, db, logger, wiring);
  const jobSources = createJobSourceService(db, jobSourceOptionsOf(env, wiring));
  await jobSources.upsertConfigSources(env.JOB_SOURCES);
  return {
    database,
    content,
    contentChanged,
    pages,
    htmlCache,
    tasks,
    jobSources,
    async close() {
      // A task that is running finishes (up to a bound) before its database closes.
      await tasks.stop();
      await stopListening?.();
      await stopFollowingJobs?.();
      stopFollowingFiles?.();
      await stopFollowingContent();
      await database.close();
    },
  };
}
