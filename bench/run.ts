/**
 * `npm run bench`: throughput and latency of the production server on a large data set
 * (10,000 extra jobs), with autocannon. Not part of `npm test`: figures vary with the machine.
 *
 *   npm run bench                 # builds if needed, seeds a temp database, measures
 *   npm run bench -- --jobs 2000  # a smaller data set
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3500;
const BASE_URL = `http://localhost:${PORT}`;
const DURATION_S = 10;
const CONNECTIONS = 10;

const TARGETS = [
  { name: 'home page (SSR)', path: '/' },
  { name: 'job list page (SSR)', path: '/job' },
  { name: 'job search API', path: '/api/page/job?search=engineer&department=Engineering' },
  { name: 'job list API, page 50', path: '/api/page/job?page=50' },
  { name: 'job detail page (SSR)', path: '/job/1' },
];

async function waitForServer(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE_URL}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become ready');
}

async function main() {
  const { values } = parseArgs({ options: { jobs: { type: 'string', default: '10000' } } });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'somnia-bench-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(PORT),
    PUBLIC_ORIGIN: BASE_URL,
    LOG_LEVEL: 'warn',
  };
  const seed = spawnSync('npx', ['tsx', 'server/db/cli/seed.ts', '--jobs', values.jobs], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) process.exit(seed.status ?? 1);

  // Its own process group, so stopping it also stops a build it starts.
  const server = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: 'inherit',
    detached: true,
  });
  try {
    await waitForServer(180_000);
    console.log(
      `\n${values.jobs} extra jobs, ${CONNECTIONS} connections, ${DURATION_S} s per target\n`,
    );
    console.log(
      'target'.padEnd(28),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'errors'.padStart(7),
    );
    for (const target of TARGETS) {
      await autocannon({ url: BASE_URL + target.path, connections: CONNECTIONS, duration: 2 }); // warm-up
      const result = await autocannon({
        url: BASE_URL + target.path,
        connections: CONNECTIONS,
        duration: DURATION_S,
      });
      console.log(
        target.name.padEnd(28),
        result.requests.average.toFixed(0).padStart(8),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(8),
        String(result.errors + result.non2xx).padStart(7),
      );
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
