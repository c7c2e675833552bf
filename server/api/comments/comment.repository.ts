import { sql, type Kysely, type Transaction } from 'kysely';

import type { Database, ReviewStatus } from '../../db/schema';
import type { SortType } from '../list-query';

type Db = Kysely<Database> | Transaction<Database>;

export interface CommentToStore {
  postSlug: string;
  name: string;
  email: string | null;
  body: string;
  status: ReviewStatus;
}

export interface ApprovedCommentRow {
  id: number;
  name: string;
  body: string;
  created_at: Date;
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countApprovedComments(db: Db, postSlug: string): Promise<number> {
  const row = await db
    .selectFrom('blog_comment')
    // count(*) is int8, which the drivers return as bigint, string or number: ask for int4.
    .select(sql<number>`count(*)::int`.as('total'))
    .where('post_slug', '=', postSlug)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return row.total;
}

/** One page of a post's approved comments by creation time; the id breaks ties. */
export async function findApprovedComments(
  db: Db,
  postSlug: string,
  page: { limit: number; offset: number; sortType: SortType },
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
