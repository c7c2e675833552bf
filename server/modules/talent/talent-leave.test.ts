import { createHash } from 'node:crypto';

import express from 'express';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { createMailDeliveryTask, createSmtpTransport } from '../../platform/mail/mail-delivery';
import { insertJob, uniqueLabel } from '../../test-support/fixtures';
import { receivedBy, startSmtpServer, type TestSmtpServer } from '../../test-support/smtp-server';
import {
  signupFor,
  TEST_CONFIRMATION_SETTINGS,
  TEST_MAIL_SETTINGS,
  uniqueEmail,
} from '../../test-support/talent-signup';
import { describeEachDriver } from '../../test-support/test-database';
import { testEnv, testLimiters } from '../../test-support/test-env';
import { testErrorHandler } from '../../test-support/test-error-handler';
import { createAlertService, createAlertsRouter, SEND_DIGESTS_TASK } from '../alerts';
import { createAppTasks } from '../../tasks';
import { createTalentLeaveRouter, TALENT_GONE_MESSAGE } from './talent-leave.router';
import { createTalentService } from './talent-service';
import { createTalentRouter } from './talent.router';

const DAY_MS = 86_400_000;
const ORIGIN = TEST_MAIL_SETTINGS.origin;
const CONFIRM_LINK = /\/talent-community\/confirm\?token=([\w-]+)/;
const LEAVE_LINK =
  /Leave the talent community: https?:\/\/\S+\/talent-community\/leave\?token=([\w-]+)/;
const ALERT_CONFIRM_LINK = /\/alerts\/confirm\?token=([\w-]+)/;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenIn = (pattern: RegExp, text: string | undefined) => {
  const token = pattern.exec(text ?? '')?.[1];
  if (!token) throw new Error(`no ${String(pattern)} link in ${text ?? 'nothing'}`);
  return token;
};

