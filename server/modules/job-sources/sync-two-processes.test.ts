import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { AppDatabase } from '../../platform/db/database';
import { startFeedServer, type FeedServer } from '../../test-support/feed-server';
import { startServerProcess, type ServerProcess } from '../../test-support/server-process';
import { createTestDatabase, getPostgresUrl, testDrivers } from '../../test-support/test-database';

const START_TIMEOUT_MS = 200_000;
const INTERVAL_MS = 3_000;
/** Six or seven scheduled syncs of the one source. */
const RUN_MS = 20_000;
const BOARD = '/v1/boards/acme/jobs?content=true';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Greenhouse board (its documented shape) with these job ids. */
const boardOf = (ids: number[]) => ({
  jobs: ids.map((id) => ({
    id,
    title: `Support Engineer ${id}`,
    absolute_url: `https://boards.greenhouse.io/acme/jobs/${id}`,
    location: { name: 'Berlin, Germany' },
    content: '&lt;p&gt;Help our customers.&lt;/p&gt;',
    departments: [{ name: 'Support' }],
    offices: [],
    first_published: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-02T09:00:00Z',
  })),
  meta: { total: ids.length },
});

describe.skipIf(!testDrivers().includes('postgres'))(
  'two app processes syncing one job source on one PostgreSQL',
  () => {
    let database: AppDatabase | undefined;
    let feed: FeedServer;
    const servers: ServerProcess[] = [];
    beforeAll(async () => {
      database = await createTestDatabase({ driver: 'postgres' });
      feed = await startFeedServer();
      const serveBoard = (ids: number[]) => feed.route(BOARD, { body: boardOf(ids) });
      serveBoard([1, 2]);
      for (const id of [1, 2, 3])
        feed.route(`/v1/boards/acme/jobs/${id}?pay_transparency=true`, {
          body: { pay_input_ranges: [] },
        });
      const env = {
        DATABASE_URL: getPostgresUrl(database) ?? '',
        WEB_CONCURRENCY: '1',
        TASKS: 'on',
        TASKS_TICK_MS: '250',
        JOB_SYNC_INTERVAL: `${INTERVAL_MS / 1000}s`,
        JOB_SOURCES: JSON.stringify([{ type: 'greenhouse', board: 'acme', baseUrl: feed.baseUrl }]),
      };
      for (let index = 0; index < 2; index += 1) servers.push(await startServerProcess(env));
      // Job 3 is published in the ATS halfway through.
      setTimeout(() => serveBoard([1, 2, 3]), RUN_MS / 2).unref();
    }, START_TIMEOUT_MS);
    afterAll(async () => {
      for (const server of servers) server.kill();
      await feed.close();
      await database?.close();
    });

    test(
      'each scheduled sync runs once between them: one read of the board per interval, one opened event per job',
      async () => {
        const db = (database as AppDatabase).db;
        const readsBefore = feed.requests.filter((path) => path === BOARD).length;
        const started = Date.now();
        await delay(RUN_MS);
        for (const server of servers) server.child.kill('SIGTERM');
        await Promise.all(servers.map((server) => server.exit));

        const reads = feed.requests.filter((path) => path === BOARD).length - readsBefore;
        console.info(`board reads: ${reads} in ${Math.round((Date.now() - started) / 1000)} s`);
        // One read per due time between them (both syncing each would read twice as often).
        expect(reads).toBeGreaterThanOrEqual(Math.floor(RUN_MS / INTERVAL_MS) - 1);
        expect(reads).toBeLessThanOrEqual(Math.ceil(RUN_MS / INTERVAL_MS) + 1);
        const events = await db
          .selectFrom('job_event')
          .innerJoin('job', 'job.id', 'job_event.job_id')
          .select(['job.external_id', 'job_event.kind'])
          .where('job.source', '=', 'greenhouse')
          .orderBy('job_event.id')
          .execute();
        expect(events).toEqual([
          { external_id: '1', kind: 'opened' },
          { external_id: '2', kind: 'opened' },
          { external_id: '3', kind: 'opened' },
        ]);
        const syncs = await db
          .selectFrom('activity_log')
          .select('details')
          .where('action', '=', 'job-source.synced')
          .orderBy('id')
          .execute();
        expect(syncs.map((entry) => (entry.details as { summary: string }).summary)).toEqual([
          'Greenhouse: 2 added',
          'Greenhouse: 1 added',
        ]);
      },
      RUN_MS + 60_000,
    );
  },
);
