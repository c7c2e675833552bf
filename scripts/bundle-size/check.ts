/**
 * `npm run size`: the JavaScript a first visit to each public route fetches, against the budget
 * (issue 11: 150 kB gzip). Starts the production build (`npm run build` first) on a fresh
 * database and opens each route in headless Chromium with an empty cache, counting every script
 * fetched until the network is idle, as transferred (gzipped): what the HTML preloads and what
 * the page loads after hydrating without being touched (issue 31). Fails when a route is over
 * budget, when a chunk its entry imports is not preloaded (a round trip more before hydrating),
 * or when sign-in or admin code reaches a public route. BASE_URL checks a server already
 * running the same build instead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium, type Browser } from '@playwright/test';

import { PUBLIC_SCREENS } from '../../e2e/support/screens';
import { parseHtml } from '../../server/test-support/seo-test-support';
import { CHROMIUM_ARGS, ensureChromium } from '../chromium';
import {
  firstLoadChunks,
  privateModulesIn,
  referencedChunks,
  type ChunkModules,
  type Manifest,
} from './first-load';
import { visit } from './visit';

/** Gzipped kB (1,000 bytes, as Vite reports them) a first visit to a public route may fetch. */
const BUDGET_KB = 150;
const PRIVATE_ROUTES = ['/login', '/admin'];
const STARTUP_TIMEOUT_MS = 120_000;
/** Routes visited at once: enough to overlap their idle waits, few enough for a busy machine. */
const VISITS_AT_ONCE = 3;

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

interface RouteLoad {
  route: string;
  scripts: number;
  kB: number;
  /** What of `kB` the HTML does not preload: fetched after hydrating, without any interaction. */
  laterKB: number;
  notPreloaded: string[];
  privateModules: string[];
}

async function measure(browser: Browser, origin: string, route: string): Promise<RouteLoad> {
  const manifest = readJson<Manifest>('.vite/manifest.json');
  const chunkModules = readJson<ChunkModules>('.vite/chunk-modules.json');
  const { html, scripts } = await visit(
    browser,
    `${origin}${route}`,
    // The app marks the document once React has hydrated it (e2e/support/test.ts reads it too).
    () => document.documentElement.dataset.hydrated === 'true',
  );
  const named = referencedChunks(parseHtml(html));
  if (named.length === 0) throw new Error(`${route} names no module script`);
  const assetsPrefix = `${origin}/`;
  // The build's own scripts by file name (`assets/…`), as the manifest names them.
  const chunkOf = (url: string) =>
    url.startsWith(assetsPrefix) ? url.slice(assetsPrefix.length) : url;
  const later = scripts.filter((script) => !named.includes(chunkOf(script.url)));
  const kBOf = (list: typeof scripts) => list.reduce((sum, script) => sum + script.bytes, 0) / 1000;
  return {
    route,
    scripts: scripts.length,
    kB: kBOf(scripts),
    laterKB: kBOf(later),
    notPreloaded: firstLoadChunks(manifest, named).filter((chunk) => !named.includes(chunk)),
    privateModules: privateModulesIn(
      chunkModules,
      scripts.map((script) => chunkOf(script.url)),
    ),
  };
}

/** Measures every route, a few at a time, in the order given. */
async function measureAll(browser: Browser, origin: string, routes: readonly string[]) {
  const loads: RouteLoad[] = [];
  for (let start = 0; start < routes.length; start += VISITS_AT_ONCE) {
    const batch = routes.slice(start, start + VISITS_AT_ONCE);
    loads.push(...(await Promise.all(batch.map((route) => measure(browser, origin, route)))));
  }
  return loads;
}

function printTable(loads: RouteLoad[]) {
  const width = Math.max(...loads.map((load) => load.route.length));
  console.log(`${'route'.padEnd(width)}  scripts  gzip kB  of which later`);
  for (const load of loads) {
    const mark = PRIVATE_ROUTES.includes(load.route) ? '  (not public)' : '';
    console.log(
      `${load.route.padEnd(width)}  ${String(load.scripts).padStart(7)}  ${load.kB.toFixed(1).padStart(7)}  ${load.laterKB.toFixed(1).padStart(13)}${mark}`,
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
        `${load.route} fetches ${load.kB.toFixed(1)} kB, over the ${BUDGET_KB} kB budget`,
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
        // Every visit sampled: the speed measurement's chunk (3.7 kB) must come after the first
        // load, never within it (decision 067).
        WEB_VITALS_SAMPLE_RATE: '1',
      },
    });
  }
  let browser: Browser | undefined;
  try {
    await waitUntilUp(origin, server);
    browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
    const loads = await measureAll(browser, origin, [...PUBLIC_SCREENS, ...PRIVATE_ROUTES]);
    printTable(loads);
    const problems = problemsOf(loads);
    for (const problem of problems) console.error(`✖ ${problem}`);
    if (problems.length > 0) process.exitCode = 1;
    else
      console.log(
        `A first visit to any public route fetches at most ${BUDGET_KB} kB of JavaScript (gzip), no sign-in or admin code.`,
      );
  } finally {
    await browser?.close();
    if (server?.pid !== undefined && server.exitCode === null) {
      const exited = new Promise((resolve) => server.on('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
