/**
 * The moderator e-mail about held comments (issue 36, decision 066): who gets it and when, what it
 * says, and its one-click Approve and Reject links, which work once, until they expire, and never
 * overturn a decision someone made meanwhile.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { ModerationMailFrequency } from '../../../contract/admin-account-types';
import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { createAccountRepository } from '../../platform/auth/accounts';
import { linkTokenHash } from '../../platform/mail/link-token';
import { renderMail } from '../../platform/mail/mail-template';
import { signedInAdmin, uniqueAdminEmail } from '../../test-support/admin-accounts';
import { uniqueLabel } from '../../test-support/fixtures';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { TEST_CONFIRMATION_SETTINGS } from '../../test-support/talent-signup';
import { testDrivers } from '../../test-support/test-database';
import { reviewComments } from './comment-moderation-service';
import { postComment } from './comment-service';
import { moderatorMail } from './moderator-mail';
import { MAIL_MODERATORS_TASK, MODERATOR_DIGEST_TASK } from './moderator-mail.task';

const POST_SLUG = 'accessibility-audit';
const POST_TITLE = 'What a week of accessibility testing taught us about our checkout';
const REVIEW_PATH = '/moderation/comment';

describe('moderatorMail', () => {
  const settings = { origin: 'https://careers.example', companyName: 'Somnia' };
  const held = (index: number) => ({
    postTitle: 'A post',
    name: `Reader ${index}`,
    body: 'x'.repeat(700),
    createdAt: new Date('2026-11-29T21:05:00Z'),
    heldBecause: index === 0 ? 'Keyword entry “casin*”' : null,
    approveUrl: `https://careers.example/moderation/comment?token=a${index}`,
    rejectUrl: `https://careers.example/moderation/comment?token=r${index}`,
  });

  test('says the rule that held a comment, quotes the start of a long one, and counts those not listed', () => {
    const mail = moderatorMail(settings, 'dana@somnia.example', 'immediate', [held(0), held(1)], 5);
    const { text } = renderMail(mail.content);

    expect(mail.subject).toBe('5 comments wait for review');
    expect(text).toContain(
      'Reader 0 wrote on 29 Nov 2026, 21:05 UTC\nHeld by the rule: Keyword entry “casin*”',
    );
    expect(text).not.toContain('Reader 1 wrote on 29 Nov 2026, 21:05 UTC\nHeld by the rule');
    expect(text).toContain(`> ${'x'.repeat(600)}…\n`);
    expect(text).toContain('3 more comments wait: the list shows them all.');
    expect(text).toContain('Approve: https://careers.example/moderation/comment?token=a1');
  });
});

describe.each(testDrivers())('the moderator e-mail [%s]', (driver) => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp({ ADMIN_PASSWORD: 'a-test-password' }, { driver, signIn: true });
  });
  afterAll(() => real.close());

  const db = () => real.services.database.db;

  /** An admin who joined, with `scopes`, who chose `frequency` for the e-mail. */
  async function moderator(
    frequency: ModerationMailFrequency,
    scopes: string[] = [ADMIN_SCOPES.comments],
  ) {
    const email = uniqueAdminEmail('moderator');
    const { account } = await createAccountRepository(db()).upsert({
      email,
      password: 'a long test password',
      scopes,
    });
    await db()
      .updateTable('account')
      .set({ moderation_mail: frequency })
      .where('id', '=', account.id)
      .execute();
    return { id: account.id, email };
  }

  /** A held comment with a text of its own. */
  async function heldComment(name = 'Robin Reader') {
    const body = `${uniqueLabel('Held')}: a fair point\non two lines.`;
    const { id } = await postComment(db(), TEST_CONFIRMATION_SETTINGS, POST_SLUG, { name, body });
    return { id, body };
  }

  /** Runs a task of the app as its runner would, now. */
  async function runTask(name: string) {
    const task = real.services.tasks.tasks.find((candidate) => candidate.name === name);
    if (!task) throw new Error(`no task ${name}`);
    const now = new Date();
    return task.run({ db: db(), now, dueAt: now, attempt: 1 });
  }

  const messagesTo = (to: string) =>
    db()
      .selectFrom('outbox')
      .select(['subject', 'html', 'text_body'])
      .where('to_address', '=', to)
      .orderBy('id')
      .execute();

  /** The comment's Approve and Reject links in the text part, as paths with their token. */
  function linksOf(text: string, body: string) {
    const card = text.split('\n\n').find((block) => block.includes(body.split('\n')[0] ?? ''));
    const link = (label: string) => {
      const url = new RegExp(`^${label}: (\\S+)$`, 'm').exec(card ?? '')?.[1];
      if (!url) throw new Error(`no ${label} link for the comment`);
      return `${new URL(url).pathname}${new URL(url).search}`;
    };
    return { approve: link('Approve'), reject: link('Reject') };
  }

  /** A moderator of the daily digest, and the links of a comment held for them. */
  async function mailedLinks() {
    const to = await moderator('digest');
    const comment = await heldComment();
    await runTask(MODERATOR_DIGEST_TASK);
    const [message] = await messagesTo(to.email);
    return { to, comment, ...linksOf(message?.text_body ?? '', comment.body) };
  }

  const open = (link: string) => request(real.app).get(link);
  const use = (link: string) =>
    request(real.app)
      .post(REVIEW_PATH)
      .type('form')
      .send({ token: new URL(link, 'http://x').searchParams.get('token') });
  const statusOf = async (id: number) =>
    await db()
      .selectFrom('blog_comment')
      .select(['status', 'reviewed_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('the daily digest task', () => {
    test('mails each digest moderator the held comments: post, author, text, and both links in both parts', async () => {
      const to = await moderator('digest');
      const comment = await heldComment('Ana <Lima>');

      const result = await runTask(MODERATOR_DIGEST_TASK);

      expect(result).toMatchObject({ mailed: expect.any(Number) });
      const [message, ...more] = await messagesTo(to.email);
      expect(more).toEqual([]);
      expect(message?.subject).toMatch(
        /^Daily digest: (A comment waits|\d+ comments wait) for review$/,
      );
      const text = message?.text_body ?? '';
      expect(text).toContain(`On “${POST_TITLE}”`);
      expect(text).toContain('Ana <Lima> wrote on ');
      // A reader without an address is not known yet: the rule that held the comment is named.
      expect(text).toContain('Held by the rule: Author not known yet');
      expect(text).toContain(`> ${comment.body.split('\n')[0]}\n> on two lines.`);
      expect(linksOf(text, comment.body).approve).toMatch(
        /^\/moderation\/comment\?token=[\w-]{43}$/,
      );
      expect(message?.html).toContain('Ana &lt;Lima&gt; wrote on ');
      expect(message?.html).not.toContain('Ana <Lima>');
      expect(message?.html).toContain('>Approve</a>');
      expect(message?.html).toContain('>Reject</a>');
      expect(text).toContain(`/admin/account`);
    });

    test('tells of a comment once, and of none that is decided', async () => {
      const to = await moderator('digest');
      await heldComment();
      await runTask(MODERATOR_DIGEST_TASK);
      const decided = await heldComment('Decided Early');
      await reviewComments(
        db(),
        { ids: [decided.id], status: 'rejected' },
        { sub: 'someone', email: null },
      );

      await runTask(MODERATOR_DIGEST_TASK);

      expect(await messagesTo(to.email)).toHaveLength(1);
    });

    test('leaves out the moderators of "at once" and "never", and admins without the comments scope', async () => {
      const atOnce = await moderator('immediate');
      const never = await moderator('never');
      const outsider = await moderator('digest', [ADMIN_SCOPES.team]);
      await heldComment();

      await runTask(MODERATOR_DIGEST_TASK);

      for (const { email } of [atOnce, never, outsider])
        expect(await messagesTo(email)).toEqual([]);
    });

    test('forgets links expired a day ago or more', async () => {
      const { approve } = await mailedLinks();
      const tokenHash = linkTokenHash(new URL(approve, 'http://x').searchParams.get('token') ?? '');
      await db()
        .updateTable('comment_review_link')
        .set({ expires_at: new Date(Date.now() - 2 * 86_400_000) })
        .where('token_hash', '=', tokenHash)
        .execute();

      await runTask(MODERATOR_DIGEST_TASK);

      const left = await db()
        .selectFrom('comment_review_link')
        .select('token_hash')
        .where('token_hash', '=', tokenHash)
        .execute();
      expect(left).toEqual([]);
    });
  });

  test('the "at once" task mails the comments held since the minute before, without "Daily digest"', async () => {
    const to = await moderator('immediate');
    const comment = await heldComment();

    await runTask(MAIL_MODERATORS_TASK);
    await runTask(MAIL_MODERATORS_TASK);

    const messages = await messagesTo(to.email);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toMatch(/^(A comment waits|\d+ comments wait) for review$/);
    expect(messages[0]?.text_body).toContain(comment.body.split('\n')[0]);
  });

  describe(`GET and POST ${REVIEW_PATH}`, () => {
    test('opening a link shows the comment and its one button, pressed by the page itself, and changes nothing', async () => {
      const { comment, approve } = await mailedLinks();

      const res = await open(approve);

      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.text).toContain('<h1>Approve this comment?</h1>');
      expect(res.text).toContain('<button type="submit">Approve the comment</button>');
      expect(res.text).toMatch(
        /<script nonce="[^"]+">document\.getElementById\('review-link'\)\.requestSubmit\(\);<\/script>/,
      );
      expect(res.text).toContain(comment.body.split('\n')[0]);
      expect(await statusOf(comment.id)).toEqual({ status: 'pending', reviewed_by: null });
    });

    test('its button approves the comment as the moderator it was sent to, logged as done from the e-mail', async () => {
      const { to, comment, approve } = await mailedLinks();

      const res = await use(approve);

      expect(res.status).toBe(200);
      expect(res.text).toContain('<h1>Comment approved</h1>');
      expect(await statusOf(comment.id)).toEqual({ status: 'approved', reviewed_by: to.email });
      const logged = await db()
        .selectFrom('activity_log')
        .select(['actor', 'action', 'details'])
        .where('entity_id', '=', String(comment.id))
        .where('action', '=', 'comment.approved')
        .execute();
      expect(logged).toEqual([
        {
          actor: to.email,
          action: 'comment.approved',
          details: { postSlug: POST_SLUG, previousStatus: 'pending', via: 'mail' },
        },
      ]);
    });

    test('a link used twice says so the second time and changes nothing', async () => {
      const { comment, reject } = await mailedLinks();
      expect((await use(reject)).status).toBe(200);

      const again = await use(reject);

      expect(again.status).toBe(410);
      expect(again.text).toContain('This link was used already');
      expect(again.text).toContain('The comment is rejected now. Nothing was changed.');
      expect((await open(reject)).status).toBe(410);
      expect((await statusOf(comment.id)).status).toBe('rejected');
    });

    test('the other link of a comment decided by its sibling, or by another moderator, names who decided and changes nothing', async () => {
      const first = await mailedLinks();
      await use(first.approve);
      const byLink = await use(first.reject);
      expect(byLink.status).toBe(409);
      expect(byLink.text).toContain(`${first.to.email} approved it on `);
      expect((await statusOf(first.comment.id)).status).toBe('approved');

      const second = await mailedLinks();
      await reviewComments(
        db(),
        { ids: [second.comment.id], status: 'rejected', expectedStatus: 'pending' },
        { sub: 'dana', email: 'dana@somnia.example' },
      );
      for (const res of [await open(second.approve), await use(second.approve)]) {
        expect(res.status).toBe(409);
        expect(res.text).toContain('This comment was decided already');
        expect(res.text).toContain('dana@somnia.example rejected it on ');
      }
      expect(await statusOf(second.comment.id)).toEqual({
        status: 'rejected',
        reviewed_by: 'dana@somnia.example',
      });
    });

    test('an expired link says so and changes nothing', async () => {
      const { comment, approve } = await mailedLinks();
      await db()
        .updateTable('comment_review_link')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('comment_id', '=', comment.id)
        .execute();

      const res = await use(approve);

      expect(res.status).toBe(410);
      expect(res.text).toContain('This link has expired');
      expect(res.text).toContain('work for 7 days');
      expect((await statusOf(comment.id)).status).toBe('pending');
    });

    test('the link of an admin who lost the comments scope changes nothing', async () => {
      const { to, comment, approve } = await mailedLinks();
      await db()
        .updateTable('account')
        .set({ scopes: JSON.stringify([ADMIN_SCOPES.team]) })
        .where('id', '=', to.id)
        .execute();

      const res = await use(approve);

      expect(res.status).toBe(403);
      expect(res.text).toContain('may no longer moderate comments');
      expect((await statusOf(comment.id)).status).toBe('pending');
    });

    test.each([
      ['a token we never sent', `${REVIEW_PATH}?token=${'a'.repeat(43)}`],
      ['no token', REVIEW_PATH],
      ['a token that is no token', `${REVIEW_PATH}?token=%3Cscript%3E`],
    ])('%s is a page saying the link does not work', async (_case, link) => {
      for (const res of [await open(link), await use(link)]) {
        expect(res.status).toBe(410);
        expect(res.text).toContain('This link no longer works');
      }
    });
  });

  describe('PUT /api/admin/account/moderation-mail', () => {
    let typist: Awaited<ReturnType<typeof signedInAdmin>>;
    beforeAll(async () => {
      typist = await signedInAdmin(real, [ADMIN_SCOPES.comments], 'typist');
    });

    const choose = (bearer: string, body: object) =>
      request(real.app)
        .put('/api/admin/account/moderation-mail')
        .set('Authorization', bearer)
        .send(body);

    test('a moderator chooses "at once"; the account says so and the log records it', async () => {
      const admin = await signedInAdmin(real, [ADMIN_SCOPES.comments], 'chooser');
      const before = await request(real.app)
        .get('/api/admin/account')
        .set('Authorization', admin.bearer);
      expect(before.body.data.moderationMail).toBe('digest');

      const res = await choose(admin.bearer, { frequency: 'immediate' });

      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ email: admin.email, moderationMail: 'immediate' });
      const logged = await db()
        .selectFrom('activity_log')
        .select(['action', 'details'])
        .where('entity_id', '=', admin.id)
        .execute();
      expect(logged).toEqual([
        {
          action: 'account.moderation_mail_changed',
          details: { email: admin.email, frequency: 'immediate', previousFrequency: 'digest' },
        },
      ]);
    });

    test.each([
      [{ frequency: 'weekly' }, 'frequency'],
      [{}, 'frequency'],
      [{ frequency: 'never', extra: true }, 'extra'],
    ])('%j is a 400 naming %s', async (body, field) => {
      const res = await choose(typist.bearer, body);
      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe(field);
    });

    test('an admin without the comments scope is refused (403), and nothing changes', async () => {
      const admin = await signedInAdmin(real, [ADMIN_SCOPES.team], 'outsider');
      const res = await choose(admin.bearer, { frequency: 'immediate' });
      expect(res.status).toBe(403);
      const row = await db()
        .selectFrom('account')
        .select('moderation_mail')
        .where('id', '=', admin.id)
        .executeTakeFirstOrThrow();
      expect(row.moderation_mail).toBe('digest');
    });
  });
});
