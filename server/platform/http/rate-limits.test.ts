import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { ALL_ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { createAccountRepository } from '../auth/accounts';
import { DEVICE_COOKIE } from '../auth/device-cookie';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { startSignIn, submitSignIn } from '../../test-support/sign-in';
import { SLOW_DOWN_STEP_MS, TOO_MANY_REQUESTS_MESSAGE } from './rate-limits';

const ADMIN = { email: 'admin@somnia.example', password: 'a-test-password' };
const POST_SLUG = 'streaming-ssr-for-the-storefront';
const TOO_MANY_SIGN_INS = 'Too many sign-in attempts.';
const LIMITS = {
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_COMMENTS: '3/1m',
  RATE_LIMIT_TALENT_SIGNUP: '2/10m',
  RATE_LIMIT_ALERT_SIGNUP: '2/10m',
  RATE_LIMIT_ADMIN_API: '3/1m',
  RATE_LIMIT_SIGN_IN: '3/15m',
  RATE_LIMIT_SIGN_IN_ACCOUNT: '2/15m',
  SLOW_DOWN_SIGN_IN_ACCOUNT: '2/15m',
  RATE_LIMIT_CONTENT_QUERY: '3/1m',
  RATE_LIMIT_JOB_SOURCE_WEBHOOK: '3/1m',
};

const comment = (index: number) => ({ name: 'Robin Reader', body: `Comment number ${index}` });
const signup = (index: number) => ({
  name: 'Noor Haddad',
  email: `noor.limits.${index}@example.com`,
  country: 'Jordan',
  interests: ['Design'],
  consent: true,
});
const contentQuery = (app: RealApp['app'], forwardedFor?: string) => {
  const post = request(app).post('/_content/blog');
  return (forwardedFor ? post.set('X-Forwarded-For', forwardedFor) : post).send({ limit: 1 });
};

function expectTooManyContentQueries(res: request.Response) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    statusCode: 429,
    message: 'Too Many Requests: please wait a moment and try again',
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
}
const wrongPassword = (email = ADMIN.email) => ({ email, password: 'not-the-password' });

/** Sends `count` requests one after the other; resolves with their answers. */
async function inTurn(count: number, send: (index: number) => Promise<request.Response>) {
  const answers: request.Response[] = [];
  for (let index = 0; index < count; index += 1) answers.push(await send(index));
  return answers;
}

function expectTooManyRequestsEnvelope(res: request.Response, windowS: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    success: false,
    code: 429,
    data: null,
    message: TOO_MANY_REQUESTS_MESSAGE,
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(windowS);
}

