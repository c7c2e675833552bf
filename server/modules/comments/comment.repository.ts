import { sql, type Kysely, type Transaction } from 'kysely';

import { countAsTotal, likePattern, newestFirst } from '../../platform/db/query-helpers';
import type { Database, ReviewStatus } from '../../platform/db/schema';
import type { PageSlice, SortType } from '../../platform/db/paging';

type Db = Kysely<Database> | Transaction<Database>;

interface CommentToStore {
  postSlug: string;
  name: string;
  email: string | null;
  body: string;
  status: ReviewStatus;
  blacklistedKeyword: string | null;
  /** The author (the address normalised) and the rule that decided it, with what it matched. */
  authorEmail: string | null;
  moderationRule: string | null;
  moderationMatches: string[];
}

export interface ApprovedCommentRow {
  id: number;
  name: string;
  body: string;
  created_at: Date;
}

/** Which comments: by status, by post, and a search in their body, name and e-mail. */
export interface CommentFilters {
  status?: ReviewStatus[];
  post?: string[];
  search?: string;
  /** `pending-first`: the comments that wait before the others, each part newest first. */
  order?: 'newest' | 'pending-first';
}

/** Stores a comment and returns its id. */
export async function insertComment(db: Db, comment: CommentToStore): Promise<number> {
  const row = await db
    .insertInto('blog_comment')
    .values({
      post_slug: comment.postSlug,
      name: comment.name,
      email: comment.email,
      body: comment.body,
      status: comment.status,
      blacklisted_keyword: comment.blacklistedKeyword,
      author_email: comment.authorEmail,
      moderation_rule: comment.moderationRule,
      moderation_matches: JSON.stringify(comment.moderationMatches),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function filteredComments(db: Db, filters: CommentFilters) {
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
}

export async function countComments(db: Db, filters: CommentFilters): Promise<number> {
  return (await filteredComments(db, filters).select(countAsTotal).executeTakeFirstOrThrow()).total;
}

/** One page of a post's approved comments by creation time; the id breaks ties. */
export async function findApprovedComments(
  db: Db,
  postSlug: string,
  page: PageSlice & { sortType: SortType },
): Promise<ApprovedCommentRow[]> {
  return db
    .selectFrom('blog_comment')
    .select(['id', 'name', 'body', 'created_at'])
    .where('post_slug', '=', postSlug)
    .where('status', '=', 'approved')
    .orderBy('created_at', page.sortType)
    .orderBy('id', page.sortType)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** One page of the comments to moderate in the filters' order, with everything a moderator sees. */
export function findComments(db: Db, filters: CommentFilters, slice: PageSlice) {
  const query = filteredComments(db, filters);
  const ordered =
    filters.order === 'pending-first' ? query.orderBy(sql`status = 'pending'`, 'desc') : query;
  return newestFirst(
    ordered.select([
      'id',
      'post_slug',
      'name',
      'email',
      'body',
      'status',
      'created_at',
      'reviewed_at',
      'reviewed_by',
      'blacklisted_keyword',
      'moderation_rule',
      'moderation_matches',
    ]),
  )
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

/** How many posts have comments. */
export async function countCommentedPosts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('blog_comment')
    .select(sql<number>`count(distinct post_slug)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

/** One page of the posts that have comments, by slug, with their comment and pending counts. */
export function findCommentedPosts(db: Db, slice: PageSlice) {
  return db
    .selectFrom('blog_comment')
    .select([
      'post_slug',
      countAsTotal,
      sql<number>`(count(*) filter (where status = 'pending'))::int`.as('pending'),
    ])
    .groupBy('post_slug')
    .orderBy('post_slug')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

/**
 * The comments among `ids` whose status is not `status` yet, and is `expectedStatus` when given;
 * locked until the transaction ends, so a concurrent review waits and then sees the new status.
 */
export function findCommentsToReview(
  db: Db,
  ids: number[],
  status: ReviewStatus,
  expectedStatus?: ReviewStatus,
) {
  let query = db
    .selectFrom('blog_comment')
    .select(['id', 'post_slug', 'status'])
    .where('id', 'in', ids)
    .where('status', '<>', status);
  if (expectedStatus) query = query.where('status', '=', expectedStatus);
  return query.forUpdate().execute();
}

/** Sets the status of the comments, with who reviewed them and when (now; none for a reviewer-less pending). */
export async function updateCommentStatus(
  db: Db,
  ids: number[],
  review: { status: ReviewStatus; reviewedBy: string | null },
): Promise<void> {
  await db
    .updateTable('blog_comment')
    .set({
      status: review.status,
      reviewed_at: review.reviewedBy === null ? null : new Date(),
      reviewed_by: review.reviewedBy,
    })
    .where('id', 'in', ids)
    .execute();
}

/** Deletes every comment left with this e-mail address, whatever its case; returns how many. */
export async function deleteCommentsByEmail(db: Db, email: string): Promise<number> {
  const result = await db
    .deleteFrom('blog_comment')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every comment of the post `from` now hangs on `to` (its renamed slug); answers how many. */
export async function moveCommentsToSlug(db: Db, from: string, to: string): Promise<number> {
  const result = await db
    .updateTable('blog_comment')
    .set({ post_slug: to })
    .where('post_slug', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** One comment with what a moderator's action on its author needs, locked until the transaction ends. */
export function findCommentForAction(db: Db, id: number) {
  return db
    .selectFrom('blog_comment')
    .select(['id', 'post_slug', 'name', 'body', 'status', 'author_email'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
