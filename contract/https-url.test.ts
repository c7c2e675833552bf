import { describe, expect, test } from 'vitest';
import { NonHttpsUrlError, isHttpsUrl, requireHttpsUrl } from './https-url';

describe('requireHttpsUrl', () => {
  test('returns the parsed URL for https', () => {
    const url = requireHttpsUrl('https://id.example.com/oauth/token?x=1');
    expect(url).toBeInstanceOf(URL);
    expect(url.host).toBe('id.example.com');
  });

  test.each([
    'http://id.example.com',
    'ftp://id.example.com',
    'javascript:alert(1)',
    'ws://id.example.com',
  ])('rejects the non-https URL %j', (value) => {
    expect(() => requireHttpsUrl(value)).toThrow(NonHttpsUrlError);
  });

  test.each(['', 'not a url', '/relative/path'])('rejects the unparsable value %j', (value) => {
    expect(() => requireHttpsUrl(value)).toThrow(NonHttpsUrlError);
  });

  test('the error message names only the scheme and host, not the path or credentials', () => {
    expect(() => requireHttpsUrl('http://user:secret@id.example.com/cb?code=abc')).toThrow(
      'Expected an HTTPS URL, got http://id.example.com',
    );
  });

  test('rejects loopback http unless allowLoopback is set', () => {
    expect(() => requireHttpsUrl('http://localhost:3000')).toThrow(NonHttpsUrlError);
    expect(requireHttpsUrl('http://localhost:3000', { allowLoopback: true }).port).toBe('3000');
    expect(requireHttpsUrl('http://127.0.0.1/cb', { allowLoopback: true }).pathname).toBe('/cb');
  });

  test('allowLoopback does not admit other http hosts', () => {
    expect(() => requireHttpsUrl('http://example.com', { allowLoopback: true })).toThrow(
      NonHttpsUrlError,
    );
    expect(() => requireHttpsUrl('http://localhost.evil.example', { allowLoopback: true })).toThrow(
      NonHttpsUrlError,
    );
  });
});

describe('isHttpsUrl', () => {
  test('is true for https and false for http', () => {
    expect(isHttpsUrl('https://example.com')).toBe(true);
    expect(isHttpsUrl('http://example.com')).toBe(false);
  });

  test('is false for non-strings and unparsable values', () => {
    expect(isHttpsUrl(undefined)).toBe(false);
    expect(isHttpsUrl('::')).toBe(false);
  });

  test('accepts loopback http only with allowLoopback', () => {
    expect(isHttpsUrl('http://127.0.0.1:8080')).toBe(false);
    expect(isHttpsUrl('http://127.0.0.1:8080', { allowLoopback: true })).toBe(true);
  });
});
