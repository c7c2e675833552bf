import { sql } from 'kysely';

import type { Actor } from '../../platform/auth/actor';
import type { TaskDefinition, TaskResult } from '../../platform/tasks/task';
import { recordActivity } from '../activity/activity-service';
import { recordJobEvent } from './job-events';

/** Who the log names for a job closed by its closing time. */
const CLOSING_TIME_ACTOR: Actor = { sub: null, email: 'Closing time' };

/**
 * A job is open until its `closes_at` (job-sql.ts OPEN_JOB reads it so at every query), but the
 * caches of composed pages and whole HTML pages hear only of writes (decision 011), and the
 * events only of changes (decision 028). This task writes the closing: each open job whose
 * closing time passed gets status `closed` and a `closed` event in one transaction, and that
 * update goes the way of every change to `job`: the page-data trigger notifies every process
 * (the page data and HTML caches drop), and the job version moves (the list counts are read again).
 */
export const closeExpiredJobsTask: TaskDefinition = {
  name: 'jobs.close-expired',
  description:
    'Closes open jobs whose closing time has passed: 410, out of the lists, sitemap and feeds.',
  intervalMs: 60_000,
  run: ({ db, now }) =>
    db.transaction().execute(async (trx): Promise<TaskResult> => {
      const due = await trx
        .selectFrom('job')
        .select(['id', 'title', 'version'])
        .where('status', '=', 'open')
        .where('closes_at', '<=', now)
        .orderBy('id')
        .forUpdate()
        .execute();
      // An UPDATE of no rows would still notify every process and empty their caches.
      if (due.length === 0) return { closed: 0 };
      const ids = due.map((job) => job.id);
      await trx
        .updateTable('job')
        .set({ status: 'closed', updated_at: now, version: sql`version + 1` })
        .where('id', 'in', ids)
        .execute();
      await recordJobEvent(
        trx,
        ...ids.map((jobId) => ({
          jobId,
          kind: 'closed' as const,
          changes: { status: { before: 'open', after: 'closed' } },
          at: now,
        })),
      );
      // Logged like an admin's close, so an editor's form opened before it is told who changed it.
      for (const job of due) {
        await recordActivity(trx, {
          actor: CLOSING_TIME_ACTOR,
          action: 'job.closed',
          entity: 'job',
          entityId: job.id,
          details: {
            title: job.title,
            version: job.version + 1,
            fields: 'status',
            before: { status: 'open' },
            after: { status: 'closed' },
          },
        });
      }
      return { closed: ids.length, ids: ids.join(',') };
    }),
};
