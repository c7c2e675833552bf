/**
 * Issue 9: requests that answered 5xx to an attacker now answer 4xx, each in the shape its
 * surface already uses for bad input. On the real app with sign-in and the embedded database.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { readSigningKey, signAccessToken } from './test-support/access-token';
import { createRealApp, type RealApp } from './test-support/real-app';

let real: RealApp;
let bearer: string;

beforeAll(async () => {
  real = await createRealApp({ ADMIN_PASSWORD: 'a-test-password' }, { signIn: true });
  const key = await readSigningKey(real.services.database.db);
  bearer = `Bearer ${await signAccessToken(key, { issuer: `${real.env.PUBLIC_ORIGIN}/oidc` })}`;
});
afterAll(() => real.close());

/** What the answer must look like besides its 4xx status. */
type Expected =
  { envelopeField: string } | { oauthError: string } | { contentMessage: RegExp } | { html: true };

interface HostileRequest {
  name: string;
  send: () => request.Test;
  expected: Expected;
}

const get = (url: string) => () => request(real.app).get(url);
const adminGet = (url: string) => () => request(real.app).get(url).set('Authorization', bearer);
const adminPost = (url: string, body: object) => () =>
  request(real.app).post(url).set('Authorization', bearer).send(body);

const jobListRequests = ['department', 'location', 'jobType', 'search'].flatMap((param) =>
  ['%00', 'a%00b'].flatMap((value): HostileRequest[] => [
    {
      name: `GET /api/page/job?${param}=${value}`,
      send: get(`/api/page/job?${param}=${value}`),
      expected: { envelopeField: param },
    },
    {
      name: `GET /job?${param}=${value}`,
      send: get(`/job?${param}=${value}`),
      expected: { html: true },
    },
  ]),
);

const adminSearchRequests = [
  'blog-comment',
  'blacklist-keywords',
  'talent-community',
  'talent-community/export.csv',
].map((path): HostileRequest => ({
  name: `GET /api/admin/${path}?search=%00`,
  send: adminGet(`/api/admin/${path}?search=%00`),
  expected: { envelopeField: 'search' },
}));

const requests: HostileRequest[] = [
  ...jobListRequests,
  {
    name: 'GET /oidc/auth?client_id=%00',
    send: get('/oidc/auth?client_id=%00'),
    expected: { oauthError: 'invalid_request' },
  },
  {
    name: 'POST /oidc/token refresh_token=%00',
    send: () =>
      request(real.app)
        .post('/oidc/token')
        .type('form')
        .send('grant_type=refresh_token&client_id=somnia-web&refresh_token=%00'),
    expected: { oauthError: 'invalid_grant' },
  },
  ...adminSearchRequests,
  {
    name: 'GET /api/admin/log-activity?actor=%00',
    send: adminGet('/api/admin/log-activity?actor=%00'),
    expected: { envelopeField: 'actor' },
  },
  {
    name: 'POST /api/admin/blog-comment/review {"ids":[2147483648]}',
    send: adminPost('/api/admin/blog-comment/review', { ids: [2147483648], status: 'approved' }),
    expected: { envelopeField: 'ids.0' },
  },
  {
    name: 'POST /api/admin/blacklist-keywords {"keyword":"\\u0000"}',
    send: adminPost('/api/admin/blacklist-keywords', { keyword: '\u0000' }),
    expected: { envelopeField: 'keyword' },
  },
  {
    name: 'POST /api/admin/blacklist-keywords {"keyword":"\\ud800"}',
    send: adminPost('/api/admin/blacklist-keywords', { keyword: '\ud800' }),
    expected: { envelopeField: 'keyword' },
  },
  {
    name: 'GET /api/page/blog/a%00b (a path segment)',
    send: get('/api/page/blog/a%00b'),
    expected: { envelopeField: 'path' },
  },
  {
    name: 'GET /api/page/tech-blog/%ED%A0%80 (an encoded lone surrogate)',
    send: get('/api/page/tech-blog/%ED%A0%80'),
    expected: { envelopeField: 'path' },
  },
  {
    name: 'DELETE /api/admin/blacklist-keywords/%zz (a malformed escape)',
    send: () =>
      request(real.app).delete('/api/admin/blacklist-keywords/%zz').set('Authorization', bearer),
    expected: { envelopeField: 'path' },
  },
  {
    name: 'GET /tech-blog/a%E2%80%A8b (a line separator no route matches)',
    send: get('/tech-blog/a%E2%80%A8b'),
    expected: { html: true },
  },
  {
    name: 'GET /api/page/job?__proto__=1 (a prototype name as a parameter)',
    send: get('/api/page/job?__proto__=1'),
    expected: { envelopeField: '__proto__' },
  },
  {
    name: 'POST /_content/blog {"search":"a\\u0000"}',
    send: () => request(real.app).post('/_content/blog').send({ search: 'a\u0000' }),
    expected: { contentMessage: /^Bad Request: search: must not contain NUL/ },
  },
  {
    name: 'POST /_content/blog%00',
    send: () => request(real.app).post('/_content/blog%00').send({}),
    expected: { contentMessage: /^Invalid path: must not contain NUL/ },
  },
];

describe('hostile input answers 4xx in the shape of its surface', () => {
  test.each(requests)('$name', async ({ send, expected }) => {
    const res = await send();

    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    if ('envelopeField' in expected) {
      expect(res.body).toMatchObject({ success: false, code: res.status });
      expect(res.body.data.field).toBe(expected.envelopeField);
    } else if ('oauthError' in expected) {
      expect(res.body.error).toBe(expected.oauthError);
    } else if ('contentMessage' in expected) {
      expect(res.body.statusCode).toBe(res.status);
      expect(res.body.message).toMatch(expected.contentMessage);
    } else {
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});

describe('sign-in form', () => {
  test('an e-mail address with a NUL character shows the form again, not a 500', async () => {
    const agent = request.agent(real.app);
    const params = new URLSearchParams({
      client_id: real.env.OIDC_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${real.env.PUBLIC_ORIGIN}/login`,
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const started = await agent.get(`/oidc/auth?${params}`);
    const interaction = String(started.headers.location);
    expect(interaction).toMatch(/^\/interaction\//);

    const res = await agent
      .post(`${interaction}/login`)
      .type('form')
      .send('email=a%00b%40example.com&password=x');

    expect(res.status).toBe(200);
    expect(res.text).toContain('Enter your e-mail address and your password.');
  });
});
