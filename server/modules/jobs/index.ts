/**
 * The jobs module's face: what other modules, the pages, SEO and the composition root use.
 */
export { closeExpiredJobsTask } from './close-expired-jobs.task';
export { loadExchangeRates } from './exchange-rates';
export { countScheduledJobs, createJobAdminService } from './job-admin-service';
export {
  createJobList,
  createNewestJobsMatching,
  followJobChanges,
  getJobDetail,
  getJobsChangedAt,
  getOpenJobCount,
  listJobEventsAfter,
  listJobsMatching,
  listJobsOpenedBetween,
  listLatestJobs,
  listOpenJobChanges,
  syncExchangeRates,
  type JobDetail,
  type JobEventEntry,
} from './job-service';
export { createJobAdminRouter } from './job.admin';
export { placeValuesOf } from './place-values';
export { publishScheduledJobsTask } from './publish-scheduled-jobs.task';
export {
  closeJobsOfSource,
  countOpenJobsOfSources,
  listSourcedJobs,
  writeSourcedJobs,
  type SourcedJob,
  type SourcedJobFields,
  type SourcedJobState,
  type SourcedJobWrites,
  type SourcedPlace,
} from './sourced-jobs-service';
