// A word character in any script: letters, combining marks, digits, connector punctuation (_).
const WORD_CHAR = String.raw`[\p{L}\p{M}\p{N}\p{Pc}]`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** A keyword as a whole-word (or whole-phrase) pattern; any run of spaces matches any other. */
function keywordPattern(keyword: string): RegExp | null {
  const words = keyword.normalize('NFC').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return null;
  const phrase = words.map(escapeRegExp).join(String.raw`\s+`);
  return new RegExp(`(?<!${WORD_CHAR})${phrase}(?!${WORD_CHAR})`, 'iu');
}

/**
 * The first keyword that occurs in `text` as a whole word or phrase, ignoring case, or null.
 * Word boundaries are Unicode-aware, so `spam` matches "Spam!" and "buy SPAM now" but not
 * "spammy", and `café` does not match "cafés".
 *
 * @example
 * findBlacklistedKeyword('Buy SPAM now', ['spam']); // => 'spam'
 * findBlacklistedKeyword('so spammy', ['spam']); // => null
 * findBlacklistedKeyword('Free   Money inside', ['free money']); // => 'free money'
 */
export function findBlacklistedKeyword(text: string, keywords: readonly string[]): string | null {
  const normalized = text.normalize('NFC');
  for (const keyword of keywords) {
    if (keywordPattern(keyword)?.test(normalized)) return keyword;
  }
  return null;
}
