import type { Kysely } from 'kysely';

import {
  COMMENT_REVIEW_LINK_TTL_DAYS,
  type ModerationMailFrequency,
} from '../../../contract/admin-account-types';
import { moderationReasonWords } from '../../../contract/moderation';
import { paths } from '../../../contract/paths';
import type { PostTitles } from '../../content/page-content';
import type { Database, ReviewDecision } from '../../platform/db/schema';
import { linkTokenHash, newLinkToken } from '../../platform/mail/link-token';
import { enqueueMail } from '../../platform/mail/outbox';
import { findModeratorsMailed, type Moderator } from '../accounts';
import { moderationOf } from './comment-moderation-service';
import { MAX_COMMENTS_PER_MAIL, moderatorMail, type ModeratorMailSettings } from './moderator-mail';
import {
  claimUnnoticedHeldComments,
  deleteExpiredReviewLinks,
  findCommentsToMail,
  findHeldPostSlugs,
  insertReviewLinks,
  type ReviewLinkToStore,
} from './moderator-mail.repository';

const DAY_MS = 86_400_000;

export type MailedFrequency = Exclude<ModerationMailFrequency, 'never'>;

/** The rule that held the comment, in words, when one did. */
function heldBecause(row: Parameters<typeof moderationOf>[0]): string | null {
  const reason = moderationOf(row);
  return reason ? moderationReasonWords(reason) : null;
}

export interface MailOptions extends ModeratorMailSettings {
  postTitles: PostTitles;
}

/**
 * E-mails one moderator the held comments they were not told of yet, with a fresh Approve and
 * Reject link for each listed one; nothing when none waits. One transaction: the notices, the
 * links and the message are kept together or not at all.
 */
async function mailModerator(
  db: Kysely<Database>,
  options: ModeratorMailSettings,
  titles: ReadonlyMap<string, string>,
  moderator: Moderator,
  frequency: MailedFrequency,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ids = await claimUnnoticedHeldComments(trx, moderator.id);
    if (ids.length === 0) return 0;
    const rows = await findCommentsToMail(trx, ids, MAX_COMMENTS_PER_MAIL);
    const expiresAt = new Date(now.getTime() + COMMENT_REVIEW_LINK_TTL_DAYS * DAY_MS);
    const links: ReviewLinkToStore[] = [];
    const linkTo = (commentId: number, decision: ReviewDecision) => {
      const token = newLinkToken();
      links.push({
        tokenHash: linkTokenHash(token),
        commentId,
        accountId: moderator.id,
        decision,
        expiresAt,
      });
      return `${options.origin}${paths.commentReviewLink({ token })}`;
    };
    const comments = rows.map((row) => ({
      postTitle: titles.get(row.post_slug) ?? row.post_slug,
      name: row.name,
      body: row.body,
      createdAt: row.created_at,
      heldBecause: heldBecause(row),
      approveUrl: linkTo(row.id, 'approved'),
      rejectUrl: linkTo(row.id, 'rejected'),
    }));
    await insertReviewLinks(trx, links);
    await enqueueMail(
      trx,
      moderatorMail(options, moderator.email, frequency, comments, ids.length),
    );
    return ids.length;
  });
}

/** Mails every moderator who chose `frequency` (decision 066); answers how many were mailed. */
export async function mailHeldComments(
  db: Kysely<Database>,
  options: MailOptions,
  frequency: MailedFrequency,
  now: Date,
): Promise<{ mailed: number; comments: number }> {
  const result = { mailed: 0, comments: 0 };
  const moderators = await findModeratorsMailed(db, frequency);
  if (moderators.length === 0) return result;
  // Outside the moderators' transactions: the content store reads on a connection of its own,
  // which the embedded database's only one would wait for.
  const titles = await options.postTitles(await findHeldPostSlugs(db));
  for (const moderator of moderators) {
    const comments = await mailModerator(db, options, titles, moderator, frequency, now);
    if (comments > 0) {
      result.mailed += 1;
      result.comments += comments;
    }
  }
  return result;
}

/** Forgets the review links that expired a day or more before `now`; answers how many. */
export function forgetExpiredReviewLinks(db: Kysely<Database>, now: Date): Promise<number> {
  return deleteExpiredReviewLinks(db, new Date(now.getTime() - DAY_MS));
}
