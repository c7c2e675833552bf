import type { Kysely } from 'kysely';

import type { ModerationMailFrequency } from '../../../contract/admin-account-types';
import { paths } from '../../../contract/paths';
import type { PostTitles } from '../../content/page-content';
import type { Database } from '../../platform/db/schema';
import { linkTokenHash, newLinkToken } from '../../platform/mail/link-token';
import { enqueueMail } from '../../platform/mail/outbox';
import type { TaskDefinition } from '../../platform/tasks/task';
import { findModeratorsMailed, type Moderator } from '../accounts';
import {
  MAX_COMMENTS_PER_MAIL,
  moderatorMail,
  REVIEW_LINK_TTL_DAYS,
  type ModeratorMailSettings,
} from './moderator-mail';
import {
  claimUnnoticedHeldComments,
  deleteExpiredReviewLinks,
  findCommentsToMail,
  findHeldPostSlugs,
  insertReviewLinks,
  type ReviewDecision,
  type ReviewLinkToStore,
} from './moderator-mail.repository';

export const MAIL_MODERATORS_TASK = 'comments.mail-moderators';
export const MODERATOR_DIGEST_TASK = 'comments.moderator-digest';

const DAY_MS = 86_400_000;
// "At once" is batched by the minute: a burst of held comments makes one e-mail.
const AT_ONCE_INTERVAL_MS = 60_000;

type MailedFrequency = Exclude<ModerationMailFrequency, 'never'>;

interface MailOptions extends ModeratorMailSettings {
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
    const expiresAt = new Date(now.getTime() + REVIEW_LINK_TTL_DAYS * DAY_MS);
    const links: ReviewLinkToStore[] = [];
    const linkTo = (commentId: number, decision: ReviewDecision) => {
      const token = newLinkToken();
      links.push({ tokenHash: linkTokenHash(token), commentId, accountId: moderator.id, decision, expiresAt });
      return `${options.origin}${paths.commentReviewLink({ token })}`;
    };
    const comments = rows.map((row) => ({
      postTitle: titles.get(row.post_slug) ?? row.post_slug,
      name: row.name,
      body: row.body,
      createdAt: row.created_at,
      approveUrl: linkTo(row.id, 'approved'),
      rejectUrl: linkTo(row.id, 'rejected'),
    }));
    await insertReviewLinks(trx, links);
    await enqueueMail(trx, moderatorMail(options, moderator.email, frequency, comments, ids.length));
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

/**
 * The moderator e-mail's two tasks: every minute for the moderators who chose "at once", every
 * day for the digest (which also forgets links expired a day or more).
 */
export function createModeratorMailTasks(options: MailOptions): TaskDefinition[] {
  return [
    {
      name: MAIL_MODERATORS_TASK,
      description: 'E-mails the moderators who asked for it at once of newly held comments.',
      intervalMs: AT_ONCE_INTERVAL_MS,
      run: ({ db, now }) => mailHeldComments(db, options, 'immediate', now),
    },
    {
      name: MODERATOR_DIGEST_TASK,
      description: 'E-mails the other moderators a daily digest of the comments held since the last.',
      intervalMs: DAY_MS,
      run: async ({ db, now }) => ({
        ...(await mailHeldComments(db, options, 'digest', now)),
        expiredLinksDeleted: await deleteExpiredReviewLinks(db, new Date(now.getTime() - DAY_MS)),
      }),
    },
  ];
}
