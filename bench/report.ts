/**
 * Medians, ratios and the written results: `bench/results/latest.md` (tables) and `latest.json`
 * (every round's raw figures).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { format } from 'prettier';

import { TARGETS, type ServerConfig, type Target } from './arms';
import { describeCatalogue, type CatalogueRecord } from './big-catalogue';
import { describeFlood, type ContentFloodResult } from './content-flood';
import { fmt, median, table, times } from './figures';
import { describeJobSync, type JobSyncBenchResult } from './job-sync';
import type { LoadResult, SequentialResult } from './load';
import { describeMemory, type MemoryRecord } from './memory';
import { describeMix, type MixRecord } from './peers';

export { median, table };

export interface PageTiming {
  path: string;
  status: number;
  bytes: number;
  /** The first request after start (page data not cached yet). */
  coldFullMs: number;
  /** Medians of the following requests. */
  firstByteMs: number;
  fullMs: number;
}

export interface SessionRecord {
  round: number;
  config: string;
  readyMs: number;
  /** Node processes of the server's group that loaded the probe (1 = no cluster). */
  processes: number;
  rssBytes: number;
  contentEncoding: string;
  timings: PageTiming[];
  apiOneClient?: SequentialResult;
  /** The job list API filtered by one or two cities (10,000 jobs with several places each). */
  locationOneClient?: SequentialResult;
  loads: Record<string, LoadResult>;
  rotationWrapped: boolean;
}

/** Issue 33's cases: the product beside React Router 7 and Next.js (peers.ts, memory.ts, big-catalogue.ts). */
export interface PeerCases {
  /** The peer bench the peer arms ran from (`--peers`)… */
  peersDir?: string;
  /** …or why the peer arms were left out. */
  peersSkipped?: string;
  /** Generated jobs of the product's 10,000-job arms, and of the big catalogue's. */
  bulkJobs: number;
  bigJobs: number;
  memorySeconds: number;
  /** Servers that did not start or failed during a case, left out of it. */
  failures: string[];
  mix?: MixRecord[];
  memory?: MemoryRecord[];
  catalogue?: CatalogueRecord[];
}

export interface RunRecord {
  command: string;
  date: string;
  commit: string;
  node: string;
  cores: number;
  gzip: boolean;
  rounds: number;
  durationS: number;
  warmupS: number;
  configs: ServerConfig[];
  targets: Pick<Target, 'id' | 'label' | 'connections'>[];
  sessions: SessionRecord[];
  /** The content-query flood (content-flood.ts), on pglite-seed; absent when left out. */
  contentFlood?: ContentFloodResult;
  jobSync?: JobSyncBenchResult;
  peerCases?: PeerCases;
  wallS: number;
}

const ratio = (a: number, b: number) =>
  Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : '–';

/** The statuses besides 200 that answer a target: 410 (a closed job's page) and its own. */
const answersOf = (target: string): string[] => [
  '410',
  ...(TARGETS.find((candidate) => candidate.id === target)?.alsoAnswers ?? []),
];

/** Errors: failed connections, timeouts and any status but 200 and the target's answers. */
function badResponses(result: LoadResult, answers: string[]): number {
  // A measurement without a single response counts as one failure (latency unknown).
  if (result.requests === 0) return 1;
  const bad = Object.entries(result.statusCodes)
    .filter(([code]) => code !== '200' && !answers.includes(code))
    .reduce((sum, [, count]) => sum + count, 0);
  return result.errors + bad;
}

interface Summary {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
  cpuMs: number;
  serverCores: number;
  eldP99: number;
  others: number;
  othersMax: number;
  offered: number;
  /** The answers besides 200 (answersOf), as `+N×status`. */
  answered: string;
  n: number;
}

