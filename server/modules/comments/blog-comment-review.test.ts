import express, { type Express } from 'express';
import request from 'supertest';
import { beforeAll, expect, test } from 'vitest';

import { createAuth } from '../../platform/auth/auth-setup';
import type { AppDatabase } from '../../platform/db/database';
import type { ReviewStatus } from '../../platform/db/schema';
import { createLogger } from '../../platform/logger';
import { readSigningKey, signAccessToken, TEST_ADMIN } from '../../test-support/access-token';
import { uniqueWord } from '../../test-support/fixtures';
import { TEST_CONFIRMATION_SETTINGS } from '../../test-support/talent-signup';
import { describeEachDriver } from '../../test-support/test-database';
import { testEnv, testLimiters } from '../../test-support/test-env';
import { testErrorHandler } from '../../test-support/test-error-handler';
import { postComment } from './comment-service';
import { createAppTaskRunner } from '../../tasks';
import { createAdminRouter } from '../../admin.router';

const POST_SLUG = 'accessibility-audit';
const POST_TITLE = 'What a week of accessibility testing taught us about our checkout';

async function createTestApp(database: AppDatabase): Promise<{ app: Express; bearer: string }> {
  const env = testEnv({ PUBLIC_ORIGIN: 'http://localhost:3000', ADMIN_PASSWORD: 'a-password' });
  const { verifier } = await createAuth(env, database.db, createLogger(env), testLimiters(env));
  const app = express();
  const postTitles = async (slugs: readonly string[]) =>
    new Map(slugs.filter((slug) => slug === POST_SLUG).map((slug) => [slug, POST_TITLE]));
  const tasks = createAppTaskRunner(env, database.db, createLogger(env));
  app.use('/api/admin', createAdminRouter({ db: database.db, verifier, postTitles, tasks }));
  app.use(testErrorHandler());
  const token = await signAccessToken(await readSigningKey(database.db), {
    issuer: 'http://localhost:3000/oidc',
  });
  return { app, bearer: `Bearer ${token}` };
}

