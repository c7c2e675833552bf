import type { Kysely, Transaction } from 'kysely';

import type { PostTitles } from '../../content/page-content';
import type { Database, ReviewDecision, ReviewStatus } from '../../platform/db/schema';
import { linkTokenHash } from '../../platform/mail/link-token';
import { findModerator, type Moderator } from '../accounts';
import { reviewCommentsIn } from './comment-moderation-service';
import {
  findReviewLink,
  markReviewLinkUsed,
  type ReviewLinkRow,
} from './moderator-mail.repository';

/** The comment a link decides, as its page shows it. */
export interface LinkedComment {
  postTitle: string;
  name: string;
  body: string;
  createdAt: Date;
}

/**
 * What a moderator e-mail's link can do now: decide its comment (`usable`), or why not: not one
 * we sent (or its comment or account is gone), used already, past its time, its account may no
 * longer moderate, or the comment was decided meanwhile (by anyone, through any way).
 */
export type ReviewLinkState =
  | { kind: 'usable'; decision: ReviewDecision; comment: LinkedComment; moderator: Moderator }
  | { kind: 'unknown' }
  | { kind: 'used'; decision: ReviewDecision; usedAt: Date; status: ReviewStatus }
  | { kind: 'expired' }
  | { kind: 'not-moderator' }
  | { kind: 'decided'; status: ReviewStatus; reviewedBy: string | null; reviewedAt: Date | null };

/** The outcome of using a link: it decided its comment, or the state that stopped it. */
export type ReviewLinkOutcome =
  | { kind: 'done'; decision: ReviewDecision; comment: LinkedComment }
  | Exclude<ReviewLinkState, { kind: 'usable' }>;

/** The state of a link as it is now; `postTitle` names its comment's post. */
async function stateOf(
  db: Kysely<Database> | Transaction<Database>,
  row: ReviewLinkRow | undefined,
  now: Date,
  postTitle: string,
): Promise<ReviewLinkState> {
  if (!row) return { kind: 'unknown' };
  if (row.used_at)
    return { kind: 'used', decision: row.decision, usedAt: row.used_at, status: row.status };
  if (row.expires_at <= now) return { kind: 'expired' };
  const moderator = await findModerator(db, row.account_id);
  if (!moderator) return { kind: 'not-moderator' };
  if (row.status !== 'pending')
    return {
      kind: 'decided',
      status: row.status,
      reviewedBy: row.reviewed_by,
      reviewedAt: row.reviewed_at,
    };
  return {
    kind: 'usable',
    decision: row.decision,
    moderator,
    comment: { postTitle, name: row.name, body: row.body, createdAt: row.created_at },
  };
}

/**
 * The title of the post of the link's comment (its slug when the post is gone). Read outside any
 * transaction: the content store reads on a connection of its own, which the embedded
 * database's only one would wait for.
 */
async function postTitleOf(postTitles: PostTitles, row: ReviewLinkRow | undefined) {
  if (!row) return '';
  return (await postTitles([row.post_slug])).get(row.post_slug) ?? row.post_slug;
}

/** What the link of `token` would do: opening it changes nothing (mail scanners open links). */
export async function checkReviewLink(
  db: Kysely<Database>,
  postTitles: PostTitles,
  token: string,
  now = new Date(),
): Promise<ReviewLinkState> {
  const row = await findReviewLink(db, linkTokenHash(token));
  return stateOf(db, row, now, await postTitleOf(postTitles, row));
}

/**
 * Decides the link's comment as the account the e-mail went to, and marks the link used, in one
 * transaction; a link that cannot (used, expired, decided meanwhile …) changes nothing.
 */
export async function useReviewLink(
  db: Kysely<Database>,
  postTitles: PostTitles,
  token: string,
  now = new Date(),
): Promise<ReviewLinkOutcome> {
  const tokenHash = linkTokenHash(token);
  const postTitle = await postTitleOf(postTitles, await findReviewLink(db, tokenHash));
  return db.transaction().execute(async (trx) => {
    const row = await findReviewLink(trx, tokenHash);
    if (!row) return { kind: 'unknown' };
    const state = await stateOf(trx, row, now, postTitle);
    if (state.kind !== 'usable') return state;
    const { updated } = await reviewCommentsIn(
      trx,
      { ids: [row.comment_id], status: state.decision, expectedStatus: 'pending', via: 'mail' },
      { sub: state.moderator.id, email: state.moderator.email },
    );
    // Decided between the read and its lock: the link says by whom, as for any decided comment.
    if (updated.length === 0) {
      const after = await findReviewLink(trx, tokenHash);
      return {
        kind: 'decided',
        status: after?.status ?? 'pending',
        reviewedBy: after?.reviewed_by ?? null,
        reviewedAt: after?.reviewed_at ?? null,
      };
    }
    await markReviewLinkUsed(trx, tokenHash, now);
    return { kind: 'done', decision: state.decision, comment: state.comment };
  });
}

/** The review links' services on one database, posts named by `postTitles`. */
export function createCommentReviewLinkService(db: Kysely<Database>, postTitles: PostTitles) {
  return {
    checkReviewLink: (token: string) => checkReviewLink(db, postTitles, token),
    useReviewLink: (token: string) => useReviewLink(db, postTitles, token),
  };
}

export type CommentReviewLinkService = ReturnType<typeof createCommentReviewLinkService>;
