/**
 * The one rule for text from outside (issue 9): no NUL character and no unpaired surrogate.
 * PostgreSQL refuses both in `text` and `jsonb` (a 500 if they reach SQL), and neither is
 * anything a person types.
 */

// With the `u` flag a surrogate pair reads as one code point, so `\p{Cs}` matches only a lone half.
const UNSAFE_TEXT = /[\0\p{Cs}]/u;

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** True when `text` holds neither a NUL character nor an unpaired surrogate. */
export function isSafeText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent)
    path.unshift(at.key);
  return path;
}

/**
 * Where a parsed JSON value holds unsafe text, in a key or a string value: the path to one such
 * place (`[]` for the value itself), or `null` when all of it is safe. Walks without recursion and
 * keeps parent links rather than paths, so a deeply nested body costs neither stack nor
 * quadratic time.
 *
 * @example
 * findUnsafeText({ ids: [1], tags: ['ok', 'a\u0000b'] }); // => ['tags', 1]
 * findUnsafeText({ keyword: 'fine' }); // => null
 */
export function findUnsafeText(value: unknown): (string | number)[] | null {
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const item = visit.value;
    if (typeof item === 'string') {
      if (!isSafeText(item)) return pathOf(visit);
    } else if (Array.isArray(item)) {
      item.forEach((element, key) => pending.push({ value: element, key, parent: visit }));
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        if (!isSafeText(key)) return pathOf(visit);
        pending.push({ value: element, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * The field a request body's unsafe text is in, as a 400 names it (`tags.1`; `body` for the body
 * itself), or `null` when the body is safe.
 */
export function unsafeBodyField(body: unknown): string | null {
  const at = findUnsafeText(body);
  if (at === null) return null;
  return at.length > 0 ? at.join('.') : 'body';
}
