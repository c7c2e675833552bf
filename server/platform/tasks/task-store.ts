import { sql, type Kysely } from 'kysely';

import type { Database, TaskRunStatus } from '../db/schema';
import type { TaskResult } from './task';

type Db = Kysely<Database>;

/** A task this process holds the lease of, at one due time. */
export interface ClaimedTask {
  name: string;
  dueAt: Date;
  /** The try this claim makes (1 for the first). */
  attempt: number;
}

/** Adds a schedule row, due at once, for each task that has none (first start, a new task). */
export async function ensureSchedules(db: Db, names: string[], now: Date): Promise<void> {
  if (names.length === 0) return;
  await db
    .insertInto('task_schedule')
    .values(names.map((name) => ({ name, next_run_at: now })))
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

/**
 * Takes the lease of one due task among `names` whose lease is free or ran out, in one statement:
 * `SKIP LOCKED` passes over a row another process is claiming at this instant, and its condition
 * is checked again on the row it locks, so two processes never both take one due time.
 */
export async function claimDueTask(
  db: Db,
  names: string[],
  owner: string,
  now: Date,
  leaseUntil: Date,
): Promise<ClaimedTask | undefined> {
  const { rows } = await sql<{ name: string; next_run_at: Date; attempt: number }>`
    UPDATE task_schedule SET locked_until = ${leaseUntil}, locked_by = ${owner}
    WHERE id = (
      SELECT id FROM task_schedule
      WHERE name IN (${sql.join(names)}) AND coalesce(retry_at, next_run_at) <= ${now}
        AND (locked_until IS NULL OR locked_until <= ${now})
      ORDER BY coalesce(retry_at, next_run_at), id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING name, next_run_at, attempt`.execute(db);
  const row = rows[0];
  return row && { name: row.name, dueAt: row.next_run_at, attempt: row.attempt + 1 };
}

/** How a lease ends: the next due time, or a retry of the same due time. */
export type TaskRelease = { nextRunAt: Date } | { failedAttempts: number; retryAt: Date };

/**
 * Releases the lease; a process whose lease was taken over (it ran past it) changes nothing.
 */
export async function releaseTask(
  db: Db,
  name: string,
  owner: string,
  release: TaskRelease,
): Promise<void> {
  await db
    .updateTable('task_schedule')
    .set({
      ...('nextRunAt' in release
        ? { next_run_at: release.nextRunAt, attempt: 0, retry_at: null }
        : { attempt: release.failedAttempts, retry_at: release.retryAt }),
      locked_until: null,
      locked_by: null,
    })
    .where('name', '=', name)
    .where('locked_by', '=', owner)
    .execute();
}

/** "Run now": the task is due at `now`; false when no schedule row has that name. */
export async function requestTaskRun(db: Db, name: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('task_schedule')
    .set({ next_run_at: now, attempt: 0, retry_at: null })
    .where('name', '=', name)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Closes the runs of `task` still marked running: this process holds its lease now, so they
 * belong to a process that stopped before they ended.
 */
export async function closeAbandonedRuns(db: Db, task: string, now: Date): Promise<void> {
  await db
    .updateTable('task_run')
    .set({
      status: 'failed',
      ended_at: now,
      error: 'abandoned: its process stopped before the run ended (the lease ran out)',
    })
    .where('task', '=', task)
    .where('status', '=', 'running')
    .execute();
}

/** Records a run as `running`: which task, at which due time, which try, in which runner. */
export async function recordRunStart(
  db: Db,
  run: { task: string; dueAt: Date; attempt: number; runner: string; startedAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('task_run')
    .values({
      task: run.task,
      due_at: run.dueAt,
      attempt: run.attempt,
      runner: run.runner,
      started_at: run.startedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function recordRunEnd(
  db: Db,
  id: number,
  end: {
    status: Exclude<TaskRunStatus, 'running'>;
    endedAt: Date;
    result?: TaskResult;
    error?: string;
  },
): Promise<void> {
  await db
    .updateTable('task_run')
    .set({
      status: end.status,
      ended_at: end.endedAt,
      result: end.result ? JSON.stringify(end.result) : null,
      error: end.error ?? null,
    })
    .where('id', '=', id)
    .execute();
}
