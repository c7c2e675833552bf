import { describe, expect, test } from 'vitest';

import { compileRegex } from './content-regex';

describe('compileRegex', () => {
  test('$options i, m and s mean what they mean in JavaScript; u is accepted', () => {
    expect(compileRegex('^design', 'i').test('Design lead')).toBe(true);
    expect(compileRegex('^lead$', 'm').test('Design\nlead')).toBe(true);
    expect(compileRegex('a.b', 's').test('a\nb')).toBe(true);
    expect(compileRegex('a.b', 'u').test('a\nb')).toBe(false);
  });

  test('a catastrophic pattern for a backtracking engine runs in linear time', () => {
    expect(compileRegex('^(?:[\\w ]|[\\w ]){0,40}!').test('a'.repeat(10_000))).toBe(false);
  });

  test('look-around and back-references are not RE2 syntax', () => {
    expect(() => compileRegex('(?=a)')).toThrow(/invalid or unsupported Perl syntax/);
    expect(() => compileRegex('(a)\\1')).toThrow(/invalid escape sequence/);
  });

  test('a program too large to match cheaply is refused', () => {
    expect(() => compileRegex('\\P{Cc}{1000}\\P{Cc}{1000}')).toThrow(/pattern too large/);
  });

  test('the same pattern and options compile once', () => {
    expect(compileRegex('tok', 'i')).toBe(compileRegex('tok', 'i'));
    expect(compileRegex('tok', 'i')).not.toBe(compileRegex('tok'));
  });
});
