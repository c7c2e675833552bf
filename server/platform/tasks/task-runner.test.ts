import { afterAll, beforeAll, expect, test } from 'vitest';

import type { AppDatabase } from '../db/database';
import { createLogger } from '../logger';
import { uniqueSlug } from '../../test-support/fixtures';
import { describeEachDriver, openSecondPool } from '../../test-support/test-database';
import type { TaskDefinition } from './task';
import { createTaskRunner, type TaskRunnerOptions } from './task-runner';
import { claimDueTask, recordRunStart } from './task-store';

const logger = createLogger({ LOG_LEVEL: 'silent' });
const START = Date.parse('2026-03-02T08:00:00Z');

/** A clock the test moves by hand. */
function fakeClock() {
  let now = START;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

/** A task that counts the due times it served, yielding once as real work would. */
function countingTask(intervalMs: number, served: number[]): TaskDefinition {
  return {
    name: uniqueSlug('test.count'),
    description: 'Counts its runs.',
    intervalMs,
    run: async ({ dueAt }) => {
      served.push(dueAt.getTime());
      await new Promise((resolve) => setImmediate(resolve));
      return { served: served.length };
    },
  };
}

const runsOf = (app: AppDatabase, task: string) =>
  app.db
    .selectFrom('task_run')
    .select(['attempt', 'status', 'error', 'result', 'started_at'])
    .where('task', '=', task)
    .orderBy('id')
    .execute();

describeEachDriver('task runner', ({ getApp }) => {
  let second: AppDatabase;
  beforeAll(async () => {
    second = await openSecondPool(getApp());
  });
  afterAll(() => second.close());

  /** Two runners on two pools, as two app processes on one database would have. */
  const twoRunners = (options: Omit<TaskRunnerOptions, 'db' | 'logger' | 'tickMs'>) => [
    createTaskRunner({ ...options, db: getApp().db, logger, tickMs: 1_000 }),
    createTaskRunner({ ...options, db: second.db, logger, tickMs: 1_000 }),
  ];

  test('two runners ticking at once run each due time of each task exactly once', async () => {
    const clock = fakeClock();
    const everySecond: number[] = [];
    const everyOneAndHalf: number[] = [];
    const tasks = [countingTask(1_000, everySecond), countingTask(1_500, everyOneAndHalf)];
    const runners = twoRunners({ tasks, clock: clock.now });

    for (let step = 0; step <= 40; step += 1) {
      await Promise.all(runners.map((runner) => runner.tick()));
      clock.advance(250);
    }

    // The clock went from START to START + 10 s.
    const dueTimes = (intervalMs: number) =>
      Array.from({ length: Math.floor(10_000 / intervalMs) + 1 }, (_, k) => START + k * intervalMs);
    expect(everySecond.sort((a, b) => a - b)).toEqual(dueTimes(1_000));
    expect(everyOneAndHalf.sort((a, b) => a - b)).toEqual(dueTimes(1_500));
    const recorded = await runsOf(getApp(), tasks[0]!.name);
    expect(recorded).toHaveLength(11);
    expect(recorded.every((run) => run.status === 'succeeded' && run.attempt === 1)).toBe(true);
  });

  test('a task that throws is recorded, retried after its backoff, and does not stop the others', async () => {
    const clock = fakeClock();
    let tries = 0;
    const flaky: TaskDefinition = {
      name: uniqueSlug('test.flaky'),
      description: 'Fails once.',
      intervalMs: 60_000,
      retryBaseMs: 1_000,
      run: async () => {
        tries += 1;
        if (tries === 1) throw new Error('the upstream answered 503');
        return { tries };
      },
    };
    const served: number[] = [];
    const steady = countingTask(60_000, served);
    const runner = createTaskRunner({
      db: getApp().db,
      logger,
      tickMs: 1_000,
      tasks: [flaky, steady],
      clock: clock.now,
    });

    await runner.tick();
    expect(served).toEqual([START]);
    expect(await runsOf(getApp(), flaky.name)).toMatchObject([
      { attempt: 1, status: 'failed', error: 'Error: the upstream answered 503' },
    ]);

    clock.advance(500);
    await runner.tick();
    expect(tries).toBe(1);

    clock.advance(600);
    await runner.tick();
    expect(await runsOf(getApp(), flaky.name)).toMatchObject([
      { attempt: 1, status: 'failed' },
      { attempt: 2, status: 'succeeded', result: { tries: 2 }, error: null },
    ]);
    const schedule = await getApp()
      .db.selectFrom('task_schedule')
      .select(['next_run_at', 'attempt', 'locked_by'])
      .where('name', '=', flaky.name)
      .executeTakeFirstOrThrow();
    // The retry served the first due time: the next one is an interval after it.
    expect(schedule).toEqual({
      next_run_at: new Date(START + 60_000),
      attempt: 0,
      locked_by: null,
    });
  });

  test('a task whose process died mid-run is taken over once its lease has run out', async () => {
    const clock = fakeClock();
    const served: number[] = [];
    const task = countingTask(60_000, served);
    const runner = createTaskRunner({
      db: getApp().db,
      logger,
      tickMs: 1_000,
      leaseMs: 30_000,
      tasks: [task],
      clock: clock.now,
    });
    await runner.requestRun(task.name);
    // Another process claimed it, then died without releasing it.
    const dead = await claimDueTask(
      second.db,
      [task.name],
      'dead-process',
      clock.now(),
      new Date(START + 30_000),
    );
    expect(dead).toMatchObject({ name: task.name, attempt: 1 });
    await recordRunStart(second.db, {
      task: task.name,
      dueAt: clock.now(),
      attempt: 1,
      runner: 'dead-process',
      startedAt: clock.now(),
    });

    clock.advance(29_000);
    await runner.tick();
    expect(served).toEqual([]);

    clock.advance(1_000);
    await runner.tick();
    expect(served).toEqual([START]);
    expect(await runsOf(getApp(), task.name)).toMatchObject([
      { status: 'failed', error: expect.stringContaining('abandoned') },
      { status: 'succeeded' },
    ]);
  });

  test('a run that hangs past its lease is recorded as failed and the runner goes on', async () => {
    const hung: TaskDefinition = {
      name: uniqueSlug('test.hung'),
      description: 'Never ends.',
      intervalMs: 60_000,
      run: () => new Promise(() => undefined),
    };
    const served: number[] = [];
    const next = countingTask(60_000, served);
    const runner = createTaskRunner({
      db: getApp().db,
      logger,
      tickMs: 1_000,
      leaseMs: 50,
      tasks: [hung, next],
      clock: fakeClock().now,
    });

    await runner.tick();

    expect(await runsOf(getApp(), hung.name)).toMatchObject([
      { status: 'failed', error: 'Error: ran past its lease of 50 ms' },
    ]);
    expect(served).toEqual([START]);
  });

  test('"run now" makes a task due at once, and an unknown task is refused', async () => {
    const clock = fakeClock();
    const served: number[] = [];
    const task = countingTask(3_600_000, served);
    const runner = createTaskRunner({
      db: getApp().db,
      logger,
      tickMs: 1_000,
      tasks: [task],
      clock: clock.now,
    });
    await runner.tick();
    clock.advance(60_000);
    await runner.tick();
    expect(served).toHaveLength(1);

    expect(await runner.requestRun(task.name)).toBe(true);
    await runner.tick();
    expect(served).toEqual([START, START + 60_000]);
    expect(await runner.requestRun('no.such-task')).toBe(false);
  });

  test('stop waits for the task that is running, and no other starts', async () => {
    let release: () => void = () => undefined;
    const started: string[] = [];
    const slow: TaskDefinition = {
      name: uniqueSlug('test.slow'),
      description: 'Waits to be released.',
      intervalMs: 60_000,
      run: () => {
        started.push('slow');
        return new Promise<void>((resolve) => (release = resolve));
      },
    };
    const after: TaskDefinition = {
      ...countingTask(60_000, []),
      run: async () => void started.push('after'),
    };
    const runner = createTaskRunner({
      db: getApp().db,
      logger,
      tickMs: 60_000,
      tasks: [slow, after],
    });
    runner.start();
    await expect.poll(() => started).toEqual(['slow']);

    let stopped = false;
    const stopping = runner.stop(10_000).then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(started).toEqual(['slow']);
    const [run] = await runsOf(getApp(), slow.name);
    expect(run?.status).toBe('succeeded');
  });
});
