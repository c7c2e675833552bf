// The operators of the search box (PostgreSQL's websearch_to_tsquery): "quoted phrases",
// OR between alternatives, and -word to leave a word out.
const TOKEN = /-?"[^"]*"?|\S+/g;

function termLabel(token: string): string {
  const excluded = token.startsWith('-') && token.length > 1;
  const term = (excluded ? token.slice(1) : token).replace(/"/g, '').trim();
  return excluded ? `not ${term}` : term;
}

/**
 * A search as a chip reads it (issue 32): a plain search in quotes as typed, one with operators
 * (as the students page links to) in words, so no raw `OR` or quote marks show.
 *
 * @example
 * searchLabel('sofa designer'); // => '“sofa designer”'
 * searchLabel('internship OR "working student" OR graduate');
 * // => 'internship, working student or graduate'
 */
export function searchLabel(search: string): string {
  const tokens = search.match(TOKEN) ?? [];
  const hasOperators = tokens.some(
    (token) => token.toUpperCase() === 'OR' || token.includes('"') || /^-\S/.test(token),
  );
  if (!hasOperators) return `“${search}”`;
  const alternatives: string[][] = [[]];
  for (const token of tokens) {
    if (token.toUpperCase() === 'OR') alternatives.push([]);
    else alternatives.at(-1)?.push(termLabel(token));
  }
  const phrases = alternatives.map((terms) => terms.filter(Boolean).join(' ')).filter(Boolean);
  const last = phrases.pop() ?? '';
  return phrases.length === 0 ? last : `${phrases.join(', ')} or ${last}`;
}
