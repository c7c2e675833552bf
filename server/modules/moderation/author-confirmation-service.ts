import type { Kysely, Transaction } from 'kysely';

import { paths } from '../../../contract/paths';
import { ANONYMOUS } from '../../platform/auth/actor';
import type { Database } from '../../platform/db/schema';
import {
  checkConfirmation,
  recordConfirmation,
  settleConfirmation,
  type ConfirmationLimits,
} from '../../platform/mail/confirmation-limit';
import { linkTokenHash, newLinkToken } from '../../platform/mail/link-token';
import type { MailMessage } from '../../platform/mail/outbox';
import { recordActivity } from '../activity';
import {
  confirmAuthor,
  ensureAuthor,
  findAuthorByToken,
  setConfirmToken,
} from './moderation.repository';

const DAY_MS = 86_400_000;
/** A confirmation link works this long after it was sent (as the talent community's). */
export const AUTHOR_CONFIRMATION_TTL_MS = 7 * DAY_MS;
/** The purpose of these links, as the per-address limits count them (decision 036). */
const AUTHOR_CONFIRMATION = 'comment-author';

/** Where confirmation links point, who the message is from, how often an address gets one. */
export interface AuthorMailSettings {
  mail: { origin: string; companyName: string };
  limits: ConfirmationLimits;
}

/**
 * The message asking the owner of an address to confirm it as a comment's author. Like the talent
 * community's, it holds nothing the comment's writer typed but the address it goes to.
 */
function confirmationMail(
  { origin, companyName }: AuthorMailSettings['mail'],
  to: string,
  token: string,
): MailMessage {
  return {
    to,
    subject: `Confirm your address for comments on the ${companyName} blog`,
    content: {
      brand: companyName,
      preheader: 'Confirm that this address is yours, and your next comments need no wait.',
      heading: 'Confirm your address',
      paragraphs: [
        `Someone, we hope you, left a comment on the ${companyName} tech blog with this e-mail address. A moderator reads it before it appears.`,
        'To confirm that this address is yours, open the link below within 7 days and press “Confirm my address”. Once you have, and a moderator has approved one of your comments, your next comments appear at once.',
        'If you did not write a comment, ignore this message: nothing more happens, and we do not write again unless a comment is left with this address.',
      ],
      action: {
        label: 'Confirm my address',
        url: `${origin}${paths.commentAuthorConfirm({ token })}`,
      },
      footer: `You received this message because this address was given with a comment on ${origin}${paths.techBlog()}.`,
    },
  };
}

/**
 * Sends the author of a comment kept for the site (held or approved) a link to confirm the
 * address, in the comment's transaction, unless it is confirmed already, a link is pending or the
 * address had its day's links (the limits every confirmation link shares, decision 036).
 */
export async function askAuthorToConfirm(
  trx: Transaction<Database>,
  settings: AuthorMailSettings,
  email: string,
  now: Date,
): Promise<void> {
  const author = await ensureAuthor(trx, email);
  if (author.confirmed_at !== null) return;
  const request = { address: email, purpose: AUTHOR_CONFIRMATION, now };
  const verdict = await checkConfirmation(trx, settings.limits, request);
  if (verdict.kind !== 'due') return;
  const token = newLinkToken();
  const tokenHash = linkTokenHash(token);
  await setConfirmToken(trx, author.id, tokenHash, now);
  await recordConfirmation(trx, request, tokenHash, confirmationMail(settings.mail, email, token));
}

/** What a confirmation link did: the page says it in words. */
export type AuthorConfirmationOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'unknown';

/**
 * Confirms the author a link's token belongs to, once, within 7 days of sending, logged as
 * `comment_author.confirmed`; a used, expired, replaced or unknown token confirms nothing.
 */
export async function confirmCommentAuthor(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<AuthorConfirmationOutcome> {
  const tokenHash = linkTokenHash(token);
  return db.transaction().execute(async (trx) => {
    const sentAfter = new Date(now.getTime() - AUTHOR_CONFIRMATION_TTL_MS);
    const confirmed = await confirmAuthor(trx, tokenHash, now, sentAfter);
    if (confirmed) {
      await settleConfirmation(trx, tokenHash, now);
      await recordActivity(trx, {
        actor: ANONYMOUS,
        action: 'comment_author.confirmed',
        entity: 'comment_author',
        entityId: confirmed.id,
      });
      return 'confirmed';
    }
    const author = await findAuthorByToken(trx, tokenHash);
    if (!author) return 'unknown';
    return author.confirmed_at ? 'already-confirmed' : 'expired';
  });
}
