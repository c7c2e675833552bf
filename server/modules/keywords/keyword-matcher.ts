import { matchingSkeleton } from './text-skeleton';

// A word character in any script (letters, combining marks, digits, connector punctuation `_`)
// at the end or the start of a string. Compiled once: a pattern with Unicode property classes
// costs milliseconds to compile, too much to build one per keyword for every comment.
const ENDS_IN_WORD_CHAR = /[\p{L}\p{M}\p{N}\p{Pc}]$/u;
const STARTS_WITH_WORD_CHAR = /^[\p{L}\p{M}\p{N}\p{Pc}]/u;
// What a `*` stands for: any run of word characters, none included (decision 065).
const WILDCARD = String.raw`[\p{L}\p{M}\p{N}\p{Pc}]*`;
// Compiled patterns by keyword: a comment is checked against every entry, and entries change
// rarely. Bounded, should the list grow past any sensible size.
const MAX_CACHED_PATTERNS = 2000;
const patterns = new Map<string, RegExp | null>();

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** A word of a keyword as a pattern: its pieces' skeletons, and a wildcard for each `*`. */
function wordPattern(word: string): string {
  return word
    .split('*')
    .map((piece) => escapeRegExp(matchingSkeleton(piece)))
    .join(WILDCARD);
}

/** A keyword as a phrase pattern; any run of spaces matches any other. */
function compileKeyword(keyword: string): RegExp | null {
  const words = keyword.trim().split(/\s+/u).filter(Boolean);
  const source = words.map(wordPattern).join(String.raw`\s+`);
  // Nothing but wildcards would match anywhere: such an entry matches nothing.
  if (source.replaceAll(WILDCARD, '').replaceAll(String.raw`\s+`, '') === '') return null;
  return new RegExp(source, 'gu');
}

function keywordPattern(keyword: string): RegExp | null {
  if (!patterns.has(keyword)) {
    if (patterns.size >= MAX_CACHED_PATTERNS) patterns.clear();
    patterns.set(keyword, compileKeyword(keyword));
  }
  return patterns.get(keyword) ?? null;
}

/**
 * A text's skeleton (text-skeleton.ts) built one grapheme at a time, with where each of its code
 * units came from in the text, so a match in the skeleton can be shown in the text as written.
 */
interface MappedSkeleton {
  skeleton: string;
  /** For each code unit of the skeleton, the start and end of its grapheme in the text. */
  starts: number[];
  ends: number[];
}

function mappedSkeleton(text: string): MappedSkeleton {
  let skeleton = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (const { segment, index } of graphemes.segment(text)) {
    const folded = matchingSkeleton(segment);
    skeleton += folded;
    for (let unit = 0; unit < folded.length; unit += 1) {
      starts.push(index);
      ends.push(index + segment.length);
    }
  }
  return { skeleton, starts, ends };
}

/** Where `pattern` first occurs in `text` with no word character right before or after it. */
function wholeWordsMatch(pattern: RegExp, text: string): { start: number; end: number } | null {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const end = match.index + match[0].length;
    // Two code units hold the neighbouring character even when it is a surrogate pair.
    const before = text.slice(Math.max(0, match.index - 2), match.index);
    const after = text.slice(end, end + 2);
    if (end > match.index && !ENDS_IN_WORD_CHAR.test(before) && !STARTS_WITH_WORD_CHAR.test(after))
      return { start: match.index, end };
    // Look again from the next character: a refused match may overlap a whole-word one.
    pattern.lastIndex = match.index + ((text.codePointAt(match.index) ?? 0) > 0xffff ? 2 : 1);
  }
  return null;
}

/** A keyword found in a text: the keyword as listed, and the text it matched as written. */
export interface KeywordMatch {
  keyword: string;
  matched: string;
}

/**
 * The first keyword that occurs in `text` as a whole word or phrase, with the text it matched as
 * written, or null. Both are compared as their skeletons (text-skeleton.ts), so case, Unicode
 * normal form, invisible characters (`cas\u200Bino`) and look-alike letters (a Cyrillic `а`) do
 * not hide a keyword. Word boundaries are Unicode-aware, so `spam` matches "Spam!" and "buy SPAM
 * now" but not "spammy", and `café` does not match "cafés". A `*` in a keyword stands for any
 * letters or digits (none included) inside the word: `casin*` matches "casinos", `*spam`
 * "antispam"; never a space or punctuation.
 *
 * @example
 * findKeywordMatch('Buy SPAM now', ['spam']); // => { keyword: 'spam', matched: 'SPAM' }
 * findKeywordMatch('so spammy', ['spam']); // => null
 * findKeywordMatch('Cheap casinos!', ['casin*']); // => { keyword: 'casin*', matched: 'casinos' }
 * findKeywordMatch('play cаs\u200Bino', ['casino']); // => { keyword: 'casino', matched: 'cаs\u200Bino' }
 */
export function findKeywordMatch(text: string, keywords: readonly string[]): KeywordMatch | null {
  if (keywords.length === 0) return null;
  const { skeleton, starts, ends } = mappedSkeleton(text);
  for (const keyword of keywords) {
    const pattern = keywordPattern(keyword);
    const found = pattern && wholeWordsMatch(pattern, skeleton);
    if (found) {
      const from = starts[found.start] ?? 0;
      const to = ends[found.end - 1] ?? text.length;
      return { keyword, matched: text.slice(from, to) };
    }
  }
  return null;
}

/**
 * The first keyword that occurs in `text` as a whole word or phrase, or null (findKeywordMatch).
 *
 * @example
 * findBlacklistedKeyword('Buy SPAM now', ['spam']); // => 'spam'
 * findBlacklistedKeyword('Free   Money inside', ['free money']); // => 'free money'
 */
export function findBlacklistedKeyword(text: string, keywords: readonly string[]): string | null {
  return findKeywordMatch(text, keywords)?.keyword ?? null;
}
