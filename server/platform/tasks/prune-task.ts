import type { TaskDefinition } from './task';

const DAY_MS = 86_400_000;

export interface Retention {
  activityDays: number;
  taskRunDays: number;
  /** Messages sent, failed or held this long ago; one still being retried stays. */
  outboxDays: number;
}

/** `maintenance.prune`: deletes activity, task runs and finished outbox rows past their retention. */
export function createPruneTask(retention: Retention): TaskDefinition {
  const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    name: 'maintenance.prune',
    description: 'Deletes activity, task runs and outbox messages older than their retention.',
    intervalMs: 6 * 3_600_000,
    run: async ({ db, now }) => {
      const activity = await db
        .deleteFrom('activity_log')
        .where('created_at', '<', before(now, retention.activityDays))
        .executeTakeFirst();
      const taskRuns = await db
        .deleteFrom('task_run')
        .where('started_at', '<', before(now, retention.taskRunDays))
        .where('status', '!=', 'running')
        .executeTakeFirst();
      const outbox = await db
        .deleteFrom('outbox')
        .where('created_at', '<', before(now, retention.outboxDays))
        .where('status', 'in', ['sent', 'failed', 'held'])
        .executeTakeFirst();
      return {
        activity: Number(activity.numDeletedRows),
        taskRuns: Number(taskRuns.numDeletedRows),
        outbox: Number(outbox.numDeletedRows),
      };
    },
  };
}
