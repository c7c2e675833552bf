/**
 * How the hiring chat reads a question: words, lower-cased, accents and punctuation dropped,
 * plurals folded (`visas` → `visa`), so that the FAQ matcher and the job reader compare the
 * same forms.
 */

// Words that carry no meaning for either matcher ("what", "do", "you", "the" …).
const STOPWORDS = new Set(
  (
    'a about am an and any are as at be been but by can could did do does for from get got had has ' +
    'have how i if im in into is it its just me my of on or our please so some tell than thank ' +
    'thanks that the their them then there these they this to us was we what when where which who ' +
    'why will with would you your yours hi hello hey much many'
  ).split(' '),
);

/** `visas` → `visa`, `vacancies` → `vacancy`, `boxes` → `box`; short words and `-ss` stay. */
export function stem(word: string): string {
  if (word.length <= 3 || word.endsWith('ss')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:x|ch|sh|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/[uis]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Every word of `text`, lower-cased and without accents or punctuation, in order. */
export function plainWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** Every word of `text` in its compared form, stopwords included, in order. */
export const words = (text: string) => plainWords(text).map(stem);

export const isStopword = (word: string) => STOPWORDS.has(word);

/** The words of `text` that mean something (a stopword is recognised before stemming: `does`). */
export const significantWords = (text: string) =>
  plainWords(text)
    .filter((word) => !isStopword(word))
    .map(stem);

/**
 * Edits (insert, delete, replace, swap two neighbours) from `a` to `b`, stopping at `limit + 1`:
 * `vsia` is one swap from `visa`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (before[j - 2] ?? 0) + 1);
      current.push(best);
    }
    if (Math.min(...current) > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? limit + 1, limit + 1);
}

/** How many typos a word may carry and still count: none below 4 letters, two from 8. */
export const typoAllowance = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);