function summarise(run: RunRecord, config: string, target: string): Summary | undefined {
  const results = run.sessions
    .filter((session) => session.config === config)
    .map((session) => session.loads[target])
    .filter((result): result is LoadResult => result !== undefined);
  if (results.length === 0) return undefined;
  const answers = answersOf(target);
  return {
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50Ms)),
    p99: median(results.map((r) => r.p99Ms)),
    bad: results.reduce((sum, r) => sum + badResponses(r, answers), 0),
    cpuMs: median(results.map((r) => r.serverCpuMsPerRequest)),
    serverCores: median(results.map((r) => r.serverCores)),
    eldP99: median(results.map((r) => r.eventLoop?.p99Ms ?? NaN)),
    others: median(results.map((r) => r.othersCores)),
    othersMax: Math.max(...results.map((r) => r.othersCores)),
    offered: median(results.map((r) => r.offeredRate ?? NaN)),
    answered: answers
      .map((code) => [code, results.reduce((sum, r) => sum + (r.statusCodes[code] ?? 0), 0)])
      .filter(([, count]) => Number(count) > 0)
      .map(([code, count]) => `+${count}×${code}`)
      .join(', '),
    n: results.length,
  };
}

/**
 * This arm's req/s over another's in the same round, median over rounds: the other engineers'
 * load changes from minute to minute, so a ratio within a round is steadier than a ratio of medians.
 */
function roundRatio(run: RunRecord, config: string, other: string, target: string): number {
  const ratios = run.sessions
    .filter((session) => session.config === config)
    .map((session) => {
      const mine = session.loads[target];
      const theirs = run.sessions.find((s) => s.config === other && s.round === session.round)
        ?.loads[target];
      return mine && theirs && theirs.rps > 0 ? mine.rps / theirs.rps : NaN;
    });
  return median(ratios);
}

/** The floor's server CPU per request over this arm's, median over rounds (1 = as cheap as the floor). */
function cpuRatio(run: RunRecord, config: string, target: string): number {
  const ratios = run.sessions
    .filter((session) => session.config === config)
    .map((session) => {
      const mine = session.loads[target]?.serverCpuMsPerRequest ?? NaN;
      const floor = run.sessions.find((s) => s.config === 'floor' && s.round === session.round)
        ?.loads[target]?.serverCpuMsPerRequest;
      return floor !== undefined && mine > 0 ? floor / mine : NaN;
    });
  return median(ratios);
}

