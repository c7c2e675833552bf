/**
 * The job sources case of `npm run bench` (issue 26): importing a 10,000-job feed on the embedded
 * database (target ≤ 30 s), syncing the same unchanged feed again (≤ 2 s, 0 job rows written),
 * and `/job` throughput on the product while a Greenhouse source syncs every 10 s with one job
 * changed at each sync (so each sync writes and every cache drops), against the same server with
 * no source. The feeds are local HTTP servers.
 *
 * Alone: `npx tsx bench/job-sync.ts [--duration S] [--jobs N] [--port P] [--import-only]` (needs
 * `npm run build` for the product server). `--serve-board` serves only the changing Greenhouse
 * board and prints the environment that makes a product sync it every 10 s: for the product arm
 * of the peer bench (/tmp/pay-peers).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { escapeText as escapeHtml } from 'entities';

import { connectorOf } from '../server/modules/job-sources/connectors';
import { createJobSourceService } from '../server/modules/job-sources/job-source-service';
import { createPublicNetwork } from '../server/platform/outbound/public-network';
import { startFeedServer } from '../server/test-support/feed-server';
import { createTestDatabase } from '../server/test-support/test-database';
import { measure, type LoadResult } from './load';
import { freshDataDir, startServer } from './servers';

export interface JobSyncBenchResult {
  jobs: number;
  importMs: number;
  importFigures: { added: number; problems: number };
  resyncMs: number;
  /** Statements that wrote `job` during the unchanged re-sync (migration 006's job_version). */
  resyncJobWrites: number;
  resyncEvents: number;
  quiet: LoadResult;
  syncing: LoadResult;
  /** Syncs that wrote during the syncing measurement (activity `job-source.synced`). */
  syncsDuringLoad: number;
}

const SYNC_INTERVAL = '10s';
const LOAD_CONNECTIONS = 50;
const GREENHOUSE_JOBS = 200;

/** A Greenhouse job of the import's board: an escaped-HTML description of about 1.5 KB. */
function greenhouseImportJob(id: number) {
  const paragraph = `<p>Job ${id}: build and run the services our customers rely on, with a team that owns what it ships &amp; cares about how it is used.</p>`;
  return {
    id,
    title: `Engineer ${id}`,
    absolute_url: `https://boards.greenhouse.io/bench/jobs/${id}`,
    location: { name: id % 3 === 0 ? 'Remote - EU' : 'Berlin, Germany' },
    content: escapeHtml(
      `<h2>About the role</h2>${paragraph.repeat(4)}<h3>You bring</h3><ul>${'<li>Care for <strong>details</strong> and <a href="https://example.com/x">people</a></li>'.repeat(6)}</ul>`,
    ),
    departments: [{ name: 'Engineering' }, { name: 'Platform' }],
    offices: [{ name: 'Berlin', location: 'Berlin, Germany' }],
    first_published: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-02T09:00:00Z',
  };
}

/**
 * The import and the unchanged re-sync of a Greenhouse board, in process on a fresh PGlite, with
 * the real connector (sanitising included) and a pay range on each job's own endpoint.
 */
