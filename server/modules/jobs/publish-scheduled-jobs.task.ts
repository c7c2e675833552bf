import type { TaskDefinition } from '../../platform/tasks/task';
import { publishDueJobs } from './job-admin-service';

/**
 * Opens the scheduled jobs whose publishing time has come (status `open`, an `opened` event,
 * a log entry), so a job scheduled in the admin goes public by itself. Every 10 s: with the
 * runner's tick (TASKS_TICK_MS, 5 s by default) a job is public at most about 15 s after its
 * time. The page and HTML caches drop through the job table's triggers, as for any write.
 */
export const publishScheduledJobsTask: TaskDefinition = {
  name: 'jobs.publish-scheduled',
  description:
    'Publishes scheduled jobs whose publishing time has come: on /job, the sitemap and the feeds.',
  intervalMs: 10_000,
  run: ({ db, now }) => publishDueJobs(db, now),
};
