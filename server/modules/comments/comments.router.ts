import { Router, type RequestHandler } from 'express';

import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { jsonBody, parseOrThrow } from '../../platform/http/validation';
import { commentListQuerySchema, newCommentSchema, postSlugParamsSchema } from './comment-schemas';
import { assertPostExists, type CommentService, type PostExists } from './comment-service';

export const COMMENT_RECEIVED_MESSAGE = 'Thank you! Your comment awaits moderation.';

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
 * // POST /api/blog/{slug}/comments {name, body} → 201 { id }, "… awaits moderation."
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
    const { id } = await comments.postComment(slug, input);
    // A rejected comment gets the same answer: spammers must not learn what the filter caught.
    sendEnvelope(res, okEnvelope({ id }, 201, COMMENT_RECEIVED_MESSAGE));
  });

  return router;
}
