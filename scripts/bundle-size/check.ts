/**
 * `npm run size`: the first-load JavaScript of every public route, gzipped, against the budget
 * (issue 11: 150 kB). Starts the production build (`npm run build` first) on a fresh database,
 * reads each route's HTML for the module scripts and preloads it names, adds the chunks those
 * import, and fails when a route is over budget, when a chunk it imports is not preloaded (a
 * round trip more before hydrating), or when sign-in or admin code reaches a public route.
 * BASE_URL checks a server already running the same build instead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { PUBLIC_SCREENS } from '../../e2e/support/screens';
import { parseHtml } from '../../server/test-support/seo-test-support';
import {
  firstLoadChunks,
  privateModulesIn,
  referencedChunks,
  type ChunkModules,
  type Manifest,
} from './first-load';

/** Gzipped kB (1,000 bytes, as Vite reports them) a public route may load before hydrating. */
const BUDGET_KB = 150;
const PRIVATE_ROUTES = ['/login', '/admin'];
const STARTUP_TIMEOUT_MS = 120_000;

const root = path.resolve(import.meta.dirname, '../..');
const client = path.join(root, 'dist/client');
const readJson = <T>(file: string) =>
  JSON.parse(readFileSync(path.join(client, file), 'utf8')) as T;

async function waitUntilUp(origin: string, server: ChildProcess | undefined) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null)
      throw new Error(`the server exited (${server.exitCode})`);
    const up = await fetch(`${origin}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no server on ${origin} after ${STARTUP_TIMEOUT_MS / 1000} s`);
}

const gzipSizes = new Map<string, number>();
function gzipSize(chunk: string): number {
  let size = gzipSizes.get(chunk);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(client, chunk))).length;
    gzipSizes.set(chunk, size);
  }
  return size;
}

interface RouteLoad {
  route: string;
  chunks: string[];
  kB: number;
  notPreloaded: string[];
  privateModules: string[];
}

async function measure(origin: string, route: string): Promise<RouteLoad> {
  const manifest = readJson<Manifest>('.vite/manifest.json');
  const chunkModules = readJson<ChunkModules>('.vite/chunk-modules.json');
  const named = referencedChunks(parseHtml(await (await fetch(`${origin}${route}`)).text()));
  if (named.length === 0) throw new Error(`${route} names no module script`);
  const chunks = firstLoadChunks(manifest, named);
  const bytes = chunks.reduce((sum, chunk) => sum + gzipSize(chunk), 0);
  return {
    route,
    chunks,
    kB: bytes / 1000,
    notPreloaded: chunks.filter((chunk) => !named.includes(chunk)),
    privateModules: privateModulesIn(chunkModules, chunks),
  };
}

function printTable(loads: RouteLoad[]) {
  const width = Math.max(...loads.map((load) => load.route.length));
  console.log(`${'route'.padEnd(width)}  chunks  gzip kB`);
  for (const load of loads) {
    const mark = PRIVATE_ROUTES.includes(load.route) ? '  (not public)' : '';
    console.log(
      `${load.route.padEnd(width)}  ${String(load.chunks.length).padStart(6)}  ${load.kB.toFixed(1).padStart(7)}${mark}`,
    );
  }
}

/** Every way the public routes break the rules, one line each. */
function problemsOf(loads: RouteLoad[]): string[] {
  const problems: string[] = [];
  for (const load of loads) {
    if (load.notPreloaded.length > 0)
      problems.push(
        `${load.route} imports chunks it does not preload: ${load.notPreloaded.join(', ')}`,
      );
    if (PRIVATE_ROUTES.includes(load.route)) continue;
    if (load.kB > BUDGET_KB)
      problems.push(
        `${load.route} loads ${load.kB.toFixed(1)} kB, over the ${BUDGET_KB} kB budget`,
      );
    if (load.privateModules.length > 0)
      problems.push(`${load.route} loads sign-in or admin code: ${load.privateModules.join(', ')}`);
  }
  return problems;
}

async function main() {
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  let origin = process.env.BASE_URL;
  if (!origin) {
    const port = Number(process.env.SIZE_PORT ?? 3301);
    origin = `http://localhost:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'somnia-size-'));
    // Its own process group, so stopping it reaches every process it starts.
    server = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_ORIGIN: origin,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
    });
  }
  try {
    await waitUntilUp(origin, server);
    const loads: RouteLoad[] = [];
    for (const route of [...PUBLIC_SCREENS, ...PRIVATE_ROUTES])
      loads.push(await measure(origin, route));
    printTable(loads);
    const problems = problemsOf(loads);
    for (const problem of problems) console.error(`✖ ${problem}`);
    if (problems.length > 0) process.exitCode = 1;
    else
      console.log(
        `Every public route loads at most ${BUDGET_KB} kB gzip before hydrating, no sign-in or admin code.`,
      );
  } finally {
    if (server?.pid !== undefined && server.exitCode === null) {
      const exited = new Promise((resolve) => server.on('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
