import { Router, type RequestHandler } from 'express';

import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { jsonBody, parseOrThrow } from '../../platform/http/validation';
import { commentListQuerySchema, newCommentSchema, postSlugParamsSchema } from './comment-schemas';
import { assertPostExists, type CommentService, type PostExists } from './comment-service';

export const COMMENT_RECEIVED_MESSAGE = 'Thank you! Your comment awaits moderation.';
/** A confirmed author with an approved comment is trusted: the comment shows at once (decision 065). */
export const COMMENT_PUBLISHED_MESSAGE = 'Thank you! Your comment is published.';

interface CommentsRouterDeps {
  comments: CommentService;
  postExists: PostExists;
  /** Answers 429 past the posting limit (http/rate-limits.ts). */
  postingLimit: RequestHandler;
}

/**
 * The blog comments API, mounted by the app at `/api`.
 *
 * @example
 * app.use('/api', createCommentsRouter({ comments, postExists, postingLimit: limiters.limit('comments') }));
 * // GET  /api/blog/{slug}/comments?page=2       → 200 { list, pager }
 * // POST /api/blog/{slug}/comments {name, body} → 201 { id, published }, "… awaits moderation."
 */
export function createCommentsRouter({
  comments,
  postExists,
  postingLimit,
}: CommentsRouterDeps): Router {
  const router = Router();

  router.get('/blog/:slug/comments', async (req, res) => {
    const { slug } = parseOrThrow(postSlugParamsSchema, req.params, 'params');
    const query = parseOrThrow(commentListQuerySchema, req.query, 'query');
    await assertPostExists(postExists, slug);
    sendEnvelope(res, okEnvelope(await comments.listApprovedComments(slug, query)));
  });

  router.post('/blog/:slug/comments', postingLimit, jsonBody(), async (req, res) => {
    const { slug } = parseOrThrow(postSlugParamsSchema, req.params, 'params');
    const input = parseOrThrow(newCommentSchema, req.body, 'body');
    await assertPostExists(postExists, slug);
    const { id, status } = await comments.postComment(slug, input);
    // A rejected comment gets the held one's answer: spammers must not learn what the filter caught.
    const message = status === 'approved' ? COMMENT_PUBLISHED_MESSAGE : COMMENT_RECEIVED_MESSAGE;
    sendEnvelope(res, okEnvelope({ id, published: status === 'approved' }, 201, message));
  });

  return router;
}
