import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { parseEnv } from './platform/config';
import type { AppDatabase } from './platform/db/database';
import { ensureSchedules, requestTaskRun } from './platform/tasks/task-store';
import { createAppTasks } from './tasks';
import { startServerProcess, type ServerProcess } from './test-support/server-process';
import { createTestDatabase, getPostgresUrl, testDrivers } from './test-support/test-database';

const START_TIMEOUT_MS = 200_000;
/**
 * 25 s: `mail.deliver` and `jobs.publish-scheduled` (every 10 s) are due three times, each of the
 * others once (their next due time is a minute or more away), and the next due times of the
 * 10-second tasks are 5 s after the stop, far from its edge. (That one task is due again exactly
 * once per interval is task-runner.test.ts's; here it is that two processes share the due times.)
 */
const RUN_MS = 25_000;
const TASKS_TICK_MS = 250;
/** Before the test lets them run, every task is due at a time that never comes. */
const HELD_UNTIL = new Date('9999-01-01T00:00:00Z');
const tasks = createAppTasks(parseEnv({}));

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The due times of a task first due at `first`, up to `until`. */
function dueTimesOf(intervalMs: number, first: Date, until: Date): number[] {
  const times: number[] = [];
  for (let due = first.getTime(); due <= until.getTime(); due += intervalMs) times.push(due);
  return times;
}

/** The process id in a runner's name (`host:pid:random`, task-runner.ts). */
const pidOf = (runner: string | null) => Number(/:(\d+):[0-9a-f]+$/.exec(runner ?? '')?.[1]);

describe.skipIf(!testDrivers().includes('postgres'))(
  'two app processes running their tasks on one PostgreSQL',
  () => {
    let database: AppDatabase | undefined;
    const servers: ServerProcess[] = [];
    beforeAll(async () => {
      // Migrated and seeded here, so the two processes find it ready and never race to seed it.
      database = await createTestDatabase({ driver: 'postgres' });
      // Held until both are up: the minute below is one in which both take part.
      await ensureSchedules(
        database.db,
        tasks.map((task) => task.name),
        HELD_UNTIL,
      );
      // One after the other: Vite's dependency cache is shared by both.
      for (let index = 0; index < 2; index += 1) {
        servers.push(
          await startServerProcess({
            DATABASE_URL: getPostgresUrl(database) ?? '',
            WEB_CONCURRENCY: '1',
            TASKS: 'on',
            TASKS_TICK_MS: String(TASKS_TICK_MS),
          }),
        );
      }
    }, START_TIMEOUT_MS);
    afterAll(async () => {
      for (const server of servers) server.kill();
      await database?.close();
    });

    test(
      'for 25 s they run each due time of each task exactly once between them',
      async () => {
        const db = (database as AppDatabase).db;
        const startedAt = new Date();
        for (const task of tasks) await requestTaskRun(db, task.name, startedAt);
        await delay(RUN_MS);
        const stoppedAt = new Date();
        for (const server of servers) server.child.kill('SIGTERM');
        const exits = await Promise.all(servers.map((server) => server.exit));

        const runs = await db
          .selectFrom('task_run')
          .select(['task', 'due_at', 'attempt', 'status', 'runner'])
          .orderBy('due_at')
          .orderBy('id')
          .execute();
        const dueTimesRun = (name: string) =>
          runs.filter((run) => run.task === name).map((run) => run.due_at?.getTime());
        const runsIn = servers.map(
          (server) => runs.filter((run) => pidOf(run.runner) === server.child.pid).length,
        );
        console.info(`task runs in each process: ${runsIn.join(' and ')} of ${runs.length}`);

        expect(exits).toEqual([
          { code: 0, signal: null },
          { code: 0, signal: null },
        ]);
        // One run per due time: no due time run twice (by both processes) and none left out.
        for (const task of tasks)
          expect(dueTimesRun(task.name), task.name).toEqual(
            dueTimesOf(task.intervalMs, startedAt, stoppedAt),
          );
        expect(dueTimesRun('mail.deliver')).toHaveLength(3);
        expect(runs.every((run) => run.status === 'succeeded' && run.attempt === 1)).toBe(true);
        // Every run was in one of the two processes. Which one claims a due time is whichever
        // ticks first after it, so the split is theirs to decide (it may well be 9 and 1).
        expect(runsIn.reduce((sum, count) => sum + count, 0)).toBe(runs.length);
      },
      RUN_MS + 60_000,
    );
  },
);
