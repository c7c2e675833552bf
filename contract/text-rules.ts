/**
 * What the plain text a person types may hold (names, comments, interests): one rule for the
 * forms and the API, so that both refuse the same text.
 */

// Control characters (C0, DEL, C1), line breaks and tabs aside; NEL (U+0085) counts as one.
const CONTROL = /(?![\n\r\t])\p{Cc}/u;
const TAB = /\t/;
// Line feed, carriage return, and the Unicode line and paragraph separators.
const LINE_BREAK = /[\n\r\u2028\u2029]/;
// Bidirectional embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069): they reorder
// how the text around them is displayed, so a name could show other than what it is.
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** Why a text is refused: a control character, a bidirectional control, or a line break where one line is expected. */
export type TextProblem = 'control' | 'bidi' | 'line-break';

/**
 * The first rule `text` breaks, or null. A single-line text (a name) holds neither line breaks
 * nor tabs; a multi-line one (a comment) may.
 *
 * @example
 * plainTextProblem('Ada Lovelace', { multiline: false }); // => null
 * plainTextProblem('Ada\u202Eecalevol', { multiline: false }); // => 'bidi'
 * plainTextProblem('Ada\u2028Lovelace', { multiline: false }); // => 'line-break'
 * plainTextProblem('first line\nsecond line', { multiline: true }); // => null
 */
export function plainTextProblem(
  text: string,
  { multiline }: { multiline: boolean },
): TextProblem | null {
  if (CONTROL.test(text) || (!multiline && TAB.test(text))) return 'control';
  if (BIDI_CONTROL.test(text)) return 'bidi';
  if (!multiline && LINE_BREAK.test(text)) return 'line-break';
  return null;
}
