// Search engines show about this many characters of a description.
const DESCRIPTION_LENGTH = 155;

const INLINE_TAG = /<\/?(?:a|b|i|em|strong|code|del|s|sub|sup)\b[^>]*>/gi;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text of rendered HTML: tags dropped, the entities our Markdown renderer writes decoded. */
function htmlToText(html: string): string {
  return (
    html
      // Inline tags sit inside words and sentences; any other tag separates text.
      .replace(INLINE_TAG, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
        const lower = name.toLowerCase();
        if (lower.startsWith('#')) {
          const code = lower.startsWith('#x')
            ? parseInt(lower.slice(2), 16)
            : Number(lower.slice(1));
          return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
        }
        return NAMED_ENTITIES[lower] ?? entity;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * Plain text for a meta description from rendered HTML (React escapes it again), cut at a word
 * near 155 characters; `fallback` when the HTML has no text.
 *
 * @example
 * describe('<p>Data &amp; Analytics</p>', 'Job'); // => 'Data & Analytics'
 */
export function describe(html: string, fallback: string): string {
  const text = htmlToText(html) || fallback;
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.lastIndexOf(' ', DESCRIPTION_LENGTH - 1);
  return `${text.slice(0, cut > 0 ? cut : DESCRIPTION_LENGTH - 1)}…`;
}
