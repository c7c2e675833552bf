import { randomBytes } from 'node:crypto';

import express, { type Express } from 'express';
import request from 'supertest';
import { beforeAll, expect, test } from 'vitest';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { createAdminRouter } from '../../admin.router';
import { createAuth } from '../../platform/auth/auth-setup';
import type { AppDatabase } from '../../platform/db/database';
import { createLogger } from '../../platform/logger';
import { createAppTaskRunner } from '../../tasks';
import { readSigningKey, signAccessToken, TEST_ADMIN } from '../../test-support/access-token';
import { uniqueWord } from '../../test-support/fixtures';
import { TEST_CONFIRMATION_SETTINGS } from '../../test-support/talent-signup';
import { describeEachDriver } from '../../test-support/test-database';
import { testEnv, testLimiters } from '../../test-support/test-env';
import { testErrorHandler } from '../../test-support/test-error-handler';
import { createCommentService, createCommentsRouter } from '../comments';
import { createTalentService } from '../talent';
import { confirmCommentAuthor } from './author-confirmation-service';
import { createCommentAuthorsRouter } from './comment-authors.router';

const POST_SLUG = 'accessibility-audit';
const ISSUER = 'http://localhost:3000/oidc';

interface TestApi {
  app: Express;
  bearer: string;
  /** A bearer with every scope but `scope`. */
  bearerWithout: (scope: string) => Promise<string>;
}

async function createTestApi(database: AppDatabase): Promise<TestApi> {
  const env = testEnv({ PUBLIC_ORIGIN: 'http://localhost:3000', ADMIN_PASSWORD: 'a-password' });
  const { verifier } = await createAuth(env, database.db, createLogger(env), testLimiters(env));
  const app = express();
  const postTitles = async () => new Map<string, string>();
  const tasks = createAppTaskRunner(env, database.db, createLogger(env));
  app.use('/api/admin', createAdminRouter({ db: database.db, verifier, postTitles, tasks }));
  app.use(
    '/api',
    createCommentsRouter({
      comments: createCommentService(database.db, TEST_CONFIRMATION_SETTINGS),
      postExists: async () => true,
      postingLimit: testLimiters().limit('comments'),
    }),
  );
  app.use(
    '/api',
    createCommentAuthorsRouter({ confirm: (token) => confirmCommentAuthor(database.db, token) }),
  );
  app.use(testErrorHandler());
  const key = await readSigningKey(database.db);
  const bearerWithout = async (scope: string) => {
    const scopes = Object.values(ADMIN_SCOPES).filter((each) => each !== scope);
    return `Bearer ${await signAccessToken(key, { issuer: ISSUER, scope: scopes.join(' ') })}`;
  };
  return { app, bearer: `Bearer ${await signAccessToken(key, { issuer: ISSUER })}`, bearerWithout };
}

const uniqueEmail = () => `Reader.${randomBytes(4).toString('hex')}@Example.com `;

