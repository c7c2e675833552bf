/**
 * `npm run screenshots`: every screen at 390 and 1280 px wide, light and dark, into screenshots/.
 * Starts the production server (build first) unless BASE_URL points at a running one.
 * Options: --only <substring> to shoot some screens only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';

import { PUBLIC_SCREENS } from '../e2e/support/screens';
import { CHROMIUM_ARGS, ensureChromium } from './chromium';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'screenshots');
const PORT = 3400;
const WIDTHS = [390, 1280];
const THEMES = ['light', 'dark'] as const;

const SCREENS = [...PUBLIC_SCREENS, '/job/6', '/login', '/admin'];

async function waitForServer(baseUrl: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server at ${baseUrl} did not start`);
}

function fileNameOf(screen: string, width: number, theme: string) {
  const slug =
    screen
      .replace(/^\//, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '') || 'home';
  return `${slug}-${width}-${theme}.png`;
}

async function main() {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  let server: ChildProcess | undefined;
  let baseUrl = process.env.BASE_URL;
  if (!baseUrl) {
    baseUrl = `http://localhost:${PORT}`;
    // Its own process group, so stopping it also stops a build it starts.
    server = spawn('node', ['scripts/start.mjs'], {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, PORT: String(PORT), PUBLIC_ORIGIN: baseUrl, LOG_LEVEL: 'warn' },
    });
  }
  try {
    await waitForServer(baseUrl, 180_000);
    mkdirSync(outDir, { recursive: true });
    const browser = await chromium.launch({
      executablePath: ensureChromium(),
      args: CHROMIUM_ARGS,
    });
    const screens = SCREENS.filter((screen) => !values.only || screen.includes(values.only));
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          colorScheme: theme,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        for (const screen of screens) {
          await page.goto(baseUrl + screen, { waitUntil: 'networkidle' });
          await page.screenshot({
            path: path.join(outDir, fileNameOf(screen, width, theme)),
            fullPage: true,
          });
        }
        await context.close();
      }
    }
    await browser.close();
    console.log(
      `${screens.length * WIDTHS.length * THEMES.length} screenshots in ${path.relative(root, outDir)}/`,
    );
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

await main();
