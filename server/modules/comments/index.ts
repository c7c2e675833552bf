/**
 * The comments module's face: what other modules, the pages, SEO and the composition root use.
 */
export { createBlogCommentAdminRouter } from './blog-comment.admin';
export { createCommentAuthorActions } from './comment-author-service';
export {
  countPendingComments,
  createCommentModerationService,
  deleteCommentsOf,
  moveCommentsOfPost,
} from './comment-moderation-service';
export { createCommentService, listApprovedComments } from './comment-service';
export { createCommentsRouter } from './comments.router';
