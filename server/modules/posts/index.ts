/**
 * The posts module's face: what other modules, the pages, SEO and the composition root use.
 */
export { createPostAdminService, type PostAdminOptions } from './post-admin-service';
export { createPostsAdminRouter } from './posts.admin';
