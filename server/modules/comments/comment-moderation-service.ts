import type { Kysely, Transaction } from 'kysely';

import type { AdminComment, CommentedPost } from '../../../contract/admin-types';
import { isModerationRule, type ModerationReason } from '../../../contract/moderation';
import type { PagedList } from '../../../contract/page-types';
import type { Database, ReviewStatus } from '../../platform/db/schema';
import { withDatabase } from '../../platform/db/with-database';
import { recordActivity } from '../activity';
import type { Actor } from '../../platform/auth/actor';
import { isoOf } from '../../platform/http/iso-date';
import { fetchPage, type Paging } from '../../platform/db/paging';
import type { PostTitles } from '../../content/page-content';
import {
  countCommentedPosts,
  countComments,
  deleteCommentsByEmail,
  findCommentedPosts,
  findComments,
  findCommentsToReview,
  moveCommentsToSlug,
  updateCommentStatus,
  type CommentFilters,
} from './comment.repository';

type CommentRow = Awaited<ReturnType<typeof findComments>>[number];

/** The rule that decided a comment on arrival and what it matched; null for none (or unknown). */
export function moderationOf(
  row: Pick<CommentRow, 'moderation_rule' | 'moderation_matches' | 'blacklisted_keyword'>,
): ModerationReason | null {
  if (!isModerationRule(row.moderation_rule)) return null;
  const stored: unknown = row.moderation_matches;
  const matches: unknown = typeof stored === 'string' ? JSON.parse(stored) : stored;
  return {
    rule: row.moderation_rule,
    keyword: row.blacklisted_keyword,
    matches: Array.isArray(matches)
      ? matches.filter((match): match is string => typeof match === 'string')
      : [],
  };
}

const toAdminComment = (row: CommentRow, titles: ReadonlyMap<string, string>): AdminComment => ({
  id: row.id,
  postSlug: row.post_slug,
  postTitle: titles.get(row.post_slug) ?? null,
  name: row.name,
  email: row.email,
  body: row.body,
  status: row.status,
  createdAt: isoOf(row.created_at),
  reviewedAt: isoOf(row.reviewed_at),
  reviewedBy: row.reviewed_by,
  blacklistedKeyword: row.blacklisted_keyword,
  moderation: moderationOf(row),
});

/** One page of the moderation list, newest first. */
export function listCommentsToModerate(
  db: Kysely<Database>,
  postTitles: PostTitles,
  filters: CommentFilters,
  paging: Paging,
): Promise<PagedList<AdminComment>> {
  return fetchPage(
    paging,
    () => countComments(db, filters),
    async (slice) => {
      const rows = await findComments(db, filters, slice);
      const titles = await postTitles(rows.map((row) => row.post_slug));
      return rows.map((row) => toAdminComment(row, titles));
    },
  );
}

/** The posts that have comments, for the moderation list's filter. */
export function listCommentedPosts(
  db: Kysely<Database>,
  postTitles: PostTitles,
  paging: Paging,
): Promise<PagedList<CommentedPost>> {
  return fetchPage(
    paging,
    () => countCommentedPosts(db),
    async (slice) => {
      const rows = await findCommentedPosts(db, slice);
      const titles = await postTitles(rows.map((row) => row.post_slug));
      return rows.map((row) => ({
        slug: row.post_slug,
        title: titles.get(row.post_slug) ?? null,
        total: row.total,
        pending: row.pending,
      }));
    },
  );
}

const REVIEW_ACTIONS = {
  approved: 'comment.approved',
  rejected: 'comment.rejected',
  pending: 'comment.reopened',
} as const satisfies Record<ReviewStatus, string>;

/** What a review asks for: the comments, their new status, and the status they must have now. */
export interface ReviewRequest {
  ids: number[];
  status: ReviewStatus;
  /**
   * The status the admin saw: a comment whose status is another by now (someone decided it
   * meanwhile) is left alone. Without it every comment not in `status` yet changes.
   */
  expectedStatus?: ReviewStatus;
  /** Set for a decision made from the moderator e-mail's link, so the log says so. */
  via?: 'mail';
}

/**
 * Approves, rejects or (to undo a decision) returns comments to pending, recording the reviewer
 * and one log row per comment in one transaction; returns the ids whose status changed (a comment
 * already in it, or not in `expectedStatus`, is left alone) and the reviewer they now name. A
 * comment back in pending has no reviewer.
 */
export async function reviewComments(
  db: Kysely<Database>,
  request: ReviewRequest,
  actor: Actor,
): Promise<{ updated: number[]; reviewedBy: string | null }> {
  return db.transaction().execute((trx) => reviewCommentsIn(trx, request, actor));
}

/** `reviewComments` in the caller's transaction (an e-mail's review link marks itself used in it). */
export async function reviewCommentsIn(
  trx: Transaction<Database>,
  { ids, status, expectedStatus, via }: ReviewRequest,
  actor: Actor,
): Promise<{ updated: number[]; reviewedBy: string | null }> {
  const reviewedBy = status === 'pending' ? null : (actor.email ?? actor.sub);
  const before = await findCommentsToReview(trx, ids, status, expectedStatus);
  if (before.length === 0) return { updated: [], reviewedBy };
  const changed = before.map((row) => row.id);
  await updateCommentStatus(trx, changed, { status, reviewedBy });
  for (const row of before) {
    await recordActivity(trx, {
      actor,
      action: REVIEW_ACTIONS[status],
      entity: 'blog_comment',
      entityId: row.id,
      details: { postSlug: row.post_slug, previousStatus: row.status, ...(via && { via }) },
    });
  }
  return { updated: changed, reviewedBy };
}

/** How many comments wait for review (the admin overview). */
export function countPendingComments(db: Kysely<Database>): Promise<number> {
  return countComments(db, { status: ['pending'] });
}

/** Deletes every comment written with this e-mail address (any case); how many went. */
export function deleteCommentsOf(
  db: Kysely<Database> | Transaction<Database>,
  email: string,
): Promise<number> {
  return deleteCommentsByEmail(db, email);
}

/**
 * A blog post's comments hang on its slug: a renamed post takes them along, in the transaction
 * of the rename (decision 061), so its page keeps them and the old slug keeps none.
 */
export function moveCommentsOfPost(
  db: Kysely<Database> | Transaction<Database>,
  from: string,
  to: string,
): Promise<number> {
  return moveCommentsToSlug(db, from, to);
}

/** The moderation services on one database, posts named by `postTitles`, for the admin section. */
export function createCommentModerationService(db: Kysely<Database>, postTitles: PostTitles) {
  return {
    listCommentsToModerate: (filters: CommentFilters, paging: Paging) =>
      listCommentsToModerate(db, postTitles, filters, paging),
    listCommentedPosts: (paging: Paging) => listCommentedPosts(db, postTitles, paging),
    reviewComments: withDatabase(db, reviewComments),
  };
}

export type CommentModerationService = ReturnType<typeof createCommentModerationService>;
