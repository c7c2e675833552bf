/** What JSON may hold that a `<script>` element or an old JavaScript parser would misread. */
const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * A JSON value as a JavaScript expression safe inside an inline `<script>`: `<` is escaped, so
 * the text can neither close the element (`</script>`) nor open a comment (`<!--`). For data
 * that JSON can carry (the page envelopes are API responses), the native `JSON.stringify` is
 * several times cheaper than devalue's walk (4% of the server's CPU on `/job`).
 *
 * @example
 * toScriptJson({ title: '</script>' }); // => '{"title":"\\u003c/script>"}'
 */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (character) => ESCAPES[character] ?? '');
}
