import { randomBytes } from 'node:crypto';

import express from 'express';
import request from 'supertest';
import { sql } from 'kysely';
import { beforeAll, expect, test } from 'vitest';

import type { AppDatabase } from '../../platform/db/database';
import type { ReviewStatus } from '../../platform/db/schema';
import { describeEachDriver } from '../../test-support/test-database';
import { testErrorHandler } from '../../test-support/test-error-handler';
import { listApprovedComments } from './comment-service';
import { createCommentService } from './comment-service';
import { COMMENT_RECEIVED_MESSAGE, createCommentsRouter } from './comments.router';
import { FAULT_MARKER, installActivityFault } from '../../test-support/activity-fault';
import { testLimiters } from '../../test-support/test-env';
import { TEST_CONFIRMATION_SETTINGS } from '../../test-support/talent-signup';

const MISSING_POST_PREFIX = 'missing';
// Activity rows whose details mention this fail, to show that the comment is rolled back with them.

function uniqueSlug(prefix = 'post'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

function uniqueWord(): string {
  return `blocked${randomBytes(4).toString('hex')}`;
}

function createTestApp(app: AppDatabase): express.Express {
  const testApp = express();
  testApp.use(
    '/api',
    createCommentsRouter({
      comments: createCommentService(app.db, TEST_CONFIRMATION_SETTINGS),
      postExists: async (slug) => !slug.startsWith(`${MISSING_POST_PREFIX}-`),
      postingLimit: testLimiters().limit('comments'),
    }),
  );
  testApp.use(testErrorHandler());
  return testApp;
}

async function seedComment(
  app: AppDatabase,
  comment: {
    postSlug: string;
    status: ReviewStatus;
    createdAt: string;
    name?: string;
    body?: string;
  },
): Promise<number> {
  const row = await app.db
    .insertInto('blog_comment')
    .values({
      post_slug: comment.postSlug,
      name: comment.name ?? 'Reader',
      body: comment.body ?? `A comment from ${comment.createdAt}`,
      status: comment.status,
      created_at: comment.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function findStoredComments(app: AppDatabase, postSlug: string) {
  return app.db
    .selectFrom('blog_comment')
    .select(['id', 'name', 'email', 'body', 'status'])
    .where('post_slug', '=', postSlug)
    .execute();
}

async function findActivity(app: AppDatabase, entityId: string) {
  return app.db
    .selectFrom('activity_log')
    .select(['actor', 'actor_sub', 'action', 'entity', 'entity_id', 'details'])
    .where('entity', '=', 'blog_comment')
    .where('entity_id', '=', entityId)
    .execute();
}

async function addKeyword(app: AppDatabase, keyword: string): Promise<void> {
  await app.db.insertInto('blacklist_keyword').values({ keyword, created_by: 'test' }).execute();
}

describeEachDriver('GET /api/blog/:slug/comments', ({ getApp }) => {
  let api: express.Express;
  beforeAll(() => {
    api = createTestApp(getApp());
  });

  test('lists only approved comments, newest first, as plain objects', async () => {
    const slug = uniqueSlug();
    const oldest = await seedComment(getApp(), {
      postSlug: slug,
      status: 'approved',
      createdAt: '2026-01-01T10:00:00Z',
    });
    const newest = await seedComment(getApp(), {
      postSlug: slug,
      status: 'approved',
      createdAt: '2026-03-01T10:00:00Z',
      name: 'Ana',
      body: '<b>not bold</b>',
    });
    await seedComment(getApp(), {
      postSlug: slug,
      status: 'pending',
      createdAt: '2026-04-01T10:00:00Z',
    });
    await seedComment(getApp(), {
      postSlug: slug,
      status: 'rejected',
      createdAt: '2026-04-02T10:00:00Z',
    });

    const res = await request(api).get(`/api/blog/${slug}/comments`);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: 200 });
    expect(res.body.data).toEqual({
      list: [
        { id: newest, name: 'Ana', body: '<b>not bold</b>', createdAt: '2026-03-01T10:00:00.000Z' },
        expect.objectContaining({ id: oldest, createdAt: '2026-01-01T10:00:00.000Z' }),
      ],
      pager: { page: 1, totalPages: 1, total: 2 },
    });
  });

  test('pages by 8 by default, and limit changes the page size', async () => {
    const slug = uniqueSlug();
    for (let day = 1; day <= 10; day += 1) {
      const createdAt = `2026-02-${String(day).padStart(2, '0')}T08:00:00Z`;
      await seedComment(getApp(), { postSlug: slug, status: 'approved', createdAt });
    }

    const second = await request(api).get(`/api/blog/${slug}/comments?page=2`);
    const small = await request(api).get(`/api/blog/${slug}/comments?page=3&limit=3`);

    expect(second.body.data.list).toHaveLength(2);
    expect(second.body.data.pager).toEqual({ page: 2, totalPages: 2, total: 10 });
    expect(small.body.data.list.map((c: { createdAt: string }) => c.createdAt)).toEqual([
      '2026-02-04T08:00:00.000Z',
      '2026-02-03T08:00:00.000Z',
      '2026-02-02T08:00:00.000Z',
    ]);
    expect(small.body.data.pager).toEqual({ page: 3, totalPages: 4, total: 10 });
  });

  test('sortType=asc lists the oldest first', async () => {
    const slug = uniqueSlug();
    await seedComment(getApp(), {
      postSlug: slug,
      status: 'approved',
      createdAt: '2026-05-02T00:00:00Z',
    });
    await seedComment(getApp(), {
      postSlug: slug,
      status: 'approved',
      createdAt: '2026-05-01T00:00:00Z',
    });

    const res = await request(api).get(
      `/api/blog/${slug}/comments?sortField=createdAt&sortType=asc`,
    );

    expect(res.body.data.list.map((c: { createdAt: string }) => c.createdAt)).toEqual([
      '2026-05-01T00:00:00.000Z',
      '2026-05-02T00:00:00.000Z',
    ]);
  });

  test('a page past the end returns an empty list with the right pager', async () => {
    const slug = uniqueSlug();
    await seedComment(getApp(), {
      postSlug: slug,
      status: 'approved',
      createdAt: '2026-05-01T00:00:00Z',
    });

    const res = await request(api).get(`/api/blog/${slug}/comments?page=5`);

    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ list: [], pager: { page: 5, totalPages: 1, total: 1 } });
  });

  test('a post without comments has one empty page', async () => {
    const res = await request(api).get(`/api/blog/${uniqueSlug()}/comments`);

    expect(res.body.data).toEqual({ list: [], pager: { page: 1, totalPages: 1, total: 0 } });
  });

  test.each([
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['limit=51', 'limit'],
    ['limit=ten', 'limit'],
    ['sortField=name', 'sortField'],
    ['sortField=email', 'sortField'],
    ['sortType=sideways', 'sortType'],
    ['filterField=status:pending', 'filterField'],
    ['pgae=2', 'pgae'],
  ])('?%s is a 400 envelope naming %s', async (query, field) => {
    const res = await request(api).get(`/api/blog/${uniqueSlug()}/comments?${query}`);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400, data: { field } });
    expect(res.body.message).toMatch(new RegExp(`^Invalid ${field}: `));
  });

  test('an unknown post is a 404 envelope', async () => {
    const res = await request(api).get(`/api/blog/${uniqueSlug(MISSING_POST_PREFIX)}/comments`);

    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 404, data: null });
  });

  test('a slug that cannot name a post is a 400 naming slug', async () => {
    const res = await request(api).get('/api/blog/Not_A_Slug/comments');

    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ field: 'slug' });
  });
});

