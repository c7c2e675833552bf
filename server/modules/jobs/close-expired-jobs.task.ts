import type { TaskDefinition } from '../../platform/tasks/task';
import { closeExpiredJobs } from './job-admin-service';

/**
 * A job is open until its `closes_at` (job-sql.repository.ts OPEN_JOB reads it so at every query),
 * but the caches of composed pages and whole HTML pages hear only of writes (decision 011), and the
 * events only of changes (decision 028). This task writes the closing: each open job whose closing
 * time passed gets status `closed` and a `closed` event in one transaction, and that update goes
 * the way of every change to `job`: the page-data trigger notifies every process (the page data and
 * HTML caches drop), and the job version moves (the list counts are read again).
 */
export const closeExpiredJobsTask: TaskDefinition = {
  name: 'jobs.close-expired',
  description:
    'Closes open jobs whose closing time has passed: 410, out of the lists, sitemap and feeds.',
  intervalMs: 60_000,
  run: ({ db, now }) => closeExpiredJobs(db, now),
};