async function insertComment(database: AppDatabase, status: ReviewStatus): Promise<number> {
  const row = await database.db
    .insertInto('blog_comment')
    .values({ post_slug: POST_SLUG, name: 'Reader', body: `A ${status} comment`, status })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function statusesOf(database: AppDatabase, ids: number[]) {
  const rows = await database.db
    .selectFrom('blog_comment')
    .select(['id', 'status', 'reviewed_by'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.map(({ status, reviewed_by }) => ({ status, reviewedBy: reviewed_by }));
}

describeEachDriver(
  'POST /api/admin/blog-comment/review with the status the admin saw',
  ({ getApp }) => {
    let app: Express;
    let bearer: string;
    beforeAll(async () => {
      ({ app, bearer } = await createTestApp(getApp()));
    });

    const review = (body: object) =>
      request(app).post('/api/admin/blog-comment/review').set('Authorization', bearer).send(body);

    test('a bulk approve of pending comments leaves a comment decided meanwhile as it is', async () => {
      const pending = await insertComment(getApp(), 'pending');
      const rejected = await insertComment(getApp(), 'rejected');
      const approved = await insertComment(getApp(), 'approved');
      await getApp()
        .db.updateTable('blog_comment')
        .set({ reviewed_by: 'dana@somnia.example' })
        .where('id', 'in', [rejected, approved])
        .execute();

      const res = await review({
        ids: [pending, rejected, approved],
        status: 'approved',
        expectedStatus: 'pending',
      });

      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        updated: [pending],
        status: 'approved',
        reviewedBy: TEST_ADMIN.email,
      });
      expect(await statusesOf(getApp(), [pending, rejected, approved])).toEqual([
        { status: 'approved', reviewedBy: TEST_ADMIN.email },
        { status: 'rejected', reviewedBy: 'dana@somnia.example' },
        { status: 'approved', reviewedBy: 'dana@somnia.example' },
      ]);
      const logged = await getApp()
        .db.selectFrom('activity_log')
        .select('entity_id')
        .where('action', '=', 'comment.approved')
        .where('entity_id', 'in', [pending, rejected, approved].map(String))
        .execute();
      expect(logged).toEqual([{ entity_id: String(pending) }]);
    });

    test("an undo names the status it undoes, so it cannot overturn someone else's later decision", async () => {
      const id = await insertComment(getApp(), 'pending');
      expect(
        (await review({ ids: [id], status: 'approved', expectedStatus: 'pending' })).body.data
          .updated,
      ).toEqual([id]);
      // Another admin rejects it before the first one's Undo arrives.
      await review({ ids: [id], status: 'rejected', expectedStatus: 'approved' });

      const undo = await review({ ids: [id], status: 'pending', expectedStatus: 'approved' });

      expect(undo.body.data.updated).toEqual([]);
      expect((await statusesOf(getApp(), [id]))[0]?.status).toBe('rejected');
    });

    test('without the expected status, every comment not in the new one yet changes (the SPEC call)', async () => {
      const pending = await insertComment(getApp(), 'pending');
      const rejected = await insertComment(getApp(), 'rejected');

      const res = await review({ ids: [pending, rejected], status: 'approved' });

      expect(res.body.data.updated).toEqual([pending, rejected]);
    });

    test('under the approved filter, approved comments are rejected together; one rejected meanwhile stays as it is', async () => {
      const [first, second, meanwhile] = [
        await insertComment(getApp(), 'approved'),
        await insertComment(getApp(), 'approved'),
        await insertComment(getApp(), 'approved'),
      ];
      await review({ ids: [meanwhile], status: 'rejected', expectedStatus: 'approved' });

      const res = await review({
        ids: [first, second, meanwhile],
        status: 'rejected',
        expectedStatus: 'approved',
      });

      expect(res.body.data.updated).toEqual([first, second]);
      expect((await statusesOf(getApp(), [first, second])).map((row) => row.status)).toEqual([
        'rejected',
        'rejected',
      ]);
    });

    test("the screen's Undo of that bulk reject restores each comment as approved, and only those", async () => {
      const [first, second] = [
        await insertComment(getApp(), 'approved'),
        await insertComment(getApp(), 'approved'),
      ];
      await review({ ids: [first, second], status: 'rejected', expectedStatus: 'approved' });
      // Another admin returns the second to pending before the Undo.
      await review({ ids: [second], status: 'pending', expectedStatus: 'rejected' });

      const undo = await review({
        ids: [first, second],
        status: 'approved',
        expectedStatus: 'rejected',
      });

      expect(undo.body.data.updated).toEqual([first]);
      expect((await statusesOf(getApp(), [first, second])).map((row) => row.status)).toEqual([
        'approved',
        'pending',
      ]);
    });

    test('an unknown expected status is a 400 naming the field', async () => {
      const id = await insertComment(getApp(), 'pending');

      const res = await review({ ids: [id], status: 'approved', expectedStatus: 'published' });

      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe('expectedStatus');
      expect((await statusesOf(getApp(), [id]))[0]?.status).toBe('pending');
    });
  },
);

describeEachDriver('GET /api/admin/blog-comment?order=pending-first', ({ getApp }) => {
  let app: Express;
  let bearer: string;
  beforeAll(async () => {
    ({ app, bearer } = await createTestApp(getApp()));
  });
  const list = (query: string) =>
    request(app).get(`/api/admin/blog-comment?${query}`).set('Authorization', bearer);

  test('lists the comments that wait first, each part newest first, under the filters', async () => {
    const search = uniqueWord();
    const insert = async (status: ReviewStatus, createdAt: string) =>
      (
        await getApp()
          .db.insertInto('blog_comment')
          .values({
            post_slug: POST_SLUG,
            name: 'Reader',
            body: search,
            status,
            created_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const oldPending = await insert('pending', '2026-01-01T00:00:00Z');
    const newApproved = await insert('approved', '2026-03-01T00:00:00Z');
    const newPending = await insert('pending', '2026-02-01T00:00:00Z');

    const waitingFirst = await list(`search=${search}&order=pending-first`);
    const newest = await list(`search=${search}`);

    expect(waitingFirst.body.data.content.map((row: { id: number }) => row.id)).toEqual([
      newPending,
      oldPending,
      newApproved,
    ]);
    expect(newest.body.data.content.map((row: { id: number }) => row.id)).toEqual([
      newApproved,
      newPending,
      oldPending,
    ]);
  });

  test('an unknown order is a 400 naming it', async () => {
    const res = await list('order=oldest');
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe('order');
  });
});

describeEachDriver('who rejected a comment, in the moderation list', ({ getApp }) => {
  let app: Express;
  let bearer: string;
  beforeAll(async () => {
    ({ app, bearer } = await createTestApp(getApp()));
  });

  test('a comment a blacklist keyword rejected names the keyword and no reviewer; a rejected one names its reviewer', async () => {
    const keyword = uniqueWord();
    await getApp()
      .db.insertInto('blacklist_keyword')
      .values({ keyword, created_by: 'test' })
      .execute();
    const automatic = await postComment(getApp().db, TEST_CONFIRMATION_SETTINGS, POST_SLUG, {
      name: 'Spam Bot',
      body: `Cheap ${keyword} here`,
    });
    const byHand = await postComment(getApp().db, TEST_CONFIRMATION_SETTINGS, POST_SLUG, {
      name: 'Rude Reader',
      body: `Rude words without ${keyword.slice(1)}`,
    });
    await request(app)
      .post('/api/admin/blog-comment/review')
      .set('Authorization', bearer)
      .send({ ids: [byHand.id], status: 'rejected', expectedStatus: 'pending' });

    const list = await request(app)
      .get('/api/admin/blog-comment?status=rejected')
      .set('Authorization', bearer);

    expect(list.status).toBe(200);
    const byId = new Map(
      (list.body.data.content as { id: number }[]).map((comment) => [comment.id, comment]),
    );
    expect(byId.get(automatic.id)).toMatchObject({
      status: 'rejected',
      reviewedBy: null,
      blacklistedKeyword: keyword,
    });
    expect(byId.get(byHand.id)).toMatchObject({
      status: 'rejected',
      reviewedBy: TEST_ADMIN.email,
      blacklistedKeyword: null,
    });
  });

  test("the overview's recent activity carries what the log shows: details and post title", async () => {
    const id = await insertComment(getApp(), 'pending');
    await request(app)
      .post('/api/admin/blog-comment/review')
      .set('Authorization', bearer)
      .send({ ids: [id], status: 'approved' });

    const res = await request(app).get('/api/admin').set('Authorization', bearer);

    expect(res.status).toBe(200);
    expect(res.body.data.content.recentActivity[0]).toMatchObject({
      action: 'comment.approved',
      entity: 'blog_comment',
      entityId: String(id),
      details: { postSlug: POST_SLUG, previousStatus: 'pending' },
      postTitle: POST_TITLE,
    });
  });
});