describe('without a trusted proxy (the default)', () => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp(LIMITS, { signIn: true });
  });
  afterAll(() => real.close());

  test('a fourth comment within the minute is refused with 429 and Retry-After; reading goes on', async () => {
    const answers = await inTurn(4, (index) =>
      request(real.app).post(`/api/blog/${POST_SLUG}/comments`).send(comment(index)),
    );

    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 429]);
    expectTooManyRequestsEnvelope(answers[3] as request.Response, 60);
    expect((await request(real.app).get(`/api/blog/${POST_SLUG}/comments`)).status).toBe(200);
  });

  test('a third talent signup within ten minutes is refused, bad bodies counting too', async () => {
    const answers = await inTurn(3, (index) =>
      request(real.app)
        .post('/api/talent-community')
        .send(index === 0 ? {} : signup(index)),
    );

    expect(answers.map((res) => res.status)).toEqual([400, 202, 429]);
    expectTooManyRequestsEnvelope(answers[2] as request.Response, 600);
  });

  test('a third job alert within ten minutes is refused, bad bodies counting too', async () => {
    const answers = await inTurn(3, (index) =>
      request(real.app)
        .post('/api/alerts')
        .send(index === 0 ? {} : { email: `noor.alerts.${index}@example.com`, frequency: 'daily' }),
    );

    expect(answers.map((res) => res.status)).toEqual([400, 202, 429]);
    expectTooManyRequestsEnvelope(answers[2] as request.Response, 600);
  });

  test('the admin API is limited before the token is checked', async () => {
    const answers = await inTurn(4, () => request(real.app).get('/api/admin/blog-comment'));

    expect(answers.map((res) => res.status)).toEqual([401, 401, 401, 429]);
    expectTooManyRequestsEnvelope(answers[3] as request.Response, 60);
  });

  test('a fourth content query within the minute is refused with 429 and Retry-After, in its own shape', async () => {
    const answers = await inTurn(4, () => contentQuery(real.app));

    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 429]);
    expect(answers[0]?.body).toEqual([expect.objectContaining({ _dir: '/blog' })]);
    expectTooManyContentQueries(answers[3] as request.Response);
  });

  test('a fourth ATS webhook delivery within the minute is refused with 429 before its signature is read', async () => {
    const answers = await inTurn(4, () =>
      request(real.app)
        .post('/api/job-sources/999/webhook')
        .set('Content-Type', 'application/json')
        .set('Signature', `sha256 ${'0'.repeat(64)}`)
        .send('{"action":"job_post_created"}'),
    );

    expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 429]);
    expectTooManyRequestsEnvelope(answers[3] as request.Response, 60);
  });

  test('a forged X-Forwarded-For does not make a fresh client at the sign-in form', async () => {
    const agent = request.agent(real.app);
    const { interaction } = await startSignIn(agent, real.env);

    const answers = await inTurn(4, (index) =>
      submitSignIn(agent, interaction, wrongPassword(`someone${index}@somnia.example`), {
        'X-Forwarded-For': `203.0.113.${index + 1}`,
      }),
    );

    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 429]);
    expect(answers[3]?.text).toContain(TOO_MANY_SIGN_INS);
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('the provider does not believe X-Forwarded-Proto: its cookies stay without Secure', async () => {
    const agent = request.agent(real.app).set('X-Forwarded-Proto', 'https');
    const { cookies } = await startSignIn(agent, real.env);

    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.filter((cookie) => /;\s*secure/i.test(cookie))).toEqual([]);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp({ ...LIMITS, TRUST_PROXY: 'loopback' }, { signIn: true });
  });
  afterAll(() => real.close());

  test('the proxy names the client: one address is limited, another is not', async () => {
    const agent = request.agent(real.app);
    const { interaction } = await startSignIn(agent, real.env);
    const from = (address: string, index: number) =>
      submitSignIn(agent, interaction, wrongPassword(`user${index}@somnia.example`), {
        'X-Forwarded-For': address,
      });

    const first = await inTurn(4, (index) => from('198.51.100.7', index));
    const other = await from('198.51.100.8', 9);

    expect(first.map((res) => res.status)).toEqual([200, 200, 200, 429]);
    expect(other.status).toBe(200);
  });

  test('content queries: one client is limited, another is not', async () => {
    const first = await inTurn(4, () => contentQuery(real.app, '198.51.100.50'));
    const other = await contentQuery(real.app, '198.51.100.51');

    expect(first.map((res) => res.status)).toEqual([200, 200, 200, 429]);
    expectTooManyContentQueries(first[3] as request.Response);
    expect(other.status).toBe(200);
  });

  test('only failed attempts count: an admin who signs in often is never locked out', async () => {
    const signInRightly = async () => {
      const agent = request.agent(real.app);
      const { interaction } = await startSignIn(agent, real.env);
      return submitSignIn(agent, interaction, ADMIN, { 'X-Forwarded-For': '198.51.100.40' });
    };

    // More sign-ins than either limit allows (3 per address, 2 per account), all accepted.
    const answers = await inTurn(4, signInRightly);

    expect(answers.map((res) => res.status)).toEqual([303, 303, 303, 303]);
  });

  test('a request the proxy received over HTTPS gets the provider cookies with Secure', async () => {
    const agent = request.agent(real.app).set('X-Forwarded-Proto', 'https');
    const { cookies } = await startSignIn(agent, real.env);

    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);
  });
});

