import type { Server } from 'node:http';
import path from 'node:path';

import { createApp } from './app';
import { ConfigError, loadEnv } from './config';
import { createLogger } from './logger';
import { createFixturePageService } from './api/page/fixture-page-service';
import { createDevRenderer } from './ssr/dev-renderer';
import { createProdRenderer } from './ssr/prod-renderer';

const ROOT = path.resolve(import.meta.dirname, '..');
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
function closeGracefully(server: Server, close: () => Promise<void>, logger: ReturnType<typeof createLogger>) {
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

async function main() {
  const env = loadEnvOrExit();
  const logger = createLogger(env);
  const isDev = process.argv.includes('--dev');
  const renderer = isDev ? await createDevRenderer(ROOT) : createProdRenderer(ROOT);
  const app = createApp({ env, logger, renderer, pages: createFixturePageService(env.COMPANY_NAME), isDev });

  const server = app.listen(env.PORT, (error?: Error) => {
    if (error) {
      logger.fatal({ err: error }, `cannot listen on port ${env.PORT}`);
      process.exit(1);
    }
    logger.info(`${env.COMPANY_NAME} careers site ready on http://localhost:${env.PORT}${isDev ? ' (development)' : ''}`);
  });
  closeGracefully(server, () => renderer.close(), logger);
}

await main();
