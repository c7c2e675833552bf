import type { Router } from 'express';
import { z } from 'zod';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { actorOf } from '../../platform/auth/require-scope';
import type { ReviewStatus } from '../../platform/db/schema';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import type { CommentModerationService } from './comment-moderation-service';
import { jsonBody, parseOrThrow, rowId } from '../../platform/http/validation';
import {
  adminOptionsHandler,
  createAdminSectionRouter,
} from '../../platform/admin-lists/admin-list';
import { multiParam, pageParam, searchParam } from '../../platform/admin-lists/admin-query';
import type { CommentAuthorActions } from './comment-author-service';
import { addCommentAuthorRoutes } from './comment-author.admin';

const REVIEW_STATUSES = [
  'pending',
  'approved',
  'rejected',
] as const satisfies readonly ReviewStatus[];
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_BULK_IDS = 100;

const listQuerySchema = z.strictObject({
  page: pageParam,
  status: multiParam(REVIEW_STATUSES),
  post: multiParam<string>(undefined, SLUG_PATTERN),
  search: searchParam,
  // The moderation screen lists what waits first (decision 066); the SPEC's default is newest first.
  order: z
    .enum(['newest', 'pending-first'], { error: 'expected newest or pending-first' })
    .optional(),
});

const reviewBodySchema = z.strictObject({
  ids: z
    .array(rowId())
    .min(1, { error: 'choose at least one comment' })
    .max(MAX_BULK_IDS, { error: `at most ${MAX_BULK_IDS} comments at once` }),
  // pending undoes a decision (the admin's Undo).
  status: z.enum(REVIEW_STATUSES, { error: 'expected pending, approved or rejected' }),
  // The status the admin saw: a comment decided meanwhile is left alone (issue 23).
  expectedStatus: z
    .enum(REVIEW_STATUSES, { error: 'expected pending, approved or rejected' })
    .optional(),
});

/** `/api/admin/blog-comment`: the moderation list, the posts that have comments, and approve / reject. */
export function createBlogCommentAdminRouter(
  moderation: CommentModerationService,
  authorActions: CommentAuthorActions,
): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.comments, {
    query: listQuerySchema,
    list: (filters, paging) => moderation.listCommentsToModerate(filters, paging),
  });

  // The post filter's options.
  router.get(
    '/posts',
    adminOptionsHandler({
      sortField: 'slug',
      defaultLimit: 50,
      list: (paging) => moderation.listCommentedPosts(paging),
    }),
  );

  router.post('/review', jsonBody(), async (req, res) => {
    const review = parseOrThrow(reviewBodySchema, req.body, 'body');
    const { updated, reviewedBy } = await moderation.reviewComments(
      review,
      actorOf(res.locals.auth),
    );
    sendEnvelope(res, okEnvelope({ updated, status: review.status, reviewedBy }));
  });

  addCommentAuthorRoutes(router, authorActions);

  return router;
}
