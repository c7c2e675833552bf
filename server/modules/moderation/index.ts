/**
 * The moderation module's face (decision 065): the one engine that decides a new comment (and a
 * talent community signup) by the rules an admin edits, the authors it knows, and their routers.
 */
export { confirmCommentAuthor, type AuthorMailSettings } from './author-confirmation-service';
export { createCommentAuthorsRouter } from './comment-authors.router';
export {
  authorOf,
  blockCommentAuthor,
  forgetCommentAuthor,
  learnFromSpam,
  moderateComment,
  moderateSignup,
  type ModeratedComment,
} from './moderation-service';
export { createModerationRulesAdminRouter } from './moderation-rules.admin';
export { createModerationRulesService } from './moderation-rules-service';
