import cluster from 'node:cluster';
import type { Server } from 'node:http';

import { createApp } from './app';
import { createAuth } from './auth/auth-setup';
import { runPrimary, workerCount } from './cluster';
import { ConfigError, loadEnv, type Env } from './config';
import { createLogger, type Logger } from './logger';
import { ROOT_DIR } from './root-dir';
import { createServices, openDatabase } from './services';
import { createDevRenderer } from './ssr/dev-renderer';
import { createProdRenderer } from './ssr/prod-renderer';

const SHUTDOWN_GRACE_MS = 10_000;

function loadEnvOrExit() {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Stop accepting, let in-flight requests finish, then exit (SIGTERM/SIGINT). */
function closeGracefully(server: Server, close: () => Promise<void>, logger: Logger) {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      void close().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    // A keep-alive connection busy right now would otherwise stay open for the keep-alive timeout
    // after its response (and take further requests): let it idle for 1 ms at most.
    server.keepAliveTimeout = 1;
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

async function serve(env: Env, logger: Logger, isDev: boolean) {
  const renderer = isDev ? await createDevRenderer(ROOT_DIR) : createProdRenderer(ROOT_DIR);
  const services = await createServices({
    env,
    logger,
    isDev,
    cachePageData: !isDev,
    cacheHtml: !isDev && env.HTML_CACHE,
  });
  const auth = await createAuth(env, services.database.db, logger);
  const app = createApp({
    env,
    logger,
    renderer,
    pages: services.pages,
    htmlCache: services.htmlCache,
    data: services,
    auth,
    isDev,
  });

  const server = app.listen(env.PORT, (error?: Error) => {
    if (error) {
      logger.fatal({ err: error }, `cannot listen on port ${env.PORT}`);
      process.exit(1);
    }
    logger.info(
      `${env.COMPANY_NAME} careers site ready on http://localhost:${env.PORT}${isDev ? ' (development)' : ''}`,
    );
  });
  closeGracefully(
    server,
    async () => {
      await renderer.close();
      await services.close();
    },
    logger,
  );
}

/**
 * One process serves everything; on PostgreSQL a cluster primary first prepares the database
 * (so that workers never race to seed it) and then forks workers that share the port.
 */
async function main() {
  const env = loadEnvOrExit();
  const logger = createLogger(env);
  const isDev = process.argv.includes('--dev');
  const workers = isDev ? 1 : workerCount(env, logger);
  if (workers === 1 || !cluster.isPrimary) return serve(env, logger, isDev);
  await (await openDatabase(env, logger)).close();
  runPrimary(workers, logger);
}

await main();
