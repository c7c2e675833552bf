/**
 * Issue 12, headers and browser security: what a browser receives over HTTPS behind a proxy
 * (supertest connects from loopback, which `trust proxy` covers, and says `X-Forwarded-Proto:
 * https`), the opt-in redirect to HTTPS, and the cookies of the app and of the embedded provider.
 * SECURITY.md scores these headers by the HTTP Observatory's rules.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { ConfigError, parseEnv } from '../config';
import { createRealApp, type RealApp } from '../../test-support/real-app';

const ORIGIN = 'https://careers.example';
const ADMIN = { email: 'admin@careers.example', password: 'a-test-password' };
const PAGES = ['/', '/job', '/admin', '/login'];

/** The deployment under test: a TLS proxy on the same machine, which `trust proxy` covers. */
function behindLoopbackProxy(env: Record<string, string>, signIn = false): Promise<RealApp> {
  return createRealApp({ ...env, TRUST_PROXY: 'loopback' }, { signIn });
}

let real: RealApp;
beforeAll(async () => {
  real = await behindLoopbackProxy(
    { PUBLIC_ORIGIN: ORIGIN, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    true,
  );
});
afterAll(() => real.close());

const overHttps = (path: string) => request(real.app).get(path).set('X-Forwarded-Proto', 'https');

/** Runs `check` as if the connection came straight from the client, not from a trusted proxy. */
async function withoutTrustedProxy(app: RealApp, check: () => Promise<void>): Promise<void> {
  const configured: unknown = app.app.get('trust proxy');
  app.app.set('trust proxy', false);
  try {
    await check();
  } finally {
    app.app.set('trust proxy', configured);
  }
}

/** `default-src 'none'; …` → { 'default-src': ["'none'"], … } */
function parsePolicy(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const nonceOf = (policy: Record<string, string[]>) =>
  /^'nonce-(.+)'$/.exec(policy['script-src']?.[0] ?? '')?.[1];

function setCookies(res: request.Response): string[] {
  const header = res.headers['set-cookie'] as string[] | string | undefined;
  return header === undefined ? [] : [header].flat();
}

/** `name=value; Path=/; Secure` → { name, attributes: ['path=/', 'secure'] } */
function parseSetCookie(line: string) {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return {
    name: pair.slice(0, pair.indexOf('=')),
    value: pair.slice(pair.indexOf('=') + 1),
    attributes: attributes.map((attribute) => attribute.toLowerCase()),
  };
}

describe('security headers over HTTPS behind a proxy', () => {
  test.each(PAGES)('%s: a strict CSP without unsafe sources', async (path) => {
    const res = await overHttps(path);
    expect(res.status).toBe(200);
    const policy = parsePolicy(res.headers['content-security-policy']);
    expect(policy).toMatchObject({
      'default-src': ["'none'"],
      'script-src': [
        expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/),
        "'strict-dynamic'",
        "'self'",
      ],
      'style-src': ["'self'", policy['script-src']?.[0]],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    const sources = Object.values(policy).flat();
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", 'http:', 'data:', '*'])
      expect(sources).not.toContain(unsafe);
  });

  test.each(PAGES)(
    '%s: HSTS for a year, isolation, referrer, sniffing and framing',
    async (path) => {
      const res = await overHttps(path);
      expect(res.headers).toMatchObject({
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    },
  );

  test.each(PAGES)(
    '%s: the experiment cookie is Secure, HttpOnly and SameSite=Lax',
    async (path) => {
      const cookies = setCookies(await overHttps(path)).map(parseSetCookie);
      expect(cookies.map((cookie) => cookie.name)).toEqual(['exp']);
      expect(cookies[0]?.attributes).toEqual(
        expect.arrayContaining(['secure', 'httponly', 'samesite=lax']),
      );
    },
  );

  test('a site served over plain HTTP sends no HSTS and no Secure cookie', async () => {
    const plain = await createRealApp({ PUBLIC_ORIGIN: 'http://localhost:3000' });
    try {
      const res = await request(plain.app).get('/');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(parseSetCookie(setCookies(res)[0] ?? '').attributes).not.toContain('secure');
    } finally {
      await plain.close();
    }
  });
});

describe('no inline style or script without the nonce', () => {
  /** Tags outside script bodies (the hydration data may quote markup of its own). */
  const tagsOf = (html: string) =>
    html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1</script>').match(/<[a-z][^>]*>/gi) ??
    [];

  test('every page of the sitemap, /admin and /login: no style attribute; each script and style element carries the nonce', async () => {
    const sitemap = await overHttps('/sitemap.xml');
    const paths = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, url = '']) => new URL(url).pathname,
    );
    expect(paths).toEqual(expect.arrayContaining(['/', '/job', '/students', '/press']));
    for (const path of [...paths, '/admin', '/login']) {
      const res = await overHttps(path);
      const nonce = nonceOf(parsePolicy(res.headers['content-security-policy']));
      const tags = tagsOf(res.text);
      expect(
        tags.filter((tag) => /\sstyle=/i.test(tag)),
        path,
      ).toEqual([]);
      const needNonce = tags.filter(
        (tag) => /^<(script|style)\b/i.test(tag) && !tag.includes('application/ld+json'),
      );
      expect(needNonce.length, path).toBeGreaterThan(0);
      for (const tag of needNonce) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
  });
});

describe('the embedded provider behind the proxy', () => {
  const AUTHORIZE = `/oidc/auth?${new URLSearchParams({
    client_id: 'somnia-web',
    response_type: 'code',
    redirect_uri: `${ORIGIN}/login`,
    scope: 'openid offline_access',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  })}`;

  /** The cookies a browser would send back (supertest's jar keeps Secure cookies off http). */
  const cookieHeader = (lines: string[]) =>
    lines
      .map(parseSetCookie)
      .filter((cookie) => cookie.value !== '')
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');

  test('its sign-in page styles itself with the response’s nonce', async () => {
    const started = await overHttps(AUTHORIZE);
    const page = await overHttps(String(started.headers.location)).set(
      'Cookie',
      cookieHeader(setCookies(started)),
    );
    expect(page.status).toBe(200);
    const nonce = nonceOf(parsePolicy(page.headers['content-security-policy']));
    expect(page.text).toContain(`<style nonce="${nonce}">`);
    expect(page.text).not.toMatch(/<[a-z][^>]*\sstyle=/i);
  });

  test('every cookie it sets on the way through a sign-in is Secure, HttpOnly and SameSite=Lax', async () => {
    const started = await overHttps(AUTHORIZE);
    const interaction = String(started.headers.location);
    const signedIn = await request(real.app)
      .post(`${interaction}/login`)
      .set('X-Forwarded-Proto', 'https')
      .set('Cookie', cookieHeader(setCookies(started)))
      .type('form')
      .send(ADMIN);
    expect(signedIn.status).toBe(303);
    const resumed = await overHttps(new URL(String(signedIn.headers.location)).pathname).set(
      'Cookie',
      cookieHeader(setCookies(started)),
    );
    expect(String(resumed.headers.location)).toMatch(/^https:\/\/careers\.example\/login\?code=/);

    const cookies = [...setCookies(started), ...setCookies(resumed)].map(parseSetCookie);
    expect(new Set(cookies.map((cookie) => cookie.name))).toEqual(
      new Set([
        '_interaction',
        '_interaction.sig',
        '_interaction_resume',
        '_interaction_resume.sig',
        '_session',
        '_session.sig',
      ]),
    );
    for (const cookie of cookies)
      expect(cookie.attributes, cookie.name).toEqual(
        expect.arrayContaining(['secure', 'httponly', 'samesite=lax']),
      );
  });

  test('through the trusted proxy its discovery names https endpoints', async () => {
    const res = await overHttps('/oidc/.well-known/openid-configuration');
    expect(res.body).toMatchObject({
      issuer: `${ORIGIN}/oidc`,
      token_endpoint: expect.stringMatching(/^https:\/\//),
    });
  });

  test('a client’s own X-Forwarded-Proto and -Host count for nothing', async () => {
    await withoutTrustedProxy(real, async () => {
      const discovery = await overHttps('/oidc/.well-known/openid-configuration').set(
        'X-Forwarded-Host',
        'evil.example',
      );
      // The connection's own scheme, and PUBLIC_ORIGIN's host whatever the request names.
      expect(discovery.body.token_endpoint).toBe(`http://${new URL(ORIGIN).host}/oidc/token`);
      const started = await overHttps(AUTHORIZE);
      for (const cookie of setCookies(started).map(parseSetCookie))
        expect(cookie.attributes, cookie.name).not.toContain('secure');
    });
  });
});

describe('FORCE_HTTPS', () => {
  let forced: RealApp;
  beforeAll(async () => {
    forced = await behindLoopbackProxy({ PUBLIC_ORIGIN: ORIGIN, FORCE_HTTPS: 'true' });
  });
  afterAll(() => forced.close());

  test('a page asked for over HTTP moves permanently to the same path and query at the public origin', async () => {
    const res = await request(forced.app).get('/job?page=2&q=nurse').set('Host', 'evil.example');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${ORIGIN}/job?page=2&q=nurse`);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  test('other methods keep method and body: 308', async () => {
    const res = await request(forced.app).post('/api/talent-community').send({ email: 'a@b.c' });
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe(`${ORIGIN}/api/talent-community`);
  });

  test('a request that arrived over HTTPS at the trusted proxy is served', async () => {
    const res = await request(forced.app).get('/job').set('X-Forwarded-Proto', 'https');
    expect(res.status).toBe(200);
  });

  test('the health endpoints answer over HTTP (load balancers probe them there)', async () => {
    expect((await request(forced.app).get('/healthz')).status).toBe(200);
    expect((await request(forced.app).get('/readyz')).status).toBe(200);
  });

  test('X-Forwarded-Proto from a client that trust proxy does not cover is ignored', async () => {
    await withoutTrustedProxy(forced, async () => {
      const res = await request(forced.app).get('/job').set('X-Forwarded-Proto', 'https');
      expect(res.status).toBe(301);
    });
  });

  test('is refused at start-up without an https public origin', () => {
    expect(() => parseEnv({ FORCE_HTTPS: '1', PUBLIC_ORIGIN: 'http://careers.example' })).toThrow(
      ConfigError,
    );
    expect(() => parseEnv({ FORCE_HTTPS: '1', PUBLIC_ORIGIN: ORIGIN })).not.toThrow();
  });
});
