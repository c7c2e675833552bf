/**
 * `npm run bench`: the production server against its ceiling and its floor, on PGlite and
 * PostgreSQL, the seed data and 10,000 extra jobs, cached and cache-missing traffic, in
 * interleaved rounds. Not part of `npm test`: figures vary with the machine. Writes
 * bench/results/latest.md and latest.json. See the README's "Benchmark" section.
 *
 *   npm run bench                         # 3 rounds, every default server (~10 min)
 *   npm run bench -- --quick              # 1 round, fewer servers (~3 min)
 *   npm run bench -- --rounds 5 --duration 5 --gzip --configs pglite-10k,floor,ceiling
 *   npm run bench -- --pg postgres://postgres@127.0.0.1:55440/postgres
 *   npm run bench -- --quick --configs pglite-seed --duration 2   # quickest run with the flood
 *   npm run bench -- --no-flood            # without the content-query flood (content-flood.ts)
 *   npm run bench -- --configs pglite-seed --no-flood --duration 2   # with the job sources case
 *   npm run bench -- --no-sync             # without the job sources case (job-sync.ts)
 *   npm run bench -- --peers /tmp/peers    # beside React Router 7 and Next.js (or BENCH_PEERS_DIR)
 *   npm run bench -- --configs '' --no-flood --no-sync --peers /tmp/peers   # issue 33's cases only
 *   npm run bench -- --memory-seconds 30   # the memory case's traffic (default 60, 20 with --quick)
 *   npm run bench -- --no-mix --no-memory --no-big-catalogue   # without issue 33's cases
 *
 * Issue 33's cases run in every round after the product's own arms, each server alone in turn:
 * the cache-missing mix and the same work (peers.ts), the memory case (memory.ts) and the
 * 100,000-job searches (big-catalogue.ts; --big-jobs sets the count, seeded once and cached).
 * Their peer arms need --peers DIR (or BENCH_PEERS_DIR): a built copy of the peer bench, with
 * rr7/ and next/ built and data/jobs.json; without it the peer arms are left out and the report
 * says so.
 *
 * PostgreSQL arms need a server: --pg (or BENCH_PG_URL) is an admin URL on which the bench creates
 * its own databases and drops them at the end; without one those arms are left out.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import {
  FULL_CONFIGS,
  PAGE_PATHS,
  QUICK_CONFIGS,
  SERVER_CONFIGS,
  TARGETS,
  TTFB_PATHS,
  UrlRotation,
  type ServerConfig,
} from './arms';
import { capture } from './capture';
import { contentFlood, describeFlood, type ContentFloodResult } from './content-flood';
import { catalogueSession, type CatalogueArm, type CatalogueRecord } from './big-catalogue';
import { describeJobSync, jobSyncBench } from './job-sync';
import { measure, sequential, timedGet, type LoadResult } from './load';
import { memorySession, memoryTraffic, type MemoryRecord } from './memory';
import {
  mixSession,
  peerSpec,
  peersMissing,
  PEER_NAMES,
  type MixArm,
  type MixRecord,
  type PeerName,
} from './peers';
import {
  median,
  writeResults,
  type PageTiming,
  type PeerCases,
  type RunRecord,
  type SessionRecord,
} from './report';
import {
  createPgDatabase,
  dropPgDatabase,
  freshDataDir,
  groupRssBytes,
  pgliteTemplate,
  probedPids,
  ROOT,
  startServer,
  type RunningServer,
  type ServerSpec,
} from './servers';

const { values: args } = parseArgs({
  allowNegative: true,
  options: {
    quick: { type: 'boolean', default: false },
    rounds: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    configs: { type: 'string' },
    gzip: { type: 'boolean', default: false },
    jobs: { type: 'string', default: '10000' },
    pg: { type: 'string', default: process.env.BENCH_PG_URL ?? '' },
    out: { type: 'string', default: path.join(ROOT, 'bench/results') },
    // Rewrites latest.md from latest.json (after a change to the report), measuring nothing.
    'report-only': { type: 'boolean', default: false },
    // The content-query flood (content-flood.ts) on its own pglite-seed server; --no-flood skips it.
    flood: { type: 'boolean', default: true },
    // The job sources case (job-sync.ts): a 10,000-job import, an unchanged re-sync, /job while
    // a source syncs every 10 s; --no-sync skips it.
    sync: { type: 'boolean', default: true },
    // Issue 33: the peer arms' directory, and the cases set beside them (each skippable).
    peers: { type: 'string', default: process.env.BENCH_PEERS_DIR ?? '' },
    mix: { type: 'boolean', default: true },
    memory: { type: 'boolean', default: true },
    'memory-seconds': { type: 'string' },
    'big-catalogue': { type: 'boolean', default: true },
    'big-jobs': { type: 'string', default: '100000' },
  },
});

const rounds = Number(args.rounds ?? (args.quick ? 1 : 3));
const durationS = Number(args.duration ?? 3);
const warmupS = Number(args.warmup ?? 1);
const bulkJobs = Number(args.jobs);
const gzip = args.gzip;
const wanted =
  args.configs?.split(',').filter(Boolean) ?? (args.quick ? QUICK_CONFIGS : FULL_CONFIGS);
const configs = wanted.map((name) => {
  const config = SERVER_CONFIGS.find((candidate) => candidate.name === name);
  if (!config)
    throw new Error(
      `Unknown server ${name}: one of ${SERVER_CONFIGS.map((c) => c.name).join(', ')}`,
    );
  return config;
});
const pgAdmin = args.pg;
const selected = configs.filter((config) => config.engine !== 'postgres' || pgAdmin);
for (const config of configs)
  if (!selected.includes(config)) console.log(`Leaving out ${config.name}: no --pg / BENCH_PG_URL`);

const memoryS = Number(args['memory-seconds'] ?? (args.quick ? 20 : 60));
const bigJobs = Number(args['big-jobs']);
const peersDir = args.peers ? path.resolve(args.peers) : '';
const peersSkipped = peersDir
  ? peersMissing(peersDir)
  : 'no `--peers DIR` or `BENCH_PEERS_DIR` given';
const peers: PeerName[] = peersSkipped ? [] : PEER_NAMES;
if (peersSkipped) console.log(`Leaving out the peer arms: ${peersSkipped}`);

const PORTS: Record<string, number> = {
  ceiling: 3611,
  floor: 3612,
  'pglite-seed': 3621,
  'pglite-10k': 3622,
  'pg-seed': 3623,
  'pg-10k': 3624,
  'pg-10k-w2': 3625,
  flood: 3631,
  'job-sync': 3641,
  'mix-product': 3651,
  'mix-rr7': 3652,
  'mix-next': 3653,
  'memory-product': 3654,
  'memory-rr7': 3655,
  'memory-next': 3656,
  'catalogue-product-100k': 3657,
  'catalogue-product-10k': 3658,
  // Not 3659: fetch() refuses it (a "bad port" of the Fetch standard).
  'catalogue-rr7': 3661,
};
const PG_DB = { seed: 'somnia_bench_seed', '10k': 'somnia_bench_10k' } as const;
const SEQUENTIAL_API_REQUESTS = 200;
const TIMED_REPEATS = 5;

const workDir = mkdtempSync(path.join(tmpdir(), 'somnia-bench-'));
const running = new Set<RunningServer>();
const created: string[] = [];

async function cleanUp() {
  for (const server of running) await server.stop();
  running.clear();
  for (const name of created) dropPgDatabase(pgAdmin, name);
  created.length = 0;
  rmSync(workDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the servers and dropping the bench databases`);
    void cleanUp().finally(() => process.exit(130));
  });
}

function ensureBuild() {
  // The same freshness rule as `npm start` (scripts/build-freshness.mjs).
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "import { buildStaleness } from './scripts/build-freshness.mjs'; const r = buildStaleness(process.cwd()); if (r) { console.log(r); process.exit(3); }",
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (result.status === 0) return;
  console.log(`Building first: ${result.stdout.trim()}`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

interface Data {
  pgliteTemplate10k?: string;
  pgliteTemplateBig?: string;
  pgUrls: Partial<Record<'seed' | '10k', string>>;
  pagesFile?: string;
  envelopesFile?: string;
}

function serverSpec(config: ServerConfig, data: Data): { spec: ServerSpec; cleanup: () => void } {
  if (config.kind === 'ceiling' || config.kind === 'floor') {
    return {
      spec: {
        args: ['--import', 'tsx', `bench/apps/${config.kind}.ts`],
        env: {
          NODE_ENV: 'production',
          BENCH_PAGES_FILE: data.pagesFile ?? '',
          BENCH_ENVELOPES_FILE: data.envelopesFile ?? '',
        },
      },
      cleanup: () => undefined,
    };
  }
  // The product exactly as `npm start` runs it (scripts/start.mjs sets NODE_ENV itself).
  const dataDir = freshDataDir(
    config.engine === 'pglite' && config.data === '10k' ? data.pgliteTemplate10k : undefined,
  );
  const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
  if (config.engine === 'postgres') {
    env.DATABASE_URL = data.pgUrls[config.data as 'seed' | '10k'] ?? '';
    // One process unless the arm asks for more: a landed cluster would default to one per core.
    env.WEB_CONCURRENCY = String(config.workers ?? 1);
  }
  return {
    spec: { args: ['scripts/start.mjs'], env },
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function pageTimings(
  server: RunningServer,
): Promise<{ timings: PageTiming[]; encoding: string }> {
  const timings: PageTiming[] = [];
  let encoding = 'identity';
  for (const pagePath of TTFB_PATHS) {
    const cold = await timedGet(server.base, pagePath, gzip);
    encoding = String(cold.headers['content-encoding'] ?? 'identity');
    const warm = [];
    for (let index = 0; index < TIMED_REPEATS; index += 1)
      warm.push(await timedGet(server.base, pagePath, gzip));
    timings.push({
      path: pagePath,
      status: cold.status,
      bytes: cold.bytes,
      coldFullMs: cold.fullMs,
      firstByteMs: median(warm.map((timing) => timing.firstByteMs)),
      fullMs: median(warm.map((timing) => timing.fullMs)),
    });
  }
  return { timings, encoding };
}

async function session(round: number, config: ServerConfig, data: Data): Promise<SessionRecord> {
  const { spec, cleanup } = serverSpec(config, data);
  const server = await startServer(
    spec,
    PORTS[config.name] ?? 3699,
    workDir,
    `${config.name}-r${round}`,
  );
  running.add(server);
  try {
    const { timings, encoding } = await pageTimings(server);
    const rotation = new UrlRotation(
      config.data === '10k' ? { first: 81, last: 80 + bulkJobs } : { first: 1, last: 80 },
    );
    const loads: Record<string, LoadResult> = {};
    for (const target of TARGETS.filter((candidate) => candidate.on(config))) {
      const rotate = target.rotate;
      const maxRate = target.halfRateOf ? loads[target.halfRateOf]?.rps : undefined;
      if (target.halfRateOf && !maxRate) continue;
      const result = await measure(server, {
        connections: target.connections,
        durationS,
        warmupS,
        gzip,
        path: rotate ? () => rotation.next(rotate) : (target.path ?? '/'),
        ...(maxRate ? { overallRate: Math.max(1, Math.round(maxRate / 2)) } : {}),
      });
      loads[target.id] = result;
      const codes = Object.entries(result.statusCodes)
        .map(([code, count]) => `${code}×${count}`)
        .join(' ');
      console.log(
        `  r${round} ${config.name.padEnd(11)} ${target.id.padEnd(11)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${String(result.p50Ms).padStart(4)}  p99 ${String(result.p99Ms).padStart(5)} ms  ${codes}  errors ${result.errors}  cpu ${result.serverCpuMsPerRequest.toFixed(2)} ms/req  loop p99 ${result.eventLoop?.p99Ms ?? '–'} ms  others ${result.othersCores.toFixed(2)} cores`,
      );
    }
    const apiOneClient =
      config.kind === 'product'
        ? await sequential(server, () => rotation.next('api-search'), SEQUENTIAL_API_REQUESTS, gzip)
        : undefined;
    if (apiOneClient)
      console.log(
        `  r${round} ${config.name.padEnd(11)} search API, one client: p50 ${apiOneClient.p50Ms.toFixed(1)} p99 ${apiOneClient.p99Ms.toFixed(1)} ms`,
      );
    // Issue 25: a list filtered by location over 10,000 jobs with one to four places each.
    const locationOneClient =
      config.kind === 'product' && config.data === '10k'
        ? await sequential(
            server,
            () => rotation.next('api-location'),
            SEQUENTIAL_API_REQUESTS,
            gzip,
          )
        : undefined;
    if (locationOneClient)
      console.log(
        `  r${round} ${config.name.padEnd(11)} location-filtered list API, one client: p50 ${locationOneClient.p50Ms.toFixed(1)} p99 ${locationOneClient.p99Ms.toFixed(1)} ms`,
      );
    const record: SessionRecord = {
      round,
      config: config.name,
      readyMs: server.readyMs,
      processes: probedPids(server).length,
      rssBytes: groupRssBytes(server.pid),
      contentEncoding: encoding,
      timings,
      loads,
      rotationWrapped: rotation.wrapped,
      ...(apiOneClient ? { apiOneClient } : {}),
      ...(locationOneClient ? { locationOneClient } : {}),
    };
    console.log(
      `  r${round} ${config.name.padEnd(11)} ready in ${(server.readyMs / 1000).toFixed(1)} s, ${record.processes} process(es), RSS ${(record.rssBytes / 2 ** 20).toFixed(0)} MB, ${encoding}`,
    );
    return record;
  } finally {
    await server.stop();
    running.delete(server);
    cleanup();
  }
}

/** Starts a server alone, hands it to `work`, then stops it and removes its data. */
async function withServer<T>(
  arm: { spec: ServerSpec; cleanup: () => void },
  port: number,
  label: string,
  work: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await startServer(arm.spec, port, workDir, label);
  running.add(server);
  try {
    return await work(server);
  } finally {
    await server.stop();
    running.delete(server);
    arm.cleanup();
  }
}

