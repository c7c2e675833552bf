import type { Kysely } from 'kysely';

import type { Env } from './platform/config';
import type { Database } from './platform/db/schema';
import type { Logger } from './platform/logger';
import { pruneUnconfirmedAlertsTask, createSendDigestsTask } from './modules/alerts';
import { closeExpiredJobsTask, publishScheduledJobsTask } from './modules/jobs';
import { createAnnounceReleasesTask, pruneUnconfirmedPressSubscribersTask } from './modules/press';
import { createPublishScheduledContentTask } from './modules/content-documents';
import {
  jobSourceOptionsOf,
  type JobSourceWiring,
  createSyncSourcesTask,
} from './modules/job-sources';
import { publishEmbargoedReleasesTask } from './modules/press';
import { searchEnginesFromEnv, createSearchNotifyTasks } from './modules/search-notify';
import { pruneUnconfirmedSignupsTask, talentLeaveLinks } from './modules/talent';
import { createPruneWebVitalsTask } from './modules/web-vitals';
import { createModeratorMailTasks } from './modules/comments';
import type { PostTitles } from './content/page-content';
import { createMailDeliveryTask, createSmtpTransport } from './platform/mail/mail-delivery';
import { createPruneTask } from './platform/tasks/prune-task';
import type { TaskDefinition } from './platform/tasks/task';
import { createTaskRunner, type TaskRunner } from './platform/tasks/task-runner';

/** What the tasks are given beyond the environment: the job sources' wiring, the posts' titles. */
export interface AppTaskWiring extends JobSourceWiring {
  /** The moderator e-mail names posts by title; without it, by slug. */
  postTitles?: PostTitles;
}

/** Every background task of the app (decision 023): the runner of each process knows these. */
export function createAppTasks(env: Env, wiring: AppTaskWiring = {}): TaskDefinition[] {
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
    createAnnounceReleasesTask(mailSettings),
    pruneUnconfirmedPressSubscribersTask,
    publishEmbargoedReleasesTask,
    createPublishScheduledContentTask(env.PUBLIC_ORIGIN),
    createPruneWebVitalsTask({
      days: env.RETENTION_WEB_VITALS_DAYS,
      maxRows: env.WEB_VITALS_MAX_ROWS,
    }),
    ...createModeratorMailTasks({
      ...mailSettings,
      postTitles: wiring.postTitles ?? (async () => new Map()),
    }),
  ];
}

/** The runner of this process over the app's tasks; `index.ts` starts it when `TASKS` is on. */
export function createAppTaskRunner(
  env: Env,
  db: Kysely<Database>,
  logger: Logger,
  wiring: AppTaskWiring = {},
): TaskRunner {
  return createTaskRunner({
    db,
    logger,
    tasks: createAppTasks(env, { logger, ...wiring }),
    tickMs: env.TASKS_TICK_MS,
  });
}
