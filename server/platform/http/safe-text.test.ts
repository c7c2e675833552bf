import { describe, expect, test } from 'vitest';

import { findUnsafeText, isSafeText } from './safe-text';

describe('isSafeText', () => {
  test('ordinary text, emoji (a surrogate pair) and line breaks are safe', () => {
    expect(isSafeText('Café 😴\nnext line')).toBe(true);
  });

  test('a NUL character, a lone high or low surrogate are not', () => {
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('\ud800')).toBe(false);
    expect(isSafeText('x\udc00')).toBe(false);
  });
});

describe('findUnsafeText', () => {
  test('names the path to unsafe text in a value or a key', () => {
    expect(findUnsafeText({ ids: [1], tags: ['ok', 'a\u0000b'] })).toEqual(['tags', 1]);
    expect(findUnsafeText({ nested: { 'bad\ud800': 1 } })).toEqual(['nested']);
    expect(findUnsafeText('\u0000')).toEqual([]);
  });

  test('answers null when everything is safe', () => {
    expect(findUnsafeText({ keyword: 'fine', count: 2, list: [null, true] })).toBeNull();
  });

  test('a very deeply nested value costs no stack', () => {
    let value: unknown = 'a\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) value = [value];

    expect(findUnsafeText(value)).toHaveLength(100_000);
  });
});
