/**
 * `$regex` in a content query runs on RE2 (re2js, a pure-JS port): matching takes time linear in
 * the text, whatever the pattern, so no pattern can backtrack for hours (docs/decisions/007).
 */
import { RE2JS } from 're2js';

export const MAX_REGEX_LENGTH = 100;
/** `$options` letters: i, m, s as in JavaScript; u is accepted and changes nothing (RE2 reads code points). */
export const REGEX_OPTIONS = /^[imsu]*$/;
// Matching costs (program size × text length): `\P{Cc}{1000}` alone is a 1,000-step program.
const MAX_PROGRAM_STEPS = 1_000;
// Clients repeat the same few patterns; compiling one costs up to tens of milliseconds.
const CACHE_SIZE = 100;

const FLAGS: Record<string, number> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
};

/** re2js's compiled program (RE2's `prog`); typed loosely by the library. */
interface CompiledProgram {
  numInst(): number;
}

const cache = new Map<string, RE2JS>();

/**
 * Compiles a content query's `$regex` with its `$options`, or throws an Error whose message says
 * why not (RE2 syntax has no look-around and no back-references; the program size is capped).
 *
 * @example
 * compileRegex('^design', 'i').test('Design lead'); // => true
 */
export function compileRegex(pattern: string, options = ''): RE2JS {
  const key = `${options}/${pattern}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const flags = [...options].reduce((sum, letter) => sum | (FLAGS[letter] ?? 0), 0);
  const regex = RE2JS.compile(pattern, flags);
  if ((regex.re2Input.prog as CompiledProgram).numInst() > MAX_PROGRAM_STEPS) {
    throw new Error('pattern too large: lower its repetition counts');
  }
  const oldest = cache.keys().next();
  if (cache.size >= CACHE_SIZE && !oldest.done) cache.delete(oldest.value);
  cache.set(key, regex);
  return regex;
}
