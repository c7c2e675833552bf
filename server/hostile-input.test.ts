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

interface HostileRequest {
  name: string;
  send: () => request.Test;
}

const get = (url: string) => () => request(real.app).get(url);
const adminGet = (url: string) => () => request(real.app).get(url).set('Authorization', bearer);
const adminPost = (url: string, body: object) => () =>
  request(real.app).post(url).set('Authorization', bearer).send(body);

const requests: HostileRequest[] = [
  ...['department', 'location', 'jobType', 'search'].flatMap((param) =>
    ['%00', 'a%00b'].flatMap((value) => [
      { name: `GET /api/page/job?${param}=${value}`, send: get(`/api/page/job?${param}=${value}`) },
      { name: `GET /job?${param}=${value}`, send: get(`/job?${param}=${value}`) },
    ]),
  ),
  { name: 'GET /oidc/auth?client_id=%00', send: get('/oidc/auth?client_id=%00') },
  {
    name: 'POST /oidc/token refresh_token=%00',
    send: () =>
      request(real.app)
        .post('/oidc/token')
        .type('form')
        .send('grant_type=refresh_token&client_id=somnia-web&refresh_token=%00'),
  },
  ...['blog-comment', 'blacklist-keywords', 'talent-community', 'talent-community/export.csv'].map(
    (path) => ({
      name: `GET /api/admin/${path}?search=%00`,
      send: adminGet(`/api/admin/${path}?search=%00`),
    }),
  ),
  {
    name: 'GET /api/admin/log-activity?actor=%00',
    send: adminGet('/api/admin/log-activity?actor=%00'),
  },
  {
    name: 'POST /api/admin/blog-comment/review ids [2147483648]',
    send: adminPost('/api/admin/blog-comment/review', { ids: [2147483648], status: 'approved' }),
  },
  {
    name: 'POST /api/admin/blacklist-keywords "\\u0000"',
    send: adminPost('/api/admin/blacklist-keywords', { keyword: '\u0000' }),
  },
  {
    name: 'POST /api/admin/blacklist-keywords "\\ud800"',
    send: adminPost('/api/admin/blacklist-keywords', { keyword: '\ud800' }),
  },
];

describe('hostile input', () => {
  test.each(requests)('$name answers 4xx', async ({ send }) => {
    const res = await send();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
