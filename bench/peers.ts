/**
 * The peers (`--peers DIR`, a built copy of the peer bench: React Router 7 in `rr7/`, Next.js in
 * `next/`, both serving `/job?page=P&department=A|B&search=S` over 10,000 in-memory jobs from
 * `data/jobs.json`) and the two cases that set the product beside them at 50 connections: the
 * cache-missing mix (the 1,000 URLs the peer bench's `miss-bench.mjs` cycles) and the same work
 * (`bench.sh`'s one filtered page, which the product's page-data cache keeps).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import { measure, type LoadResult } from './load';
import { fmt, median, productOverPeer, table, times, verdict } from './figures';
import type { RunningServer, ServerSpec } from './servers';

export type PeerName = 'rr7' | 'next';
export const PEER_NAMES: PeerName[] = ['rr7', 'next'];
export const PEER_LABELS: Record<PeerName, string> = {
  rr7: 'React Router 7',
  next: 'Next.js',
};

/** Why the peers cannot run from `dir` (a build missing), or undefined when they can. */
export function peersMissing(dir: string): string | undefined {
  const needed = ['rr7/build/server/index.js', 'next/.next/BUILD_ID', 'data/jobs.json'];
  const missing = needed.filter((file) => !existsSync(path.join(dir, file)));
  return missing.length ? `${missing.join(', ')} not found in ${dir}` : undefined;
}

/**
 * A peer started as the peer bench starts it (`node server.mjs`, `next start`), by this Node, in
 * production. `noProbe` leaves the event-loop probe out (the memory case measures servers bare).
 */
