import type { Kysely } from 'kysely';

import type { BlogComment, PagedList } from '../../../src/api/page-types';
import { ANONYMOUS, recordActivity } from '../../activity/record-activity';
import type { Database, ReviewStatus } from '../../db/schema';
import { HttpError } from '../../http/envelope';
import { findBlacklistedKeyword, loadKeywords } from '../keywords/keyword-matcher';
import { pageOffset, toPager, type SortType } from '../list-query';
import type { NewCommentInput } from './comment-schemas';
import {
  countApprovedComments,
  findApprovedComments,
  insertComment,
  type ApprovedCommentRow,
} from './comment.repository';

/** Whether a blog post with this slug exists (the app answers it from the content store). */
export type PostExists = (slug: string) => Promise<boolean>;

export interface CommentPage {
  page: number;
  limit: number;
  /** Newest first unless told otherwise. */
  sortType?: SortType;
}

function toBlogComment(row: ApprovedCommentRow): BlogComment {
  return { id: row.id, name: row.name, body: row.body, createdAt: row.created_at.toISOString() };
}

/**
 * One page of a post's approved comments, newest first, with its pager. A page past the end
 * is an empty list with the right pager. The blog post pages (resolvers/post-pages.ts) call this too.
 *
 * @example
 * await listApprovedComments(db, 'postgres-full-text-search-for-jobs', { page: 1, limit: 8 });
 * // => { list: [{ id, name, body, createdAt }], pager: { page: 1, totalPages: 1, total: 1 } }
 */
export async function listApprovedComments(
  db: Kysely<Database>,
  postSlug: string,
  { page, limit, sortType = 'desc' }: CommentPage,
): Promise<PagedList<BlogComment>> {
  const total = await countApprovedComments(db, postSlug);
  const rows = await findApprovedComments(db, postSlug, {
    limit,
    offset: pageOffset(page, limit),
    sortType,
  });
  return { list: rows.map(toBlogComment), pager: toPager(total, page, limit) };
}

/** A 404 unless the blog post exists. */
export async function assertPostExists(postExists: PostExists, postSlug: string): Promise<void> {
  if (!(await postExists(postSlug))) throw new HttpError(404);
}

/**
 * Stores a reader's comment for moderation: `pending`, or `rejected` when its name or body
 * holds a blacklisted keyword (never dropped, so moderators can see it). The comment and its
 * activity row are written in one transaction.
 */
export async function postComment(
  db: Kysely<Database>,
  postSlug: string,
  input: NewCommentInput,
): Promise<{ id: number; status: ReviewStatus }> {
  return db.transaction().execute(async (trx) => {
    const keywords = await loadKeywords(trx);
    const keyword =
      findBlacklistedKeyword(input.name, keywords) ?? findBlacklistedKeyword(input.body, keywords);
    const status: ReviewStatus = keyword === null ? 'pending' : 'rejected';
    const id = await insertComment(trx, {
      postSlug,
      name: input.name,
      email: input.email ?? null,
      body: input.body,
      status,
    });
    await recordActivity(trx, {
      actor: ANONYMOUS,
      action: 'comment.created',
      entity: 'blog_comment',
      entityId: id,
      details: keyword === null ? { postSlug, status } : { postSlug, status, keyword },
    });
    return { id, status };
  });
}
