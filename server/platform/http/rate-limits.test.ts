import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createRealApp, type RealApp } from '../../test-support/real-app';
import { startSignIn, submitSignIn } from '../../test-support/sign-in';
import { TOO_MANY_REQUESTS_MESSAGE } from './rate-limits';

const ADMIN = { email: 'admin@somnia.example', password: 'a-test-password' };
const POST_SLUG = 'streaming-ssr-for-the-storefront';
const TOO_MANY_SIGN_INS = 'Too many sign-in attempts.';
const LIMITS = {
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_COMMENTS: '3/1m',
  RATE_LIMIT_TALENT_SIGNUP: '2/10m',
  RATE_LIMIT_ADMIN_API: '3/1m',
  RATE_LIMIT_SIGN_IN: '3/15m',
  RATE_LIMIT_SIGN_IN_ACCOUNT: '2/15m',
};

const comment = (index: number) => ({ name: 'Robin Reader', body: `Comment number ${index}` });
const signup = (index: number) => ({
  name: 'Noor Haddad',
  email: `noor.limits.${index}@example.com`,
  country: 'Jordan',
  interests: ['Design'],
  consent: true,
});
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

  test('the admin API is limited before the token is checked', async () => {
    const answers = await inTurn(4, () => request(real.app).get('/api/admin/blog-comment'));

    expect(answers.map((res) => res.status)).toEqual([401, 401, 401, 429]);
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

  test('one account meets its own limit whatever the address, in any letter case', async () => {
    const agent = request.agent(real.app);
    const { interaction } = await startSignIn(agent, real.env);
    const emails = ['ada@somnia.example', 'ADA@somnia.example', ' Ada@Somnia.example '];

    const answers = await inTurn(3, (index) =>
      submitSignIn(agent, interaction, wrongPassword(emails[index]), {
        'X-Forwarded-For': `198.51.100.${20 + index}`,
      }),
    );
    const otherAccount = await submitSignIn(
      agent,
      interaction,
      wrongPassword('bo@somnia.example'),
      {
        'X-Forwarded-For': '198.51.100.30',
      },
    );

    expect(answers.map((res) => res.status)).toEqual([200, 200, 429]);
    expect(answers[2]?.text).toContain(TOO_MANY_SIGN_INS);
    expect(otherAccount.status).toBe(200);
    expect(otherAccount.text).toContain('The e-mail address or the password is not correct.');
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
