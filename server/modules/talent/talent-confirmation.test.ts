import { createHash } from 'node:crypto';

import express from 'express';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { createMailDeliveryTask, createSmtpTransport } from '../../platform/mail/mail-delivery';
import { receivedBy, startSmtpServer, type TestSmtpServer } from '../../test-support/smtp-server';
import { createAlertService, createAlertsRouter } from '../alerts';
import { confirmationLinksSentAgo } from '../../test-support/confirmation-links';
import {
  signupFor,
  TEST_CONFIRMATION_SETTINGS,
  TEST_MAIL_SETTINGS,
  uniqueEmail,
} from '../../test-support/talent-signup';
import { describeEachDriver } from '../../test-support/test-database';
import { testEnv, testLimiters } from '../../test-support/test-env';
import { testErrorHandler } from '../../test-support/test-error-handler';
import { pruneUnconfirmedSignupsTask } from './prune-unconfirmed.task';
import { countAllSignups, createTalentAdminService, createTalentService } from './talent-service';
import { createTalentRouter, TALENT_SIGNUP_MESSAGES } from './talent.router';
import { ANONYMOUS } from '../../platform/auth/actor';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const LINK = /https:\/\/careers\.somnia\.example\/talent-community\/confirm\?token=([\w-]+)/;

describeEachDriver('talent community double opt-in', ({ getApp }) => {
  let api: express.Express;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    api = express();
    api.use(
      '/api',
      createTalentRouter({
        talent: createTalentService(getApp().db, TEST_CONFIRMATION_SETTINGS),
        signupLimit: testLimiters().limit('talentSignup'),
      }),
    );
    api.use(testErrorHandler());
  });
  afterAll(() => smtp.close());

  const signUp = (email: string, changes: Partial<ReturnType<typeof signupFor>> = {}) =>
    request(api)
      .post('/api/talent-community')
      .send({ ...signupFor(email), ...changes });
  const confirm = (token: string) =>
    request(api).post('/api/talent-community/confirm').type('form').send({ token });
  /** The mail task's tick, over the in-process SMTP server. */
  const deliverMail = () => {
    const now = new Date();
    const task = createMailDeliveryTask({
      transport: createSmtpTransport(smtp.url),
      from: 'Somnia Careers <careers@somnia.example>',
      maxAttempts: 5,
    });
    return task.run({ db: getApp().db, now, dueAt: now, attempt: 1 });
  };
  const outboxTo = (email: string) =>
    getApp()
      .db.selectFrom('outbox')
      .select(['text_body'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
  /** The token of the latest link sent to the address (read from the outbox). */
  const latestToken = async (email: string) => {
    const messages = await outboxTo(email);
    const token = LINK.exec(messages.at(-1)?.text_body ?? '')?.[1];
    if (!token) throw new Error(`no confirmation link was sent to ${email}`);
    return token;
  };
  const storedSignup = (email: string) =>
    getApp()
      .db.selectFrom('talent_signup')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  /** Moves the signup's last link back in time, as if it had been sent that long ago. */
  const sentAgo = (email: string, ms: number) =>
    getApp()
      .db.updateTable('talent_signup')
      .set({ confirm_sent_at: new Date(Date.now() - ms) })
      .where('email', '=', email)
      .execute();
  const adminSees = async (email: string) => {
    const admin = createTalentAdminService(getApp().db);
    const page = await admin.listSignups({ search: email }, { page: 1, limit: 10 });
    const exported = await admin.exportSignups({ search: email }, ANONYMOUS);
    return { listed: page.list.length, exported: exported.length };
  };

  test('the confirmation arrives over SMTP as HTML and text; its link confirms once, then is refused', async () => {
    const email = uniqueEmail();
    expect((await signUp(email)).status).toBe(202);

    await deliverMail();

    const [arrived] = receivedBy(smtp.received, email);
    expect(arrived?.subject).toBe('Confirm your signup to the Somnia talent community');
    const token = LINK.exec(arrived?.text ?? '')?.[1] ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(arrived?.text).toContain('If you did not ask for this, ignore this message');
    expect(arrived?.html).toContain(
      `href="${TEST_MAIL_SETTINGS.origin}/talent-community/confirm?token=${token}"`,
    );
    expect(arrived?.html).toContain('Confirm my signup');
    // Only the token's hash is stored.
    const stored = await storedSignup(email);
    expect(stored?.confirm_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored?.confirmed_at).toBeNull();
    expect(await adminSees(email)).toEqual({ listed: 0, exported: 0 });

    const first = await confirm(token);
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/talent-community/confirm?outcome=confirmed');
    expect(await adminSees(email)).toEqual({ listed: 1, exported: 1 });
    const logged = await getApp()
      .db.selectFrom('activity_log')
      .select(['actor', 'action'])
      .where('entity', '=', 'talent_signup')
      .where('entity_id', '=', String(stored?.id))
      .orderBy('id')
      .execute();
    expect(logged.map((row) => row.action)).toEqual(['talent.signed_up', 'talent.confirmed']);

    const second = await confirm(token);
    expect(second.headers.location).toBe('/talent-community/confirm?outcome=already-confirmed');
  });

  test('a link past its 7 days confirms nothing and says it expired', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const token = await latestToken(email);
    await sentAgo(email, 7 * DAY_MS + MINUTE_MS);

    const res = await confirm(token);

    expect(res.headers.location).toBe('/talent-community/confirm?outcome=expired');
    expect((await storedSignup(email))?.confirmed_at).toBeNull();
    expect(await adminSees(email)).toEqual({ listed: 0, exported: 0 });
  });

  test('a token never sent is unknown; a missing or foreign one is a 400 naming the token, a huge body a 413', async () => {
    expect((await confirm('x'.repeat(43))).headers.location).toBe(
      '/talent-community/confirm?outcome=unknown',
    );
    const missing = await request(api).post('/api/talent-community/confirm').type('form').send('');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, data: { field: 'token' } });
    const foreign = await confirm('<script>');
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ data: { field: 'token' } });
    const json = await request(api).post('/api/talent-community/confirm').send({ token: 'x' });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ data: { field: 'token' } });
    const huge = await confirm('x'.repeat(2_000));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ success: false, code: 413 });
  });

  test('only confirmed signups count in the admin overview', async () => {
    const before = await countAllSignups(getApp().db);
    const email = uniqueEmail();
    await signUp(email);
    expect(await countAllSignups(getApp().db)).toBe(before);
    await confirm(await latestToken(email));
    expect(await countAllSignups(getApp().db)).toBe(before + 1);
  });

  test('a known address is told its link is pending and sent no second one within the window; after, a new link with its new details', async () => {
    const email = uniqueEmail();
    const first = await signUp(email);

    const again = await signUp(email.toUpperCase(), { name: 'Someone Else', country: 'Canada' });

    expect(again.status).toBe(202);
    expect(again.body).toEqual({ ...first.body, message: TALENT_SIGNUP_MESSAGES.pending });
    expect(await outboxTo(email)).toHaveLength(1);
    expect(await storedSignup(email)).toMatchObject({ name: 'Noor Haddad', country: 'Jordan' });

    // Past the window, a still unconfirmed signup takes the newest details and a new link; the
    // older link stops working.
    const oldToken = await latestToken(email);
    await confirmationLinksSentAgo(getApp().db, email, TEST_CONFIRMATION_SETTINGS.limits.windowMs);
    const later = await signUp(email, { name: 'Noor H.', country: 'Canada' });
    expect(later.body).toEqual(first.body);
    expect(await outboxTo(email)).toHaveLength(2);
    expect(await storedSignup(email)).toMatchObject({ name: 'Noor H.', country: 'Canada' });
    expect((await confirm(oldToken)).headers.location).toMatch(/outcome=unknown$/);
    expect((await confirm(await latestToken(email))).headers.location).toMatch(
      /outcome=confirmed$/,
    );
  });

  test('a confirmed address answers repeated signups exactly as a new address does', async () => {
    const member = uniqueEmail();
    await signUp(member);
    await confirm(await latestToken(member));
    const stranger = uniqueEmail();
    const messagesFor = async (email: string) => [
      (await signUp(email)).body.message,
      (await signUp(email)).body.message,
    ];

    const memberAnswers = await messagesFor(member);

    expect(memberAnswers).toEqual([TALENT_SIGNUP_MESSAGES.sent, TALENT_SIGNUP_MESSAGES.pending]);
    expect(await messagesFor(stranger)).toEqual(memberAnswers);
    expect(await outboxTo(member)).toHaveLength(1);
  });

  test('the daily cap counts job alert and talent community links together, and frees up a day later', async () => {
    // A cap of 3 keeps the test short; the default (5) works the same way.
    const settings = {
      ...TEST_CONFIRMATION_SETTINGS,
      limits: { ...TEST_CONFIRMATION_SETTINGS.limits, dailyCap: 3 },
    };
    const both = express();
    const limiters = testLimiters(testEnv());
    both.use(
      '/api',
      createTalentRouter({
        talent: createTalentService(getApp().db, settings),
        signupLimit: limiters.limit('talentSignup'),
      }),
    );
    both.use(
      createAlertsRouter({
        alerts: createAlertService(getApp().db, settings),
        signupLimit: limiters.limit('alertSignup'),
      }),
    );
    both.use(testErrorHandler());
    const email = uniqueEmail();
    const saveAlert = (location: string) =>
      request(both).post('/api/alerts').send({ email, frequency: 'daily', location });
    const join = () => request(both).post('/api/talent-community').send(signupFor(email));
    /** Uses the newest link sent to the address, whichever form asked for it. */
    const confirmNewest = async () => {
      const text = (await outboxTo(email)).at(-1)?.text_body ?? '';
      const token = /confirm\?token=([\w-]+)/.exec(text)?.[1] ?? '';
      const path = text.includes('/alerts/')
        ? '/api/alerts/confirm'
        : '/api/talent-community/confirm';
      await request(both).post(path).type('form').send({ token });
    };

    expect((await saveAlert('Lisbon')).body.data).toEqual({ outcome: 'sent' });
    await confirmNewest();
    expect((await join()).body.message).toBe(TALENT_SIGNUP_MESSAGES.sent);
    await confirmNewest();
    expect((await saveAlert('Berlin')).body.data).toEqual({ outcome: 'sent' });
    await confirmNewest();

    const alertPastCap = await saveAlert('Madrid');
    const formPastCap = await request(both)
      .post('/api/alerts')
      .type('form')
      .send(`email=${encodeURIComponent(email)}&frequency=daily&location=Madrid`);

    expect(alertPastCap.status).toBe(202);
    expect(alertPastCap.body.data).toEqual({ outcome: 'capped' });
    expect(formPastCap.headers.location).toBe('/alerts/confirm?outcome=capped');
    expect(await outboxTo(email)).toHaveLength(3);
    const savedQueries = async () =>
      (
        await getApp()
          .db.selectFrom('job_alert')
          .select('query')
          .where('email', '=', email)
          .where('origin', '=', 'job-list')
          .execute()
      ).map((alert) => alert.query);
    expect(await savedQueries()).not.toContain('location=Madrid');

    await confirmationLinksSentAgo(getApp().db, email, DAY_MS);
    expect((await saveAlert('Madrid')).body.data).toEqual({ outcome: 'sent' });
    expect(await outboxTo(email)).toHaveLength(4);
    expect(await savedQueries()).toContain('location=Madrid');
  });

  test('past the daily cap a talent signup is not stored and nothing is sent', async () => {
    const settings = {
      ...TEST_CONFIRMATION_SETTINGS,
      limits: { ...TEST_CONFIRMATION_SETTINGS.limits, dailyCap: 1 },
    };
    const capped = express();
    capped.use(
      createAlertsRouter({
        alerts: createAlertService(getApp().db, settings),
        signupLimit: testLimiters().limit('alertSignup'),
      }),
    );
    capped.use(
      '/api',
      createTalentRouter({
        talent: createTalentService(getApp().db, settings),
        signupLimit: testLimiters().limit('talentSignup'),
      }),
    );
    const email = uniqueEmail();
    await request(capped).post('/api/alerts').send({ email, frequency: 'weekly' });

    const res = await request(capped).post('/api/talent-community').send(signupFor(email));

    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      success: true,
      code: 202,
      data: null,
      message: TALENT_SIGNUP_MESSAGES.capped,
    });
    expect(await storedSignup(email)).toBeUndefined();
    expect(await outboxTo(email)).toHaveLength(1);
  });

  test('a confirmed address is sent nothing and keeps its details, however long after', async () => {
    const email = uniqueEmail();
    await signUp(email);
    await confirm(await latestToken(email));
    await sentAgo(email, 2 * DAY_MS);

    const res = await signUp(email, { name: 'Someone Else' });

    expect(res.status).toBe(202);
    expect(await outboxTo(email)).toHaveLength(1);
    expect(await storedSignup(email)).toMatchObject({ name: 'Noor Haddad' });
  });

  test('a confirmed signup gets a weekly job alert of its interests, deleted with the person’s data', async () => {
    const email = uniqueEmail();
    const alertsOf = () =>
      getApp()
        .db.selectFrom('job_alert')
        .select(['query', 'frequency', 'origin', 'confirmed_at'])
        .where('email', '=', email)
        .execute();
    await signUp(email, { interests: ['Engineering', 'Data'] });
    expect(await alertsOf()).toEqual([]);

    await confirm(await latestToken(email));

    expect(await alertsOf()).toEqual([
      {
        query: 'department=Data%7CEngineering',
        frequency: 'weekly',
        origin: 'talent-community',
        confirmed_at: expect.any(Date),
      },
    ]);
    const signup = await storedSignup(email);
    const deleted = await createTalentAdminService(getApp().db).deleteSignupData(
      signup?.id ?? 0,
      ANONYMOUS,
    );
    expect(deleted).toMatchObject({ id: signup?.id });
    expect(await alertsOf()).toEqual([]);
  });

  test('talent.prune-unconfirmed deletes only signups unconfirmed 30 days after their link', async () => {
    const [stale, fresh, confirmedLongAgo] = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const email of [stale, fresh, confirmedLongAgo]) await signUp(email);
    await confirm(await latestToken(confirmedLongAgo));
    await sentAgo(stale, 30 * DAY_MS + MINUTE_MS);
    await sentAgo(fresh, 29 * DAY_MS);
    await sentAgo(confirmedLongAgo, 90 * DAY_MS);

    const now = new Date();
    const result = await pruneUnconfirmedSignupsTask.run({
      db: getApp().db,
      now,
      dueAt: now,
      attempt: 1,
    });

    expect(result).toMatchObject({ deleted: expect.any(Number) });
    expect(await storedSignup(stale)).toBeUndefined();
    expect(await storedSignup(fresh)).toBeDefined();
    expect(await storedSignup(confirmedLongAgo)).toBeDefined();
  });
});