/** Like `withServer`, but a server that fails is left out of the case (and said so) instead of ending the run. */
async function tryWithServer<T>(
  failures: string[],
  arm: { spec: ServerSpec; cleanup: () => void },
  port: number,
  label: string,
  work: (server: RunningServer) => Promise<T>,
): Promise<T | undefined> {
  try {
    return await withServer(arm, port, label, work);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.log(`  ${label} left out: ${reason}`);
    failures.push(`${label}: ${reason ?? 'failed'}`);
    return undefined;
  }
}

/**
 * The product on PGlite from a fresh copy of a seeded template: as the bench's own arms start it
 * (`scripts/start.mjs` with the event-loop probe), or bare through `npm start` (npm's wrapper
 * joins its process group).
 */
function productArm(template: string | undefined, launch: 'probed' | 'npm-start') {
  const dataDir = freshDataDir(template);
  const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
  // 100,000 jobs on a busy machine: the start may take minutes.
  const readyTimeoutS = 600;
  const spec: ServerSpec =
    launch === 'npm-start'
      ? { command: 'npm', args: ['start'], env, readyTimeoutS }
      : { args: ['scripts/start.mjs'], env, readyTimeoutS };
  return { spec, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

const noCleanup = () => undefined;

/** Issue 33's cases for one round: each server alone, in turn, the product first. */
async function peerCasesRound(round: number, data: Data, into: PeerCases): Promise<void> {
  const mixArms: MixArm[] = ['product', ...peers];
  const arm = (name: MixArm, launch: 'probed' | 'npm-start', port: number) =>
    name === 'product'
      ? productArm(data.pgliteTemplate10k, launch)
      : { spec: peerSpec(peersDir, name, port, launch === 'npm-start'), cleanup: noCleanup };
  if (into.mix) {
    for (const name of mixArms) {
      const port = PORTS[`mix-${name}`] ?? 3650;
      const result = await tryWithServer(
        into.failures,
        arm(name, 'probed', port),
        port,
        `mix-${name}-r${round}`,
        (s) => mixSession(s, { durationS, warmupS }),
      );
      if (!result) continue;
      into.mix.push({ round, arm: name, ...result });
      for (const [id, load] of [
        ['mix', result.mix],
        ['same work', result.sameWork],
      ] as const)
        console.log(
          `  r${round} ${name.padEnd(11)} ${id.padEnd(11)} ${load.rps.toFixed(0).padStart(6)} req/s  p50 ${String(load.p50Ms).padStart(4)}  p99 ${String(load.p99Ms).padStart(5)} ms  ${JSON.stringify(load.statusCodes)}  errors ${load.errors}  others ${load.othersCores.toFixed(2)} cores`,
        );
    }
  }
  if (into.memory) {
    for (const name of mixArms) {
      const port = PORTS[`memory-${name}`] ?? 3650;
      const traffic = memoryTraffic(
        name === 'product' ? { first: 81, last: 80 + bulkJobs } : undefined,
      );
      const result = await tryWithServer(
        into.failures,
        arm(name, 'npm-start', port),
        port,
        `memory-${name}-r${round}`,
        (s) => memorySession(s, memoryS, traffic),
      );
      if (!result) continue;
      into.memory.push({ round, arm: name, ...result });
      console.log(
        `  r${round} ${name.padEnd(11)} memory after ${memoryS} s: RSS ${(result.rssBytes / 2 ** 20).toFixed(0)} MB (peak ${(result.peakRssBytes / 2 ** 20).toFixed(0)}; ${result.members.map((m) => `${m.name} ${(m.rssBytes / 2 ** 20).toFixed(0)}`).join(', ')}), ${result.requests} answers ${JSON.stringify(result.statusCodes)}`,
      );
    }
  }
  if (into.catalogue) {
    const arms: [CatalogueArm, number][] = [
      ['product-100k', bigJobs],
      ['product-10k', bulkJobs],
      ...(peers.includes('rr7') ? [['rr7', 10_000] as [CatalogueArm, number]] : []),
    ];
    for (const [name, jobs] of arms) {
      const port = PORTS[`catalogue-${name}`] ?? 3650;
      const server =
        name === 'rr7'
          ? { spec: peerSpec(peersDir, 'rr7', port), cleanup: noCleanup }
          : productArm(
              name === 'product-100k' ? data.pgliteTemplateBig : data.pgliteTemplate10k,
              'probed',
            );
      const kinds = await tryWithServer(
        into.failures,
        server,
        port,
        `catalogue-${name}-r${round}`,
        (s) => {
          console.log(`  r${round} ${name.padEnd(12)} ready in ${(s.readyMs / 1000).toFixed(1)} s`);
          return catalogueSession(s, name === 'rr7');
        },
      );
      if (!kinds) continue;
      into.catalogue.push({ round, arm: name, jobs, kinds });
      console.log(
        `  r${round} ${name.padEnd(12)} one client, p50/p90 ms: ${Object.entries(kinds)
          .map(([id, k]) => `${id} ${k.p50Ms.toFixed(1)}/${k.p90Ms.toFixed(1)}`)
          .join(', ')}`,
      );
    }
  }
}

/** The content-query flood on a fresh pglite-seed server whose content-query rate limit is off. */
async function floodSession(): Promise<ContentFloodResult> {
  const dataDir = freshDataDir();
  const server = await startServer(
    {
      args: ['scripts/start.mjs'],
      env: { DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_CONTENT_QUERY: 'off' },
    },
    PORTS.flood ?? 3631,
    workDir,
    'content-flood',
  );
  running.add(server);
  try {
    const result = await contentFlood(server.base, Math.max(durationS, 5));
    for (const line of describeFlood(result)) console.log(`  content flood: ${line}`);
    return result;
  } finally {
    await server.stop();
    running.delete(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function prepare(): Promise<Data> {
  const data: Data = { pgUrls: {} };
  const needs = (predicate: (config: ServerConfig) => boolean) => selected.some(predicate);
  const capturing = needs((config) => config.kind !== 'product');
  console.log('Preparing data');
  const peerCases = args.mix || args.memory || args['big-catalogue'];
  if (
    capturing ||
    peerCases ||
    needs((config) => config.engine === 'pglite' && config.data === '10k')
  )
    data.pgliteTemplate10k = pgliteTemplate(bulkJobs);
  if (args['big-catalogue']) data.pgliteTemplateBig = pgliteTemplate(bigJobs);
  for (const set of ['seed', '10k'] as const) {
    if (!needs((config) => config.engine === 'postgres' && config.data === set)) continue;
    created.push(PG_DB[set]);
    data.pgUrls[set] = createPgDatabase(pgAdmin, PG_DB[set], set === '10k' ? bulkJobs : 0);
  }
  if (capturing) {
    // The ceiling's bytes and the floor's data: the product's own pages on 10,000 jobs (PGlite).
    const config = SERVER_CONFIGS.find(
      (candidate) => candidate.name === 'pglite-10k',
    ) as ServerConfig;
    const { spec, cleanup } = serverSpec(config, data);
    const server = await startServer(spec, 3629, workDir, 'capture');
    running.add(server);
    try {
      const captured = await capture(server.base, Object.values(PAGE_PATHS));
      data.pagesFile = path.join(workDir, 'pages.json');
      data.envelopesFile = path.join(workDir, 'envelopes.json');
      writeFileSync(data.pagesFile, JSON.stringify(captured.pages));
      writeFileSync(data.envelopesFile, JSON.stringify(captured.envelopes));
      console.log(
        `  captured ${Object.keys(captured.pages).length} pages and ${Object.keys(captured.envelopes).length} envelopes from pglite-10k`,
      );
    } finally {
      await server.stop();
      running.delete(server);
      cleanup();
    }
  }
  return data;
}

async function main() {
  if (args['report-only']) {
    const previous = JSON.parse(
      readFileSync(path.join(args.out, 'latest.json'), 'utf8'),
    ) as RunRecord;
    console.log((await writeResults(previous, args.out)).text);
    return;
  }
  const started = performance.now();
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  ensureBuild();
  const data = await prepare();
  const sessions: SessionRecord[] = [];
  console.log(
    `\n${rounds} round(s) × ${selected.map((c) => c.name).join(', ')}; ${durationS} s per target after ${warmupS} s warm-up; ${gzip ? 'gzip' : 'identity'} encoding; ${availableParallelism()} cores`,
  );
  const peerCases: PeerCases = {
    ...(peersDir && !peersSkipped ? { peersDir } : {}),
    ...(peersSkipped ? { peersSkipped } : {}),
    bulkJobs,
    bigJobs,
    memorySeconds: memoryS,
    failures: [],
    ...(args.mix ? { mix: [] as MixRecord[] } : {}),
    ...(args.memory ? { memory: [] as MemoryRecord[] } : {}),
    ...(args['big-catalogue'] ? { catalogue: [] as CatalogueRecord[] } : {}),
  };
  for (let round = 1; round <= rounds; round += 1) {
    for (const config of selected) sessions.push(await session(round, config, data));
    await peerCasesRound(round, data, peerCases);
  }
  const flood = args.flood ? await floodSession() : undefined;
  const jobSync = args.sync
    ? await jobSyncBench(workDir, PORTS['job-sync'] ?? 3641, durationS)
    : undefined;
  if (jobSync) for (const line of describeJobSync(jobSync)) console.log(`  job sources: ${line}`);
  const run: RunRecord = {
    command,
    date: new Date().toISOString(),
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).stdout.trim(),
    node: process.version,
    cores: availableParallelism(),
    gzip,
    rounds,
    durationS,
    warmupS,
    configs: selected,
    targets: TARGETS.map(({ id, label, connections }) => ({ id, label, connections })),
    sessions,
    ...(flood ? { contentFlood: flood } : {}),
    ...(jobSync ? { jobSync } : {}),
    ...(peerCases.mix || peerCases.memory || peerCases.catalogue ? { peerCases } : {}),
    wallS: (performance.now() - started) / 1000,
  };
  const written = await writeResults(run, args.out);
  console.log(`\n${written.text}\nWritten: ${written.md}, ${written.json}`);
}

try {
  await main();
} finally {
  await cleanUp();
}
