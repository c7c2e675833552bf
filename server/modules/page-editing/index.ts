/**
 * The page editor's module (issue 35): the site's pages and the hiring FAQ edited in the admin
 * (`/api/admin/pages`, scope admin:pages) through the content documents' write API.
 */
export { createPageAdminRouter } from './page.admin';
export { createPageEditingService, type PageEditingOptions } from './page-editing-service';
