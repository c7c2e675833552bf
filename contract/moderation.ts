import { plural } from './plural';

/**
 * The moderation engine's words, shared by the server and the admin screens (decision 065).
 */

/** What a keyword entry does to a comment it matches. */
export const KEYWORD_MODES = ['reject', 'hold'] as const;
export type KeywordMode = (typeof KEYWORD_MODES)[number];

/**
 * The rules, in the order the engine asks them (decision 065); the first that applies decides.
 * `trusted-author` is the one that approves; the others reject or hold.
 */
export const MODERATION_RULES = [
  'keyword',
  'blocked-author',
  'links',
  'rate',
  'trusted-author',
  'unknown-author',
] as const;
export type ModerationRule = (typeof MODERATION_RULES)[number];

/** Each rule in words, as the comment list, the activity log and its filter say it. */
export const MODERATION_RULE_LABELS: Readonly<Record<ModerationRule, string>> = {
  keyword: 'Keyword entry',
  'blocked-author': 'Blocked author',
  links: 'Too many links',
  rate: 'Posting rate',
  'trusted-author': 'Confirmed author with approved comments',
  'unknown-author': 'Author not known yet',
};

export function isModerationRule(value: unknown): value is ModerationRule {
  return (MODERATION_RULES as readonly unknown[]).includes(value);
}

/** Why the engine decided a comment as it did: the rule, the entry, and the texts it matched. */
export interface ModerationReason {
  rule: ModerationRule;
  /** The keyword entry that matched (rule `keyword`), as the rules screen lists it. */
  keyword: string | null;
  /** What the rule found in the comment, as it was written: to highlight it. */
  matches: string[];
}

/**
 * The rule the engine decided a comment by on arrival, in words (decision 065), as the log, the
 * comment list and the moderator e-mail say it: `Keyword entry “casin*”`, `Too many links: 3 links`.
 */
export function moderationReasonWords(reason: ModerationReason): string {
  const label = MODERATION_RULE_LABELS[reason.rule];
  if (reason.rule === 'keyword' && reason.keyword) return `${label} “${reason.keyword}”`;
  if (reason.rule === 'links') return `${label}: ${plural(reason.matches.length, 'link')}`;
  return label;
}

/** The rules that are a number or a switch, as the rules screen edits them. */
export interface ModerationSettings {
  /** A comment with more links than this is held. */
  linkLimit: number;
  /** Comments of an author not trusted yet are held (else published when no rule applies). */
  holdFirstComment: boolean;
  /** An author's comments beyond this many within the window are held. */
  rateLimit: number;
  rateWindowMinutes: number;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** A blocked author, as the rules screen lists them. */
export interface BlockedAuthor {
  id: number;
  email: string;
  blockedAt: string | null;
  blockedBy: string | null;
}
