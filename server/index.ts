import cluster from 'node:cluster';

import { createApp } from './app';
import { createAuth, prepareSignIn } from './platform/auth/auth-setup';
import { runPrimary, workerCount } from './cluster';
import { configuredJobSources } from './modules/job-sources';
import { ConfigError, loadEnv, type Env } from './platform/config';
import { createDrainableServer, type DrainableServer } from './platform/http/http-server';
import { createEventLoopDelayGauge } from './platform/http/overload';
import { createRateLimiters } from './platform/http/rate-limits';
import { connectRedisStores } from './platform/http/redis-store';
import { createLogger, type Logger } from './platform/logger';
import { ROOT_DIR } from './platform/root-dir';
import { createServices, openDatabase } from './services';
import { createDevRenderer } from './ssr/dev-renderer';
import { createProdRenderer } from './ssr/prod-renderer';

const SHUTDOWN_GRACE_MS = 10_000;

function loadEnvOrExit() {
  try {
    const env = loadEnv();
    // The sources kept as code, by the job sources' rules (the platform knows no ATS): a bad one
    // stops the start here, before any worker is forked.
    configuredJobSources(env.JOB_SOURCES);
    return env;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** On SIGTERM/SIGINT: drain (http-server.ts), close what the app holds, exit 0. */
function closeGracefully(http: DrainableServer, close: () => Promise<void>, logger: Logger) {
  const shutdown = async (signal: string) => {
    if (http.draining) return;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error(`requests still running ${SHUTDOWN_GRACE_MS} ms after ${signal}; exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await http.drain();
    try {
      await close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'closing the database, renderer or Redis failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

async function serve(env: Env, logger: Logger, isDev: boolean) {
  const redis = env.REDIS_URL ? await connectRedisStores(env.REDIS_URL, logger) : undefined;
  const limiters = createRateLimiters(env, { logger, storeFor: redis?.storeFor });
  const renderer = isDev ? await createDevRenderer(ROOT_DIR) : createProdRenderer(ROOT_DIR);
  const services = await createServices({
    env,
    logger,
    isDev,
    cachePageData: !isDev,
    cacheHtml: !isDev && env.HTML_CACHE,
  });
  const auth = await createAuth(env, services.database.db, logger, limiters);
  if (env.TASKS) services.tasks.start();
  // Vite's first compilations block the loop in development: shed load in production only.
  const gauge = !isDev && env.OVERLOAD_EVENT_LOOP_DELAY_MS > 0 ? createEventLoopDelayGauge() : null;
  const app = createApp({
    env,
    logger,
    renderer,
    pages: services.pages,
    htmlCache: services.htmlCache,
    data: services,
    auth,
    limiters,
    isOverloaded: gauge ? () => gauge.delayMs() > env.OVERLOAD_EVENT_LOOP_DELAY_MS : undefined,
    isDev,
  });

  const http = createDrainableServer(app, env);
  http.server.once('error', (error) => {
    logger.fatal({ err: error }, `cannot listen on port ${env.PORT}`);
    process.exit(1);
  });
  http.server.listen(env.PORT, () => {
    logger.info(
      `${env.COMPANY_NAME} careers site ready on http://localhost:${env.PORT}${isDev ? ' (development)' : ''}`,
    );
  });
  closeGracefully(
    http,
    async () => {
      gauge?.stop();
      await renderer.close();
      await services.close();
      await redis?.close();
    },
    logger,
  );
}

/**
 * One process serves everything; on PostgreSQL a cluster primary first does the first start's
 * work (migrations, seed, the first admin and its one printed password, the provider's keys) so
 * that workers never race to do it, and then forks workers that share the port.
 */
async function main() {
  const env = loadEnvOrExit();
  const logger = createLogger(env);
  const isDev = process.argv.includes('--dev');
  const workers = isDev ? 1 : workerCount(env, logger);
  if (workers === 1 || !cluster.isPrimary) return serve(env, logger, isDev);
  if (!env.REDIS_URL)
    logger.warn(
      `rate limits count per process: with ${workers} workers a client gets up to ${workers} times each limit; set REDIS_URL to share them`,
    );
  const database = await openDatabase(env, logger);
  await prepareSignIn(env, database.db, logger);
  await database.close();
  runPrimary(workers, logger);
}

await main();
