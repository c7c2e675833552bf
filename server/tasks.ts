import type { Kysely } from 'kysely';

import type { Env } from './platform/config';
import type { Database } from './platform/db/schema';
import type { Logger } from './platform/logger';
import { pruneUnconfirmedAlertsTask } from './modules/alerts/prune-unconfirmed.task';
import { createSendDigestsTask } from './modules/alerts/send-digests.task';
import { closeExpiredJobsTask } from './modules/jobs/close-expired-jobs.task';
import { jobSourceOptionsOf, type JobSourceWiring } from './modules/job-sources/job-source-options';
import { createSyncSourcesTask } from './modules/job-sources/sync-sources.task';
import { publishScheduledJobsTask } from './modules/jobs/publish-scheduled-jobs.task';
import { searchEnginesFromEnv } from './modules/search-notify/engines-from-env';
import { createSearchNotifyTasks } from './modules/search-notify/search-notify.tasks';
import { pruneUnconfirmedSignupsTask } from './modules/talent/prune-unconfirmed.task';
import { talentLeaveLinks } from './modules/talent/talent-service';
import { createMailDeliveryTask, createSmtpTransport } from './platform/mail/mail-delivery';
import { createPruneTask } from './platform/tasks/prune-task';
import type { TaskDefinition } from './platform/tasks/task';
import { createTaskRunner, type TaskRunner } from './platform/tasks/task-runner';

/** Every background task of the app (decision 023): the runner of each process knows these. */
export function createAppTasks(env: Env, wiring: JobSourceWiring = {}): TaskDefinition[] {
  const mailSettings = { origin: env.PUBLIC_ORIGIN, companyName: env.COMPANY_NAME };
  return [
    closeExpiredJobsTask,
    createSyncSourcesTask(jobSourceOptionsOf(env, wiring)),
    publishScheduledJobsTask,
    createMailDeliveryTask({
      transport: env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : undefined,
      from: env.MAIL_FROM,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
    }),
    createPruneTask({
      activityDays: env.RETENTION_ACTIVITY_DAYS,
      taskRunDays: env.RETENTION_TASK_RUNS_DAYS,
      outboxDays: env.RETENTION_OUTBOX_DAYS,
    }),
    pruneUnconfirmedSignupsTask,
    createSendDigestsTask(mailSettings, {
      logger: wiring.logger,
      otherLinks: talentLeaveLinks(mailSettings),
    }),
    pruneUnconfirmedAlertsTask,
    ...createSearchNotifyTasks({
      engines: searchEnginesFromEnv(env),
      origin: env.PUBLIC_ORIGIN,
    }),
  ];
}

/** The runner of this process over the app's tasks; `index.ts` starts it when `TASKS` is on. */
export function createAppTaskRunner(
  env: Env,
  db: Kysely<Database>,
  logger: Logger,
  wiring: JobSourceWiring = {},
): TaskRunner {
  return createTaskRunner({
    db,
    logger,
    tasks: createAppTasks(env, { logger, ...wiring }),
    tickMs: env.TASKS_TICK_MS,
  });
}