describeEachDriver('listApprovedComments', ({ getApp }) => {
  test('gives the post page its first page of approved comments', async () => {
    const slug = uniqueSlug();
    const id = await seedComment(getApp(), {
      postSlug: slug,
      status: 'approved',
      createdAt: '2026-06-01T00:00:00Z',
    });
    await seedComment(getApp(), {
      postSlug: slug,
      status: 'pending',
      createdAt: '2026-06-02T00:00:00Z',
    });

    const comments = await listApprovedComments(getApp().db, slug, { page: 1, limit: 8 });

    expect(comments.list.map((comment) => comment.id)).toEqual([id]);
    expect(comments.pager).toEqual({ page: 1, totalPages: 1, total: 1 });
  });
});

describeEachDriver('POST /api/blog/:slug/comments', ({ getApp }) => {
  let api: express.Express;
  beforeAll(async () => {
    api = createTestApp(getApp());
    await installActivityFault(getApp());
  });

  const valid = { name: 'Ana Lima', email: 'ana@example.com', body: 'Thanks for this write-up.' };

  test('stores the comment as pending, trimmed, and says it awaits moderation', async () => {
    const slug = uniqueSlug();

    const res = await request(api)
      .post(`/api/blog/${slug}/comments`)
      .send({ name: '  Ana Lima ', email: ' ana@example.com ', body: '\n Line one\nline two  ' });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      code: 201,
      data: { id: expect.any(Number), published: false },
      message: COMMENT_RECEIVED_MESSAGE,
    });
    expect(await findStoredComments(getApp(), slug)).toEqual([
      {
        id: res.body.data.id,
        name: 'Ana Lima',
        email: 'ana@example.com',
        body: 'Line one\nline two',
        status: 'pending',
      },
    ]);
  });

  test('records the anonymous comment.created activity', async () => {
    const slug = uniqueSlug();

    const res = await request(api).post(`/api/blog/${slug}/comments`).send(valid);

    expect(await findActivity(getApp(), String(res.body.data.id))).toEqual([
      {
        actor: 'anonymous',
        actor_sub: null,
        action: 'comment.created',
        entity: 'blog_comment',
        entity_id: String(res.body.data.id),
        details: { postSlug: slug, status: 'pending', rule: 'unknown-author' },
      },
    ]);
  });

  test('stores markup as the plain text it is', async () => {
    const slug = uniqueSlug();
    const body = '<script>alert(1)</script> & <b>bold</b>';

    await request(api)
      .post(`/api/blog/${slug}/comments`)
      .send({ ...valid, body });

    expect((await findStoredComments(getApp(), slug))[0]?.body).toBe(body);
  });

  test('without an e-mail (absent, empty or null) stores none', async () => {
    const slug = uniqueSlug();

    const statuses = [
      (await request(api).post(`/api/blog/${slug}/comments`).send({ name: 'A', body: 'Hi there' }))
        .status,
      (
        await request(api)
          .post(`/api/blog/${slug}/comments`)
          .send({ ...valid, email: '' })
      ).status,
      (
        await request(api)
          .post(`/api/blog/${slug}/comments`)
          .send({ ...valid, email: null })
      ).status,
    ];

    expect(statuses).toEqual([201, 201, 201]);
    expect((await findStoredComments(getApp(), slug)).map((comment) => comment.email)).toEqual([
      null,
      null,
      null,
    ]);
  });

  test('when the body has a blacklisted word, stores it as rejected and answers the same', async () => {
    const slug = uniqueSlug();
    const keyword = uniqueWord();
    await addKeyword(getApp(), keyword);

    const res = await request(api)
      .post(`/api/blog/${slug}/comments`)
      .send({ ...valid, body: `Great post! Visit ${keyword.toUpperCase()}, now.` });

    expect(res.status).toBe(201);
    expect(res.body.message).toBe(COMMENT_RECEIVED_MESSAGE);
    expect(res.body.data).toEqual({ id: expect.any(Number), published: false });
    expect(await findStoredComments(getApp(), slug)).toEqual([
      expect.objectContaining({ id: res.body.data.id, status: 'rejected' }),
    ]);
    expect(await findActivity(getApp(), String(res.body.data.id))).toEqual([
      expect.objectContaining({
        details: {
          postSlug: slug,
          status: 'rejected',
          rule: 'keyword',
          keyword,
          matched: keyword.toUpperCase(),
        },
      }),
    ]);
  });

  test('when the name has a blacklisted phrase, stores it as rejected', async () => {
    const slug = uniqueSlug();
    const phrase = `cheap ${uniqueWord()}`;
    await addKeyword(getApp(), phrase);

    await request(api)
      .post(`/api/blog/${slug}/comments`)
      .send({ ...valid, name: `Best ${phrase.toUpperCase()} deals` });

    expect((await findStoredComments(getApp(), slug))[0]?.status).toBe('rejected');
  });

  test('a keyword hidden by a zero-width space or a Cyrillic look-alike still rejects the comment', async () => {
    const keyword = `casino${uniqueWord()}`;
    await addKeyword(getApp(), keyword);
    const disguises = [
      `cas\u200Bino${keyword.slice(6)}`,
      `c\u0430sino${keyword.slice(6)}`.toUpperCase(),
    ];

    for (const disguised of disguises) {
      const slug = uniqueSlug();
      const res = await request(api)
        .post(`/api/blog/${slug}/comments`)
        .send({ ...valid, body: `Try the ${disguised} tonight` });

      expect(res.status).toBe(201);
      expect((await findStoredComments(getApp(), slug))[0]?.status).toBe('rejected');
    }
  });

  test('a keyword inside a longer word does not reject the comment', async () => {
    const slug = uniqueSlug();
    const keyword = uniqueWord();
    await addKeyword(getApp(), keyword);

    await request(api)
      .post(`/api/blog/${slug}/comments`)
      .send({ ...valid, body: `This is ${keyword}ish but fine.` });

    expect((await findStoredComments(getApp(), slug))[0]?.status).toBe('pending');
  });

  test('a rejected comment is never listed, even next to approved ones', async () => {
    const slug = uniqueSlug();
    const keyword = uniqueWord();
    await addKeyword(getApp(), keyword);
    await seedComment(getApp(), {
      postSlug: slug,
      status: 'approved',
      createdAt: '2026-01-01T00:00:00Z',
    });

    await request(api)
      .post(`/api/blog/${slug}/comments`)
      .send({ ...valid, body: `Buy ${keyword}` });
    const res = await request(api).get(`/api/blog/${slug}/comments`);

    expect(res.body.data.pager.total).toBe(1);
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.list[0].body).not.toContain(keyword);
  });

  test('a failed activity write leaves neither the comment nor a log row', async () => {
    const slug = uniqueSlug(FAULT_MARKER);

    const res = await request(api).post(`/api/blog/${slug}/comments`).send(valid);

    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ success: false, code: 500 });
    expect(await findStoredComments(getApp(), slug)).toEqual([]);
    const logged = await getApp()
      .db.selectFrom('activity_log')
      .select('id')
      .where(sql<string>`details->>'postSlug'`, '=', slug)
      .execute();
    expect(logged).toEqual([]);
  });

  test('an unknown post is a 404 and stores nothing', async () => {
    const slug = uniqueSlug(MISSING_POST_PREFIX);

    const res = await request(api).post(`/api/blog/${slug}/comments`).send(valid);

    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 404 });
    expect(await findStoredComments(getApp(), slug)).toEqual([]);
  });

  test.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name of 81 characters', { name: 'n'.repeat(81) }, 'name'],
    ['a name on two lines', { name: 'Ana\nLima' }, 'name'],
    ['a name with a right-to-left override', { name: 'Ana \u202Eamil' }, 'name'],
    ['a name with a directional isolate', { name: 'Ana \u2066Lima\u2069' }, 'name'],
    ['a name with a line separator', { name: 'Ana\u2028Lima' }, 'name'],
    ['a name with a paragraph separator', { name: 'Ana\u2029Lima' }, 'name'],
    ['a name with a tab', { name: 'Ana\tLima' }, 'name'],
    ['a name with an escape character', { name: 'Ana\u001b[31m' }, 'name'],
    ['a number for a name', { name: 42 }, 'name'],
    ['an invalid e-mail', { email: 'ana@' }, 'email'],
    ['an e-mail of 255 characters', { email: `${'a'.repeat(243)}@example.com` }, 'email'],
    ['a body of one character', { body: ' x ' }, 'body'],
    ['a body of 2001 characters', { body: 'b'.repeat(2001) }, 'body'],
    ['a body with a NUL character', { body: 'hello\u0000world' }, 'body'],
    ['a body with a right-to-left override', { body: 'hello \u202Edlrow' }, 'body'],
    ['a list for a body', { body: ['hi', 'there'] }, 'body'],
    ['an unknown field', { website: 'https://spam.example' }, 'website'],
  ])('%s is a 400 envelope naming the field', async (_case, change, field) => {
    const slug = uniqueSlug();

    const res = await request(api)
      .post(`/api/blog/${slug}/comments`)
      .send({ ...valid, ...change });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400, data: { field } });
    expect(res.body.message).toMatch(new RegExp(`^Invalid ${field}: `));
    expect(await findStoredComments(getApp(), slug)).toEqual([]);
  });

  test('a body that is not a JSON object is a 400 naming the body', async () => {
    const res = await request(api).post(`/api/blog/${uniqueSlug()}/comments`).send(['a']);

    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ field: 'body' });
  });

  test('malformed JSON is a 400 envelope', async () => {
    const res = await request(api)
      .post(`/api/blog/${uniqueSlug()}/comments`)
      .type('json')
      .send('{"name": "Ana",');

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Invalid body: malformed JSON' });
  });

  test('a 2 MB body is a 413 envelope', async () => {
    const res = await request(api)
      .post(`/api/blog/${uniqueSlug()}/comments`)
      .send({ ...valid, body: 'x'.repeat(2 * 1024 * 1024) });

    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 413, data: { field: 'body' } });
  });
});
