import { sql } from 'kysely';

import { deleteInBatches } from '../db/delete-in-batches';
import { pruneCountedConfirmations } from '../mail/confirmation-limit';
import type { TaskDefinition } from './task';

const DAY_MS = 86_400_000;
export interface Retention {
  activityDays: number;
  taskRunDays: number;
  /** Messages sent, failed or held this long ago; one still being retried stays. */
  outboxDays: number;
}

/**
 * `maintenance.prune`: deletes activity, task runs and finished outbox rows past their retention,
 * and the per-address counts of confirmation links once no limit reads them (a day).
 */
export function createPruneTask(retention: Retention): TaskDefinition {
  const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    name: 'maintenance.prune',
    description:
      'Deletes activity, task runs and outbox messages older than their retention, and confirmation link counts older than a day.',
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
      confirmationLinks: await pruneCountedConfirmations(db, now),
    }),
  };
}
