import type { Router } from 'express';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';

import { ADMIN_SCOPES } from '../../../src/api/admin-scopes';
import { recordActivity } from '../../activity/record-activity';
import type { AdminComment, CommentedPost } from '../../../src/api/admin-types';
import type { Database, ReviewStatus } from '../../db/schema';
import { okEnvelope, sendEnvelope } from '../../http/envelope';
import { actorOf } from '../../auth/require-scope';
import { jsonBody, parseOrThrow, rowId } from '../validation';
import { createAdminSectionRouter, adminOptionsHandler } from './admin-list';
import { isoOf, likePattern, multiParam, pageParam, searchParam } from './admin-query';

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
});

const reviewBodySchema = z.strictObject({
  ids: z
    .array(rowId())
    .min(1, { error: 'choose at least one comment' })
    .max(MAX_BULK_IDS, { error: `at most ${MAX_BULK_IDS} comments at once` }),
  status: z.enum(['approved', 'rejected'], { error: 'expected approved or rejected' }),
});

/** `/api/admin/blog-comment`: the moderation list, the posts that have comments, and approve / reject. */
export function createBlogCommentAdminRouter(db: Kysely<Database>): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.comments, {
    query: listQuerySchema,
    filter: (filters) => {
      let query = db.selectFrom('blog_comment');
      if (filters.status?.length) query = query.where('status', 'in', filters.status);
      if (filters.post?.length) query = query.where('post_slug', 'in', filters.post);
      if (!filters.search) return query;
      const pattern = likePattern(filters.search);
      return query.where((eb) =>
        eb.or([
          eb('body', 'ilike', pattern),
          eb('name', 'ilike', pattern),
          eb('email', 'ilike', pattern),
        ]),
      );
    },
    select: (rows) =>
      rows.select([
        'id',
        'post_slug',
        'name',
        'email',
        'body',
        'status',
        'created_at',
        'reviewed_at',
        'reviewed_by',
      ]),
    toItem: (row): AdminComment => ({
      id: row.id,
      postSlug: row.post_slug,
      name: row.name,
      email: row.email,
      body: row.body,
      status: row.status,
      createdAt: isoOf(row.created_at),
      reviewedAt: isoOf(row.reviewed_at),
      reviewedBy: row.reviewed_by,
    }),
  });

  // The post filter's options.
  router.get(
    '/posts',
    adminOptionsHandler({
      sortField: 'slug',
      defaultLimit: 50,
      total: () =>
        db
          .selectFrom('blog_comment')
          .select(sql<number>`count(distinct post_slug)::int`.as('total')),
      rows: (limit, offset) =>
        db
          .selectFrom('blog_comment')
          .select([
            'post_slug',
            sql<number>`count(*)::int`.as('total'),
            sql<number>`(count(*) filter (where status = 'pending'))::int`.as('pending'),
          ])
          .groupBy('post_slug')
          .orderBy('post_slug')
          .limit(limit)
          .offset(offset),
      toOption: (row): CommentedPost => ({
        slug: row.post_slug,
        total: row.total,
        pending: row.pending,
      }),
    }),
  );

  router.post('/review', jsonBody(), async (req, res) => {
    const { ids, status } = parseOrThrow(reviewBodySchema, req.body, 'body');
    const actor = actorOf(res.locals.auth);
    const reviewer = actor.email ?? actor.sub;
    const updated = await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('blog_comment')
        .select(['id', 'post_slug', 'status'])
        .where('id', 'in', ids)
        .where('status', '<>', status)
        .execute();
      if (before.length === 0) return [];
      await trx
        .updateTable('blog_comment')
        .set({ status, reviewed_at: new Date(), reviewed_by: reviewer })
        .where(
          'id',
          'in',
          before.map((row) => row.id),
        )
        .execute();
      for (const row of before) {
        await recordActivity(trx, {
          actor,
          action: status === 'approved' ? 'comment.approved' : 'comment.rejected',
          entity: 'blog_comment',
          entityId: row.id,
          details: { postSlug: row.post_slug, previousStatus: row.status },
        });
      }
      return before.map((row) => row.id);
    });
    sendEnvelope(res, okEnvelope({ updated, status }));
  });

  return router;
}
