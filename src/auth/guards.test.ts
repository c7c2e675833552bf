import { describe, expect, test } from 'vitest';

import { afterSignInPath, guardRedirect, loginPathFor, rememberedPath } from './guards';

describe('guardRedirect (SPEC §6)', () => {
  test('a visitor on a required page goes to /login with the page remembered', () => {
    expect(
      guardRedirect('required', false, {
        pathname: '/admin/blog-comment',
        search: '?status=pending',
      }),
    ).toBe('/login?redirect=%2Fadmin%2Fblog-comment%3Fstatus%3Dpending');
  });

  test('a signed-in user on a required page stays', () => {
    expect(guardRedirect('required', true, { pathname: '/admin', search: '' })).toBeNull();
  });

  test('a signed-in user on a guest-only page goes to /admin', () => {
    expect(guardRedirect('guest', true, { pathname: '/login', search: '' })).toBe('/admin');
  });

  test('a visitor on a guest-only page stays', () => {
    expect(guardRedirect('guest', false, { pathname: '/login', search: '' })).toBeNull();
  });

  test('public pages (auth none) let everyone in', () => {
    expect(guardRedirect('none', false, { pathname: '/job', search: '' })).toBeNull();
    expect(guardRedirect('none', true, { pathname: '/job', search: '' })).toBeNull();
  });
});

describe('remembered page (SPEC §5: only a local path)', () => {
  test('a local path is remembered and restored after sign-in', () => {
    const remembered = rememberedPath('?redirect=%2Fadmin%2Flog-activity%3Fpage%3D2');
    expect(remembered).toBe('/admin/log-activity?page=2');
    expect(afterSignInPath(remembered)).toBe('/admin/log-activity?page=2');
  });

  test.each([
    '//evil.example',
    '/\\evil',
    'https://evil.example/admin',
    'javascript:alert(1)',
    '/admin#x',
    ' /admin',
  ])('%s is ignored and the sign-in ends on /admin', (value) => {
    const remembered = rememberedPath(`?${new URLSearchParams({ redirect: value })}`);
    expect(remembered).toBeNull();
    expect(afterSignInPath(remembered)).toBe('/admin');
  });

  test('without a remembered page the sign-in ends on /admin', () => {
    expect(afterSignInPath(rememberedPath(''))).toBe('/admin');
  });

  test('a page that is not a local path is not put into the /login address', () => {
    expect(loginPathFor({ pathname: '/admin', search: '?q=a b' })).toBe('/login');
  });
});
