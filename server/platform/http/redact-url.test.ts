import { describe, expect, test } from 'vitest';

import { REDACTED, redactUrl } from './redact-url';

describe('redactUrl', () => {
  test('replaces the value of every code, token, state and hint, whatever the letter case', () => {
    const url =
      '/login?code=abc&state=xyz&iss=http%3A%2F%2Flocalhost%2Foidc&ID_TOKEN_HINT=eyJ.a.b&token=t&refresh_token=r';

    expect(redactUrl(url)).toBe(
      `/login?code=${REDACTED}&state=${REDACTED}&iss=http%3A%2F%2Flocalhost%2Foidc&ID_TOKEN_HINT=${REDACTED}&token=${REDACTED}&refresh_token=${REDACTED}`,
    );
  });

  test('recognises an encoded parameter name, and a secret without a value', () => {
    expect(redactUrl('/x?%63ode=abc&code')).toBe(`/x?%63ode=${REDACTED}&code=${REDACTED}`);
  });

  test('keeps other parameters, the path and a URL without a query as they are', () => {
    expect(redactUrl('/job?search=code&page=2')).toBe('/job?search=code&page=2');
    expect(redactUrl('/api/page/home')).toBe('/api/page/home');
  });

  test('a malformed escape in a name does not throw', () => {
    expect(redactUrl('/x?%E0%A4%A=1&state=s')).toBe(`/x?%E0%A4%A=1&state=${REDACTED}`);
  });
});