async function importFigures(jobs: number) {
  const database = await createTestDatabase();
  const feed = await startFeedServer();
  feed.route('/v1/boards/bench/jobs?content=true', {
    body: { jobs: Array.from({ length: jobs }, (_, index) => greenhouseImportJob(index + 1)) },
  });
  for (let id = 1; id <= jobs; id += 1)
    feed.route(`/v1/boards/bench/jobs/${id}?pay_transparency=true`, {
      body: {
        pay_input_ranges: [
          { min_cents: 6_000_000, max_cents: 8_000_000, currency_type: 'EUR', title: 'Berlin' },
        ],
      },
    });
  try {
    const { db } = database;
    const service = createJobSourceService(db, {
      connectorOf,
      intervalMs: 600_000,
      feedTimeoutMs: 60_000,
      publicOrigin: 'http://localhost',
      // the bench's feed is on loopback, as JOB_SOURCE_ALLOWED_HOSTS would open it
      publicNetwork: createPublicNetwork({ allowedHosts: ['127.0.0.1'] }),
    });
    const actor = { sub: 'bench', email: null };
    const source = await service.addSource(
      { type: 'greenhouse', board: 'bench', baseUrl: feed.baseUrl },
      actor,
    );
    const jobVersion = async () =>
      Number(
        (await db.selectFrom('job_version').select('version').executeTakeFirstOrThrow()).version,
      );
    const events = async () =>
      Number(
        (
          await db
            .selectFrom('job_event')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    let started = performance.now();
    const imported = await service.syncNow(source.id, actor);
    const importMs = performance.now() - started;
    if (imported.lastSync?.error) throw new Error(`the import failed: ${JSON.stringify(imported)}`);

    const [version0, events0] = [await jobVersion(), await events()];
    started = performance.now();
    const again = await service.syncNow(source.id, actor);
    const resyncMs = performance.now() - started;
    if (again.lastSync?.unchanged !== jobs)
      throw new Error(`the re-sync did not find every job unchanged: ${JSON.stringify(again)}`);
    return {
      importMs,
      importFigures: {
        added: imported.lastSync?.added ?? 0,
        problems: imported.lastSync?.problems.length ?? 0,
      },
      resyncMs,
      resyncJobWrites: (await jobVersion()) - version0,
      resyncEvents: (await events()) - events0,
    };
  } finally {
    await feed.close();
    await database.close();
  }
}

/** A Greenhouse board whose job 1's title says how many times it was read. */
function greenhouseBoard(reads: number) {
  return {
    jobs: Array.from({ length: GREENHOUSE_JOBS }, (_, index) => ({
      id: index + 1,
      title: index === 0 ? `Support Engineer (read ${reads})` : `Support Engineer ${index + 1}`,
      absolute_url: `https://boards.greenhouse.io/bench/jobs/${index + 1}`,
      location: { name: 'Berlin, Germany' },
      content: '&lt;p&gt;Help our customers.&lt;/p&gt;',
      departments: [{ name: 'Support' }],
      offices: [],
      first_published: '2026-11-01T09:00:00Z',
      updated_at: '2026-11-02T09:00:00Z',
    })),
  };
}

/** A local Greenhouse board whose job 1 changes at each read: each sync of it writes. */
async function startChangingBoard() {
  const feed = await startFeedServer();
  const board = '/v1/boards/bench/jobs?content=true';
  const boardReads = () => feed.requests.filter((path) => path === board).length;
  let reads = 0;
  feed.route(board, { body: greenhouseBoard(reads) });
  for (let id = 1; id <= GREENHOUSE_JOBS; id += 1)
    feed.route(`/v1/boards/bench/jobs/${id}?pay_transparency=true`, {
      body: { pay_input_ranges: [] },
    });
  const changer = setInterval(() => {
    const seen = boardReads();
    if (seen !== reads) {
      reads = seen;
      feed.route(board, { body: greenhouseBoard(reads) });
    }
  }, 100);
  return {
    boardReads,
    /** The product's environment that makes it sync this board every 10 s. */
    productEnv: {
      JOB_SOURCES: JSON.stringify([{ type: 'greenhouse', board: 'bench', baseUrl: feed.baseUrl }]),
      JOB_SYNC_INTERVAL: SYNC_INTERVAL,
      TASKS_TICK_MS: '1000',
    },
    close: async () => {
      clearInterval(changer);
      await feed.close();
    },
  };
}

/** `/job` on a fresh pglite-seed product, with or without a source syncing every 10 s. */
async function jobPageLoad(
  workDir: string,
  port: number,
  durationS: number,
  withSource: boolean,
): Promise<{ load: LoadResult; syncs: number }> {
  const feed = await startChangingBoard();
  const dataDir = freshDataDir();
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ...(withSource ? feed.productEnv : {}),
  };
  const server = await startServer(
    { args: ['scripts/start.mjs'], env },
    port,
    workDir,
    withSource ? 'job-sync-syncing' : 'job-sync-quiet',
  );
  try {
    const readsBefore = feed.boardReads();
    const load = await measure(server, {
      connections: LOAD_CONNECTIONS,
      durationS,
      warmupS: 1,
      gzip: false,
      path: '/job',
    });
    return { load, syncs: feed.boardReads() - readsBefore };
  } finally {
    await server.stop();
    await feed.close();
  }
}

export async function jobSyncBench(
  workDir: string,
  port: number,
  durationS: number,
  jobs = 10_000,
): Promise<JobSyncBenchResult> {
  const figures = await importFigures(jobs);
  // Long enough for at least two syncs.
  const loadS = Math.max(durationS, 21);
  const quiet = await jobPageLoad(workDir, port, loadS, false);
  const syncing = await jobPageLoad(workDir, port, loadS, true);
  return {
    jobs,
    ...figures,
    quiet: quiet.load,
    syncing: syncing.load,
    syncsDuringLoad: syncing.syncs,
  };
}

type ImportFigures = Awaited<ReturnType<typeof importFigures>> & { jobs: number };

function describeImport(result: ImportFigures): string[] {
  return [
    `import of a ${result.jobs.toLocaleString('en')}-job feed on PGlite: ${(result.importMs / 1000).toFixed(1)} s (${result.importFigures.added} added; target ≤ 30 s: ${result.importMs <= 30_000 ? 'meets' : '**misses**'})`,
    `re-sync of the unchanged feed: ${(result.resyncMs / 1000).toFixed(2)} s, ${result.resyncJobWrites} job-table writes, ${result.resyncEvents} events (target ≤ 2 s and 0 writes: ${result.resyncMs <= 2_000 && result.resyncJobWrites === 0 ? 'meets' : '**misses**'})`,
  ];
}

export function describeJobSync(result: JobSyncBenchResult): string[] {
  const rps = (load: LoadResult) =>
    `${load.rps.toFixed(0)} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, ${load.errors} errors`;
  return [
    ...describeImport(result),
    `/job, 50 connections, no source: ${rps(result.quiet)}`,
    `/job, 50 connections, a Greenhouse source syncing every ${SYNC_INTERVAL} with a change each time (${result.syncsDuringLoad} syncs during the run): ${rps(result.syncing)} (${((result.syncing.rps / result.quiet.rps) * 100).toFixed(0)} % of quiet)`,
  ];
}

if (import.meta.filename === process.argv[1]) {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '21' },
      'import-only': { type: 'boolean', default: false },
      'serve-board': { type: 'boolean', default: false },
      port: { type: 'string', default: '3641' },
      jobs: { type: 'string', default: '10000' },
    },
  });
  if (values['serve-board']) {
    // For a peer bench's product arm (/tmp/pay-peers): its environment, then serve until stopped.
    const board = await startChangingBoard();
    for (const [name, value] of Object.entries(board.productEnv)) console.log(`${name}='${value}'`);
    await new Promise(() => undefined);
  }
  const workDir = mkdtempSync(path.join(tmpdir(), 'somnia-job-sync-'));
  const jobs = Number(values.jobs);
  try {
    const lines = values['import-only']
      ? describeImport({ jobs, ...(await importFigures(jobs)) })
      : describeJobSync(
          await jobSyncBench(workDir, Number(values.port), Number(values.duration), jobs),
        );
    for (const line of lines) console.log(line);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
