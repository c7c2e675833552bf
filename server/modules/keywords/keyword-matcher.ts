import { matchingSkeleton } from './text-skeleton';

// A word character in any script (letters, combining marks, digits, connector punctuation `_`)
// at the end or the start of a string. Compiled once: a pattern with Unicode property classes
// costs milliseconds to compile, too much to build one per keyword for every comment.
const ENDS_IN_WORD_CHAR = /[\p{L}\p{M}\p{N}\p{Pc}]$/u;
const STARTS_WITH_WORD_CHAR = /^[\p{L}\p{M}\p{N}\p{Pc}]/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** A keyword's skeleton as a phrase pattern; any run of spaces matches any other. */
function keywordPattern(keyword: string): RegExp | null {
  const words = matchingSkeleton(keyword).trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return null;
  return new RegExp(words.map(escapeRegExp).join(String.raw`\s+`), 'gu');
}

/** Whether `pattern` occurs in `text` with no word character right before or after it. */
function occursAsWholeWords(pattern: RegExp, text: string): boolean {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const end = match.index + match[0].length;
    // Two code units hold the neighbouring character even when it is a surrogate pair.
    const before = text.slice(Math.max(0, match.index - 2), match.index);
    const after = text.slice(end, end + 2);
    if (!ENDS_IN_WORD_CHAR.test(before) && !STARTS_WITH_WORD_CHAR.test(after)) return true;
    // Look again from the next character: a refused match may overlap a whole-word one.
    pattern.lastIndex = match.index + ((text.codePointAt(match.index) ?? 0) > 0xffff ? 2 : 1);
  }
  return false;
}

/**
 * The first keyword that occurs in `text` as a whole word or phrase, or null. Both are compared
 * as their skeletons (text-skeleton.ts), so case, Unicode normal form, invisible characters
 * (`cas\u200Bino`) and look-alike letters (a Cyrillic `а`) do not hide a keyword. Word
 * boundaries are Unicode-aware, so `spam` matches "Spam!" and "buy SPAM now" but not "spammy",
 * and `café` does not match "cafés".
 *
 * @example
 * findBlacklistedKeyword('Buy SPAM now', ['spam']); // => 'spam'
 * findBlacklistedKeyword('so spammy', ['spam']); // => null
 * findBlacklistedKeyword('Free   Money inside', ['free money']); // => 'free money'
 * findBlacklistedKeyword('play cаs\u200Bino', ['casino']); // => 'casino'
 */
export function findBlacklistedKeyword(text: string, keywords: readonly string[]): string | null {
  const skeleton = matchingSkeleton(text);
  for (const keyword of keywords) {
    const pattern = keywordPattern(keyword);
    if (pattern && occursAsWholeWords(pattern, skeleton)) return keyword;
  }
  return null;
}
