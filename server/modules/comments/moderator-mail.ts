import {
  COMMENT_REVIEW_LINK_TTL_DAYS,
  type ModerationMailFrequency,
} from '../../../contract/admin-account-types';
import { paths } from '../../../contract/paths';
import { plural } from '../../../contract/plural';
import type { MailCard } from '../../platform/mail/mail-template';
import type { MailMessage } from '../../platform/mail/outbox';

/** Where the links of the moderator e-mails point, and whose name they carry. */
export interface ModeratorMailSettings {
  /** The site's public origin (PUBLIC_ORIGIN), without a trailing slash. */
  origin: string;
  companyName: string;
}

/** An e-mail lists this many comments with their links; the rest are counted and left to the list. */
export const MAX_COMMENTS_PER_MAIL = 20;

// A comment is at most 2000 characters: an e-mail quotes the start of a long one.
const QUOTE_MAX_CHARS = 600;

/** A held comment as a moderator e-mail shows it, with the addresses of its two links. */
export interface HeldCommentInMail {
  postTitle: string;
  name: string;
  body: string;
  createdAt: Date;
  /** The moderation rule that held it, in words, when one did ("Keyword entry “casin*”"). */
  heldBecause?: string | null;
  approveUrl: string;
  rejectUrl: string;
}

const MAIL_DATE = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** A time as the moderator pages and e-mails write it: "29 Nov 2026, 21:05 UTC". */
export const formatMailTime = (time: Date): string => `${MAIL_DATE.format(time)} UTC`;

const quoteOf = (body: string) =>
  body.length <= QUOTE_MAX_CHARS ? body : `${body.slice(0, QUOTE_MAX_CHARS).trimEnd()}…`;

function commentCard(comment: HeldCommentInMail): MailCard {
  return {
    heading: `On “${comment.postTitle}”`,
    details: [
      `${comment.name} wrote on ${formatMailTime(comment.createdAt)}`,
      ...(comment.heldBecause ? [`Held by the rule: ${comment.heldBecause}`] : []),
    ],
    quote: quoteOf(comment.body),
    links: [
      { label: 'Approve', url: comment.approveUrl },
      { label: 'Reject', url: comment.rejectUrl },
    ],
  };
}

const FREQUENCY_WORDS: Record<Exclude<ModerationMailFrequency, 'never'>, string> = {
  immediate: 'at once',
  digest: 'a daily digest',
};

/**
 * The e-mail telling a moderator of the comments held since their last one: each of the newest
 * (at most MAX_COMMENTS_PER_MAIL) with its post, author, text and one-click Approve and Reject
 * links; `total` counts them all.
 */
export function moderatorMail(
  { origin, companyName }: ModeratorMailSettings,
  to: string,
  frequency: Exclude<ModerationMailFrequency, 'never'>,
  comments: HeldCommentInMail[],
  total: number,
): MailMessage {
  const waiting = total === 1 ? 'A comment waits' : `${plural(total, 'comment')} wait`;
  const more = total - comments.length;
  return {
    to,
    subject: `${frequency === 'digest' ? 'Daily digest: ' : ''}${waiting} for review`,
    content: {
      brand: companyName,
      preheader:
        total === 1 && comments[0]
          ? `${comments[0].name} on “${comments[0].postTitle}”`
          : `${waiting} for review on ${origin}`,
      heading: `${waiting} for your review`,
      paragraphs: [
        `${total === 1 ? 'This comment was' : 'These comments were'} held for review on ${companyName}’s blog. Approve shows a comment on its post; Reject keeps it hidden.`,
        `Each link asks you to confirm on a page, then works once, for ${COMMENT_REVIEW_LINK_TTL_DAYS} days. A comment someone decided meanwhile is left as it is.`,
        ...(more > 0
          ? [
              `${plural(more, 'more comment')} ${more === 1 ? 'waits' : 'wait'}: the list shows them all.`,
            ]
          : []),
      ],
      cards: comments.map(commentCard),
      action: {
        label: 'Open the comments that wait',
        url: `${origin}${paths.admin('blog-comment')}`,
      },
      footer: `You receive this because your admin account (${to}) moderates the blog comments and chose ${FREQUENCY_WORDS[frequency]} for this e-mail.`,
      footerLinks: [
        { label: 'Change how often you get it', url: `${origin}${paths.admin('account')}` },
      ],
    },
  };
}
