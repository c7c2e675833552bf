import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import { maxAttemptsOf, nextDueAt, retryDelayMs, type TaskDefinition } from './task';
import {
  claimDueTask,
  closeAbandonedRuns,
  ensureSchedules,
  recordRunEnd,
  recordRunStart,
  releaseTask,
  requestTaskRun,
} from './task-store';

export interface TaskRunnerOptions {
  db: Kysely<Database>;
  logger: Logger;
  tasks: readonly TaskDefinition[];
  /** How often the runner looks for due tasks. */
  tickMs: number;
  /**
   * How long a claim holds a task: a process that dies mid-run leaves it to another after this.
   * Every task must finish well within it (work in batches).
   */
  leaseMs?: number;
  /** The time the runner goes by (tests pass a fake one). */
  clock?: () => Date;
}

export interface TaskRunner {
  readonly tasks: readonly TaskDefinition[];
  /** Looks for due tasks every `tickMs` until `stop`. */
  start(): void;
  /** Stops claiming, and waits up to `timeoutMs` for a task that is running. */
  stop(timeoutMs?: number): Promise<void>;
  /** Runs every task due now, one after the other, each in at most one process; how many ran. */
  tick(): Promise<number>;
  /**
   * Makes a task due now ("run now"), through `executor` when given (the caller's transaction);
   * false for an unknown name.
   */
  requestRun(name: string, executor?: Kysely<Database>): Promise<boolean>;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_STOP_TIMEOUT_MS = 5_000;

/**
 * The run, or a failure once its lease is over: another process may take the task over then, and
 * this runner must not wait for a run that hangs (it goes on in the background, unheard).
 */
async function withinLease<T>(run: Promise<T>, leaseMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`ran past its lease of ${leaseMs} ms`)), leaseMs);
  });
  try {
    return await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const messageOf = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * The background task runner: every process runs one, and the schedule rows in the database
 * decide which of them runs each due task (decision 023). A task that throws is recorded and
 * retried with backoff; it never stops the others.
 *
 * @example
 * const runner = createTaskRunner({ db, logger, tasks: [closeExpiredJobsTask], tickMs: 5_000 });
 * runner.start();
 * process.on('SIGTERM', () => void runner.stop());
 */
export function createTaskRunner({
  db,
  logger,
  tasks,
  tickMs,
  leaseMs = DEFAULT_LEASE_MS,
  clock = () => new Date(),
}: TaskRunnerOptions): TaskRunner {
  const owner = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const byName = new Map(tasks.map((task) => [task.name, task]));
  const names = [...byName.keys()];
  let scheduled: Promise<void> | undefined;
  let ticking: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;

  const ensured = () => (scheduled ??= ensureSchedules(db, names, clock()));

  /** Runs one claimed task and releases it with its next due time. */
  async function runClaimed(task: TaskDefinition, dueAt: Date, attempt: number): Promise<void> {
    const startedAt = clock();
    await closeAbandonedRuns(db, task.name, startedAt);
    const runId = await recordRunStart(db, {
      task: task.name,
      dueAt,
      attempt,
      runner: owner,
      startedAt,
    });
    try {
      const result = await withinLease(task.run({ db, now: startedAt, dueAt, attempt }), leaseMs);
      await recordRunEnd(db, runId, {
        status: 'succeeded',
        endedAt: clock(),
        result: result ?? undefined,
      });
      await releaseTask(db, task.name, owner, { nextRunAt: nextDueAt(task, dueAt, clock()) });
    } catch (error) {
      const giveUp = attempt >= maxAttemptsOf(task);
      logger.error(
        { err: error, task: task.name, attempt },
        giveUp ? 'task failed; giving up until its next due time' : 'task failed; retrying',
      );
      const failedAt = clock();
      await recordRunEnd(db, runId, {
        status: 'failed',
        endedAt: failedAt,
        error: messageOf(error),
      });
      await releaseTask(
        db,
        task.name,
        owner,
        giveUp
          ? { nextRunAt: nextDueAt(task, dueAt, failedAt) }
          : {
              failedAttempts: attempt,
              retryAt: new Date(failedAt.getTime() + retryDelayMs(task, attempt)),
            },
      );
    }
  }

  async function runDue(): Promise<number> {
    await ensured();
    let ran = 0;
    // Each task at most once a tick: a task due again at once waits for the next tick.
    for (let claims = 0; claims < names.length && !stopping; claims += 1) {
      const now = clock();
      const claim = await claimDueTask(db, names, owner, now, new Date(now.getTime() + leaseMs));
      const task = claim && byName.get(claim.name);
      if (!claim || !task) break;
      await runClaimed(task, claim.dueAt, claim.attempt);
      ran += 1;
    }
    return ran;
  }

  const tick = () => {
    ticking ??= runDue().finally(() => {
      ticking = undefined;
    });
    return ticking;
  };

  const loop = async () => {
    try {
      await tick();
    } catch (error) {
      // The database is away, most likely: try again next tick.
      logger.warn({ err: error }, 'the task runner could not reach its schedule');
    }
    if (!stopping) timer = setTimeout(() => void loop(), tickMs).unref();
  };

  return {
    tasks,
    start() {
      if (started) return;
      started = true;
      logger.info({ tasks: names, tickMs }, 'task runner started');
      void loop();
    },
    async stop(timeoutMs = DEFAULT_STOP_TIMEOUT_MS) {
      stopping = true;
      clearTimeout(timer);
      const running = ticking;
      if (!running) return;
      let timeout: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<'timeout'>((resolve) => {
        timeout = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      const outcome = await Promise.race([
        running.then(
          () => 'done' as const,
          () => 'done' as const,
        ),
        gaveUp,
      ]);
      clearTimeout(timeout);
      if (outcome === 'timeout')
        logger.warn(
          `a task still runs ${timeoutMs} ms after stop; its lease will pass it to another process`,
        );
    },
    tick,
    async requestRun(name, executor = db) {
      if (!byName.has(name)) return false;
      const now = clock();
      await ensureSchedules(executor, [name], now);
      return requestTaskRun(executor, name, now);
    },
  };
}
