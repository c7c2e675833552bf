/**
 * The embedded sign-in's password pages (issue 35): an invitation's link sets a password once;
 * "forgot password" answers the same for every address and mails a reset link to an account's.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { ADMIN_SCOPES, ALL_ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { scopesOf } from '../../../contract/scopes';
import { decodeJwt } from 'jose';
import {
  adminStatus,
  messagesTo,
  passwordLinkSentTo,
  signedInAdmin,
  uniqueAdminEmail,
} from '../../test-support/admin-accounts';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { signIn, startSignIn, submitSignIn } from '../../test-support/sign-in';
import { testDrivers } from '../../test-support/test-database';

const NEW_PASSWORD = 'correct horse battery staple';

describe.each(testDrivers())('the password pages [%s]', (driver) => {
  let real: RealApp;
  let owner: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    real = await createRealApp({ ADMIN_PASSWORD: 'a-test-password' }, { driver, signIn: true });
    owner = await signedInAdmin(real, ALL_ADMIN_SCOPES, 'owner');
  });
  afterAll(() => real.close());

  const db = () => real.services.database.db;
  const tokenOf = (link: string) => new URL(link, real.env.PUBLIC_ORIGIN).searchParams.get('token');
  const setPassword = (link: string, password: string, confirm = password) =>
    request(real.app)
      .post('/interaction/password')
      .type('form')
      .send({ token: tokenOf(link), password, confirm });
  const forgot = (email: string) =>
    request(real.app).post('/interaction/password/forgot').type('form').send({ email });

  async function invited(scopes: string[]) {
    const email = uniqueAdminEmail('invitee');
    await request(real.app)
      .post('/api/admin/accounts')
      .set('Authorization', owner.bearer)
      .send({ email, scopes })
      .expect(201);
    return { email, link: (await passwordLinkSentTo(db(), email)) ?? '' };
  }

  test('an invited admin sets a password from the link and signs in with only the scopes given', async () => {
    const { email, link } = await invited([ADMIN_SCOPES.team]);
    // Nobody signs in with an invitation pending.
    const agent = request.agent(real.app);
    const started = await startSignIn(agent, real.env);
    expect(
      (await submitSignIn(agent, started.interaction, { email, password: NEW_PASSWORD })).text,
    ).toContain('not correct');

    const form = await request(real.app).get(link);
    expect(form.status).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(form.text).toContain(email);
    expect((await setPassword(link, NEW_PASSWORD)).text).toContain('Your password is saved');

    const session = await signIn(real.app, real.env, { email, password: NEW_PASSWORD });
    expect(scopesOf(decodeJwt(session.accessToken))).toEqual([ADMIN_SCOPES.team]);
    const bearer = `Bearer ${session.accessToken}`;
    expect(await adminStatus(real, bearer)).toBe(200);
    const outside = await request(real.app).get('/api/admin/jobs').set('Authorization', bearer);
    expect(outside.status).toBe(403);
  });

  test('a used link is refused with a page saying how to get a new one', async () => {
    const { link } = await invited([ADMIN_SCOPES.team]);
    await setPassword(link, NEW_PASSWORD).expect(200);

    const again = await request(real.app).get(link);
    expect(again.status).toBe(410);
    expect(again.text).toContain('This link no longer works');
    expect(again.text).toContain('/interaction/password/forgot');
    expect((await setPassword(link, 'another long password')).status).toBe(410);
  });

  test('an expired link is refused, and sets nothing', async () => {
    const { email, link } = await invited([ADMIN_SCOPES.team]);
    await db()
      .updateTable('account_link')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    expect((await request(real.app).get(link)).text).toContain('past its time');
    expect((await setPassword(link, NEW_PASSWORD)).status).toBe(410);
    const row = await db()
      .selectFrom('account')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirst();
    expect(row?.password_hash).toBeNull();
  });

  test('a short or mistyped password shows the form again, the link still good', async () => {
    const { link } = await invited([ADMIN_SCOPES.team]);
    const short = await setPassword(link, 'short');
    expect(short.status).toBe(400);
    expect(short.text).toContain('at least 12 characters');
    const mismatch = await setPassword(link, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(mismatch.text).toContain('The two passwords differ');
    expect((await setPassword(link, NEW_PASSWORD)).status).toBe(200);
  });

  describe('forgot password', () => {
    test('answers the same for an unknown address, and mails nothing to it', async () => {
      const unknown = uniqueAdminEmail('nobody');
      const admin = await signedInAdmin(real, [ADMIN_SCOPES.jobs], 'forgetful');
      const [forUnknown, forKnown] = [await forgot(unknown), await forgot(admin.email)];

      expect(forUnknown.status).toBe(200);
      const withoutNonce = (page: string) => page.replace(/ nonce="[^"]*"/g, '');
      expect(withoutNonce(forUnknown.text)).toBe(withoutNonce(forKnown.text));
      expect(await messagesTo(db(), unknown)).toBe(0);
      expect(await passwordLinkSentTo(db(), admin.email)).toBeDefined();
    });

    test('the reset link sets a new password, ends every sign-in and is logged', async () => {
      const admin = await signedInAdmin(real, [ADMIN_SCOPES.jobs], 'resetting');
      await forgot(admin.email.toUpperCase()).expect(200);
      const link = (await passwordLinkSentTo(db(), admin.email)) ?? '';

      await setPassword(link, NEW_PASSWORD).expect(200);

      expect(await adminStatus(real, admin.bearer)).toBe(401);
      const session = await signIn(real.app, real.env, {
        email: admin.email,
        password: NEW_PASSWORD,
      });
      expect(await adminStatus(real, `Bearer ${session.accessToken}`)).toBe(200);
      const actions = await db()
        .selectFrom('activity_log')
        .select('action')
        .where('entity_id', '=', admin.id)
        .orderBy('id')
        .execute();
      expect(actions.map(({ action }) => action)).toEqual([
        'account.reset_requested',
        'account.password_reset',
      ]);
    });

    test('a second request while a link is pending sends no second link', async () => {
      const admin = await signedInAdmin(real, [ADMIN_SCOPES.jobs], 'impatient');
      await forgot(admin.email).expect(200);
      await forgot(admin.email).expect(200);
      expect(await messagesTo(db(), admin.email)).toBe(1);
    });

    test('a bad address shows the form again with a 400, and what was typed', async () => {
      const res = await forgot('not an address');
      expect(res.status).toBe(400);
      expect(res.text).toContain('value="not an address"');
    });
  });

  test('the sign-in form links to "forgot password"', async () => {
    const agent = request.agent(real.app);
    const started = await startSignIn(agent, real.env);
    expect((await agent.get(started.interaction)).text).toContain(
      'href="/interaction/password/forgot"',
    );
  });
});
