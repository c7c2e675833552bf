import { createHash, randomBytes } from 'node:crypto';

import express from 'express';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { createMailDeliveryTask, createSmtpTransport } from '../../platform/mail/mail-delivery';
import { uniqueLabel } from '../../test-support/fixtures';
import { receivedBy, startSmtpServer, type TestSmtpServer } from '../../test-support/smtp-server';
import { TEST_CONFIRMATION_SETTINGS, TEST_MAIL_SETTINGS } from '../../test-support/talent-signup';
import { describeEachDriver } from '../../test-support/test-database';
import { testEnv, testLimiters } from '../../test-support/test-env';
import { testErrorHandler } from '../../test-support/test-error-handler';
import {
  createAnnounceReleasesTask,
  pruneUnconfirmedPressSubscribersTask,
} from './press-subscription-tasks';
import { createPressSubscriptionService } from './press-subscriptions-service';
import {
  createPressSubscriptionsRouter,
  PRESS_SUBSCRIBE_MESSAGES,
  PRESS_UNSUBSCRIBE_GONE_MESSAGE,
} from './press-subscriptions.router';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const ORIGIN = TEST_MAIL_SETTINGS.origin;
const CONFIRM_LINK = /\/press\/subscription\/confirm\?token=([\w-]+)/;
const UNSUBSCRIBE_LINK =
  /Unsubscribe from press releases: https:\/\/\S+\/press\/unsubscribe\?token=([\w-]+)/;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const uniqueEmail = () => `press.${randomBytes(5).toString('hex')}@example.com`;
const tokenIn = (pattern: RegExp, text: string | undefined) => {
  const token = pattern.exec(text ?? '')?.[1];
  if (!token) throw new Error(`no ${String(pattern)} link in ${text ?? 'nothing'}`);
  return token;
};

