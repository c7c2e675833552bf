/**
 * The system module's face: what other modules, the pages, SEO and the composition root use.
 */
export { createOutboxAdminRouter } from './outbox.admin';
export { createSystemService } from './system-service';
export { createTasksAdminRouter } from './tasks.admin';
