import { describe, expect, test } from 'vitest';
import { isLocalPath, safeRedirectTarget } from './local-path';

describe('isLocalPath', () => {
  test.each([
    '/',
    '/admin',
    '/admin/blog-comment?page=2&sort=-createdAt',
    '/job/a_b.c~d',
    '/search?q=a%20b+c',
  ])('accepts the local path %j', (value) => {
    expect(isLocalPath(value)).toBe(true);
  });

  test.each([
    ['a protocol-relative URL', '//evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'admin'],
    ['an empty string', ''],
    ['a backslash', '/\\evil.example'],
    ['a colon', '/a:b'],
    ['a hash', '/job#apply'],
    ['a space', '/a b'],
    ['a newline', '/a\nb'],
    ['a tab', '/\tevil'],
    ['a null character', '/a\u0000'],
    ['a non-ASCII character', '/café'],
  ])('rejects %s', (_label, value) => {
    expect(isLocalPath(value)).toBe(false);
  });

  test('rejects a path longer than 2048 characters', () => {
    expect(isLocalPath(`/${'a'.repeat(2047)}`)).toBe(true);
    expect(isLocalPath(`/${'a'.repeat(2048)}`)).toBe(false);
  });

  test.each([undefined, null, 42, ['/admin'], { path: '/admin' }])(
    'rejects the non-string %j',
    (value) => {
      expect(isLocalPath(value)).toBe(false);
    },
  );
});

describe('safeRedirectTarget', () => {
  test('returns a local path unchanged', () => {
    expect(safeRedirectTarget('/admin/log-activity')).toBe('/admin/log-activity');
  });

  test('falls back to /admin for anything else', () => {
    expect(safeRedirectTarget('https://evil.example')).toBe('/admin');
    expect(safeRedirectTarget(undefined)).toBe('/admin');
  });

  test('uses the fallback given', () => {
    expect(safeRedirectTarget('//evil.example', '/')).toBe('/');
  });
});
