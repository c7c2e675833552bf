import type { TaskDefinition } from '../../platform/tasks/task';
import { createJobSourceService, type JobSourceServiceOptions } from './job-source-service';

/** The longest a webhook-requested sync that met a running one waits for the next look. */
const MAX_LOOK_INTERVAL_MS = 60_000;

/**
 * `jobs.sync-sources`: syncs each source whose next sync is due (every `JOB_SYNC_INTERVAL`, or
 * sooner after a failure's backoff or a webhook). The runner gives the task to one process at a
 * time, and each sync holds its source (`claimSource`), so a source never syncs twice at once.
 */
export function createSyncSourcesTask(options: JobSourceServiceOptions): TaskDefinition {
  return {
    name: 'jobs.sync-sources',
    description: 'Syncs the jobs of each applicant-tracking source that is due.',
    intervalMs: Math.min(options.intervalMs, MAX_LOOK_INTERVAL_MS),
    // A failing source retries by its own backoff; the task itself only fails with the database.
    maxAttempts: 2,
    run: async ({ db, now, dueAt }) => {
      // The runner's clock (a test's may be ahead of the wall clock), moving on as the run does.
      const offsetMs = now.getTime() - Date.now();
      const service = createJobSourceService(db, {
        ...options,
        clock: () => new Date(Date.now() + offsetMs),
      });
      return service.syncDue(dueAt);
    },
  };
}
