import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createRealApp, type RealApp } from '../../test-support/real-app';

const DISCOVERY = '/oidc/.well-known/openid-configuration';
// An address: the test renderer's Vite middleware refuses names it does not know, as production does not.
const FORGED_HOST = '203.0.113.66:8080';

/** Every URL that discovery hands out but the issuer (fixed on PUBLIC_ORIGIN): endpoints, keys. */
async function discoveredUrls(real: RealApp, headers: Record<string, string>) {
  const res = await request(real.app).get(DISCOVERY).set(headers);
  expect(res.status).toBe(200);
  const { issuer: _issuer, ...rest } = res.body as Record<string, unknown>;
  const urls = Object.values(rest).filter(
    (value): value is string => typeof value === 'string' && /^https?:\/\//.test(value),
  );
  expect(urls.length).toBeGreaterThan(4);
  return urls;
}

/** Where the provider's sign-out confirmation form posts to. */
async function signOutFormAction(real: RealApp, headers: Record<string, string>) {
  const res = await request(real.app).get('/oidc/session/end').set(headers);
  expect(res.status).toBe(200);
  return /<form[^>]*action="([^"]+)"/.exec(res.text)?.[1];
}

describe('without a trusted proxy (the default)', () => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp({}, { signIn: true });
  });
  afterAll(() => real.close());

  test('a forged Host header gets discovery URLs on PUBLIC_ORIGIN', async () => {
    const urls = await discoveredUrls(real, { Host: FORGED_HOST });

    for (const url of urls) expect(url.startsWith(`${real.env.PUBLIC_ORIGIN}/oidc`)).toBe(true);
  });

  test('a forged X-Forwarded-Host counts for nothing either', async () => {
    const urls = await discoveredUrls(real, { 'X-Forwarded-Host': FORGED_HOST });

    for (const url of urls) expect(url.startsWith(`${real.env.PUBLIC_ORIGIN}/oidc`)).toBe(true);
  });

  test('the sign-out form posts to PUBLIC_ORIGIN whatever the Host header', async () => {
    const action = await signOutFormAction(real, { Host: FORGED_HOST });

    expect(action).toBe(`${real.env.PUBLIC_ORIGIN}/oidc/session/end/confirm`);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp({ TRUST_PROXY: 'loopback' }, { signIn: true });
  });
  afterAll(() => real.close());

  test('the host the proxy names is the one discovery uses', async () => {
    const urls = await discoveredUrls(real, {
      Host: FORGED_HOST,
      'X-Forwarded-Host': 'careers.somnia.example',
      'X-Forwarded-Proto': 'https',
    });

    for (const url of urls) expect(url).toMatch(/^https:\/\/careers\.somnia\.example\/oidc\//);
  });

  test('a proxy that names no host leaves the URLs on PUBLIC_ORIGIN, not the Host header', async () => {
    const action = await signOutFormAction(real, { Host: FORGED_HOST });

    expect(action).toBe(`${real.env.PUBLIC_ORIGIN}/oidc/session/end/confirm`);
  });
});