function renderMarkdown(run: RunRecord): string {
  const configs = run.configs.map((config) => config.name);
  const out: string[] = [];
  const encoding = run.gzip
    ? '`Accept-Encoding: gzip` sent to every arm'
    : 'no `Accept-Encoding` sent to any arm (identity, uncompressed)';
  out.push('# Bench results', '');
  out.push(`- Command: \`${run.command}\``);
  out.push(
    `- Date: ${run.date}; commit ${run.commit}; Node ${run.node}; ${run.cores} cores; wall time ${fmt(run.wallS / 60, 1)} min`,
  );
  out.push(
    `- ${run.rounds} interleaved round(s) (each round starts every server in turn on fresh data: ${configs.join(' → ')}); ${run.durationS} s per measurement after ${run.warmupS} s of warm-up; medians over rounds`,
  );
  out.push(`- Encoding: ${encoding}`);
  out.push(
    '- Cached vs cache-missing: fixed URLs are served from the per-process page-data cache after their first request (no HTML cache exists); the `*-miss` targets ask a question never asked before in that server session, so every request composes its page data',
  );
  out.push('');
  for (const config of run.configs) out.push(`- **${config.name}**: ${config.label}`);
  out.push('');

  out.push('## Throughput and latency (medians over rounds)', '');
  out.push(
    'Errors: failed connections, timeouts and statuses other than 200 (410, a closed job’s page, counts as an answer, and so does 404 on `job-miss` and `search-miss`: their rotations ask pages past the last of shorter lists, which decision 047 answers with a 404 linking to the last page) summed over rounds; a measurement without a single response counts as 1 and shows no latency. CPU: the server’s process group (from /proc) per response. Event loop: p99 of `monitorEventLoopDelay` in the server process(es), preloaded by the bench (`bench/probe/event-loop.mjs`), the worst process. ÷ floor and ÷ ceiling: req/s of this arm over the floor’s or the ceiling’s on the same page in the same round, median over rounds. Floor CPU ÷ CPU: the floor’s server CPU per request over this arm’s (same round, median), steadier than req/s when other processes compete for the cores. Others: CPU (in cores) used by every other process on the machine during the measurement (all busy CPU − server − this load generator): above ~0.2 on 2 cores, read the row with care.',
    '',
  );
  const rows: string[][] = [];
  for (const config of configs) {
    for (const target of run.targets) {
      const s = summarise(run, config, target.id);
      if (!s) continue;
      const floor = summarise(run, 'floor', target.id);
      const ceiling = summarise(run, 'ceiling', target.id);
      rows.push([
        config,
        target.id + (s.offered ? ` (${fmt(s.offered)} req/s offered)` : ''),
        fmt(s.rps),
        fmt(s.p50),
        fmt(s.p99),
        ratio(s.p99, Math.max(s.p50, 1)),
        `${s.bad}${s.answered ? ` (${s.answered})` : ''}`,
        fmt(s.cpuMs, 2),
        fmt(s.serverCores, 2),
        fmt(s.eldP99, 1),
        config === 'floor' || !floor ? '' : times(roundRatio(run, config, 'floor', target.id)),
        config === 'floor' || !floor ? '' : times(cpuRatio(run, config, target.id)),
        config === 'ceiling' || !ceiling
          ? ''
          : times(roundRatio(run, config, 'ceiling', target.id)),
        `${fmt(s.others, 2)} (max ${fmt(s.othersMax, 2)})`,
      ]);
    }
  }
  out.push(
    table(
      [
        'server',
        'target',
        'req/s',
        'p50 ms',
        'p99 ms',
        'p99/p50',
        'errors',
        'CPU ms/req',
        'server cores',
        'event loop p99 ms',
        '÷ floor',
        'floor CPU ÷ CPU',
        '÷ ceiling',
        'others (cores)',
      ],
      rows,
    ),
    '',
  );
  out.push('Targets:', '');
  for (const target of run.targets)
    out.push(`- \`${target.id}\`: ${target.label} (${target.connections} connections)`);
  out.push('');

  out.push('## Per server: start, processes, memory, one client', '');
  out.push(
    'Ready: from spawn to the first 200 from `/healthz`. Processes: node processes in the server’s process group that loaded the probe (1 = a single process; cluster workers would add to it). RSS: the whole group after the session’s load. Search API, one client: 200 sequential requests to `/api/page/job?search=…` with terms never asked before in the session (cache-missing), keep-alive.',
    '',
  );
  out.push(
    table(
      [
        'server',
        'ready s',
        'processes',
        'RSS MB',
        'search API 1 client p50 ms',
        'p99 ms',
        'max ms',
        'errors',
        'encoding',
      ],
      configs.map((config) => {
        const sessions = run.sessions.filter((session) => session.config === config);
        const api = sessions
          .map((session) => session.apiOneClient)
          .filter((a): a is SequentialResult => !!a);
        return [
          config,
          fmt(median(sessions.map((s) => s.readyMs)) / 1000, 1),
          [...new Set(sessions.map((s) => s.processes))].join('/'),
          fmt(median(sessions.map((s) => s.rssBytes)) / 2 ** 20),
          api.length ? fmt(median(api.map((a) => a.p50Ms)), 1) : '–',
          api.length ? fmt(median(api.map((a) => a.p99Ms)), 1) : '–',
          api.length ? fmt(Math.max(...api.map((a) => a.maxMs)), 1) : '–',
          api.length ? String(api.reduce((sum, a) => sum + a.errors, 0)) : '–',
          [...new Set(sessions.map((s) => s.contentEncoding))].join('/'),
        ];
      }),
    ),
    '',
  );

  out.push('## Time to first byte vs full response (one client, idle server)', '');
  out.push(
    'Per page: the first request after start (cold: page data composed), then the medians of 5 more (first byte = status line and headers received; full = last byte).',
    '',
  );
  const timingRows: string[][] = [];
  for (const config of configs) {
    const sessions = run.sessions.filter((session) => session.config === config);
    const paths = sessions[0]?.timings.map((timing) => timing.path) ?? [];
    for (const pagePath of paths) {
      const timings = sessions
        .map((session) => session.timings.find((timing) => timing.path === pagePath))
        .filter((timing): timing is PageTiming => !!timing);
      timingRows.push([
        config,
        pagePath,
        [...new Set(timings.map((t) => t.status))].join('/'),
        fmt(median(timings.map((t) => t.bytes))),
        fmt(median(timings.map((t) => t.coldFullMs)), 1),
        fmt(median(timings.map((t) => t.firstByteMs)), 1),
        fmt(median(timings.map((t) => t.fullMs)), 1),
      ]);
    }
  }
  out.push(
    table(
      ['server', 'page', 'status', 'bytes', 'cold full ms', 'first byte ms', 'full ms'],
      timingRows,
    ),
    '',
  );

  out.push('## Against the targets of issue 11 (from this run)', '');
  out.push(...targetChecks(run), '');

  if (run.contentFlood) {
    const { quiet, flood } = run.contentFlood;
    out.push('## The content-query flood (issue 23)', '');
    out.push(
      '4 connections POST worst-case content queries (10 fresh `$regex` patterns, ~700 bytes) to pglite-seed (content-query rate limit off) while 2 visitors request `/job` and `/api/page/home` and a probe asks `/healthz` every 50 ms.',
      '',
      ...describeFlood(run.contentFlood).map((line) => `- ${line}`),
      `- Visitors' p95 within 2× of the quiet run, 0 errors, /healthz p99 < 100 ms: ${flood.visitorP95Ms <= 2 * quiet.visitorP95Ms && flood.visitorErrors === 0 && flood.healthP99Ms < 100 ? 'meets' : '**misses**'}`,
      '',
    );
  }
  if (run.jobSync) {
    out.push('## Job sources (issue 26)', '');
    out.push(...describeJobSync(run.jobSync).map((line) => `- ${line}`), '');
  }
  if (run.peerCases) out.push(...describePeerCases(run.peerCases, run.command));
  out.push('## Rounds (noise)', '');
  out.push(
    table(
      [
        'round',
        'server',
        'others median (cores)',
        'others max',
        'load generator (cores)',
        'rotation wrapped',
      ],
      run.sessions.map((session) => {
        const loads = Object.values(session.loads);
        return [
          String(session.round),
          session.config,
          fmt(median(loads.map((l) => l.othersCores)), 2),
          fmt(Math.max(...loads.map((l) => l.othersCores)), 2),
          fmt(median(loads.map((l) => l.loadgenCores)), 2),
          session.rotationWrapped ? 'yes: some cache-missing URLs repeated' : 'no',
        ];
      }),
    ),
    '',
  );
  return out.join('\n');
}

