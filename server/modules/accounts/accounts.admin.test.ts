import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { AdminAccount } from '../../../contract/admin-account-types';
import { ADMIN_SCOPES, ALL_ADMIN_SCOPES } from '../../../contract/admin-scopes';
import type { AdminOverview } from '../../../contract/admin-types';
import {
  adminStatus,
  messagesTo,
  passwordLinkSentTo,
  signedInAdmin,
  uniqueAdminEmail,
} from '../../test-support/admin-accounts';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { testDrivers } from '../../test-support/test-database';

describe.each(testDrivers())('/api/admin/accounts [%s]', (driver) => {
  let real: RealApp;
  let owner: Awaited<ReturnType<typeof signedInAdmin>>;
  let editor: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    real = await createRealApp({ ADMIN_PASSWORD: 'a-test-password' }, { driver, signIn: true });
    owner = await signedInAdmin(real, ALL_ADMIN_SCOPES, 'owner');
    editor = await signedInAdmin(real, [ADMIN_SCOPES.jobs], 'editor');
  });
  afterAll(() => real.close());

  const db = () => real.services.database.db;
  const api = (bearer = owner.bearer) => ({
    get: (path: string) => request(real.app).get(`/api/admin/${path}`).set('Authorization', bearer),
    post: (path: string, body?: object) =>
      request(real.app).post(`/api/admin/${path}`).set('Authorization', bearer).send(body),
    put: (path: string, body: object) =>
      request(real.app).put(`/api/admin/${path}`).set('Authorization', bearer).send(body),
    delete: (path: string) =>
      request(real.app).delete(`/api/admin/${path}`).set('Authorization', bearer),
  });
  const accountRow = (email: string) =>
    db().selectFrom('account').selectAll().where('email', '=', email).executeTakeFirst();
  const activityOf = (id: string) =>
    db()
      .selectFrom('activity_log')
      .select(['actor', 'action', 'details'])
      .where('entity', '=', 'account')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();

  async function invite(scopes: string[] = [ADMIN_SCOPES.team]): Promise<AdminAccount> {
    const res = await api().post('accounts', { email: uniqueAdminEmail('new'), scopes });
    expect(res.status).toBe(201);
    return res.body.data as AdminAccount;
  }

  describe('POST /api/admin/accounts', () => {
    test('invites an admin: a pending account, an e-mail with a set-password link, logged', async () => {
      const email = uniqueAdminEmail('invited');
      const res = await api().post('accounts', { email, scopes: [ADMIN_SCOPES.team] });

      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        email,
        scopes: [ADMIN_SCOPES.team],
        status: 'invited',
        signedIn: false,
        lastSignedInAt: null,
        version: 1,
      });
      expect(await passwordLinkSentTo(db(), email)).toMatch(/^\/interaction\/password\?token=/);
      expect(await activityOf(res.body.data.id)).toEqual([
        expect.objectContaining({ actor: owner.email, action: 'account.invited' }),
      ]);
    });

    test.each([
      [{ email: 'not an address', scopes: [ADMIN_SCOPES.team] }, 'email'],
      [{ email: uniqueAdminEmail(), scopes: [] }, 'scopes'],
      [{ email: uniqueAdminEmail(), scopes: ['admin:everything'] }, 'scopes'],
      [{ email: uniqueAdminEmail() }, 'scopes'],
    ])('refuses %j with a 400 naming the field, and invites nobody', async (body, field) => {
      const res = await api().post('accounts', body);
      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe(field);
      if ('email' in body && body.email.includes('@')) {
        expect(await accountRow(body.email)).toBeUndefined();
        expect(await messagesTo(db(), body.email)).toBe(0);
      }
    });

    test('an address in use, in any case, is a 409 with that account', async () => {
      const res = await api().post('accounts', {
        email: editor.email.toUpperCase(),
        scopes: [ADMIN_SCOPES.team],
      });
      expect(res.status).toBe(409);
      expect(res.body.data).toMatchObject({ field: 'email', current: { email: editor.email } });
    });

    test('an admin without admin:accounts gets a 403, and nobody is invited', async () => {
      const email = uniqueAdminEmail('refused');
      const res = await api(editor.bearer).post('accounts', {
        email,
        scopes: [ADMIN_SCOPES.team],
      });
      expect(res.status).toBe(403);
      expect(await accountRow(email)).toBeUndefined();
      expect(await messagesTo(db(), email)).toBe(0);
    });
  });

  test('GET lists the admins with their scopes, status and who is signed in', async () => {
    const invited = await invite();
    const res = await api().get('accounts?page=1');
    expect(res.status).toBe(200);
    const all = [];
    for (let page = 1; page <= res.body.data.pager.totalPages; page += 1)
      all.push(...((await api().get(`accounts?page=${page}`)).body.data.content as AdminAccount[]));
    expect(all).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: owner.email, status: 'active', signedIn: true }),
        expect.objectContaining({ email: invited.email, status: 'invited', signedIn: false }),
      ]),
    );
    expect((await api(editor.bearer).get('accounts')).status).toBe(403);
    expect((await api().get('accounts?sort=email')).body.data.field).toBe('sort');
  });

  describe('PUT /api/admin/accounts/:id', () => {
    test('changes the scopes, logged before and after; the admin’s sign-ins end', async () => {
      const other = await signedInAdmin(real, [ADMIN_SCOPES.comments], 'moderator');
      const res = await api().put(`accounts/${other.id}`, {
        scopes: [ADMIN_SCOPES.comments, ADMIN_SCOPES.keywords],
        version: (await accountRow(other.email))?.version,
      });

      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        scopes: [ADMIN_SCOPES.comments, ADMIN_SCOPES.keywords],
        version: 2,
      });
      expect(await adminStatus(real, other.bearer)).toBe(401);
      const [entry] = await activityOf(other.id);
      expect(entry).toMatchObject({
        action: 'account.scopes_changed',
        details: expect.objectContaining({
          before: { scopes: [ADMIN_SCOPES.comments] },
          after: { scopes: [ADMIN_SCOPES.comments, ADMIN_SCOPES.keywords] },
        }),
      });
    });

    test('a stale version is a 409 with the account as it is, and nothing changes', async () => {
      const invited = await invite();
      await api().put(`accounts/${invited.id}`, { scopes: [ADMIN_SCOPES.jobs], version: 1 });

      const res = await api().put(`accounts/${invited.id}`, {
        scopes: [ADMIN_SCOPES.talent],
        version: 1,
      });
      expect(res.status).toBe(409);
      expect(res.body.data).toMatchObject({
        field: 'version',
        current: { scopes: [ADMIN_SCOPES.jobs], version: 2 },
      });
    });

    test('taking admin:accounts from the last admin who holds it is a 409', async () => {
      const active = await db()
        .selectFrom('account')
        .select(['id', 'version', 'scopes'])
        .where('password_hash', 'is not', null)
        .where('id', '!=', owner.id)
        .execute();
      // Every other admin holding admin:accounts loses it first, the owner last.
      for (const { id, version, scopes } of active) {
        if (!scopes.includes(ADMIN_SCOPES.accounts)) continue;
        const kept = scopes.filter((scope) => scope !== ADMIN_SCOPES.accounts);
        const res = await api().put(`accounts/${id}`, { scopes: kept, version });
        expect(res.status).toBe(200);
      }
      const own = await accountRow(owner.email);
      const res = await api().put(`accounts/${owner.id}`, {
        scopes: [ADMIN_SCOPES.jobs],
        version: own?.version,
      });
      expect(res.status).toBe(409);
      expect(res.body.data.field).toBe('scopes');
      expect((await accountRow(owner.email))?.scopes).toContain(ADMIN_SCOPES.accounts);
    });

    test('bad input is a 400 naming the field; no scope is a 403; both change nothing', async () => {
      const invited = await invite();
      expect(
        (await api().put('accounts/not-an-id', { scopes: [], version: 1 })).body.data.field,
      ).toBe('id');
      const noVersion = await api().put(`accounts/${invited.id}`, { scopes: [ADMIN_SCOPES.jobs] });
      expect(noVersion.body.data.field).toBe('version');
      const refused = await api(editor.bearer).put(`accounts/${invited.id}`, {
        scopes: ALL_ADMIN_SCOPES,
        version: 1,
      });
      expect(refused.status).toBe(403);
      expect((await accountRow(invited.email))?.scopes).toEqual([ADMIN_SCOPES.team]);
    });
  });

  describe('DELETE /api/admin/accounts/:id', () => {
    test('removes an admin: their account goes, their tokens are refused at once, logged', async () => {
      const leaving = await signedInAdmin(real, [ADMIN_SCOPES.team], 'leaving');
      const res = await api().delete(`accounts/${leaving.id}`);
      expect(res.status).toBe(200);
      expect(await accountRow(leaving.email)).toBeUndefined();
      expect(await adminStatus(real, leaving.bearer)).toBe(401);
      expect(await activityOf(leaving.id)).toEqual([
        expect.objectContaining({ action: 'account.removed', actor: owner.email }),
      ]);
    });

    test('nobody removes themselves (409), and an admin without the scope gets a 403', async () => {
      const self = await api().delete(`accounts/${owner.id}`);
      expect(self.status).toBe(409);
      expect(self.body.data.current).toMatchObject({ email: owner.email });
      const invited = await invite();
      expect((await api(editor.bearer).delete(`accounts/${invited.id}`)).status).toBe(403);
      expect(await accountRow(invited.email)).toBeDefined();
    });
  });

  test('POST :id/invitation sends a new link; the older one stops working', async () => {
    const invited = await invite();
    const first = await passwordLinkSentTo(db(), invited.email);
    const res = await api().post(`accounts/${invited.id}/invitation`);
    expect(res.status).toBe(200);
    const second = await passwordLinkSentTo(db(), invited.email);
    expect(second).not.toBe(first);
    expect((await request(real.app).get(first ?? '')).status).toBe(410);
    expect((await request(real.app).get(second ?? '')).status).toBe(200);
    expect((await api().post(`accounts/${owner.id}/invitation`)).status).toBe(409);
  });

  test('the overview names who is signed in and counts what waits, by scope', async () => {
    const undelivered = await db()
      .updateTable('outbox')
      .set({ status: 'failed' })
      .where('to_address', 'like', 'invited.%')
      .executeTakeFirst();
    const full = (await api().get('')).body.data.content as AdminOverview;
    expect(full.signedIn).toEqual(expect.arrayContaining([{ email: owner.email }]));
    expect(full).toMatchObject({
      scheduledJobs: expect.any(Number),
      scheduledReleases: expect.any(Number),
      failingJobSources: expect.any(Number),
      undeliveredMail: expect.any(Number),
    });
    expect(full.undeliveredMail).toBeGreaterThanOrEqual(Number(undelivered.numUpdatedRows));
    expect(full.undeliveredMail).toBeGreaterThan(0);

    const jobsOnly = (await api(editor.bearer).get('')).body.data.content as AdminOverview;
    expect(jobsOnly).toMatchObject({
      signedIn: null,
      undeliveredMail: null,
      scheduledReleases: null,
    });
    expect(jobsOnly.scheduledJobs).toEqual(expect.any(Number));
  });
});
