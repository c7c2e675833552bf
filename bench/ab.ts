/**
 * A/B of two built checkouts of the product on one seeded PGlite (10,000 jobs), interleaved per
 * round (A B, then B A…), for a change whose effect `npm run bench` would drown in machine noise.
 * Each arm: 50 connections on a cache-missing mix (half `/job?page=N`, half a job search that
 * was never asked), 50 connections on the cached `/job`, then the mix at half the rate the first
 * arm of the round reached (the same offered rate for both). Overload shedding is off, so that
 * delays show as latency rather than 503s.
 *
 * Usage: tsx bench/ab.ts <rootA> <rootB> [--rounds N] [--data <seeded PGlite folder>]
 * Each root needs `npm run build` done; the data folder is copied per server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { measure, type LoadResult } from './load';
import { freshDataDir, pgliteTemplate, startServer } from './servers';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '2' }, data: { type: 'string' } },
});
const [rootA, rootB] = positionals.map((root) => path.resolve(root));
if (!rootA || !rootB) throw new Error('usage: tsx bench/ab.ts <rootA> <rootB> [--rounds N]');
const rounds = Number(values.rounds);
const template = values.data ? path.resolve(values.data) : pgliteTemplate(10_000);
const PORT = Number(process.env.BENCH_PORT ?? 4106);

const SEARCH_WORDS = ['engineer', 'data', 'design', 'product', 'senior', 'manager', 'sleep',
  'app', 'platform', 'lead', 'analyst', 'mobile', 'backend', 'research', 'sales', 'support']; // prettier-ignore
const JOB_PAGES = 500;
let asked = 0;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
/** Half list pages, half searches made distinct by a counter: nearly every request misses. */
const missMix = () => {
  asked += 1;
  if (asked % 2 === 0) return `/job?page=${1 + Math.floor(Math.random() * JOB_PAGES)}`;
  return `/job?search=${pick(SEARCH_WORDS)}&page=${1 + (asked % 3)}&n=${asked}`;
};

const workDir = mkdtempSync(path.join(tmpdir(), 'somnia-ab-'));
const rows: string[] = [];
const row = (arm: string, target: string, r: LoadResult) =>
  `| ${arm} | ${target} | ${r.rps.toFixed(0)} | ${r.p50Ms} | ${r.p99Ms} | ${r.serverCpuMsPerRequest.toFixed(2)} | ${r.eventLoop?.p99Ms ?? '–'} | ${r.errors} | ${JSON.stringify(r.statusCodes)} | ${r.othersCores.toFixed(2)} |`;

for (let round = 0; round < rounds; round += 1) {
  const arms: [string, string][] = [
    ['A', rootA],
    ['B', rootB],
  ];
  if (round % 2 === 1) arms.reverse();
  let halfRate: number | undefined;
  for (const [arm, root] of arms) {
    const dataDir = freshDataDir(template);
    const server = await startServer(
      {
        args: [path.join(root, 'dist/node/index.js')],
        env: { NODE_ENV: 'production', DATA_DIR: dataDir, OVERLOAD_EVENT_LOOP_DELAY_MS: '0' },
      },
      PORT,
      workDir,
      `${arm}-${round}`,
    );
    try {
      const load = { connections: 50, gzip: false, warmupS: 1 };
      const mix = await measure(server, { ...load, durationS: 8, path: missMix });
      const cached = await measure(server, { ...load, durationS: 5, path: '/job' });
      halfRate ??= Math.max(1, Math.round(mix.rps / 2));
      const half = await measure(server, {
        ...load,
        warmupS: 0,
        durationS: 8,
        path: missMix,
        overallRate: halfRate,
      });
      rows.push(
        row(arm, 'miss mix, 50 connections', mix),
        row(arm, '/job cached, 50 connections', cached),
        row(arm, `miss mix at ${halfRate} req/s`, half),
      );
      console.log(rows.slice(-3).join('\n'));
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
console.log(`\nA = ${rootA}\nB = ${rootB}\n`);
console.log(
  '| arm | target | req/s | p50 ms | p99 ms | CPU ms/req | event loop p99 ms | errors | statuses | others (cores) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
console.log(rows.join('\n'));