/** Issue 33's sections, each with the command that made it and whether the peers ran. */
function describePeerCases(cases: PeerCases, command: string): string[] {
  const peersNote = cases.peersDir
    ? `Peer arms from \`${cases.peersDir}\`.`
    : `**Peer arms left out**: ${cases.peersSkipped ?? 'not asked for'}; \`--peers DIR\` (or \`BENCH_PEERS_DIR\`) adds them.`;
  const commands = [
    `Command: \`${command}\`; these cases alone: \`npm run bench -- --configs '' --no-flood --no-sync --peers /tmp/peers\` (\`--quick\` for one round, \`--duration S\`, \`--memory-seconds S\`, \`--big-jobs N\`; \`--no-mix\`, \`--no-memory\`, \`--no-big-catalogue\` leave one out).`,
    '',
  ];
  const out: string[] = [];
  if (cases.failures.length)
    out.push(
      '## Left out of issue 33’s cases',
      '',
      ...cases.failures.map((failure) => `- ${failure.replaceAll('|', '\\|')}`),
      '',
    );
  if (cases.mix) out.push(...describeMix(cases.mix, cases.bulkJobs, peersNote), ...commands);
  if (cases.memory)
    out.push(...describeMemory(cases.memory, cases.bulkJobs, peersNote), ...commands);
  if (cases.catalogue)
    out.push(
      ...describeCatalogue(
        cases.catalogue,
        { big: cases.bigJobs, small: cases.bulkJobs },
        peersNote,
      ),
      ...commands,
    );
  return out;
}

