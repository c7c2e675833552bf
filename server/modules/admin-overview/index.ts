/**
 * The admin-overview module's face: what other modules, the pages, SEO and the composition root use.
 */
export { createOverviewService } from './overview-service';
export { createOverviewAdminRouter } from './overview.admin';