describeEachDriver('leaving the talent community', ({ getApp }) => {
  let api: express.Express;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const talent = createTalentService(getApp().db, TEST_CONFIRMATION_SETTINGS);
    api = express();
    api.use(
      '/api',
      createTalentRouter({ talent, signupLimit: testLimiters().limit('talentSignup') }),
    );
    api.use(createTalentLeaveRouter({ talent }));
    api.use(
      createAlertsRouter({
        alerts: createAlertService(getApp().db, TEST_CONFIRMATION_SETTINGS),
        signupLimit: testLimiters().limit('alertSignup'),
      }),
    );
    api.use(testErrorHandler());
  });
  afterAll(() => smtp.close());

  const signUp = (email: string, interests = ['Engineering']) =>
    request(api)
      .post('/api/talent-community')
      .send({ ...signupFor(email), interests });
  const confirm = (token: string) =>
    request(api).post('/api/talent-community/confirm').type('form').send({ token });
  const leave = (token: string) =>
    request(api).post('/talent-community/leave').type('form').send({ token });
  const outboxTo = (email: string) =>
    getApp()
      .db.selectFrom('outbox')
      .select(['subject', 'text_body', 'html', 'unsubscribe_url'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
  const latestMail = async (email: string) => (await outboxTo(email)).at(-1);
  const storedSignup = (email: string) =>
    getApp()
      .db.selectFrom('talent_signup')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  const alertsOf = (email: string) =>
    getApp()
      .db.selectFrom('job_alert')
      .select(['origin', 'query'])
      .where('email', '=', email)
      .orderBy('origin')
      .execute();
  /** Signs up and confirms; the leave token of the confirmation e-mail. */
  async function member(email: string, interests?: string[]) {
    await signUp(email, interests);
    const mail = await latestMail(email);
    await confirm(tokenIn(CONFIRM_LINK, mail?.text_body));
    return tokenIn(LEAVE_LINK, mail?.text_body);
  }

  test('the confirmation e-mail carries a leave link, also as its one-click List-Unsubscribe', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const deliver = createMailDeliveryTask({
      transport: createSmtpTransport(smtp.url),
      from: 'Somnia Careers <careers@somnia.example>',
      maxAttempts: 5,
    });
    const now = new Date();
    await deliver.run({ db: getApp().db, now, dueAt: now, attempt: 1 });

    const [arrived] = receivedBy(smtp.received, email);
    const leaveToken = tokenIn(LEAVE_LINK, arrived?.text);
    const leaveUrl = `${ORIGIN}/talent-community/leave?token=${leaveToken}`;
    expect(leaveToken).toMatch(/^[\w-]{43}$/);
    expect(leaveToken).not.toBe(tokenIn(CONFIRM_LINK, arrived?.text));
    expect(arrived?.text).toContain('it deletes your details at once');
    expect(arrived?.html).toContain(`href="${leaveUrl}"`);
    const headers = Object.fromEntries(
      arrived?.headerLines.map((line) => [line.key, line.line]) ?? [],
    );
    expect(headers['list-unsubscribe']).toContain(`<${leaveUrl}>`);
    expect(headers['list-unsubscribe-post']).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    // Only the token's hash is stored, for one purpose.
    const stored = await getApp()
      .db.selectFrom('talent_signup_token')
      .select(['purpose'])
      .where('token_hash', '=', sha256(leaveToken))
      .execute();
    expect(stored).toEqual([{ purpose: 'leave' }]);
  });

  test('a member leaves at once: the signup, its links and its weekly alert are deleted, other alerts stay', async () => {
    const email = uniqueEmail();
    await request(api).post('/api/alerts').send({ email, frequency: 'daily', location: 'Lisbon' });
    await request(api)
      .post('/api/alerts/confirm')
      .type('form')
      .send({ token: tokenIn(ALERT_CONFIRM_LINK, (await latestMail(email))?.text_body) });
    const leaveToken = await member(email);
    const signupId = (await storedSignup(email))?.id ?? 0;
    expect(await alertsOf(email)).toHaveLength(2);

    const res = await leave(leaveToken);

    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/talent-community/leave?outcome=left');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await storedSignup(email)).toBeUndefined();
    expect(await alertsOf(email)).toEqual([{ origin: 'job-list', query: 'location=Lisbon' }]);
    const tokensLeft = await getApp()
      .db.selectFrom('talent_signup_token')
      .select('token_hash')
      .where('signup_id', '=', signupId)
      .execute();
    expect(tokensLeft).toEqual([]);
    const logged = await getApp()
      .db.selectFrom('activity_log')
      .select(['action', 'details', 'actor'])
      .where('entity', '=', 'talent_signup')
      .where('entity_id', '=', String(signupId))
      .where('action', '=', 'talent.left')
      .execute();
    expect(logged).toEqual([
      { action: 'talent.left', actor: 'anonymous', details: { alertsDeleted: 1 } },
    ]);
    expect(JSON.stringify(logged)).not.toContain(email);
  });

  test('a leave link works once: used again it says there is no such signup, and deletes nothing else', async () => {
    const email = uniqueEmail();
    const leaveToken = await member(email);
    await leave(leaveToken);
    await signUp(email);

    const again = await leave(leaveToken);

    expect(again.status).toBe(303);
    expect(again.headers.location).toBe('/talent-community/leave?outcome=gone');
    // The same address, joined again, is a new signup the old link cannot reach.
    expect(await storedSignup(email)).toBeDefined();
  });

  test('an unconfirmed signup leaves with the link of its confirmation e-mail, whose confirm link then confirms nothing', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const mail = await latestMail(email);

    expect((await leave(tokenIn(LEAVE_LINK, mail?.text_body))).headers.location).toBe(
      '/talent-community/leave?outcome=left',
    );

    const confirmed = await confirm(tokenIn(CONFIRM_LINK, mail?.text_body));
    expect(confirmed.headers.location).toBe('/talent-community/confirm?outcome=unknown');
    expect(await storedSignup(email)).toBeUndefined();
  });

  test('a mail client’s one-click POST (RFC 8058) leaves with a 200 and no page; once gone, a 404', async () => {
    const email = uniqueEmail();
    const leaveToken = await member(email);
    const oneClick = () =>
      request(api)
        .post(`/talent-community/leave?token=${leaveToken}`)
        .type('form')
        .send('List-Unsubscribe=One-Click');

    const first = await oneClick();
    const second = await oneClick();

    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, code: 200 });
    expect(await storedSignup(email)).toBeUndefined();
    expect(second.status).toBe(404);
    expect(second.body).toMatchObject({ success: false, code: 404, message: TALENT_GONE_MESSAGE });
  });

  test('a leave token does nothing else, and no other token leaves', async () => {
    const email = uniqueEmail();
    await signUp(email);
    const mail = await latestMail(email);
    const leaveToken = tokenIn(LEAVE_LINK, mail?.text_body);
    const confirmToken = tokenIn(CONFIRM_LINK, mail?.text_body);

    const asConfirm = await confirm(leaveToken);
    const asUnsubscribe = await request(api)
      .post('/alerts/unsubscribe')
      .type('form')
      .send({ token: leaveToken });
    const confirmAsLeave = await leave(confirmToken);

    expect(asConfirm.headers.location).toBe('/talent-community/confirm?outcome=unknown');
    expect(asUnsubscribe.headers.location).toBe('/alerts/unsubscribe?outcome=gone');
    expect(confirmAsLeave.headers.location).toBe('/talent-community/leave?outcome=gone');
    expect(await storedSignup(email)).toMatchObject({ confirmed_at: null });
  });

  test('a mangled leave link says there is no such signup; a foreign token or none is a 400 naming it', async () => {
    const email = uniqueEmail();
    const leaveToken = await member(email);

    const cut = await leave(leaveToken.slice(0, 20));
    const foreign = await leave('<script>');
    const missing = await request(api).post('/talent-community/leave').type('form').send('');

    expect(cut.status).toBe(303);
    expect(cut.headers.location).toBe('/talent-community/leave?outcome=gone');
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ success: false, code: 400, data: { field: 'token' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, code: 400, data: { field: 'token' } });
    expect(await storedSignup(email)).toBeDefined();
  });

  test('each digest of a member’s weekly alert carries a fresh leave link that leaves; a job list alert’s has none', async () => {
    const department = uniqueLabel('Dept');
    const email = uniqueEmail();
    await member(email, [department]);
    const searcher = uniqueEmail();
    await request(api)
      .post('/api/alerts')
      .send({ email: searcher, frequency: 'weekly', department });
    await request(api)
      .post('/api/alerts/confirm')
      .type('form')
      .send({ token: tokenIn(ALERT_CONFIRM_LINK, (await latestMail(searcher))?.text_body) });
    const job = await insertJob(getApp().db, { title: uniqueLabel('Leave Job'), department });
    await getApp()
      .db.transaction()
      .execute((trx) =>
        trx
          .insertInto('job_event')
          .values({ job_id: job.id, kind: 'opened', changes: '{}' })
          .execute(),
      );
    const now = new Date(Date.now() + 7 * DAY_MS);
    // The app's own task list: its digest task is wired with the talent community's links.
    const digests = createAppTasks(testEnv()).find((task) => task.name === SEND_DIGESTS_TASK);
    if (!digests) throw new Error('the app has no digest task');

    await digests.run({ db: getApp().db, now, dueAt: now, attempt: 1 });

    const digest = await latestMail(email);
    expect(digest?.subject).toContain('One new job');
    const leaveToken = tokenIn(LEAVE_LINK, digest?.text_body);
    expect(digest?.unsubscribe_url).toContain('/alerts/unsubscribe?token=');
    const searchersDigest = await latestMail(searcher);
    expect(searchersDigest?.subject).toContain('One new job');
    expect(searchersDigest?.text_body).not.toContain('/talent-community/leave');
    expect((await leave(leaveToken)).headers.location).toBe('/talent-community/leave?outcome=left');
    expect(await storedSignup(email)).toBeUndefined();
    expect(await alertsOf(email)).toEqual([]);
  });
});