function targetChecks(run: RunRecord): string[] {
  const lines: string[] = [];
  const products = run.configs
    .filter((config) => config.kind === 'product')
    .map((config) => config.name);
  const mark = (ok: boolean) => (ok ? 'meets' : '**misses**');
  for (const config of products) {
    const parts: string[] = [];
    for (const page of ['job', 'search', 'detail', 'home']) {
      const rps = roundRatio(run, config, 'floor', page);
      const cpu = cpuRatio(run, config, page);
      if (Number.isFinite(rps))
        parts.push(
          `${page} ${times(rps)} ${rps >= 0.6 ? '✓' : '✗'} (CPU ${times(cpu)} ${cpu >= 0.6 ? '✓' : '✗'})`,
        );
    }
    if (parts.length)
      lines.push(
        `- Full SSR ÷ floor ≥ 0.6, req/s in the same round (and floor CPU ÷ CPU per request), ${config}: ${parts.join(', ')}`,
      );
  }
  for (const config of products) {
    const half = summarise(run, config, 'job-half');
    if (half)
      lines.push(
        `- At half the measured maximum rate (/job, ${fmt(half.offered)} req/s offered), p99 ≤ 100 ms with 0 errors, ${config}: p99 ${fmt(half.p99)} ms, ${half.bad} errors: ${mark(half.p99 <= 100 && half.bad === 0)}`,
      );
  }
  for (const config of products) {
    const values = ['job', 'search-miss'].map(
      (id) => [id, summarise(run, config, id)?.eldP99 ?? NaN] as const,
    );
    lines.push(
      `- Event-loop delay p99 ≤ 50 ms at 50 connections, ${config}: ${values.map(([id, v]) => `${id} ${fmt(v, 1)} ms`).join(', ')}: ${mark(values.every(([, v]) => v <= 50))}`,
    );
  }
  for (const config of products.filter((name) => name.includes('10k'))) {
    const api = run.sessions
      .filter((session) => session.config === config)
      .map((session) => session.apiOneClient?.p99Ms ?? NaN);
    const p99 = median(api);
    lines.push(
      `- Filtered full-text search over 10,000 jobs, one client, p99 ≤ 20 ms, ${config}: ${fmt(p99, 1)} ms: ${mark(p99 <= 20)}`,
    );
    const byLocation = median(
      run.sessions
        .filter((session) => session.config === config)
        .map((session) => session.locationOneClient?.p99Ms ?? NaN),
    );
    lines.push(
      `- A list filtered by location over 10,000 jobs with several locations each, one client, p99 ≤ 20 ms, ${config}: ${fmt(byLocation, 1)} ms: ${mark(byLocation <= 20)}`,
    );
  }
  for (const config of products) {
    const cached = summarise(run, config, 'job');
    const miss = summarise(run, config, 'job-miss');
    const searchMiss = summarise(run, config, 'search-miss');
    lines.push(
      `- Server CPU ≤ 3 ms per /job request (no HTML cache exists), ${config}: ${fmt(cached?.cpuMs ?? NaN, 2)} ms with page data cached, ${fmt(miss?.cpuMs ?? NaN, 2)} ms on cache-missing lists: ${mark((miss?.cpuMs ?? Infinity) <= 3)} (judged on the cache-missing lists; a cache-missing search, which counts every job it matches, costs ${fmt(searchMiss?.cpuMs ?? NaN, 2)} ms)`,
    );
  }
  for (const config of products) {
    for (const page of ['job', 'search', 'detail', 'home']) {
      const s = summarise(run, config, page);
      if (s && s.p99 > 4 * Math.max(s.p50, 1))
        lines.push(
          `- p99 ≤ 4× p50 at 50 connections: ${config} ${page} p99 ${fmt(s.p99)} ms vs p50 ${fmt(s.p50)} ms: **misses**`,
        );
    }
  }
  return lines;
}

/** Writes both files, formatted the way the repository's Prettier check wants them. */
export async function writeResults(
  run: RunRecord,
  dir: string,
): Promise<{ md: string; json: string; text: string }> {
  mkdirSync(dir, { recursive: true });
  const md = path.join(dir, 'latest.md');
  const json = path.join(dir, 'latest.json');
  const text = await format(renderMarkdown(run), { filepath: md });
  writeFileSync(md, text);
  writeFileSync(json, await format(JSON.stringify(run), { filepath: json }));
  return { md, json, text };
}