describeEachDriver('the moderation engine (decision 065)', ({ getApp }) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(getApp());
  });

  const admin = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    request(api.app)[method](`/api/admin/${path}`).set('Authorization', api.bearer);

  const post = (comment: { name?: string; body: string; email?: string }) =>
    request(api.app)
      .post(`/api/blog/${POST_SLUG}/comments`)
      .send({ name: 'Reader', ...comment });

  const stored = (id: number) =>
    getApp()
      .db.selectFrom('blog_comment')
      .select(['status', 'moderation_rule', 'moderation_matches', 'blacklisted_keyword'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  const addEntry = async (keyword: string, mode?: 'reject' | 'hold') => {
    const res = await admin('post', 'blacklist-keywords').send(
      mode ? { keyword, mode } : { keyword },
    );
    expect(res.status).toBe(201);
    return res.body.data as { id: number; version: number; mode: string };
  };

  /** Sets the rules that are a number or a switch, from what they are now. */
  const setRules = async (change: Record<string, unknown>) => {
    const current = (await admin('get', 'moderation-rules')).body.data;
    const res = await admin('put', 'moderation-rules').send({
      linkLimit: current.linkLimit,
      holdFirstComment: current.holdFirstComment,
      rateLimit: current.rateLimit,
      rateWindowMinutes: current.rateWindowMinutes,
      version: current.version,
      ...change,
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  /** The token of the newest confirmation link sent to `email`, read from the outbox. */
  const confirmationToken = async (email: string) => {
    const row = await getApp()
      .db.selectFrom('outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /\/comments\/confirm\?token=([\w-]+)/.exec(row.text_body)?.[1] ?? '';
  };

  test('an entry added without a mode rejects, as every keyword did, and says what it matched', async () => {
    const word = uniqueWord();
    const entry = await addEntry(`${word}*`);
    expect(entry.mode).toBe('reject');

    const res = await post({ body: `Visit ${word.toUpperCase()}ZONE today` });

    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Thank you! Your comment awaits moderation.');
    expect(await stored(res.body.data.id)).toEqual({
      status: 'rejected',
      moderation_rule: 'keyword',
      moderation_matches: [`${word.toUpperCase()}ZONE`],
      blacklisted_keyword: `${word}*`,
    });
  });

  test('a hold entry holds the comment for review with the rule and the matched text', async () => {
    const word = uniqueWord();
    await addEntry(`*${word}`, 'hold');

    const res = await post({ body: `An anti${word} remark` });

    expect(await stored(res.body.data.id)).toMatchObject({
      status: 'pending',
      moderation_rule: 'keyword',
      moderation_matches: [`anti${word}`],
    });
  });

  test('a reject entry wins over a hold entry listed before it', async () => {
    const [held, rejected] = [uniqueWord(), uniqueWord()];
    await addEntry(held, 'hold');
    await addEntry(rejected, 'reject');

    const res = await post({ body: `${held} and ${rejected}` });

    expect(await stored(res.body.data.id)).toMatchObject({
      status: 'rejected',
      blacklisted_keyword: rejected,
    });
  });

  test('the admin list shows the rule, the entry and the matched text of a held comment', async () => {
    const word = uniqueWord();
    await addEntry(`${word}*`, 'hold');
    const { body } = await post({ body: `So ${word}ish, really` });

    const list = await admin('get', `blog-comment?search=${word}`);

    expect(list.body.data.content).toEqual([
      expect.objectContaining({
        id: body.data.id,
        status: 'pending',
        moderation: { rule: 'keyword', keyword: `${word}*`, matches: [`${word}ish`] },
      }),
    ]);
  });

  test('more links than the limit hold a comment, naming the links; as many as the limit do not', async () => {
    const links = ['https://a.example/1', 'www.b.example', 'http://c.example/x?y=1'];

    const over = await post({ body: `See ${links.join(' and ')}.` });
    const atLimit = await post({ body: `See ${links.slice(0, 2).join(' and ')}.` });

    expect(await stored(over.body.data.id)).toMatchObject({
      status: 'pending',
      moderation_rule: 'links',
      moderation_matches: links,
    });
    expect(await stored(atLimit.body.data.id)).toMatchObject({ moderation_rule: 'unknown-author' });
  });

  test('a first comment is held as an unknown author; with the hold off it is published', async () => {
    const first = await post({ body: 'A first comment' });
    expect(await stored(first.body.data.id)).toMatchObject({
      status: 'pending',
      moderation_rule: 'unknown-author',
    });

    await setRules({ holdFirstComment: false });
    const open = await post({ body: 'A comment while the hold is off' });
    await setRules({ holdFirstComment: true });

    expect(open.body.message).toBe('Thank you! Your comment is published.');
    expect(await stored(open.body.data.id)).toMatchObject({
      status: 'approved',
      moderation_rule: null,
    });
  });

  test('an author who confirmed the address and had a comment approved is published at once', async () => {
    const typed = uniqueEmail();
    const author = typed.trim().toLowerCase();
    const first = await post({ body: 'My first comment', email: typed });
    expect(await stored(first.body.data.id)).toMatchObject({ moderation_rule: 'unknown-author' });
    await admin('post', 'blog-comment/review').send({
      ids: [first.body.data.id],
      status: 'approved',
    });

    // Approved, not confirmed yet: still held.
    const unconfirmed = await post({ body: 'Before confirming', email: typed });
    expect(await stored(unconfirmed.body.data.id)).toMatchObject({ status: 'pending' });

    const token = await confirmationToken(author);
    const confirm = await request(api.app)
      .post('/api/comment-authors/confirm')
      .type('form')
      .send({ token });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.location).toBe('/comments/confirm?outcome=confirmed');

    const trusted = await post({ body: 'After confirming', email: author.toUpperCase() });
    expect(trusted.body.message).toBe('Thank you! Your comment is published.');
    expect(await stored(trusted.body.data.id)).toMatchObject({
      status: 'approved',
      moderation_rule: 'trusted-author',
    });

    const again = await request(api.app)
      .post('/api/comment-authors/confirm')
      .type('form')
      .send({ token });
    expect(again.headers.location).toBe('/comments/confirm?outcome=already-confirmed');
  });

  test('a confirmed author with no approved comment is still held', async () => {
    const email = uniqueEmail().trim().toLowerCase();
    await post({ body: 'Pending still', email });
    await request(api.app)
      .post('/api/comment-authors/confirm')
      .type('form')
      .send({ token: await confirmationToken(email) });

    const next = await post({ body: 'Second one', email });

    expect(await stored(next.body.data.id)).toMatchObject({
      status: 'pending',
      moderation_rule: 'unknown-author',
    });
  });

  test('a rejected comment sends its author no confirmation link', async () => {
    const word = uniqueWord();
    await addEntry(word);
    const email = uniqueEmail().trim().toLowerCase();

    await post({ body: `Buy ${word}`, email });

    const sent = await getApp()
      .db.selectFrom('outbox')
      .select('id')
      .where('to_address', '=', email)
      .execute();
    expect(sent).toEqual([]);
  });

  test('an unknown confirmation token confirms nothing; a mangled one is a 400', async () => {
    const unknown = await request(api.app)
      .post('/api/comment-authors/confirm')
      .type('form')
      .send({ token: 'a'.repeat(43) });
    const mangled = await request(api.app)
      .post('/api/comment-authors/confirm')
      .type('form')
      .send({ token: 'not a token!' });

    expect(unknown.headers.location).toBe('/comments/confirm?outcome=unknown');
    expect(mangled.status).toBe(400);
  });

  test('past the posting rate an author’s comments are held, and say so', async () => {
    await setRules({ rateLimit: 2, rateWindowMinutes: 10 });
    const email = uniqueEmail();
    const ids = [];
    for (const body of ['One', 'Two', 'Three'])
      ids.push((await post({ body, email })).body.data.id);
    await setRules({ rateLimit: 3 });

    const rules = await Promise.all(ids.map(async (id) => (await stored(id)).moderation_rule));
    expect(rules).toEqual(['unknown-author', 'unknown-author', 'rate']);
  });

  test('a blocked author’s next comments are held, even once trusted; unblocking ends it', async () => {
    const email = uniqueEmail().trim().toLowerCase();
    const first = await post({ body: 'Hello', email });
    await admin('post', 'blog-comment/review').send({
      ids: [first.body.data.id],
      status: 'approved',
    });
    await request(api.app)
      .post('/api/comment-authors/confirm')
      .type('form')
      .send({ token: await confirmationToken(email) });

    const block = await admin('post', `blog-comment/${first.body.data.id}/block-author`);
    expect(block.status).toBe(200);
    expect(block.body.data).toEqual({ id: first.body.data.id, author: email, blocked: true });
    const held = await post({ body: 'Blocked now', email });
    expect(await stored(held.body.data.id)).toMatchObject({
      status: 'pending',
      moderation_rule: 'blocked-author',
    });

    const blocked = await admin('get', 'moderation-rules/blocked-authors');
    const listed = blocked.body.data.content.find((row: { email: string }) => row.email === email);
    expect(listed).toMatchObject({ email, blockedBy: TEST_ADMIN.email });
    expect((await admin('delete', `moderation-rules/blocked-authors/${listed.id}`)).status).toBe(
      200,
    );
    const after = await post({ body: 'Unblocked', email });
    expect(await stored(after.body.data.id)).toMatchObject({ moderation_rule: 'trusted-author' });
  });

  test('blocking the author of a comment without an address is a 400 naming the id', async () => {
    const { body } = await post({ body: 'No address' });

    const res = await admin('post', `blog-comment/${body.data.id}/block-author`);

    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe('id');
  });

  test('marking a comment as spam rejects it and holds the next comment linking to its hosts', async () => {
    const host = `${uniqueWord()}.example`;
    const spam = await post({ body: `Cheap pills at https://www.${host}/buy now` });

    const res = await admin('post', `blog-comment/${spam.body.data.id}/spam`);

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'rejected', learnt: [host] });
    expect(await stored(spam.body.data.id)).toMatchObject({ status: 'rejected' });
    const entries = await admin('get', `blacklist-keywords?search=${host}`);
    expect(entries.body.data.content).toEqual([
      expect.objectContaining({ keyword: host, mode: 'hold', spamCommentId: spam.body.data.id }),
    ]);
    const next = await post({ body: `Also see http://${host}/other` });
    expect(await stored(next.body.data.id)).toMatchObject({
      moderation_rule: 'keyword',
      blacklisted_keyword: host,
    });
  });

  test('a spam or block on a comment that does not exist is a 404', async () => {
    expect((await admin('post', 'blog-comment/999999/spam')).status).toBe(404);
    expect((await admin('post', 'blog-comment/999999/block-author')).status).toBe(404);
  });

  test('a reject entry refuses a talent signup with the same answer, and the log says why', async () => {
    const word = uniqueWord();
    await addEntry(`${word}*`);
    const talent = createTalentService(getApp().db, TEST_CONFIRMATION_SETTINGS);
    const email = uniqueEmail().trim().toLowerCase();

    const outcome = await talent.joinTalentCommunity({
      name: `Spam ${word}s`,
      email,
      country: 'Jordan',
      interests: [],
      consent: true,
    });

    expect(outcome).toBe('sent');
    const signup = await getApp()
      .db.selectFrom('talent_signup')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(signup).toEqual([]);
    const log = await admin('get', 'log-activity?action=talent.signup_refused&rule=keyword');
    expect(log.body.data.content[0].details).toEqual({
      rule: 'keyword',
      keyword: `${word}*`,
      matched: `${word}s`,
    });
  });
});

describeEachDriver('the rules screen’s API (decision 065)', ({ getApp }) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(getApp());
  });

  const admin = (method: 'get' | 'post' | 'put' | 'delete', path: string, bearer = api.bearer) =>
    request(api.app)[method](`/api/admin/${path}`).set('Authorization', bearer);

  test.each([
    [{ keyword: '*' }, 'keyword'],
    [{ keyword: 'a*' }, 'keyword'],
    [{ keyword: 'spam', mode: 'delete' }, 'mode'],
  ])('a keyword entry %j is a 400 naming %s', async (body, field) => {
    const res = await admin('post', 'blacklist-keywords').send(body);

    expect(res.status).toBe(400);
    expect(res.body.data.issues[0].field).toBe(field);
  });

  test('changing an entry’s mode needs the version read: a stale one is a 409 with the entry now', async () => {
    const created = (await admin('post', 'blacklist-keywords').send({ keyword: uniqueWord() })).body
      .data;

    const changed = await admin('put', `blacklist-keywords/${created.id}`).send({
      mode: 'hold',
      version: created.version,
    });
    const stale = await admin('put', `blacklist-keywords/${created.id}`).send({
      mode: 'reject',
      version: created.version,
    });

    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ mode: 'hold', version: created.version + 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ mode: 'hold', version: created.version + 1 });
    expect(stale.body.data.changedFields).toEqual(['mode']);
  });

  test('the rules save with their version; a stale save is a 409 with the rules as they are', async () => {
    const before = (await admin('get', 'moderation-rules')).body.data;
    expect(before).toMatchObject({ linkLimit: 2, holdFirstComment: true, rateLimit: 3 });
    const body = { ...before, linkLimit: 5 };
    delete body.updatedAt;
    delete body.updatedBy;

    const saved = await admin('put', 'moderation-rules').send(body);
    const stale = await admin('put', 'moderation-rules').send({ ...body, linkLimit: 1 });

    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ linkLimit: 5, version: before.version + 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ linkLimit: 5 });
    expect(stale.body.data.changedFields).toEqual(['link limit']);
  });

  test.each([
    [{ linkLimit: -1 }, 'linkLimit'],
    [{ linkLimit: 2.5 }, 'linkLimit'],
    [{ holdFirstComment: 'yes' }, 'holdFirstComment'],
    [{ rateLimit: 0 }, 'rateLimit'],
    [{ rateWindowMinutes: 2000 }, 'rateWindowMinutes'],
    [{ version: undefined }, 'version'],
  ])('rules with %j are a 400 naming %s, and nothing changes', async (change, field) => {
    const before = (await admin('get', 'moderation-rules')).body.data;
    const body = {
      linkLimit: before.linkLimit,
      holdFirstComment: before.holdFirstComment,
      rateLimit: before.rateLimit,
      rateWindowMinutes: before.rateWindowMinutes,
      version: before.version,
      ...change,
    };

    const res = await admin('put', 'moderation-rules').send(body);

    expect(res.status).toBe(400);
    expect(res.body.data.issues[0].field).toBe(field);
    expect((await admin('get', 'moderation-rules')).body.data).toEqual(before);
  });

  test('without the keywords scope the rules are a 403, and nothing changes', async () => {
    const bearer = await api.bearerWithout(ADMIN_SCOPES.keywords);
    const before = (await admin('get', 'moderation-rules')).body.data;

    const read = await admin('get', 'moderation-rules', bearer);
    const save = await admin('put', 'moderation-rules', bearer).send({ ...before, linkLimit: 9 });
    const unblock = await admin('delete', 'moderation-rules/blocked-authors/1', bearer);

    expect([read.status, save.status, unblock.status]).toEqual([403, 403, 403]);
    expect((await admin('get', 'moderation-rules')).body.data).toEqual(before);
  });

  test('without the comments scope block and spam are a 403, and the comment stays pending', async () => {
    const bearer = await api.bearerWithout(ADMIN_SCOPES.comments);
    const row = await getApp()
      .db.insertInto('blog_comment')
      .values({ post_slug: POST_SLUG, name: 'R', body: 'x', author_email: 'r@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const spam = await admin('post', `blog-comment/${row.id}/spam`, bearer);
    const block = await admin('post', `blog-comment/${row.id}/block-author`, bearer);

    expect([spam.status, block.status]).toEqual([403, 403]);
    const after = await getApp()
      .db.selectFrom('blog_comment')
      .select('status')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('pending');
  });

  test('unblocking an author who is not blocked is a 404', async () => {
    expect((await admin('delete', 'moderation-rules/blocked-authors/999999')).status).toBe(404);
  });

  test('the activity log filters by rule and exports the filtered entries as spreadsheet-safe CSV', async () => {
    const word = uniqueWord();
    // An entry that starts like a formula: the CSV must defuse it.
    await admin('post', 'blacklist-keywords').send({ keyword: `@${word}`, mode: 'hold' });
    await createCommentService(getApp().db, TEST_CONFIRMATION_SETTINGS).postComment(POST_SLUG, {
      name: 'Reader',
      body: `so @${word}`,
    });

    const bad = await admin('get', 'log-activity/export.csv?rule=nonsense');
    const csv = await admin('get', 'log-activity/export.csv?rule=keyword&action=comment.created');

    expect(bad.status).toBe(400);
    expect(bad.body.data.issues[0].field).toBe('rule');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="?activity-log-/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('id,when,actor,action,entity,entity id,rule,keyword,matched,details');
    expect(lines[1]).toContain(`,anonymous,comment.created,blog_comment,`);
    expect(lines[1]).toContain(`,keyword,'@${word},'@${word},`);
    expect(lines.slice(1).every((line) => line.includes(',keyword,'))).toBe(true);
    const exported = await admin('get', 'log-activity?action=activity.exported');
    expect(exported.body.data.content[0].details).toMatchObject({ rows: lines.length - 1 });
  });
});
