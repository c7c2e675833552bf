/**
 * The activity module's face: what other modules, the pages, SEO and the composition root use.
 */
export {
  createActivityService,
  listChangesSince,
  listRecentActivity,
  recordActivity,
} from './activity-service';
export { createLogActivityAdminRouter } from './log-activity.admin';
export { staleSaveError, type EditedRecord } from './stale-save';
