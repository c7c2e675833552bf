import type { TaskDefinition, TaskResult } from '../../platform/tasks/task';

/**
 * A job is open until its `closes_at` (job.repository.ts reads it so at every query), but the
 * caches of composed pages and whole HTML pages hear only of writes (decision 011). This task
 * writes the closing: it touches `updated_at` of each job that closed since its last write, and
 * that update goes the way of every change to `job`: the page-data trigger notifies every process
 * (the page data and HTML caches drop), and the job version moves (the list counts are read again).
 */
export const closeExpiredJobsTask: TaskDefinition = {
  name: 'jobs.close-expired',
  description:
    'Closes open jobs whose closing time has passed: 410, out of the lists, sitemap and feeds.',
  intervalMs: 60_000,
  run: async ({ db, now }): Promise<TaskResult> => {
    // A job written after its closing time was already closed by that write.
    const closed = await db
      .selectFrom('job')
      .select('id')
      .where('closes_at', '<=', now)
      .whereRef('updated_at', '<', 'closes_at')
      .orderBy('id')
      .execute();
    // An UPDATE of no rows would still notify every process and empty their caches.
    if (closed.length === 0) return { closed: 0 };
    const ids = closed.map((job) => job.id);
    await db.updateTable('job').set({ updated_at: now }).where('id', 'in', ids).execute();
    return { closed: ids.length, ids: ids.join(',') };
  },
};
