/**
 * `npm run test:faults` (issue 12, "Faults and load"; not part of `npm test`): the built site
 * as `npm start` runs it, on a throwaway PostgreSQL cluster, signing in at the embedded provider
 * run as an external issuer in a process of its own. Each scenario takes a dependency away,
 * measures what visitors, readers and admins get, and brings it back; the results go to the
 * console and to `bench/results/faults.md`. Exits 1 when a check fails.
 *
 * Environment: `FAULTS_PORT` (the site; default a free port), `PG_BIN` (PostgreSQL's server
 * binaries), `CHROMIUM_PATH`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium } from '@playwright/test';

import { ROOT, startServer } from '../../bench/servers';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium';
import type { FaultContext } from './context';
import { databaseDown, databaseHangs } from './database-down';
import { overload } from './overload';
import { createPostgresCluster } from './postgres-cluster';
import { providerDown } from './provider-down';
import { Report } from './report';
import { sigtermUnderLoad } from './sigterm';

/** The scenarios, in order; each leaves the site serving for the next, but the last ends it. */
const SCENARIOS: ((context: FaultContext) => Promise<void>)[] = [
  databaseDown,
  databaseHangs,
  providerDown,
  overload,
  sigtermUnderLoad,
];

const RESULTS_FILE = path.join(ROOT, 'bench/results/faults.md');
const ADMIN = { email: 'admin@somnia.example', password: 'faults-admin-password' };
const NOTES = [
  'The site: `scripts/start.mjs` (the production build), `WEB_CONCURRENCY=1`, on its own PostgreSQL cluster, `OIDC_ISSUER` at the embedded provider running alone (scripts/faults/identity-provider.ts)',
  'A page whose data cannot be read shows the error page with the status of the failure: 503 and its catalogue message when the database is down (src/app/route-loader.ts: a failed public page load is a 500 unless the error carries its own status)',
  'The database timeouts are the defaults (`DB_CONNECT_TIMEOUT_MS` 1000, `DB_STATEMENT_TIMEOUT_MS` 1000, `DB_QUERY_TIMEOUT_MS` 1500): while PostgreSQL hangs, the first requests wait them out, later ones fail at once until a connection of its own is answered again (server/platform/db/postgres-pool.ts)',
];

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const report = new Report();
const workDir = mkdtempSync(path.join(tmpdir(), 'somnia-faults-'));
const cleanups: (() => Promise<unknown>)[] = [];
const cleanUp = async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

async function start(): Promise<FaultContext> {
  const appPort = Number(process.env.FAULTS_PORT ?? (await freePort()));
  const appOrigin = `http://localhost:${appPort}`;
  const providerPort = await freePort();
  console.log(`Fault checks: the site on ${appOrigin}, logs in ${workDir}`);

  const database = await createPostgresCluster(await freePort());
  cleanups.push(() => database.destroy());
  const provider = await startServer(
    {
      args: ['--import', 'tsx', 'scripts/faults/identity-provider.ts'],
      env: { CLIENT_ORIGIN: appOrigin, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    },
    providerPort,
    workDir,
    'identity-provider',
  );
  cleanups.push(async () => {
    process.kill(provider.pid, 'SIGCONT');
    await provider.stop();
  });
  const app = await startServer(
    {
      args: ['scripts/start.mjs'],
      env: {
        DATABASE_URL: database.url,
        WEB_CONCURRENCY: '1',
        OIDC_ISSUER: `http://localhost:${providerPort}/oidc`,
      },
    },
    appPort,
    workDir,
    'site',
  );
  cleanups.push(() => app.stop());
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  cleanups.push(() => browser.close());
  return { report, browser, app: { ...app, origin: appOrigin }, database, provider, admin: ADMIN };
}

try {
  const context = await start();
  for (const scenario of SCENARIOS) {
    try {
      await scenario(context);
    } catch (error) {
      report.add('the scenario ran to its end', 'no exception', String(error), false);
    }
  }
} catch (error) {
  report.begin('Start');
  report.add('the site, its database and provider', 'up', String(error), false);
} finally {
  await cleanUp();
}

console.log(`\n${await report.write(RESULTS_FILE, ROOT, NOTES)}`);
console.log(`Written to ${path.relative(ROOT, RESULTS_FILE)}`);
if (report.failed.length > 0) {
  console.error(`\n✖ ${report.failed.length} check(s) failed; the servers' logs are in ${workDir}`);
  process.exit(1);
}
rmSync(workDir, { recursive: true, force: true });
console.log('✔ every fault check passed');
