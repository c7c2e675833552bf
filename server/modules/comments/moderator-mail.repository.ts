import type { Kysely, Transaction } from 'kysely';

import type { Database, ReviewDecision } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Records that the account is told now of every held (pending) comment it was not told of yet,
 * and answers their ids: the comments of its next e-mail, each in one e-mail only.
 */
export async function claimUnnoticedHeldComments(db: Db, accountId: string): Promise<number[]> {
  const rows = await db
    .insertInto('comment_notice')
    .columns(['account_id', 'comment_id'])
    .expression((eb) =>
      eb
        .selectFrom('blog_comment')
        .select((inner) => [inner.val(accountId).as('account_id'), 'blog_comment.id'])
        .where('blog_comment.status', '=', 'pending')
        .where((inner) =>
          inner.not(
            inner.exists(
              inner
                .selectFrom('comment_notice')
                .select('comment_notice.comment_id')
                .where('comment_notice.account_id', '=', accountId)
                .whereRef('comment_notice.comment_id', '=', 'blog_comment.id'),
            ),
          ),
        ),
    )
    .returning('comment_id')
    .execute();
  return rows.map((row) => row.comment_id);
}

/** The posts that have held comments. */
export async function findHeldPostSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('blog_comment')
    .select('post_slug')
    .distinct()
    .where('status', '=', 'pending')
    .execute();
  return rows.map((row) => row.post_slug);
}

/** The newest `limit` of these comments, with what an e-mail shows of each (and the rule that held it). */
export function findCommentsToMail(db: Db, ids: number[], limit: number) {
  return db
    .selectFrom('blog_comment')
    .select([
      'id',
      'post_slug',
      'name',
      'body',
      'created_at',
      'moderation_rule',
      'moderation_matches',
      'blacklisted_keyword',
    ])
    .where('id', 'in', ids)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export interface ReviewLinkToStore {
  tokenHash: string;
  commentId: number;
  accountId: string;
  decision: ReviewDecision;
  expiresAt: Date;
}

export async function insertReviewLinks(db: Db, links: ReviewLinkToStore[]): Promise<void> {
  if (links.length === 0) return;
  await db
    .insertInto('comment_review_link')
    .values(
      links.map((link) => ({
        token_hash: link.tokenHash,
        comment_id: link.commentId,
        account_id: link.accountId,
        decision: link.decision,
        expires_at: link.expiresAt,
      })),
    )
    .execute();
}

/**
 * A link with its comment as it is now; locked until the transaction ends, so two uses of one
 * link (a double click) take turns and the second sees the first's mark.
 */
export function findReviewLink(db: Db, tokenHash: string) {
  return db
    .selectFrom('comment_review_link')
    .innerJoin('blog_comment', 'blog_comment.id', 'comment_review_link.comment_id')
    .select([
      'comment_review_link.account_id',
      'comment_review_link.decision',
      'comment_review_link.expires_at',
      'comment_review_link.used_at',
      'blog_comment.id as comment_id',
      'blog_comment.post_slug',
      'blog_comment.name',
      'blog_comment.body',
      'blog_comment.created_at',
      'blog_comment.status',
      'blog_comment.reviewed_by',
      'blog_comment.reviewed_at',
    ])
    .where('comment_review_link.token_hash', '=', tokenHash)
    .forUpdate('comment_review_link')
    .executeTakeFirst();
}

export type ReviewLinkRow = NonNullable<Awaited<ReturnType<typeof findReviewLink>>>;

export async function markReviewLinkUsed(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('comment_review_link')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Deletes the links that expired before `before`; answers how many. */
export async function deleteExpiredReviewLinks(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('comment_review_link')
    .where('expires_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
