/**
 * The job-sources module's face: what other modules, the pages, SEO and the composition root use.
 */
export { jobSourceOptionsOf, type JobSourceWiring } from './job-source-options';
export {
  countFailingJobSources,
  createJobSourceService,
  type JobSourceService,
} from './job-source-service';
export { createJobSourceWebhookRouter } from './job-source-webhook.router';
export { createJobSourcesAdminRouter } from './job-sources.admin';
export type { ConnectorLookup } from './job-sync-service';
export { configuredJobSources } from './job-source-input';
export { createSyncSourcesTask } from './sync-sources.task';
