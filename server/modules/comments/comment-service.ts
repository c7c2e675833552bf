import type { Kysely } from 'kysely';

import type { BlogComment, PagedList } from '../../../contract/page-types';
import type { Database, ReviewStatus } from '../../platform/db/schema';
import { withDatabase } from '../../platform/db/with-database';
import { NotFoundError } from '../../platform/domain-errors';
import { recordActivity } from '../activity';
import { ANONYMOUS } from '../../platform/auth/actor';
import { moderateComment, type AuthorMailSettings, type ModeratedComment } from '../moderation';
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

/** Why the engine decided a comment as it did, as its activity entry says it (decision 065). */
function verdictDetails({ reason }: ModeratedComment): Record<string, string> {
  if (!reason) return {};
  const matched = reason.matches.join(' ');
  return {
    rule: reason.rule,
    ...(reason.keyword !== null && { keyword: reason.keyword }),
    ...(matched && { matched }),
  };
}

/**
 * Stores a reader's comment as the moderation engine decides it (decision 065): `rejected` (never
 * dropped, so moderators can see it), held as `pending`, or `approved`, with the rule that
 * decided it and the text it matched. The comment and its activity row, and the author's
 * confirmation message if one goes, are written in one transaction.
 */
export async function postComment(
  db: Kysely<Database>,
  mail: AuthorMailSettings,
  postSlug: string,
  input: NewCommentInput,
): Promise<{ id: number; status: ReviewStatus }> {
  return db.transaction().execute(async (trx) => {
    const email = input.email ?? null;
    const verdict = await moderateComment(trx, mail, { name: input.name, body: input.body, email });
    const { status, reason } = verdict;
    const id = await insertComment(trx, {
      postSlug,
      name: input.name,
      email,
      body: input.body,
      status,
      blacklistedKeyword: reason?.keyword ?? null,
      authorEmail: verdict.author,
      moderationRule: reason?.rule ?? null,
      moderationMatches: reason?.matches ?? [],
    });
    await recordActivity(trx, {
      actor: ANONYMOUS,
      action: 'comment.created',
      entity: 'blog_comment',
      entityId: id,
      details: { postSlug, status, ...verdictDetails(verdict) },
    });
    return { id, status };
  });
}

/**
 * The public comment services on one database, for the comments router; `mail` says where an
 * author's confirmation link points and how often an address gets one.
 */
export function createCommentService(db: Kysely<Database>, mail: AuthorMailSettings) {
  return {
    listApprovedComments: withDatabase(db, listApprovedComments),
    postComment: (postSlug: string, input: NewCommentInput) =>
      postComment(db, mail, postSlug, input),
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
