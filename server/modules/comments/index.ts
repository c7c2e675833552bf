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
export { createCommentReviewLinkService } from './comment-review-link-service';
export { createCommentReviewRouter } from './comment-review.router';
export {
  createModeratorMailTasks,
  MAIL_MODERATORS_TASK,
  MODERATOR_DIGEST_TASK,
} from './moderator-mail.task';
export { createCommentsRouter } from './comments.router';
