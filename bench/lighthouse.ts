/**
 * `npm run lighthouse`: Lighthouse 12, mobile (its default), on the production build started the
 * way `npm start` starts it on a fresh DATA_DIR; 3 runs of each page, medians written to
 * bench/results/lighthouse.md, the full reports (HTML and JSON) to .tmp/lighthouse/ (git-ignored).
 *
 * Lighthouse stays out of the app's lockfile (../shared/MACHINE.md: one of its dependencies asks
 * for `third-party-web@latest`): it is installed once into .tmp/tools/lighthouse with its own
 * package.json. Chromium: CHROME_PATH, else CHROMIUM_PATH, else Debian's /usr/bin/chromium.
 *
 *   npm run lighthouse
 *   npm run lighthouse -- --runs 1 --pages /job
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { format } from 'prettier';

import { CHROMIUM_ARGS, ensureChromium } from '../scripts/chromium';
import { median } from './report';
import { freshDataDir, ROOT, startServer } from './servers';

const LIGHTHOUSE_VERSION = '12';
const TOOLS_DIR = path.join(ROOT, '.tmp/tools/lighthouse');
const REPORTS_DIR = path.join(ROOT, '.tmp/lighthouse');
const SUMMARY = path.join(ROOT, 'bench/results/lighthouse.md');
const PORT = 3640;
const DEFAULT_PAGES = ['/', '/job', '/job/1', '/tech-blog/accessibility-audit'];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
  },
});
const runs = Number(args.runs);
const pages = args.pages?.split(',') ?? DEFAULT_PAGES;

function lighthouseCli(): string {
  const cli = path.join(TOOLS_DIR, 'node_modules/lighthouse/cli/index.js');
  if (existsSync(cli)) return cli;
  console.log(
    `Installing lighthouse@${LIGHTHOUSE_VERSION} into ${TOOLS_DIR} (outside the app's lockfile)`,
  );
  mkdirSync(TOOLS_DIR, { recursive: true });
  writeFileSync(path.join(TOOLS_DIR, 'package.json'), '{ "private": true }\n');
  const install = spawnSync(
    'npm',
    ['install', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
    { cwd: TOOLS_DIR, stdio: 'inherit' },
  );
  if (install.status !== 0 || !existsSync(cli)) throw new Error('Installing Lighthouse failed');
  return cli;
}

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
}

interface LighthouseReport {
  lighthouseVersion: string;
  userAgent: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

function readScores(report: LighthouseReport): Scores {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? NaN) * 100);
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
  };
}

const slug = (page: string) =>
  page
    .replace(/^\/$/, 'home')
    .replace(/^\/|\/$/g, '')
    .replace(/\//g, '_');

async function main() {
  const cli = lighthouseCli();
  const chrome = process.env.CHROME_PATH ?? ensureChromium();
  const flags = [...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'), '--headless=new'];
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  mkdirSync(REPORTS_DIR, { recursive: true });

  const dataDir = freshDataDir();
  const server = await startServer(
    { args: ['scripts/start.mjs'], env: { DATA_DIR: dataDir, DATABASE_URL: '' } },
    PORT,
    REPORTS_DIR,
    'server',
  );
  const results: Record<string, Scores[]> = {};
  let version = '';
  try {
    for (let run = 1; run <= runs; run += 1) {
      // Pages interleaved, so a noisy moment on the machine does not land on one page only.
      for (const page of pages) {
        const output = path.join(REPORTS_DIR, `${slug(page)}-${run}`);
        const started = performance.now();
        const lighthouse = () =>
          spawnSync(
            process.execPath,
            [
              cli,
              `http://localhost:${PORT}${page}`,
              '--output=json',
              '--output=html',
              `--output-path=${output}`,
              `--chrome-flags=${flags.join(' ')}`,
              '--quiet',
            ],
            { cwd: ROOT, env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8' },
          );
        let result = lighthouse();
        // Chromium now and then misses the trace's start; Lighthouse asks to be run again.
        for (let retry = 1; retry <= 2 && result.stderr.includes('NO_NAVSTART'); retry += 1) {
          console.log(`run ${run} ${page}: the trace missed its start (NO_NAVSTART); again`);
          result = lighthouse();
        }
        const reportFile = `${output}.report.json`;
        if (result.status !== 0 || !existsSync(reportFile)) {
          throw new Error(`Lighthouse failed on ${page}:\n${result.stderr}`);
        }
        const report = JSON.parse(readFileSync(reportFile, 'utf8')) as LighthouseReport;
        version = report.lighthouseVersion;
        const scores = readScores(report);
        (results[page] ??= []).push(scores);
        console.log(
          `run ${run} ${page}: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores.bestPractices}, SEO ${scores.seo}, CLS ${scores.cls.toFixed(3)}, TBT ${scores.tbtMs.toFixed(0)} ms (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const of = (page: string, key: keyof Scores) => median((results[page] ?? []).map((s) => s[key]));
  const row = (page: string) =>
    `| ${page} | ${of(page, 'performance')} | ${of(page, 'accessibility')} | ${of(page, 'bestPractices')} | ${of(page, 'seo')} | ${of(page, 'cls').toFixed(3)} | ${of(page, 'tbtMs').toFixed(0)} | ${of(page, 'lcpMs').toFixed(0)} | ${of(page, 'fcpMs').toFixed(0)} | ${(results[page] ?? []).map((s) => s.performance).join(', ')} |`;
  const markdown = [
    '# Lighthouse results',
    '',
    `- Command: \`npm run lighthouse${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\``,
    `- Date: ${new Date().toISOString()}; commit ${spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim()}; Lighthouse ${version}, mobile (default emulation and throttling); ${chrome} with \`${flags.join(' ')}\``,
    `- Server: the production build started as \`npm start\` starts it (scripts/start.mjs) on a fresh DATA_DIR (PGlite, seed data), on localhost:${PORT}`,
    `- Medians of ${runs} run(s) per page, pages interleaved; full reports in \`.tmp/lighthouse/\` (git-ignored)`,
    '- Target (issue 11): Performance ≥ 95, Accessibility, Best Practices and SEO 100, CLS ≤ 0.05',
    '',
    '| page | Performance | Accessibility | Best Practices | SEO | CLS | TBT ms | LCP ms | FCP ms | Performance per run |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...pages.map(row),
    '',
  ].join('\n');
  mkdirSync(path.dirname(SUMMARY), { recursive: true });
  const text = await format(markdown, { filepath: SUMMARY });
  writeFileSync(SUMMARY, text);
  console.log(`\n${text}\nWritten: ${SUMMARY}; reports in ${REPORTS_DIR}`);
}

await main();
