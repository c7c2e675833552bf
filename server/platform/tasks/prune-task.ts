import { sql, type Kysely, type RawBuilder } from 'kysely';

import type { Database } from '../db/schema';
import type { TaskDefinition } from './task';

const DAY_MS = 86_400_000;
// Each statement stays far below the pool's statement and query timeouts (DB_*_TIMEOUT_MS), which
// the tasks share with requests, however much has piled up.
const BATCH_ROWS = 2_000;

export interface Retention {
  activityDays: number;
  taskRunDays: number;
  /** Messages sent, failed or held this long ago; one still being retried stays. */
  outboxDays: number;
}

type PrunedTable = 'activity_log' | 'task_run' | 'outbox';

/** Deletes the rows `where` selects, `BATCH_ROWS` at a time; how many in all. */
async function deleteInBatches(
  db: Kysely<Database>,
  table: PrunedTable,
  where: RawBuilder<unknown>,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await sql`
      DELETE FROM ${sql.table(table)} WHERE id IN (
        SELECT id FROM ${sql.table(table)} WHERE ${where} LIMIT ${BATCH_ROWS}
      )`.execute(db);
    const count = Number(result.numAffectedRows ?? 0n);
    deleted += count;
    if (count < BATCH_ROWS) return deleted;
  }
}

/** `maintenance.prune`: deletes activity, task runs and finished outbox rows past their retention. */
export function createPruneTask(retention: Retention): TaskDefinition {
  const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    name: 'maintenance.prune',
    description: 'Deletes activity, task runs and outbox messages older than their retention.',
    intervalMs: 6 * 3_600_000,
    run: async ({ db, now }) => ({
      activity: await deleteInBatches(
        db,
        'activity_log',
        sql`created_at < ${before(now, retention.activityDays)}`,
      ),
      taskRuns: await deleteInBatches(
        db,
        'task_run',
        sql`started_at < ${before(now, retention.taskRunDays)} AND status <> 'running'`,
      ),
      outbox: await deleteInBatches(
        db,
        'outbox',
        sql`created_at < ${before(now, retention.outboxDays)} AND status IN ('sent', 'failed', 'held')`,
      ),
    }),
  };
}
