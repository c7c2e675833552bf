import type { Kysely } from 'kysely';

import type { BlogComment, PagedList } from '../../../contract/page-types';
import type { Database, ReviewStatus } from '../../platform/db/schema';
import { withDatabase } from '../../platform/db/with-database';
import { NotFoundError } from '../../platform/domain-errors';
import { recordActivity } from '../activity';
import { ANONYMOUS } from '../../platform/auth/actor';
import { findBlacklistedKeywordIn } from '../keywords';
import { fetchPage, type Paging, type SortType } from '../../platform/db/paging';
import type { NewCommentInput } from './comment-schemas';
import {
  countComments,
  findApprovedComments,
  insertComment,
  type ApprovedCommentRow,
} from './comment.repository';

/** Whether a blog post with this slug exists (the app answers it from the content store). */
export type PostExists = (slug: string) => Promise<boolean>;

interface CommentPage extends Paging {
  /** Newest first unless told otherwise. */
  sortType?: SortType;
}

function toBlogComment(row: ApprovedCommentRow): BlogComment {
  return { id: row.id, name: row.name, body: row.body, createdAt: row.created_at.toISOString() };
}

/**
 * One page of a post's approved comments, newest first, with its pager. A page past the end
 * is an empty list with the right pager. The blog post pages (page/post-pages.ts) call this too.
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
  return fetchPage(
    { page, limit },
    () => countComments(db, { status: ['approved'], post: [postSlug] }),
    async (slice) =>
      (await findApprovedComments(db, postSlug, { ...slice, sortType })).map(toBlogComment),
  );
}

/** Throws NotFoundError unless the blog post exists. */
export async function assertPostExists(postExists: PostExists, postSlug: string): Promise<void> {
  if (!(await postExists(postSlug))) throw new NotFoundError();
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
    const keyword = await findBlacklistedKeywordIn(trx, [input.name, input.body]);
    const status: ReviewStatus = keyword === null ? 'pending' : 'rejected';
    const id = await insertComment(trx, {
      postSlug,
      name: input.name,
      email: input.email ?? null,
      body: input.body,
      status,
      blacklistedKeyword: keyword,
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

/** The public comment services on one database, for the comments router. */
export function createCommentService(db: Kysely<Database>) {
  return {
    listApprovedComments: withDatabase(db, listApprovedComments),
    postComment: withDatabase(db, postComment),
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