describe('a flood of wrong passwords on an admin account (issue 23), behind a trusted proxy', () => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp({ ...LIMITS, TRUST_PROXY: 'loopback' }, { signIn: true });
  });
  afterAll(() => real.close());

  /** A fresh admin account, so that each test's counts are its own. */
  async function newAdmin() {
    const admin = {
      email: `admin.${randomBytes(4).toString('hex')}@somnia.example`,
      password: 'another-test-password',
    };
    await createAccountRepository(real.services.database.db).upsert({
      ...admin,
      scopes: ALL_ADMIN_SCOPES,
    });
    return admin;
  }

  /** One attempt with a sign-in form of its own, from `address`, as `agent` (default: a new client). */
  async function attempt(
    credentials: { email: string; password: string },
    address: string,
    agent = request.agent(real.app),
  ) {
    const { interaction } = await startSignIn(agent, real.env);
    return submitSignIn(agent, interaction, credentials, { 'X-Forwarded-For': address });
  }

  test('a device that signed in before keeps signing in while another client floods the account', async () => {
    const admin = await newAdmin();
    const device = request.agent(real.app);
    const first = await attempt(admin, '198.51.100.50', device);
    expect(first.status).toBe(303);
    expect(String(first.headers['set-cookie'])).toContain(`${DEVICE_COOKIE}=`);

    const flood = await inTurn(4, () => attempt(wrongPassword(admin.email), '198.51.100.60'));
    // Even from the flooding address, and after failures of its own: the device's allowance.
    const mistyped = await attempt(wrongPassword(admin.email), '198.51.100.60', device);
    const again = await attempt(admin, '198.51.100.60', device);

    expect(flood.map((res) => res.status)).toEqual([200, 200, 429, 429]);
    expect(flood[2]?.text).toContain(TOO_MANY_SIGN_INS);
    expect(mistyped.status).toBe(200);
    expect(again.status).toBe(303);
  });

  test('a device cookie for one account buys nothing on another', async () => {
    const [mine, theirs] = [await newAdmin(), await newAdmin()];
    const device = request.agent(real.app);
    expect((await attempt(mine, '198.51.100.90', device)).status).toBe(303);

    const flood = await inTurn(3, () =>
      attempt(wrongPassword(theirs.email), '198.51.100.90', device),
    );

    expect(flood.map((res) => res.status)).toEqual([200, 200, 429]);
  });

  test('a client it does not know is limited per account and client; case and spaces make no new account', async () => {
    const admin = await newAdmin();
    const variants = [admin.email, admin.email.toUpperCase(), ` ${admin.email.replace('a', 'A')} `];

    const flood = await inTurn(3, (index) =>
      attempt(wrongPassword(variants[index]), '198.51.100.70'),
    );
    const elsewhere = await attempt(wrongPassword(admin.email), '198.51.100.71');
    const admitted = await attempt(admin, '198.51.100.72');

    expect(flood.map((res) => res.status)).toEqual([200, 200, 429]);
    expect(flood[2]?.text).toContain(TOO_MANY_SIGN_INS);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.text).toContain('The e-mail address or the password is not correct.');
    expect(admitted.status).toBe(303);
  });

  test('past two failures on the account from anywhere, a client it does not know waits before its answer', async () => {
    const admin = await newAdmin();
    await attempt(wrongPassword(admin.email), '198.51.100.80');
    await attempt(wrongPassword(` ${admin.email.toUpperCase()}`), '198.51.100.81');

    const started = performance.now();
    const slowed = await attempt(admin, '198.51.100.82');
    const waitedMs = performance.now() - started;

    // Slowed, not refused: the right password still signs in. (A floor only: load cannot break it.)
    expect(slowed.status).toBe(303);
    expect(waitedMs).toBeGreaterThanOrEqual(SLOW_DOWN_STEP_MS);
  });
});
