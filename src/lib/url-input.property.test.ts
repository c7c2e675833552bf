/**
 * Issue 12: properties of the parsers of URL input, over random and hostile strings (fast-check):
 * the redirect-target check, the id and slug parsers, and the query-string helpers.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

import { isLocalPath, safeRedirectTarget } from './local-path';
import { toQueryString } from '../../contract/query-string';
import { isPositiveId, isSlug, readQueryObject, splitMulti } from '../../contract/query-params';

const RUNS = { numRuns: 300 };
const SITE = new URL('https://careers.example/');
const INT4_MAX = 2_147_483_647;

// The pieces open redirects are made of, so that random strings hit them often.
const REDIRECT_PIECES = [
  '/',
  '//',
  '\\',
  '/\\',
  ':',
  '.',
  '..',
  '%',
  '%2f',
  '%5c',
  '@',
  '?',
  '#',
  '&',
  '=',
  'evil.example',
  'javascript:',
  'https:',
  'data:',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u3002',
  '\uff0f',
  '\u2215',
  'a',
  'admin',
  '~',
  '+',
  '-',
  '_',
];
const redirectAttempt = fc.oneof(
  fc.array(fc.constantFrom(...REDIRECT_PIECES), { maxLength: 8 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.webUrl().map((url) => url.replace(/^https?:/, '')),
);

describe('the redirect target remembered across sign-in', () => {
  test('a value accepted as a local path resolves on the same origin, never elsewhere', () => {
    fc.assert(
      fc.property(redirectAttempt, (value) => {
        if (!isLocalPath(value)) return;
        const resolved = new URL(value, SITE);
        expect(resolved.origin).toBe(SITE.origin);
        expect(value.startsWith('/') && !value.startsWith('//')).toBe(true);
      }),
      RUNS,
    );
  });

  test('safeRedirectTarget always gives a local path', () => {
    fc.assert(
      fc.property(fc.oneof(redirectAttempt, fc.anything()), (value) => {
        const target = safeRedirectTarget(value);
        expect(isLocalPath(target)).toBe(true);
        expect(new URL(target, SITE).origin).toBe(SITE.origin);
      }),
      RUNS,
    );
  });

  test('every path made of the allowed characters is kept as it is', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_\-.~]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(safeRedirectTarget(path)).toBe(path);
      }),
      RUNS,
    );
  });
});

describe('route parameters', () => {
  test('every positive int4 written in plain digits is an id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (id) => {
        expect(isPositiveId(String(id))).toBe(true);
      }),
      RUNS,
    );
  });

  test('an accepted id is the canonical form of a positive int4 (no second address for one item)', () => {
    const idLike = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 15 }),
      fc.stringMatching(/^[-+ 0-9.eExX_]{1,12}$/),
      fc.bigInt().map(String),
    );
    fc.assert(
      fc.property(idLike, (value) => {
        if (!isPositiveId(value)) return;
        const id = Number(value);
        expect(Number.isSafeInteger(id) && id >= 1 && id <= INT4_MAX).toBe(true);
        expect(String(id)).toBe(value);
      }),
      RUNS,
    );
  });

  test('a slug made of lower-case words joined by single dashes is accepted', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,10}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
        expect(isSlug(words.join('-'))).toBe(true);
      }),
      RUNS,
    );
  });

  test('an accepted slug needs no escaping and cannot climb a path or address another case', () => {
    const slugLike = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc
        .array(fc.constantFrom('a', 'z', '0', '-', '.', '/', '%2e', '..', 'A', 'é', '_'), {
          maxLength: 10,
        })
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(slugLike, (value) => {
        if (!isSlug(value)) return;
        expect(encodeURIComponent(value)).toBe(value);
        expect(value).toBe(value.toLowerCase());
        expect(value).not.toMatch(/\.|\/|^-|-$|--/);
      }),
      RUNS,
    );
  });
});

describe('query strings', () => {
  const text = fc.string({ unit: 'grapheme', maxLength: 20 });
  // Keys as a browser may send them, prototype names included.
  const key = fc.oneof(
    fc.string({ minLength: 1, maxLength: 12 }),
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'),
  );

  test('every key read from a query string is an own key, prototype names included', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(key, fc.array(text, { minLength: 1, maxLength: 3 }))),
        (pairs) => {
          const search = new URLSearchParams();
          for (const [name, values] of pairs)
            for (const value of values) search.append(name, value);
          const query = readQueryObject(search.toString());
          expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
          const expected = new Set(
            pairs
              .filter(([, values]) => values.some((value) => value !== ''))
              .map(([name]) => name),
          );
          expect(new Set(Object.keys(query))).toEqual(expected);
        },
      ),
      RUNS,
    );
  });

  test('values written with toQueryString read back, split on | and trimmed, without repeats', () => {
    const value = text.filter((item) => !item.includes('|'));
    fc.assert(
      fc.property(fc.dictionary(key, fc.array(value, { maxLength: 4 })), (params) => {
        const query = readQueryObject(toQueryString(params));
        for (const [name, values] of Object.entries(params)) {
          const read = Object.hasOwn(query, name) ? query[name] : undefined;
          expect(splitMulti(Array.isArray(read) ? read.join('|') : read)).toEqual([
            ...new Set(values.map((item) => item.trim()).filter((item) => item !== '')),
          ]);
        }
      }),
      RUNS,
    );
  });
});
