import type { KeywordMode, ModerationReason } from '../../../contract/moderation';
import type { ReviewStatus } from '../../platform/db/schema';
import { findKeywordMatch } from '../keywords';

/** A link as the link rule counts it: a web address with its scheme, or starting with `www.`. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]{}]+/giu;
// Punctuation that ends a sentence, not the link before it.
const TRAILING_PUNCTUATION = /[.,;:!?]+$/u;

/** The links in a text, as written, in their order. */
export function findLinks(text: string): string[] {
  return [...text.matchAll(LINK)].map(([link]) => link.replace(TRAILING_PUNCTUATION, ''));
}

/** The host of a link as written (`www.` dropped), lower case; null when it has none. */
export function linkHost(link: string): string | null {
  try {
    const url = new URL(/^https?:\/\//iu.test(link) ? link : `http://${link}`);
    return url.hostname.replace(/^www\./u, '') || null;
  } catch {
    return null;
  }
}

/** The rules that are a number or a switch, as the engine reads them. */
export interface RuleSettings {
  linkLimit: number;
  holdFirstComment: boolean;
  rateLimit: number;
}

/** What the engine knows of a comment's author (its e-mail address, normalised). */
export interface AuthorFacts {
  blocked: boolean;
  confirmed: boolean;
  /** Whether an earlier comment of theirs is approved. */
  approvedBefore: boolean;
  /** Their comments within the rate's window, before this one. */
  recentComments: number;
}

/** Everything a comment's fate depends on. */
export interface CommentFacts {
  /** What the reader wrote: the name and the body. */
  texts: readonly string[];
  keywords: readonly { keyword: string; mode: KeywordMode }[];
  settings: RuleSettings;
  /** Null for a comment left without an e-mail address: nobody it could be trusted as. */
  author: AuthorFacts | null;
}

/** The engine's verdict: the comment's status, and the rule that decided it (null: none). */
export interface CommentVerdict {
  status: ReviewStatus;
  reason: ModerationReason | null;
}

const because = (
  rule: ModerationReason['rule'],
  matches: string[] = [],
  keyword: string | null = null,
): ModerationReason => ({ rule, keyword, matches });

function keywordReason(texts: readonly string[], keywords: readonly string[]) {
  for (const text of texts) {
    const found = findKeywordMatch(text, keywords);
    if (found) return because('keyword', [found.matched], found.keyword);
  }
  return null;
}

const entriesOf = (facts: CommentFacts, mode: KeywordMode) =>
  facts.keywords.filter((entry) => entry.mode === mode).map((entry) => entry.keyword);

/**
 * Decides a new comment (decision 065). The rules are asked in this order and the first that
 * applies decides: a `reject` keyword entry rejects; a blocked author, a `hold` keyword entry,
 * more links than the limit, and a posting rate past the limit hold it for review; a confirmed
 * author with an approved comment is trusted, so it is approved; otherwise it is held as the
 * comment of an author not known yet, unless that rule is off, when it is approved.
 *
 * @example
 * decideComment({ texts: ['Ann', 'Visit my casino'], keywords: [{ keyword: 'casin*', mode: 'reject' }], settings, author: null });
 * // => { status: 'rejected', reason: { rule: 'keyword', keyword: 'casin*', matches: ['casino'] } }
 */
export function decideComment(facts: CommentFacts): CommentVerdict {
  const { texts, settings, author } = facts;
  const rejected = keywordReason(texts, entriesOf(facts, 'reject'));
  if (rejected) return { status: 'rejected', reason: rejected };
  const held = (reason: ModerationReason): CommentVerdict => ({ status: 'pending', reason });
  if (author?.blocked) return held(because('blocked-author'));
  const heldByKeyword = keywordReason(texts, entriesOf(facts, 'hold'));
  if (heldByKeyword) return held(heldByKeyword);
  const links = texts.flatMap(findLinks);
  if (links.length > settings.linkLimit) return held(because('links', links));
  if (author && author.recentComments >= settings.rateLimit) return held(because('rate'));
  if (author?.confirmed && author.approvedBefore)
    return { status: 'approved', reason: because('trusted-author') };
  if (settings.holdFirstComment) return held(because('unknown-author'));
  return { status: 'approved', reason: null };
}
