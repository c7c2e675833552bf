import type { Express } from 'express';

import { createApp } from '../app';
import { createAuth } from '../platform/auth/auth-setup';
import type { Env } from '../platform/config';
import type { AppDatabase, DriverName } from '../platform/db/database';
import { createTestDatabase } from './test-database';
import { createLogger, type Logger } from '../platform/logger';
import type { ConnectorLookup } from '../modules/job-sources';
import { createServices, type Services } from '../services';
import { getTestRenderer } from './test-renderer';
import { testEnv, testLimiters } from './test-env';

export interface RealApp {
  /** The Express app, never listening: hand it to supertest. */
  app: Express;
  env: Env;
  /** The real services, for arranging data through `services.database.db`. */
  services: Services;
  /** Closes the services and discards the test database (the shared renderer stays up). */
  close(): Promise<void>;
}

interface RealAppOptions {
  /** The test database's driver (default PGlite); see `testDrivers()`. */
  driver?: DriverName;
  /** A database opened by the test instead (closed with the app), e.g. one it can take away. */
  database?: AppDatabase;
  /** Mounts sign-in as production does: the embedded provider (`/oidc`) and `/api/admin`. */
  signIn?: boolean;
  /** Cache composed pages as production does (see createServices). */
  cachePageData?: boolean;
  /** Cache whole pages of anonymous visitors, as production does with HTML_CACHE. */
  cacheHtml?: boolean;
  /** The overload gate's reading (http/overload.ts); unset, no gate, as in development. */
  isOverloaded?: () => boolean;
  /** A logger of the test's own (to read what the app logs); default the env's, silent. */
  logger?: Logger;
  /** The job feed connectors (a test's own feed); default the registered ones. */
  jobFeedConnectors?: ConnectorLookup;
}

/**
 * The app as production wires it (real services, real SSR), on a seeded test database of its own.
 * The sign-in mounts are left out unless `signIn` is set: pages and `/login` render without them.
 *
 * @example
 * let real: RealApp;
 * beforeAll(async () => { real = await createRealApp(); });
 * afterAll(() => real.close());
 * test('…', async () => { const res = await request(real.app).get('/job'); });
 */
export async function createRealApp(
  envOverrides: Record<string, string> = {},
  options: RealAppOptions = {},
): Promise<RealApp> {
  const env = testEnv(envOverrides);
  const logger = options.logger ?? createLogger(env);
  const limiters = testLimiters(env);
  const [renderer, database] = await Promise.all([
    getTestRenderer(),
    options.database ?? createTestDatabase({ driver: options.driver }),
  ]);
  const services = await createServices({
    env,
    logger,
    database,
    cachePageData: options.cachePageData,
    cacheHtml: options.cacheHtml,
    jobFeedConnectors: options.jobFeedConnectors,
  });
  const auth = options.signIn
    ? await createAuth(env, services.database.db, logger, limiters)
    : undefined;
  const app = createApp({
    env,
    logger,
    renderer,
    pages: services.pages,
    htmlCache: services.htmlCache,
    data: services,
    auth,
    limiters,
    isOverloaded: options.isOverloaded,
  });
  return { app, env, services, close: () => services.close() };
}
