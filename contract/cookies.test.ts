import { describe, expect, test } from 'vitest';
import { parseCookieHeader, serializeCookie } from './cookies';

describe('parseCookieHeader', () => {
  test('a missing or empty header gives no cookies', () => {
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader('')).toEqual({});
  });

  test('reads name and value pairs, trimming around them', () => {
    expect(parseCookieHeader(' exp = tech.1 ;theme=dark')).toEqual({
      exp: 'tech.1',
      theme: 'dark',
    });
  });

  test('decodes URI-encoded values and keeps a malformed one raw', () => {
    expect(parseCookieHeader('exp=tech%3A1; bad=%E0%A4%A')).toEqual({
      exp: 'tech:1',
      bad: '%E0%A4%A',
    });
  });

  test('removes surrounding double quotes', () => {
    expect(parseCookieHeader('a="quoted value"')).toEqual({ a: 'quoted value' });
  });

  test('keeps an equals sign inside a value', () => {
    expect(parseCookieHeader('token=abc==')).toEqual({ token: 'abc==' });
  });

  test('the first occurrence of a name wins', () => {
    expect(parseCookieHeader('a=1; a=2')).toEqual({ a: '1' });
  });

  test('skips parts without a name or an equals sign', () => {
    expect(parseCookieHeader('flag; =orphan; b=2')).toEqual({ b: '2' });
  });

  test('a cookie named __proto__ is an ordinary entry', () => {
    const cookies = parseCookieHeader('__proto__=x');
    expect(cookies['__proto__']).toBe('x');
    expect(Object.getPrototypeOf(cookies)).toBeNull();
  });
});

describe('serializeCookie', () => {
  test('a name and value alone give a session cookie', () => {
    expect(serializeCookie('theme', 'dark')).toBe('theme=dark');
  });

  test('writes the attributes in a fixed order', () => {
    expect(
      serializeCookie('exp', 'tech:1', {
        maxAgeSeconds: 604_800,
        path: '/',
        sameSite: 'Lax',
        secure: true,
        httpOnly: true,
      }),
    ).toBe('exp=tech%3A1; Max-Age=604800; Path=/; SameSite=Lax; Secure; HttpOnly');
  });

  test('round-trips through parseCookieHeader', () => {
    const header = serializeCookie('exp', '{"id":"a","v":[1]}; x');
    expect(parseCookieHeader(header)).toEqual({ exp: '{"id":"a","v":[1]}; x' });
  });

  test('a zero max age expires the cookie', () => {
    expect(serializeCookie('exp', '', { maxAgeSeconds: 0 })).toBe('exp=; Max-Age=0');
  });

  test.each(['', 'a b', 'a;b', 'a=b'])('rejects the invalid name %j', (name) => {
    expect(() => serializeCookie(name, 'v')).toThrow(TypeError);
  });

  test('rejects a path with a semicolon', () => {
    expect(() => serializeCookie('a', 'v', { path: '/; Domain=evil.example' })).toThrow(TypeError);
  });

  test('rejects SameSite=None without Secure', () => {
    expect(() => serializeCookie('a', 'v', { sameSite: 'None' })).toThrow(TypeError);
    expect(serializeCookie('a', 'v', { sameSite: 'None', secure: true })).toBe(
      'a=v; SameSite=None; Secure',
    );
  });

  test('rejects a non-finite max age', () => {
    expect(() => serializeCookie('a', 'v', { maxAgeSeconds: Number.POSITIVE_INFINITY })).toThrow(
      TypeError,
    );
  });
});