describeEachDriver('press release subscriptions', ({ getApp }) => {
  let api: express.Express;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    api = express();
    api.use(
      createPressSubscriptionsRouter({
        subscriptions: createPressSubscriptionService(getApp().db, TEST_CONFIRMATION_SETTINGS),
        signupLimit: testLimiters().limit('pressSignup'),
      }),
    );
    api.use(testErrorHandler());
  });
  afterAll(() => smtp.close());

  const subscribe = (body: Record<string, unknown>) =>
    request(api).post('/api/press/subscriptions').send(body);
  const confirm = (token: string) =>
    request(api).post('/api/press/subscriptions/confirm').type('form').send({ token });
  const outboxTo = (email: string) =>
    getApp()
      .db.selectFrom('outbox')
      .select(['subject', 'text_body', 'html', 'unsubscribe_url'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
  const storedSubscriber = (email: string) =>
    getApp()
      .db.selectFrom('press_subscriber')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  /** Subscribes and confirms through the link of the confirmation e-mail. */
  async function confirmedSubscriber(email = uniqueEmail()) {
    await subscribe({ email });
    await confirm(tokenIn(CONFIRM_LINK, (await outboxTo(email)).at(-1)?.text_body));
    return email;
  }
  /** A release as an editor publishes it now, not announced yet. */
  const publishRelease = async (title = uniqueLabel('Release')) =>
    getApp()
      .db.insertInto('press_release')
      .values({
        title,
        summary: 'Somnia opens a second factory in Tilburg.',
        body: 'The whole story.',
        location: 'Amsterdam',
        story_slug: null,
        published_at: new Date(),
      })
      .returning(['id', 'title'])
      .executeTakeFirstOrThrow();
  const announce = () => {
    const now = new Date();
    return createAnnounceReleasesTask(TEST_MAIL_SETTINGS).run({
      db: getApp().db,
      now,
      dueAt: now,
      attempt: 1,
    });
  };
  const announcementsTo = async (email: string, title: string) =>
    (await outboxTo(email)).filter((mail) => mail.subject.endsWith(`: ${title}`));

  test('bad input is a 400 naming the field, and nothing is stored or sent', async () => {
    const email = uniqueEmail();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'email'],
      [{ email: 'not-an-address' }, 'email'],
      [{ email, name: 'x'.repeat(81) }, 'name'],
      [{ email, outlet: 'Daily\u0000News' }, 'outlet'],
      [{ email, outlet: 'Line one\nline two' }, 'outlet'],
      [{ email, phone: '+31' }, 'phone'],
    ];
    for (const [body, field] of cases) {
      const res = await subscribe(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, data: { field } });
    }
    expect(await storedSubscriber(email)).toBeUndefined();
    expect(await outboxTo(email)).toEqual([]);
  });

  test('a subscription stores the name and outlet, unconfirmed, and sends one confirmation link', async () => {
    const email = uniqueEmail();

    const res = await subscribe({ email, name: ' Ana Lopes ', outlet: 'De Krant' });

    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      success: true,
      code: 202,
      data: { outcome: 'sent' },
      message: PRESS_SUBSCRIBE_MESSAGES.sent,
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const stored = await storedSubscriber(email);
    expect(stored).toMatchObject({ name: 'Ana Lopes', outlet: 'De Krant', confirmed_at: null });
    const [mail, ...more] = await outboxTo(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Confirm your subscription to the Somnia press releases');
    expect(mail?.unsubscribe_url).toBeNull();
    // Nothing the sender typed but the address reaches its owner.
    expect(mail?.text_body).not.toContain('Ana Lopes');
    expect(mail?.text_body).not.toContain('De Krant');
    const token = tokenIn(CONFIRM_LINK, mail?.text_body);
    expect(stored?.confirm_token_hash).toBe(sha256(token));
  });

  test('a subscribed address is answered exactly as a new one: nobody learns who subscribed', async () => {
    const subscribed = await confirmedSubscriber();
    const stranger = uniqueEmail();
    const answers = async (email: string) => [
      (await subscribe({ email })).body,
      (await subscribe({ email: email.toUpperCase(), name: 'Someone Else' })).body,
    ];

    const subscribedAnswers = await answers(subscribed);

    expect(subscribedAnswers.map((body) => body.data.outcome)).toEqual(['sent', 'pending']);
    expect(await answers(stranger)).toEqual(subscribedAnswers);
    // The subscribed address was sent nothing more and kept what it confirmed.
    expect(await outboxTo(subscribed)).toHaveLength(1);
    expect((await storedSubscriber(subscribed))?.name).toBeNull();
  });

  test('the form without script is answered with the confirmation page that says what happened', async () => {
    const res = await request(api)
      .post('/api/press/subscriptions')
      .type('form')
      .send(`email=${encodeURIComponent(uniqueEmail())}&name=&outlet=`);

    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/press/subscription/confirm?outcome=sent');
  });

  test('the confirmation link confirms once, then says it was used', async () => {
    const email = uniqueEmail();
    await subscribe({ email });
    const token = tokenIn(CONFIRM_LINK, (await outboxTo(email)).at(-1)?.text_body);

    const first = await confirm(token);
    const second = await confirm(token);

    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/press/subscription/confirm?outcome=confirmed');
    expect(second.headers.location).toBe('/press/subscription/confirm?outcome=already-confirmed');
    expect((await storedSubscriber(email))?.confirmed_at).toBeInstanceOf(Date);
  });

  test('a link past its 7 days confirms nothing; an unknown token is unknown; a foreign one a 400', async () => {
    const email = uniqueEmail();
    await subscribe({ email });
    const token = tokenIn(CONFIRM_LINK, (await outboxTo(email)).at(-1)?.text_body);
    await getApp()
      .db.updateTable('press_subscriber')
      .set({ confirm_sent_at: new Date(Date.now() - 7 * DAY_MS - MINUTE_MS) })
      .where('email', '=', email)
      .execute();

    expect((await confirm(token)).headers.location).toMatch(/outcome=expired$/);
    expect((await storedSubscriber(email))?.confirmed_at).toBeNull();
    expect((await confirm('x'.repeat(43))).headers.location).toMatch(/outcome=unknown$/);
    const foreign = await confirm('<script>');
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ data: { field: 'token' } });
  });

  test('a new release is mailed once to each confirmed subscriber: not twice, not the unconfirmed, not the unsubscribed', async () => {
    const [reader, unconfirmed, leaver] = [
      await confirmedSubscriber(),
      uniqueEmail(),
      await confirmedSubscriber(),
    ];
    await subscribe({ email: unconfirmed });
    const earlier = await publishRelease();
    await announce();
    const leaveToken = tokenIn(
      UNSUBSCRIBE_LINK,
      (await announcementsTo(leaver, earlier.title))[0]?.text_body,
    );
    await request(api)
      .post(`/press/unsubscribe?token=${leaveToken}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const release = await publishRelease();

    const result = await announce();
    const again = await announce();

    expect(result).toMatchObject({ releases: 1, messages: expect.any(Number) });
    expect(again).toEqual({ releases: 0, messages: 0 });
    expect(await announcementsTo(reader, release.title)).toHaveLength(1);
    expect(await announcementsTo(reader, earlier.title)).toHaveLength(1);
    expect(await announcementsTo(unconfirmed, release.title)).toEqual([]);
    expect(await announcementsTo(leaver, release.title)).toEqual([]);
    const stored = await getApp()
      .db.selectFrom('press_release')
      .select('announced_at')
      .where('id', '=', release.id)
      .executeTakeFirstOrThrow();
    expect(stored.announced_at).toBeInstanceOf(Date);
    const logged = await getApp()
      .db.selectFrom('activity_log')
      .select('details')
      .where('action', '=', 'press.release_announced')
      .where('entity_id', '=', String(release.id))
      .execute();
    expect(logged).toHaveLength(1);
  });

  test('the seeded releases count as announced: a new subscriber is mailed none of them', async () => {
    const reader = await confirmedSubscriber();

    const result = await announce();

    expect(result).toEqual({ releases: 0, messages: 0 });
    expect(await outboxTo(reader)).toHaveLength(1);
  });

  test('an announcement arrives with the RFC 8058 headers; its one-click POST unsubscribes at once', async () => {
    const email = await confirmedSubscriber();
    const release = await publishRelease();
    await announce();
    const now = new Date();
    const deliver = createMailDeliveryTask({
      transport: createSmtpTransport(smtp.url),
      from: 'Somnia Press <press@somnia.example>',
      maxAttempts: 5,
    });
    while ((await deliver.run({ db: getApp().db, now, dueAt: now, attempt: 1 }))?.sent);

    const arrived = receivedBy(smtp.received, email).find((mail) =>
      mail.subject?.endsWith(release.title),
    );
    expect(arrived?.subject).toBe(`Somnia press release: ${release.title}`);
    expect(arrived?.text).toContain('Amsterdam: Somnia opens a second factory in Tilburg.');
    expect(arrived?.html).toContain(`href="${ORIGIN}/press/releases/${release.id}"`);
    const token = tokenIn(UNSUBSCRIBE_LINK, arrived?.text);
    const unsubscribeUrl = `${ORIGIN}/press/unsubscribe?token=${token}`;
    // The visible link in the body, and the headers mail clients offer as a button.
    expect(arrived?.html).toContain(`href="${unsubscribeUrl}"`);
    expect(arrived?.html).toContain('Unsubscribe from press releases');
    const headers = Object.fromEntries(
      arrived?.headerLines.map((line) => [line.key, line.line]) ?? [],
    );
    expect(headers['list-unsubscribe']).toContain(`<${unsubscribeUrl}>`);
    expect(headers['list-unsubscribe-post']).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );

    const res = await request(api)
      .post(`/press/unsubscribe?token=${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await storedSubscriber(email)).toBeUndefined();
    const tokens = await getApp()
      .db.selectFrom('press_subscriber_token')
      .select('token_hash')
      .where('token_hash', '=', sha256(token))
      .execute();
    expect(tokens).toEqual([]);
    const again = await request(api)
      .post(`/press/unsubscribe?token=${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(PRESS_UNSUBSCRIBE_GONE_MESSAGE);
  });

  test('the unsubscribe page’s form answers 303 to the page; a missing or foreign token is a 400', async () => {
    const email = await confirmedSubscriber();
    const release = await publishRelease();
    await announce();
    const token = tokenIn(
      UNSUBSCRIBE_LINK,
      (await announcementsTo(email, release.title))[0]?.text_body,
    );
    const unsubscribe = (body: string) =>
      request(api).post('/press/unsubscribe').type('form').send(body);

    const res = await unsubscribe(`token=${token}`);

    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/press/unsubscribe?outcome=unsubscribed');
    expect((await unsubscribe(`token=${token}`)).headers.location).toBe(
      '/press/unsubscribe?outcome=gone',
    );
    expect((await unsubscribe('')).body).toMatchObject({ code: 400, data: { field: 'token' } });
    expect((await unsubscribe('token=%3Cscript%3E')).body).toMatchObject({
      data: { field: 'token' },
    });
    expect((await unsubscribe(`token=${token}&List-Unsubscribe=Yes`)).body).toMatchObject({
      data: { field: 'List-Unsubscribe' },
    });
  });

  test('sign-ups past the per-client limit are refused with 429', async () => {
    const limited = express();
    limited.use(
      createPressSubscriptionsRouter({
        subscriptions: createPressSubscriptionService(getApp().db, TEST_CONFIRMATION_SETTINGS),
        signupLimit: testLimiters(testEnv({ RATE_LIMIT_PRESS_SIGNUP: '2/10m' })).limit(
          'pressSignup',
        ),
      }),
    );
    const post = () =>
      request(limited).post('/api/press/subscriptions').send({ email: uniqueEmail() });

    expect((await post()).status).toBe(202);
    expect((await post()).status).toBe(202);
    const refused = await post();

    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  test('press.prune-unconfirmed deletes only subscriptions unconfirmed 30 days after their link', async () => {
    const [stale, fresh] = [uniqueEmail(), uniqueEmail()];
    for (const email of [stale, fresh]) await subscribe({ email });
    const confirmedLongAgo = await confirmedSubscriber();
    const sentAgo = (email: string, ms: number) =>
      getApp()
        .db.updateTable('press_subscriber')
        .set({ confirm_sent_at: new Date(Date.now() - ms) })
        .where('email', '=', email)
        .execute();
    await sentAgo(stale, 30 * DAY_MS + MINUTE_MS);
    await sentAgo(fresh, 29 * DAY_MS);
    await sentAgo(confirmedLongAgo, 90 * DAY_MS);

    const now = new Date();
    await pruneUnconfirmedPressSubscribersTask.run({
      db: getApp().db,
      now,
      dueAt: now,
      attempt: 1,
    });

    expect(await storedSubscriber(stale)).toBeUndefined();
    expect(await storedSubscriber(fresh)).toBeDefined();
    expect(await storedSubscriber(confirmedLongAgo)).toBeDefined();
  });
});
