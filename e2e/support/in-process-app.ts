import { mkdtempSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createApp } from '../../server/app';
import { createAuth } from '../../server/platform/auth/auth-setup';
import { parseEnv } from '../../server/platform/config';
import { createRateLimiters } from '../../server/platform/http/rate-limits';
import { createLogger } from '../../server/platform/logger';
import { ROOT_DIR } from '../../server/platform/root-dir';
import { createServices, type Services } from '../../server/services';
import { createProdRenderer } from '../../server/ssr/prod-renderer';
import { readSigningKey, signAccessToken } from '../../server/test-support/access-token';

/** The production build served from this process, on a database of its own. */
export interface InProcessApp {
  services: Services;
  /** `http://localhost:{port}`: its PUBLIC_ORIGIN, where the browser goes. */
  origin: string;
  /** `Authorization` of an admin with every scope, for the admin API. */
  adminBearer: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the app in the test's own process, for flows the shared e2e server cannot show: the
 * test reads and writes its database (a release published, the outbox read) and runs its tasks
 * (every 200 ms a runner looks for due ones). `env` adds to a quiet, unshed environment.
 *
 * @example
 * const app = await startInProcessApp('press', { RATE_LIMIT_PRESS_SIGNUP: '100/10m' });
 * await page.goto(`${app.origin}/press`);
 */
export async function startInProcessApp(
  name: string,
  env: Record<string, string> = {},
): Promise<InProcessApp> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const parsed = parseEnv({
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `somnia-e2e-${name}-`)),
    TASKS_TICK_MS: '200',
    LOG_LEVEL: 'silent',
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const logger = createLogger(parsed);
  const services = await createServices({ env: parsed, logger });
  const { db } = services.database;
  const limiters = createRateLimiters(parsed, { logger });
  const app = createApp({
    env: parsed,
    logger,
    renderer: createProdRenderer(ROOT_DIR),
    pages: services.pages,
    data: services,
    auth: await createAuth(parsed, db, logger, limiters),
    limiters,
  });
  const signingKey = await readSigningKey(db);
  const adminBearer = `Bearer ${await signAccessToken(signingKey, { issuer: `${origin}/oidc` })}`;
  const server = app.listen(port);
  services.tasks.start();
  return {
    services,
    origin,
    adminBearer,
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      // The file's tests are over: a connection a browser left open must not hold the close.
      server.closeAllConnections();
      await closed;
      await services.close();
    },
  };
}
