/** `/api/admin/account`: an admin's own password and where they are signed in (issue 35). */
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { OwnAccount } from '../../../contract/admin-account-types';
import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { adminStatus, signedInAdmin } from '../../test-support/admin-accounts';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { signIn } from '../../test-support/sign-in';
import { testDrivers } from '../../test-support/test-database';
import { testErrorHandler } from '../../test-support/test-error-handler';
import { createExternalAccountAdminRouter } from './accounts.admin';

const credentialsOf = ({ email, password }: { email: string; password: string }) => ({
  email,
  password,
});

describe.each(testDrivers())('/api/admin/account [%s]', (driver) => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp({ ADMIN_PASSWORD: 'a-test-password' }, { driver, signIn: true });
  });
  afterAll(() => real.close());

  const own = (bearer: string) => ({
    get: () => request(real.app).get('/api/admin/account').set('Authorization', bearer),
    put: (body: object) =>
      request(real.app).put('/api/admin/account/password').set('Authorization', bearer).send(body),
    end: (id?: string) =>
      request(real.app)
        .delete(`/api/admin/account/sign-ins${id === undefined ? '' : `/${id}`}`)
        .set('Authorization', bearer),
  });

  test('lists where the admin is signed in, this sign-in marked, with any scope', async () => {
    const admin = await signedInAdmin(real, [ADMIN_SCOPES.comments], 'reader');
    await signIn(real.app, real.env, credentialsOf(admin));

    const res = await own(admin.bearer).get();
    expect(res.status).toBe(200);
    const account = res.body.data as OwnAccount;
    expect(account).toMatchObject({ provider: 'embedded', email: admin.email });
    if (account.provider !== 'embedded') return;
    expect(account.signIns).toHaveLength(2);
    expect(account.signIns.filter((signIn) => signIn.current)).toHaveLength(1);
  });

  test('signs out of another sign-in, not of this one', async () => {
    const admin = await signedInAdmin(real, [ADMIN_SCOPES.team], 'traveller');
    const elsewhere = await signIn(real.app, real.env, credentialsOf(admin));
    const account = (await own(admin.bearer).get()).body.data as OwnAccount;
    if (account.provider !== 'embedded') throw new Error('expected the embedded provider');
    const current = account.signIns.find((signIn) => signIn.current);
    const other = account.signIns.find((signIn) => !signIn.current);

    expect((await own(admin.bearer).end(current?.id)).status).toBe(409);
    expect((await own(admin.bearer).end(other?.id)).status).toBe(200);
    expect(await adminStatus(real, `Bearer ${elsewhere.accessToken}`)).toBe(401);
    expect(await adminStatus(real, admin.bearer)).toBe(200);
    expect((await own(admin.bearer).end('no-such-sign-in')).status).toBe(404);
  });

  describe('PUT /api/admin/account/password', () => {
    test('with the current password, changes it and ends the other sign-ins', async () => {
      const admin = await signedInAdmin(real, [ADMIN_SCOPES.keywords], 'changer');
      const elsewhere = await signIn(real.app, real.env, credentialsOf(admin));
      const newPassword = 'a brand new passphrase';

      const res = await own(admin.bearer).put({ currentPassword: admin.password, newPassword });

      expect(res.status).toBe(200);
      expect(await adminStatus(real, `Bearer ${elsewhere.accessToken}`)).toBe(401);
      expect(await adminStatus(real, admin.bearer)).toBe(200);
      await signIn(real.app, real.env, { email: admin.email, password: newPassword });
      const logged = await real.services.database.db
        .selectFrom('activity_log')
        .select(['action', 'actor'])
        .where('entity_id', '=', admin.id)
        .execute();
      expect(logged).toEqual([{ action: 'account.password_changed', actor: admin.email }]);
    });

    test.each([
      [
        { currentPassword: 'wrong password', newPassword: 'a brand new passphrase' },
        'currentPassword',
      ],
      [{ currentPassword: 'a long test password', newPassword: 'short' }, 'newPassword'],
      [{ newPassword: 'a brand new passphrase' }, 'currentPassword'],
    ])('refuses %j with a 400 naming the field, the password unchanged', async (body, field) => {
      const admin = await signedInAdmin(real, [ADMIN_SCOPES.keywords], 'mistaken');
      const res = await own(admin.bearer).put(body);
      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe(field);
      await signIn(real.app, real.env, credentialsOf(admin));
    });
  });
});

test('with an external provider, the account screen is told where accounts live', async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.auth = { sub: 'external-user', email: null, scopes: [ADMIN_SCOPES.jobs] };
    next();
  });
  app.use('/api/admin/account', createExternalAccountAdminRouter('https://id.example.com'));
  app.use(testErrorHandler());
  const res = await request(app).get('/api/admin/account');
  expect(res.body.data).toEqual({ provider: 'external', issuer: 'https://id.example.com' });
  expect((await request(app).put('/api/admin/account/password').send({})).status).toBe(404);
});
