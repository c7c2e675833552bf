import { createHash } from 'node:crypto';

import express from 'express';
import { sql, type Kysely, type Transaction } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';

import type { ConfirmationRequestOutcome } from '../../../contract/confirmation-request';
import { createMailDeliveryTask, createSmtpTransport } from '../../platform/mail/mail-delivery';
import type { Database, JobEventKind, NewJob } from '../../platform/db/schema';
import { insertJob, uniqueLabel, uniqueWord } from '../../test-support/fixtures';
import { receivedBy, startSmtpServer, type TestSmtpServer } from '../../test-support/smtp-server';
import { confirmationLinksSentAgo } from '../../test-support/confirmation-links';
import {
  TEST_CONFIRMATION_SETTINGS,
  TEST_MAIL_SETTINGS,
  uniqueEmail,
} from '../../test-support/talent-signup';
import { describeEachDriver, openSecondPool } from '../../test-support/test-database';
import { testEnv, testLimiters } from '../../test-support/test-env';
import { testErrorHandler } from '../../test-support/test-error-handler';
import { createAlertService, DIGEST_SETTLE_MS } from './alert-service';
import { ALERT_GONE_MESSAGE, ALERT_SAVE_MESSAGES, createAlertsRouter } from './alerts.router';
import { pruneUnconfirmedAlertsTask } from './prune-unconfirmed.task';
import { createSendDigestsTask } from './send-digests.task';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const ORIGIN = TEST_MAIL_SETTINGS.origin;

/** Job events as the jobs module writes them (the alerts read them); a test writes its own. */
async function recordJobEvent(
  trx: Transaction<Database>,
  ...events: { jobId: number; kind: JobEventKind; at?: Date }[]
): Promise<void> {
  await trx
    .insertInto('job_event')
    .values(
      events.map(({ jobId, kind, at }) => ({
        job_id: jobId,
        kind,
        changes: '{}',
        ...(at ? { at } : {}),
      })),
    )
    .execute();
}
const CONFIRM_LINK = /\/alerts\/confirm\?token=([\w-]+)/;
const MANAGE_LINK = /\/alerts\/manage\?token=([\w-]+)/;
const UNSUBSCRIBE_LINK = /\/alerts\/unsubscribe\?token=([\w-]+)/;
const answer = (outcome: ConfirmationRequestOutcome) => ({
  success: true,
  code: 202,
  data: { outcome },
  message: ALERT_SAVE_MESSAGES[outcome],
});
const SAVED = answer('sent');
const PENDING = answer('pending');

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenIn = (pattern: RegExp, text: string | undefined) => {
  const token = pattern.exec(text ?? '')?.[1];
  if (!token) throw new Error(`no ${String(pattern)} link in ${text ?? 'nothing'}`);
  return token;
};

