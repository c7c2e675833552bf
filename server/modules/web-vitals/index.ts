/**
 * The web-vitals module's face (decision 067): real visitors' speed, from the browser's beacon to
 * the admin's percentiles, and the task that keeps it bounded.
 */
export { createPruneWebVitalsTask } from './prune-web-vitals.task';
export { createWebVitalsAdminRouter } from './web-vitals.admin';
export { createWebVitalsRouter } from './web-vitals.router';
export { createWebVitalsService } from './web-vitals-service';