export function peerSpec(dir: string, peer: PeerName, port: number, noProbe = false): ServerSpec {
  const env = { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  const readyPath = '/job?page=1';
  return peer === 'rr7'
    ? { args: ['server.mjs'], env, cwd: path.join(dir, 'rr7'), readyPath, noProbe }
    : {
        args: ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
        env,
        cwd: path.join(dir, 'next'),
        readyPath,
        noProbe,
      };
}

/** The five departments both data sets have, in `miss-bench.mjs`'s order. */
const SHARED_DEPARTMENTS = ['Engineering', 'Design', 'Product', 'Marketing', 'Finance'];

/** `miss-bench.mjs`'s URLs: pages 1–100 × the 10 pairs of the shared departments. */
export const MISS_MIX_URLS: string[] = Array.from({ length: 100 }, (_, page) =>
  SHARED_DEPARTMENTS.flatMap((first, index) =>
    SHARED_DEPARTMENTS.slice(index + 1).map(
      (second) => `/job?page=${page + 1}&department=${encodeURIComponent(`${first}|${second}`)}`,
    ),
  ),
).flat();

/** Cycles the mix as `miss-bench.mjs` does: request n asks URL (n × 7919) mod 1,000. */
export function missMixCycle(): () => string {
  let count = 0;
  return () => MISS_MIX_URLS[(count++ * 7919) % MISS_MIX_URLS.length] as string;
}

/** `bench.sh`'s page: the same URL on every request. */
export const SAME_WORK_PATH = '/job?page=3&department=Engineering|Design';
const CONNECTIONS = 50;

export type MixArm = 'product' | PeerName;

export interface MixRecord {
  round: number;
  arm: MixArm;
  /** The cache-missing mix. */
  mix: LoadResult;
  /** The same page every request. */
  sameWork: LoadResult;
}

/** Both cases on one running server: the mix first, then the same page. */
export async function mixSession(
  server: RunningServer,
  timing: { durationS: number; warmupS: number },
): Promise<Pick<MixRecord, 'mix' | 'sameWork'>> {
  const load = { connections: CONNECTIONS, gzip: false, ...timing };
  const mix = await measure(server, { ...load, path: missMixCycle() });
  const sameWork = await measure(server, { ...load, path: SAME_WORK_PATH });
  return { mix, sameWork };
}

/** Every answer but a 200, plus failed connections and timeouts. */
export function failures(result: LoadResult): number {
  const bad = Object.entries(result.statusCodes)
    .filter(([code]) => code !== '200')
    .reduce((sum, [, count]) => sum + count, 0);
  return result.errors + bad;
}

interface MixTarget {
  ratioToRr7: number;
  ratioToNext: number;
  /** The most p99 may be, in p50s. */
  tailToMedian: number;
  noErrors: boolean;
}

const CASES: { id: 'mix' | 'sameWork'; title: string; target: MixTarget }[] = [
  {
    id: 'mix',
    title: 'The cache-missing mix',
    target: { ratioToRr7: 1.5, ratioToNext: 3, tailToMedian: 3, noErrors: false },
  },
  {
    id: 'sameWork',
    title: 'Same work',
    target: { ratioToRr7: 2, ratioToNext: 5, tailToMedian: 3, noErrors: true },
  },
];

/** The two sections of the report: a row per arm, the product's ratios, the targets. */
export function describeMix(records: MixRecord[], jobs: number, peersNote: string): string[] {
  const out: string[] = [];
  for (const { id, title, target } of CASES) {
    const what =
      id === 'mix'
        ? `the 1,000 URLs of the peer bench's \`miss-bench.mjs\` (\`/job?page=P&department=A%7CB\`, pages 1–100 × the 10 pairs of ${SHARED_DEPARTMENTS.join(', ')}), request n asking URL (n × 7919) mod 1,000, so the product's 500-entry page-data cache misses`
        : `\`${SAME_WORK_PATH}\` on every request (the peer bench's \`bench.sh\`; the product's page data is cached after the first request, its HTML cache is off, the default)`;
    out.push(`## ${title} (issue 33)`, '');
    out.push(
      `50 connections, ${what}. The product: pglite-10k (seed + ${jobs.toLocaleString('en')} jobs, a fresh copy each round), started as the product's own arms are (\`scripts/start.mjs\`, what \`npm start\` runs, with the event-loop probe); the peers over their 10,000 in-memory jobs, started as the peer bench starts them, by the same Node. ${peersNote} Each server alone, in turn, after the product's own arms in every round; medians over rounds; ratios are the product's req/s over the peer's in the same round, median over rounds. Errors: anything but a 200, failed connections and timeouts, summed over rounds.`,
      '',
    );
    const arms = (['product', ...PEER_NAMES] as MixArm[]).filter((arm) =>
      records.some((record) => record.arm === arm),
    );
    const rows = arms.map((arm) => {
      const mine = records.filter((record) => record.arm === arm).map((record) => record[id]);
      const p50 = median(mine.map((result) => result.p50Ms));
      const p99 = median(mine.map((result) => result.p99Ms));
      const byPeer = (peer: PeerName) =>
        arm === 'product' ? times(productOverPeer(records, peer, (record) => record[id].rps)) : '';
      return [
        arm === 'product' ? 'product (pglite-10k)' : `${arm} (${PEER_LABELS[arm]})`,
        fmt(median(mine.map((result) => result.rps))),
        fmt(p50),
        fmt(p99),
        times(p99 / Math.max(p50, 1)),
        String(mine.reduce((sum, result) => sum + failures(result), 0)),
        fmt(median(mine.map((result) => result.serverCpuMsPerRequest)), 2),
        byPeer('rr7'),
        byPeer('next'),
        fmt(median(mine.map((result) => result.othersCores)), 2),
      ];
    });
    out.push(
      table(
        [
          'server',
          'req/s',
          'p50 ms',
          'p99 ms',
          'p99/p50',
          'non-2xx + errors',
          'CPU ms/req',
          'product ÷ RR7',
          'product ÷ Next',
          'others (cores)',
        ],
        rows,
      ),
      '',
    );
    const product = records.filter((record) => record.arm === 'product').map((r) => r[id]);
    if (product.length === 0) continue;
    const p50 = median(product.map((result) => result.p50Ms));
    const p99 = median(product.map((result) => result.p99Ms));
    const errors = product.reduce((sum, result) => sum + failures(result), 0);
    const checks: string[] = [];
    for (const [peer, least] of [
      ['rr7', target.ratioToRr7],
      ['next', target.ratioToNext],
    ] as const) {
      const value = productOverPeer(records, peer, (record) => record[id].rps);
      checks.push(
        Number.isFinite(value)
          ? `req/s ≥ ${least}× ${PEER_LABELS[peer]}: ${times(value)}: ${verdict(value >= least)}`
          : `req/s ≥ ${least}× ${PEER_LABELS[peer]}: not measured (no peer arms)`,
      );
    }
    checks.push(
      `p99 ≤ ${target.tailToMedian}× p50: ${fmt(p99)} ms vs ${fmt(p50)} ms (${times(p99 / Math.max(p50, 1))}): ${verdict(p99 <= target.tailToMedian * Math.max(p50, 1))}`,
    );
    if (target.noErrors) checks.push(`0 errors: ${errors}: ${verdict(errors === 0)}`);
    out.push(...checks.map((line) => `- Target, ${line}`), '');
  }
  return out;
}
