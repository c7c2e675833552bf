import { sql, type Kysely } from 'kysely';

import type { AdminTask, AdminTaskRun } from '../../../contract/admin-types';
import type { PagedList } from '../../../contract/page-types';
import { isoOf } from '../http/iso-date';
import { pageOffset, toPager, type Paging } from '../db/paging';
import type { Database } from '../db/schema';
import type { TaskDefinition } from './task';

/** How many of a task's runs the admin sees. */
const LAST_RUNS = 5;

/**
 * One page of the app's tasks, in the order the app lists them, with each one's schedule and
 * latest runs. The tasks are code, the schedules and runs rows: a task no runner has met yet
 * (TASKS=off everywhere) shows without a schedule.
 */
export async function listTaskOverview(
  db: Kysely<Database>,
  tasks: readonly TaskDefinition[],
  { page, limit }: Paging,
  now = new Date(),
): Promise<PagedList<AdminTask>> {
  const start = pageOffset(page, limit);
  const shown = tasks.slice(start, start + limit);
  const names = shown.map((task) => task.name);
  const [schedules, runs] =
    names.length === 0
      ? [[], []]
      : await Promise.all([
          db.selectFrom('task_schedule').selectAll().where('name', 'in', names).execute(),
          db
            .selectFrom((eb) =>
              eb
                .selectFrom('task_run')
                .selectAll()
                .select(
                  sql<number>`row_number() OVER (PARTITION BY task ORDER BY started_at DESC, id DESC)`.as(
                    'position',
                  ),
                )
                .where('task', 'in', names)
                .as('ranked'),
            )
            .selectAll()
            .where('position', '<=', LAST_RUNS)
            .orderBy('position')
            .execute(),
        ]);
  const list = shown.map((task, index): AdminTask => {
    const schedule = schedules.find((row) => row.name === task.name);
    return {
      id: start + index + 1,
      name: task.name,
      description: task.description,
      intervalMs: task.intervalMs,
      nextRunAt: isoOf(schedule?.next_run_at ?? null),
      retryAt: isoOf(schedule?.retry_at ?? null),
      failedAttempts: schedule?.attempt ?? 0,
      running: Boolean(schedule?.locked_until && schedule.locked_until > now),
      lastRuns: runs
        .filter((run) => run.task === task.name)
        .map((run): AdminTaskRun => ({
          id: run.id,
          attempt: run.attempt,
          status: run.status,
          startedAt: isoOf(run.started_at),
          endedAt: isoOf(run.ended_at),
          result: run.result,
          error: run.error,
        })),
    };
  });
  return { list, pager: toPager(tasks.length, page, limit) };
}
