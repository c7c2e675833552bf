/**
 * A count with its noun, singular for exactly one: `1 row`, `0 rows`, `3 comments`. The admin
 * area's one rule for counted nouns (English: only 1 is singular).
 *
 * @example
 * plural(1, 'comment'); // => '1 comment'
 * plural(2, 'reply', 'replies'); // => '2 replies'
 */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}

/**
 * Items as a sentence lists them: `a`, `a and b`, `a, b and c`.
 *
 * @example
 * listInWords(['title', 'pay', 'level']); // => 'title, pay and level'
 */
export function listInWords(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
