/**
 * How deep a JSON body may nest. The bodies this site reads nest 6 levels at most (a Teamtailor
 * webhook's job); thousands of levels parse (V8's JSON.parse does not recurse) but then overflow
 * the stack of whatever walks the value recursively: JSON.stringify, a signature check, a log line.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * True when JSON text nests arrays and objects deeper than `maxDepth`, read from its UTF-8 bytes
 * without parsing them (brackets inside strings do not count), so the check itself costs no
 * stack and stops at the first level too deep. Text that is not JSON is judged by its brackets.
 *
 * @example
 * nestsDeeperThan(Buffer.from('{"a":[[1]]}'), 2); // => true (3 levels)
 * nestsDeeperThan(Buffer.from('{"a":"[[[["}'), 2); // => false
 */
export function nestsDeeperThan(json: Uint8Array, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < json.length; at += 1) {
    const byte = json[at] ?? 0;
    if (inString) {
      if (byte === BACKSLASH) at += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPENERS.has(byte)) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (CLOSERS.has(byte)) {
      depth -= 1;
    }
  }
  return false;
}

/** The message of a 400 for a body nested deeper than `MAX_JSON_DEPTH`. */
export const TOO_DEEP_MESSAGE = `must not nest deeper than ${MAX_JSON_DEPTH} levels`;
