import type { Transaction } from 'kysely';

import type { ModerationReason } from '../../../contract/moderation';
import type { Actor } from '../../platform/auth/actor';
import type { Database } from '../../platform/db/schema';
import { recordActivity } from '../activity';
import { addLearntKeywords, findKeywordMatch, listKeywordEntries } from '../keywords';
import { askAuthorToConfirm, type AuthorMailSettings } from './author-confirmation-service';
import { decideComment, findLinks, linkHost, type CommentVerdict } from './comment-rules';
import {
  blockAuthorByEmail,
  deleteAuthorByEmail,
  findAuthor,
  findAuthorHistory,
  loadSettings,
  lockAuthor,
} from './moderation.repository';

const MINUTE_MS = 60_000;
// The longest keyword entry the rules screen takes (blacklist-keywords.admin.ts).
const MAX_LEARNT_LENGTH = 100;

/**
 * Who wrote a comment (decision 065): the e-mail address given with it, trimmed and in lower
 * case, or null without one. Nothing more is folded (no `+tag` or dots dropped): providers
 * differ on what those mean, and two addresses are two people until one confirms both.
 */
export function authorOf(email: string | null | undefined): string | null {
  const normalised = email?.normalize('NFC').trim().toLowerCase();
  return normalised ? normalised : null;
}

/** A new comment as the engine reads it. */
export interface CommentToModerate {
  name: string;
  body: string;
  email: string | null;
}

/** The engine's verdict, with the author it decided it for. */
export interface ModeratedComment extends CommentVerdict {
  author: string | null;
}

/**
 * Decides a new comment by the rules (comment-rules.ts, decision 065), in the comment's
 * transaction; the author of a comment kept for the site is asked, once, to confirm the address.
 * A rejected comment, or a blocked author's, sends nothing: the form must not mail anyone for spam.
 */
export async function moderateComment(
  trx: Transaction<Database>,
  mail: AuthorMailSettings,
  comment: CommentToModerate,
  now = new Date(),
): Promise<ModeratedComment> {
  const author = authorOf(comment.email);
  const stored = await loadSettings(trx);
  const settings = {
    linkLimit: stored.link_limit,
    holdFirstComment: stored.hold_first_comment,
    rateLimit: stored.rate_limit,
  };
  const keywords = await listKeywordEntries(trx);
  let facts = null;
  if (author) {
    await lockAuthor(trx, author);
    const known = await findAuthor(trx, author);
    const since = new Date(now.getTime() - stored.rate_window_minutes * MINUTE_MS);
    facts = {
      blocked: known?.blocked_at != null,
      confirmed: known?.confirmed_at != null,
      ...(await findAuthorHistory(trx, author, since)),
    };
  }
  const verdict = decideComment({
    texts: [comment.name, comment.body],
    keywords,
    settings,
    author: facts,
  });
  // Nobody is mailed for spam, nor is a blocked author invited to be trusted.
  if (author && verdict.status !== 'rejected' && !facts?.blocked)
    await askAuthorToConfirm(trx, mail, author, now);
  return { ...verdict, author };
}

/**
 * The rule a talent community signup's free text breaks, or null (decision 065): a `reject`
 * keyword entry in the name or in an interest. Hold entries do not apply: signups have no review
 * queue, and the double opt-in already asks the address's owner.
 */
export async function moderateSignup(
  trx: Transaction<Database>,
  texts: readonly string[],
): Promise<ModerationReason | null> {
  const rejecting = (await listKeywordEntries(trx))
    .filter((entry) => entry.mode === 'reject')
    .map((entry) => entry.keyword);
  for (const text of texts) {
    const found = findKeywordMatch(text, rejecting);
    if (found) return { rule: 'keyword', keyword: found.keyword, matches: [found.matched] };
  }
  return null;
}

/**
 * Blocks a comment's author (their next comments are held), in the caller's transaction, logged
 * as `comment_author.blocked` with the comment it was blocked from; answers false when the author
 * was blocked already (nothing changes, nothing is logged).
 */
export async function blockCommentAuthor(
  trx: Transaction<Database>,
  author: string,
  { commentId, actor }: { commentId: number; actor: Actor },
): Promise<boolean> {
  const { author: row, blocked } = await blockAuthorByEmail(
    trx,
    author,
    actor.email ?? actor.sub ?? 'unknown',
  );
  if (blocked) {
    await recordActivity(trx, {
      actor,
      action: 'comment_author.blocked',
      entity: 'comment_author',
      entityId: row.id,
      details: { commentId },
    });
  }
  return blocked;
}

/**
 * What a comment marked as spam teaches the rules (decision 065): the host of each of its links
 * becomes a `hold` entry, so the next comment that links there waits for a moderator, and says
 * why. Hosts already listed stay as they are. Answers the entries added.
 */
export function learnFromSpam(
  trx: Transaction<Database>,
  { commentId, texts, actor }: { commentId: number; texts: readonly string[]; actor: Actor },
): Promise<string[]> {
  const hosts = texts
    .flatMap(findLinks)
    .map(linkHost)
    .filter((host) => host !== null && host.length <= MAX_LEARNT_LENGTH);
  return addLearntKeywords(trx, [...new Set(hosts as string[])], {
    spamCommentId: commentId,
    actor,
  });
}

/** Forgets what moderation knows of an address (a person's data deleted on request). */
export async function forgetCommentAuthor(
  trx: Transaction<Database>,
  email: string,
): Promise<void> {
  const author = authorOf(email);
  if (author) await deleteAuthorByEmail(trx, author);
}
