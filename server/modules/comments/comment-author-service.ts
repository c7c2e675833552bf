import type { Kysely } from 'kysely';

import type { Actor } from '../../platform/auth/actor';
import type { Database } from '../../platform/db/schema';
import { withDatabase } from '../../platform/db/with-database';
import { InvalidFieldError, NotFoundError } from '../../platform/domain-errors';
import { recordActivity } from '../activity';
import { blockCommentAuthor, learnFromSpam } from '../moderation';
import { findCommentForAction, updateCommentStatus } from './comment.repository';

const NOT_FOUND = 'This comment does not exist (any more).';

/**
 * Blocks the author of a comment (decision 065): their next comments are held, whatever else the
 * rules say. A comment left without an address has no author to block (400 naming `id`).
 * Answers whether the author was blocked now (false: blocked already).
 */
export async function blockAuthorOfComment(
  db: Kysely<Database>,
  id: number,
  actor: Actor,
): Promise<{ id: number; author: string; blocked: boolean }> {
  return db.transaction().execute(async (trx) => {
    const comment = await findCommentForAction(trx, id);
    if (!comment) throw new NotFoundError(NOT_FOUND);
    if (!comment.author_email)
      throw new InvalidFieldError(
        'id',
        'this comment was left without an e-mail address: there is no author to block',
      );
    const blocked = await blockCommentAuthor(trx, comment.author_email, { commentId: id, actor });
    return { id, author: comment.author_email, blocked };
  });
}

/**
 * Marks a comment as spam (decision 065): it is rejected by this moderator (if it was not
 * already) and its links teach the rules (moderation's learnFromSpam), in one transaction, logged
 * as `comment.marked_spam` with the entries learnt. Answers them.
 */
export async function markCommentAsSpam(
  db: Kysely<Database>,
  id: number,
  actor: Actor,
): Promise<{ id: number; status: 'rejected'; reviewedBy: string | null; learnt: string[] }> {
  const reviewedBy = actor.email ?? actor.sub;
  return db.transaction().execute(async (trx) => {
    const comment = await findCommentForAction(trx, id);
    if (!comment) throw new NotFoundError(NOT_FOUND);
    if (comment.status !== 'rejected')
      await updateCommentStatus(trx, [id], { status: 'rejected', reviewedBy });
    const learnt = await learnFromSpam(trx, {
      commentId: id,
      texts: [comment.name, comment.body],
      actor,
    });
    await recordActivity(trx, {
      actor,
      action: 'comment.marked_spam',
      entity: 'blog_comment',
      entityId: id,
      details: {
        postSlug: comment.post_slug,
        previousStatus: comment.status,
        learnt: learnt.join(', '),
      },
    });
    return { id, status: 'rejected', reviewedBy, learnt };
  });
}

/** The moderator's actions on a comment's author, on one database. */
export function createCommentAuthorActions(db: Kysely<Database>) {
  return {
    blockAuthorOfComment: withDatabase(db, blockAuthorOfComment),
    markCommentAsSpam: withDatabase(db, markCommentAsSpam),
  };
}

export type CommentAuthorActions = ReturnType<typeof createCommentAuthorActions>;