describeEachDriver('job alerts', ({ getApp }) => {
  let api: express.Express;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    api = express();
    api.use(
      createAlertsRouter({
        alerts: createAlertService(getApp().db, TEST_CONFIRMATION_SETTINGS),
        signupLimit: testLimiters().limit('alertSignup'),
      }),
    );
    api.use(testErrorHandler());
  });
  afterAll(() => smtp.close());

  const save = (body: Record<string, unknown>) => request(api).post('/api/alerts').send(body);
  const confirm = (token: string) =>
    request(api).post('/api/alerts/confirm').type('form').send({ token });
  const outboxTo = (email: string) =>
    getApp()
      .db.selectFrom('outbox')
      .select(['subject', 'text_body', 'unsubscribe_url'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
  const storedAlerts = (email: string) =>
    getApp()
      .db.selectFrom('job_alert')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .execute();
  /** The mail task's ticks over the in-process SMTP server until none is left (a tick sends 10). */
  const deliverMail = async () => {
    const task = createMailDeliveryTask({
      transport: createSmtpTransport(smtp.url),
      from: 'Somnia Careers <careers@somnia.example>',
      maxAttempts: 5,
    });
    for (;;) {
      const now = new Date();
      const result = await task.run({ db: getApp().db, now, dueAt: now, attempt: 1 });
      if (!result?.sent) return;
    }
  };
  /** The digest task at `now` (a day from now by default: every daily alert is due then). */
  const runDigests = (now = new Date(Date.now() + DAY_MS), db = getApp().db) =>
    createSendDigestsTask(TEST_MAIL_SETTINGS).run({ db, now, dueAt: now, attempt: 1 });
  /** Saves and confirms an alert through the endpoints; its confirmation message is read. */
  async function confirmedAlert(search: Record<string, unknown>, frequency = 'daily') {
    const email = uniqueEmail();
    expect((await save({ email, frequency, ...search })).status).toBe(202);
    const [message] = await outboxTo(email);
    await confirm(tokenIn(CONFIRM_LINK, message?.text_body));
    return email;
  }
  /** Inserts a job and its `opened` event (at `at`, now by default), as the job editor does. */
  async function openJob(fields: Partial<NewJob> & Pick<NewJob, 'department'>, at?: Date) {
    const job = await insertJob(getApp().db, { title: uniqueLabel('Alert Job'), ...fields });
    await getApp()
      .db.transaction()
      .execute((trx) => recordJobEvent(trx, { jobId: job.id, kind: 'opened', at }));
    return job;
  }

  test('a saved search is sent a confirmation over SMTP, HTML and text, and nothing else until it is confirmed', async () => {
    const email = uniqueEmail();
    const department = uniqueLabel('Dept');

    const res = await save({
      email,
      frequency: 'daily',
      department: [department, 'Data'],
      search: ' quantum ml ',
    });

    expect(res.status).toBe(202);
    expect(res.body).toEqual(SAVED);
    await deliverMail();
    const [arrived, ...others] = receivedBy(smtp.received, email);
    expect(others).toEqual([]);
    expect(arrived?.subject).toBe('Confirm your Somnia job alert');
    const token = tokenIn(CONFIRM_LINK, arrived?.text);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(arrived?.html).toContain(`href="${ORIGIN}/alerts/confirm?token=${token}"`);
    // Nothing the sender typed but the address: not the search's words either.
    expect(arrived?.text).not.toContain('quantum');
    expect(arrived?.text).not.toContain(department);
    expect(arrived?.text).toContain('If you did not ask for this, ignore this message');
    // The search is the list's own query, written one way; only the token's hash is stored.
    const [stored] = await storedAlerts(email);
    expect(stored).toMatchObject({
      query: new URLSearchParams({
        department: `Data|${department}`,
        search: 'quantum ml',
      }).toString(),
      frequency: 'daily',
      origin: 'job-list',
      confirmed_at: null,
      confirm_token_hash: sha256(token),
    });
    expect(JSON.stringify(stored)).not.toContain(token);

    // A matching job opens; the digests run: an unconfirmed alert is sent nothing.
    await openJob({ department: 'Data', title: 'ML Engineer' });
    await runDigests();
    await deliverMail();
    expect(receivedBy(smtp.received, email)).toHaveLength(1);
  });

  test('the form without script saves the search from repeated keys and answers 303 to the page that says a link is on its way', async () => {
    const email = uniqueEmail();

    const res = await request(api)
      .post('/api/alerts')
      .type('form')
      .send(
        `email=${encodeURIComponent(email)}&frequency=weekly&department=Design&department=Data&location=&search=`,
      );

    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/alerts/confirm?outcome=sent');
    expect(await storedAlerts(email)).toEqual([
      expect.objectContaining({ query: 'department=Data%7CDesign', frequency: 'weekly' }),
    ]);
  });

  test('a confirmation link confirms once; used again, expired, replaced or never sent it confirms nothing and says why', async () => {
    const email = uniqueEmail();
    await save({ email, frequency: 'daily' });
    const token = tokenIn(CONFIRM_LINK, (await outboxTo(email))[0]?.text_body);

    const first = await confirm(token);
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/alerts/confirm?outcome=confirmed');
    expect((await storedAlerts(email))[0]?.confirmed_at).toBeInstanceOf(Date);
    expect((await confirm(token)).headers.location).toBe(
      '/alerts/confirm?outcome=already-confirmed',
    );
    expect((await confirm('x'.repeat(43))).headers.location).toBe(
      '/alerts/confirm?outcome=unknown',
    );

    const late = uniqueEmail();
    await save({ email: late, frequency: 'weekly', jobType: 'Full-time' });
    const lateToken = tokenIn(CONFIRM_LINK, (await outboxTo(late))[0]?.text_body);
    await getApp()
      .db.updateTable('job_alert')
      .set({ confirm_sent_at: new Date(Date.now() - 7 * DAY_MS - MINUTE_MS) })
      .where('email', '=', late)
      .execute();
    expect((await confirm(lateToken)).headers.location).toBe('/alerts/confirm?outcome=expired');
    expect((await storedAlerts(late))[0]?.confirmed_at).toBeNull();
  });

  test('an address saving a search again within the window is told its link is pending, sent no second one, and keeps the newest frequency', async () => {
    const email = uniqueEmail();
    const first = await save({ email, frequency: 'daily', location: 'Lisbon' });

    const again = await save({
      email: email.toUpperCase(),
      frequency: 'weekly',
      location: ['Lisbon'],
    });

    expect(first.body).toEqual(SAVED);
    expect({ status: again.status, body: again.body }).toEqual({ status: 202, body: PENDING });
    expect(await outboxTo(email)).toHaveLength(1);
    expect(await storedAlerts(email)).toEqual([expect.objectContaining({ frequency: 'weekly' })]);
  });

  test('six searches for one address from six clients at once, through two processes, leave one confirmation e-mail, whose link confirms all six', async () => {
    // As in production: two processes on their own database pools, clients told apart by their
    // forwarded address, each limited to 5 alerts in 10 minutes.
    const second = await openSecondPool(getApp());
    const processOn = (db: Kysely<Database>) =>
      express()
        .set('trust proxy', 'loopback')
        .use(
          createAlertsRouter({
            alerts: createAlertService(db, TEST_CONFIRMATION_SETTINGS),
            signupLimit: testLimiters(testEnv({ RATE_LIMIT_ALERT_SIGNUP: '5/10m' })).limit(
              'alertSignup',
            ),
          }),
        );
    const first = processOn(getApp().db);
    const other = processOn(second.db);
    const email = uniqueEmail();
    const searches = ['Data', 'Design', 'Engineering', 'Finance', 'Marketing', 'Sales'];

    const answers = await Promise.all(
      searches.map((department, client) =>
        request(client % 2 === 0 ? first : other)
          .post('/api/alerts')
          .set('X-Forwarded-For', `203.0.113.${client + 1}`)
          .send({ email, frequency: 'daily', department }),
      ),
    ).finally(() => second.close());

    expect(answers.map((res) => res.status)).toEqual(searches.map(() => 202));
    expect(answers.map((res) => res.body.data.outcome).toSorted()).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
      'sent',
    ]);
    expect(answers.find((res) => res.body.data.outcome === 'pending')?.body).toEqual(PENDING);
    const messages = await outboxTo(email);
    expect(messages).toHaveLength(1);
    expect((await confirm(tokenIn(CONFIRM_LINK, messages[0]?.text_body))).headers.location).toBe(
      '/alerts/confirm?outcome=confirmed',
    );
    const stored = await storedAlerts(email);
    expect(stored.map((alert) => alert.query).toSorted()).toEqual(
      searches.map((department) => `department=${department}`),
    );
    expect(stored.every((alert) => alert.confirmed_at instanceof Date)).toBe(true);
  });

  test('once its link is used, the address may save another search and is sent a new link at once', async () => {
    const email = uniqueEmail();
    await save({ email, frequency: 'daily', location: 'Lisbon' });
    await confirm(tokenIn(CONFIRM_LINK, (await outboxTo(email))[0]?.text_body));

    const next = await save({ email, frequency: 'weekly', location: 'Berlin' });

    expect(next.body).toEqual(SAVED);
    const messages = await outboxTo(email);
    expect(messages).toHaveLength(2);
    await confirm(tokenIn(CONFIRM_LINK, messages[1]?.text_body));
    expect((await storedAlerts(email)).map((alert) => alert.confirmed_at)).toEqual([
      expect.any(Date),
      expect.any(Date),
    ]);
  });

  test('a link left unused past the window is followed by a new one for the next search; each confirms its own', async () => {
    const email = uniqueEmail();
    await save({ email, frequency: 'daily', location: 'Lisbon' });
    await confirmationLinksSentAgo(getApp().db, email, TEST_CONFIRMATION_SETTINGS.limits.windowMs);

    expect((await save({ email, frequency: 'daily', location: 'Berlin' })).body).toEqual(SAVED);

    const [first, second] = await outboxTo(email);
    await confirm(tokenIn(CONFIRM_LINK, first?.text_body));
    const byQuery = async () =>
      Object.fromEntries(
        (await storedAlerts(email)).map((alert) => [alert.query, alert.confirmed_at !== null]),
      );
    expect(await byQuery()).toEqual({ 'location=Lisbon': true, 'location=Berlin': false });
    await confirm(tokenIn(CONFIRM_LINK, second?.text_body));
    expect(await byQuery()).toEqual({ 'location=Lisbon': true, 'location=Berlin': true });
  });

  test('an address whose search is confirmed answers requests exactly as a new address does, and is sent nothing', async () => {
    const member = await confirmedAlert({ location: 'Porto' });
    const stranger = uniqueEmail();
    const answersFor = async (email: string) => {
      const bodies = [];
      for (const location of ['Porto', 'Porto', 'Faro']) {
        bodies.push((await save({ email, frequency: 'daily', location })).body);
      }
      return bodies;
    };

    const memberAnswers = await answersFor(member);
    const strangerAnswers = await answersFor(stranger);

    expect(memberAnswers).toEqual([SAVED, PENDING, PENDING]);
    expect(strangerAnswers).toEqual(memberAnswers);
    // The member's repeat of its confirmed search sent nothing; the new search got its own link.
    expect(await outboxTo(member)).toHaveLength(2);
    expect(await outboxTo(stranger)).toHaveLength(1);
  });

  test('the form without script hears that a link is pending on the page it is sent to', async () => {
    const email = uniqueEmail();
    await save({ email, frequency: 'daily' });

    const res = await request(api)
      .post('/api/alerts')
      .type('form')
      .send(`email=${encodeURIComponent(email)}&frequency=weekly&department=Data`);

    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/alerts/confirm?outcome=pending');
    expect(await storedAlerts(email)).toHaveLength(2);
  });

  test.each([
    ['a missing e-mail', { email: undefined }, 'email'],
    ['an invalid e-mail', { email: 'noor.example.com' }, 'email'],
    ['a missing frequency', { frequency: undefined }, 'frequency'],
    ['a frequency of "hourly"', { frequency: 'hourly' }, 'frequency'],
    ['a search of 201 characters', { search: 's'.repeat(201) }, 'search'],
    ['a number as the search', { search: 5 }, 'search'],
    ['an unknown order', { sort: 'salary' }, 'sort'],
    ['a page of 0', { page: '0' }, 'page'],
    ['a department that is an object', { department: { name: 'Data' } }, 'department'],
    ['a key the list does not take', { team: 'Platform' }, 'team'],
    ['a search with a NUL character', { search: 'ml\u0000' }, 'search'],
  ])(
    '%s is a 400 envelope naming the field, and nothing is saved or sent',
    async (_case, change, field) => {
      const email = uniqueEmail();

      const res = await save({ email, frequency: 'daily', ...change });

      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 400, data: { field } });
      expect(res.body.message).toMatch(new RegExp(`^Invalid ${field}: `));
      expect(await storedAlerts(email)).toEqual([]);
      expect(await outboxTo(email)).toEqual([]);
    },
  );

  test('a missing, foreign or huge confirmation token is a 400 or 413 naming it', async () => {
    const missing = await request(api).post('/api/alerts/confirm').type('form').send('');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ data: { field: 'token' } });
    expect((await confirm('<script>')).body).toMatchObject({ code: 400, data: { field: 'token' } });
    const huge = await confirm('x'.repeat(2_000));
    expect(huge.status).toBe(413);
  });

  test('a digest lists exactly the open jobs of the search opened or reopened since the last one, and links to manage and unsubscribe', async () => {
    const department = uniqueLabel('Dept');
    const other = uniqueLabel('Dept');
    const earlier = await openJob({ department }, new Date(Date.now() - MINUTE_MS));
    const email = await confirmedAlert({ department, jobType: 'Full-time' });
    const opened = await openJob({ department, title: uniqueLabel('Opened') });
    const reopened = await insertJob(getApp().db, { department, title: uniqueLabel('Reopened') });
    await getApp()
      .db.transaction()
      .execute((trx) =>
        recordJobEvent(
          trx,
          { jobId: reopened.id, kind: 'closed', at: new Date(Date.now() - DAY_MS) },
          { jobId: reopened.id, kind: 'reopened' },
        ),
      );
    const closedSince = await openJob({ department, status: 'closed' });
    const partTime = await openJob({ department, employment_type: 'part_time' });
    const elsewhere = await openJob({ department: other });
    const changedOnly = await insertJob(getApp().db, { department });
    await getApp()
      .db.transaction()
      .execute((trx) => recordJobEvent(trx, { jobId: changedOnly.id, kind: 'changed' }));

    const result = await runDigests();
    await deliverMail();

    expect(result).toMatchObject({ sent: expect.any(Number) });
    const [digest, ...more] = receivedBy(smtp.received, email).filter(
      (mail) => !mail.subject?.startsWith('Confirm'),
    );
    expect(more).toEqual([]);
    expect(digest?.subject).toBe(
      `2 new jobs at Somnia: Department: ${department}; Job type: Full-time`,
    );
    for (const listed of [opened, reopened]) {
      expect(digest?.text).toContain(`${listed.title}\n${department}`);
      expect(digest?.html).toContain(`href="${ORIGIN}/job/${listed.id}"`);
    }
    for (const left of [earlier, closedSince, partTime, elsewhere, changedOnly])
      expect(digest?.text).not.toContain(`/job/${left.id}\n`);
    expect(digest?.html).toContain(
      `href="${ORIGIN}/job?${new URLSearchParams({ department, jobType: 'Full-time' }).toString().replace('&', '&amp;')}"`,
    );
    // RFC 8058: a one-click unsubscribe of its own, and a manage link, each a token of its purpose.
    const unsubscribeToken = tokenIn(UNSUBSCRIBE_LINK, digest?.text);
    const manageToken = tokenIn(MANAGE_LINK, digest?.text);
    expect(unsubscribeToken).not.toBe(manageToken);
    const headers = Object.fromEntries(
      digest?.headerLines.map((line) => [line.key, line.line]) ?? [],
    );
    expect(headers['list-unsubscribe']).toContain(
      `<${ORIGIN}/alerts/unsubscribe?token=${unsubscribeToken}>`,
    );
    expect(headers['list-unsubscribe-post']).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const tokens = await getApp()
      .db.selectFrom('job_alert_token')
      .select(['token_hash', 'purpose'])
      .where('token_hash', 'in', [sha256(unsubscribeToken), sha256(manageToken)])
      .orderBy('purpose')
      .execute();
    expect(tokens.map((row) => row.purpose)).toEqual(['manage', 'unsubscribe']);
  });

  test('a search lists the jobs its words find, as the list finds them', async () => {
    const word = uniqueWord();
    const email = await confirmedAlert({ search: word }, 'weekly');
    const found = await openJob({ department: uniqueLabel('Dept'), title: `Engineer ${word}` });
    await openJob({ department: uniqueLabel('Dept'), title: 'Engineer of another kind' });

    await runDigests(new Date(Date.now() + 7 * DAY_MS));

    const digest = (await outboxTo(email)).at(-1);
    expect(digest?.subject).toBe(`One new job at Somnia: Search: “${word}”`);
    expect(digest?.text_body).toContain(`${ORIGIN}/job/${found.id}`);
    expect(digest?.text_body.match(/\/job\/\d+/g)).toHaveLength(1);
  });

  test("a digest names each job's places with their countries in words (issue 31)", async () => {
    const department = uniqueLabel('Dept');
    const email = await confirmedAlert({ department });
    const inBoston = await openJob({ department, title: uniqueLabel('Boston') });
    await getApp()
      .db.updateTable('job_location')
      .set({ city: 'Boston', region: 'MA', country_code: 'US' })
      .where('job_id', '=', inBoston.id)
      .execute();
    const remote = await insertJob(getApp().db, {
      department,
      title: uniqueLabel('Remote'),
      workplace_type: 'remote',
      remote_regions: ['US'],
      locations: [],
    });
    await getApp()
      .db.transaction()
      .execute((trx) => recordJobEvent(trx, { jobId: remote.id, kind: 'opened' }));

    await runDigests();

    const digest = (await outboxTo(email)).at(-1);
    expect(digest?.text_body).toContain(
      `${inBoston.title}\n${department} · Boston, MA, United States · Full-time`,
    );
    expect(digest?.text_body).toContain(
      `${remote.title}\n${department} · Anywhere in United States · Full-time`,
    );
    expect(digest?.text_body).not.toMatch(/\bUS\b|Unknown/);
  });

  test('no new matching job: no e-mail, and the next digest starts from this one', async () => {
    const department = uniqueLabel('Dept');
    const email = await confirmedAlert({ department });
    const day = new Date(Date.now() + DAY_MS);

    await runDigests(day);
    expect(await outboxTo(email)).toHaveLength(1);

    // Not due again within the day; a day later, a job opened in between is listed.
    await openJob({ department }, new Date(day.getTime() + MINUTE_MS));
    await runDigests(new Date(day.getTime() + 2 * 3_600_000));
    expect(await outboxTo(email)).toHaveLength(1);
    await runDigests(new Date(day.getTime() + DAY_MS));
    expect((await outboxTo(email)).map((message) => message.subject)).toEqual([
      'Confirm your Somnia job alert',
      `One new job at Somnia: Department: ${department}`,
    ]);
  });

  test('two digest runs at once, from two pools, send a window once', async () => {
    const department = uniqueLabel('Dept');
    const email = await confirmedAlert({ department });
    await openJob({ department });
    const second = await openSecondPool(getApp());
    const now = new Date(Date.now() + DAY_MS);

    try {
      await Promise.all([runDigests(now), runDigests(now, second.db), runDigests(now)]);
      await runDigests(now);
    } finally {
      await second.close();
    }

    const digests = (await outboxTo(email)).filter((message) => message.unsubscribe_url);
    expect(digests).toHaveLength(1);
  });

  test('one-click unsubscribe (RFC 8058) deletes the alert and its tokens; nothing is sent after; the link then finds nothing', async () => {
    const department = uniqueLabel('Dept');
    const email = await confirmedAlert({ department });
    await openJob({ department });
    await runDigests();
    const digest = (await outboxTo(email)).at(-1);
    const token = tokenIn(UNSUBSCRIBE_LINK, digest?.unsubscribe_url ?? '');
    // A GET is the page that asks first: this router does not take it.
    expect((await request(api).get(`/alerts/unsubscribe?token=${token}`)).status).toBe(404);
    expect(await storedAlerts(email)).toHaveLength(1);

    const res = await request(api)
      .post(`/alerts/unsubscribe?token=${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await storedAlerts(email)).toEqual([]);
    const tokens = await getApp()
      .db.selectFrom('job_alert_token')
      .select('token_hash')
      .where('token_hash', '=', sha256(token))
      .execute();
    expect(tokens).toEqual([]);
    await openJob({ department });
    await runDigests(new Date(Date.now() + 3 * DAY_MS));
    expect(await outboxTo(email)).toHaveLength(2);

    const again = await request(api)
      .post(`/alerts/unsubscribe?token=${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(ALERT_GONE_MESSAGE);
  });

  test('the unsubscribe page’s form answers 303 to the page; a wrong or missing token says so', async () => {
    const department = uniqueLabel('Dept');
    const email = await confirmedAlert({ department });
    await openJob({ department });
    await runDigests();
    const token = tokenIn(UNSUBSCRIBE_LINK, (await outboxTo(email)).at(-1)?.text_body);
    const unsubscribe = (body: string) =>
      request(api).post('/alerts/unsubscribe').type('form').send(body);

    const res = await unsubscribe(`token=${token}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/alerts/unsubscribe?outcome=unsubscribed');
    expect((await unsubscribe(`token=${token}`)).headers.location).toBe(
      '/alerts/unsubscribe?outcome=gone',
    );
    expect((await unsubscribe('')).body).toMatchObject({ code: 400, data: { field: 'token' } });
    expect((await unsubscribe('token=%3Cscript%3E')).body).toMatchObject({
      data: { field: 'token' },
    });
    expect((await unsubscribe(`token=${token}&List-Unsubscribe=Yes`)).body).toMatchObject({
      data: { field: 'List-Unsubscribe' },
    });
  });

  test('a manage link shows, changes and deletes its alert; an unsubscribe token does not manage', async () => {
    const department = uniqueLabel('Dept');
    const email = await confirmedAlert({ department });
    await openJob({ department });
    await runDigests();
    const text = (await outboxTo(email)).at(-1)?.text_body;
    const token = tokenIn(MANAGE_LINK, text);

    const shown = await request(api).get(`/api/alerts/manage?token=${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({
      email,
      frequency: 'daily',
      query: new URLSearchParams({ department }).toString(),
    });
    const wrongPurpose = await request(api).get(
      `/api/alerts/manage?token=${tokenIn(UNSUBSCRIBE_LINK, text)}`,
    );
    expect(wrongPurpose.body).toMatchObject({ code: 200, data: null, message: ALERT_GONE_MESSAGE });
    expect((await request(api).get('/api/alerts/manage')).body).toMatchObject({
      data: { field: 'token' },
    });

    const changed = await request(api)
      .post('/api/alerts/manage')
      .type('form')
      .send({ token, frequency: 'weekly' });
    expect(changed.status).toBe(303);
    expect(changed.headers.location).toBe(`/alerts/manage?token=${token}&outcome=updated`);
    expect((await storedAlerts(email))[0]?.frequency).toBe('weekly');
    const bad = await request(api)
      .post('/api/alerts/manage')
      .type('form')
      .send({ token, frequency: 'hourly' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ data: { field: 'frequency' } });

    const deleted = await request(api).post('/api/alerts/delete').type('form').send({ token });
    expect(deleted.headers.location).toBe('/alerts/manage?outcome=deleted');
    expect(await storedAlerts(email)).toEqual([]);
    expect(
      (await request(api).post('/api/alerts/delete').type('form').send({ token })).headers.location,
    ).toBe('/alerts/manage?outcome=gone');
    expect((await request(api).get(`/api/alerts/manage?token=${token}`)).body.data).toBeNull();
  });

  test('alerts.prune-unconfirmed deletes only alerts unconfirmed 30 days after their link', async () => {
    const [stale, fresh] = [uniqueEmail(), uniqueEmail()];
    for (const email of [stale, fresh]) await save({ email, frequency: 'daily' });
    const confirmedLongAgo = await confirmedAlert({});
    const sentAgo = (email: string, ms: number) =>
      getApp()
        .db.updateTable('job_alert')
        .set({ confirm_sent_at: new Date(Date.now() - ms) })
        .where('email', '=', email)
        .execute();
    await sentAgo(stale, 30 * DAY_MS + MINUTE_MS);
    await sentAgo(fresh, 29 * DAY_MS);
    await sentAgo(confirmedLongAgo, 90 * DAY_MS);

    const now = new Date();
    await pruneUnconfirmedAlertsTask.run({ db: getApp().db, now, dueAt: now, attempt: 1 });

    expect(await storedAlerts(stale)).toEqual([]);
    expect(await storedAlerts(fresh)).toHaveLength(1);
    expect(await storedAlerts(confirmedLongAgo)).toHaveLength(1);
  });

  test('a digest waits for job events to settle: a job opened in the last minute comes in the next one', async () => {
    const department = uniqueLabel('Dept');
    const email = await confirmedAlert({ department });
    const now = new Date(Date.now() + DAY_MS);
    await openJob({ department }, new Date(now.getTime() - DIGEST_SETTLE_MS / 2));

    await runDigests(now);
    expect(await outboxTo(email)).toHaveLength(1);
    await runDigests(new Date(now.getTime() + DAY_MS));
    expect(await outboxTo(email)).toHaveLength(2);
  });
});
