import path from 'node:path';

import express, { type Express } from 'express';
import type { JWK } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createAuth } from './platform/auth/auth-setup';
import { createContentStore, type ContentStore } from './content/content-store';
import { getPostTitles } from './content/page-content';
import type { AppDatabase } from './platform/db/database';
import { createTestDatabase } from './test-support/test-database';
import { createLogger } from './platform/logger';
import { createAppTaskRunner } from './tasks';
import { ROOT_DIR } from './platform/root-dir';
import {
  readSigningKey,
  signAccessToken,
  TEST_ADMIN as ADMIN,
  type AccessTokenOptions,
} from './test-support/access-token';
import { testEnv, testLimiters } from './test-support/test-env';
import { testErrorHandler } from './test-support/test-error-handler';
import { createAdminRouter } from './admin.router';

const ORIGIN = 'http://localhost:3000';
const ISSUER = `${ORIGIN}/oidc`;
const AUDIENCE = 'somnia-api';

let database: AppDatabase;
let content: ContentStore;
let app: Express;
let signingKey: JWK;

/** An access token shaped like the embedded provider's, signed with its stored key unless told otherwise. */
function token({
  key = signingKey,
  issuer = ISSUER,
  ...options
}: Partial<AccessTokenOptions> & { key?: JWK } = {}) {
  return signAccessToken(key, { issuer, ...options });
}

beforeAll(async () => {
  database = await createTestDatabase();
  const env = testEnv({ PUBLIC_ORIGIN: ORIGIN, ADMIN_PASSWORD: 'a-test-password' });
  const { verifier } = await createAuth(env, database.db, createLogger(env), testLimiters(env));
  // The real blog posts: the admin names a commented post by its title.
  content = createContentStore({
    dir: path.join(ROOT_DIR, 'content'),
    company: 'Somnia',
    companySlug: 'somnia',
    watch: false,
  });
  const postTitles = (slugs: readonly string[]) => getPostTitles(content, 'blog', slugs);
  app = express();
  const tasks = createAppTaskRunner(env, database.db, createLogger(env));
  app.use('/api/admin', createAdminRouter({ db: database.db, verifier, postTitles, tasks }));
  app.use(testErrorHandler());
  signingKey = await readSigningKey(database.db);
});

afterAll(async () => {
  content?.close();
  await database?.close();
});

describe('GET /api/admin/blog-comment: the bearer token', () => {
  const get = (authorization?: string) => {
    const call = request(app).get('/api/admin/blog-comment');
    return authorization ? call.set('Authorization', authorization) : call;
  };

  test('without a token, answers 401 with the envelope and a Bearer challenge', async () => {
    const res = await get();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 401 });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  test('with a tampered signature, answers 401', async () => {
    const good = await token();
    const [header, , signature] = good.split('.');
    const payload = Buffer.from(
      JSON.stringify({
        sub: ADMIN.sub,
        scope: 'admin:comments',
        iss: ISSUER,
        aud: AUDIENCE,
        exp: 4102444800,
      }),
    ).toString('base64url');
    expect((await get(`Bearer ${header}.${payload}.${signature}`)).status).toBe(401);
  });

  test('with alg none, answers 401', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode({ sub: ADMIN.sub, scope: 'admin:comments', iss: ISSUER, aud: AUDIENCE, exp: 4102444800 })}.`;
    expect((await get(`Bearer ${unsigned}`)).status).toBe(401);
  });

  test('with a key the provider does not publish, answers 401', async () => {
    const { generateKeyPair, exportJWK } = await import('jose');
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const foreign = { ...(await exportJWK(privateKey)), kid: signingKey.kid };
    expect((await get(`Bearer ${await token({ key: foreign })}`)).status).toBe(401);
  });

  test('from another issuer, answers 401', async () => {
    expect(
      (await get(`Bearer ${await token({ issuer: 'https://evil.example/oidc' })}`)).status,
    ).toBe(401);
  });

  test('for another audience, answers 401', async () => {
    expect((await get(`Bearer ${await token({ audience: 'somnia-web' })}`)).status).toBe(401);
  });

  test('when expired, answers 401', async () => {
    expect(
      (await get(`Bearer ${await token({ expiresIn: Math.floor(Date.now() / 1000) - 60 })}`))
        .status,
    ).toBe(401);
  });

  test('of another type (an ID token), answers 401', async () => {
    expect((await get(`Bearer ${await token({ typ: 'JWT' })}`)).status).toBe(401);
  });

  test('without the route scope, answers 403', async () => {
    const res = await get(`Bearer ${await token({ scope: 'admin:keywords admin:activity' })}`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: 403 });
  });

  test('with a good token, answers the admin page {content, pager} with 10 rows a page', async () => {
    const res = await get(`Bearer ${await token({ scope: 'admin:comments' })}`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(Array.isArray(res.body.data.content)).toBe(true);
    expect(res.body.data.content.length).toBeLessThanOrEqual(10);
    expect(res.body.data.pager).toMatchObject({ page: 1 });
  });
});

describe('admin filters and writes', () => {
  let bearer: string;
  beforeAll(async () => {
    bearer = `Bearer ${await token()}`;
  });

  test('an unknown filter is a 400 naming it', async () => {
    const res = await request(app)
      .get('/api/admin/blog-comment?colour=red')
      .set('Authorization', bearer);
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe('colour');
  });

  test('several values of a filter are joined with |', async () => {
    const res = await request(app)
      .get('/api/admin/blog-comment?status=approved%7Crejected')
      .set('Authorization', bearer);
    expect(res.status).toBe(200);
    const statuses = new Set(
      (res.body.data.content as { status: string }[]).map((comment) => comment.status),
    );
    expect([...statuses].every((status) => status === 'approved' || status === 'rejected')).toBe(
      true,
    );
  });

  test('approving a comment records who did it, from the token claims, in the activity log', async () => {
    const inserted = await database.db
      .insertInto('blog_comment')
      .values({ post_slug: 'accessibility-audit', name: 'Kim', body: 'Lovely post, thank you' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await request(app)
      .post('/api/admin/blog-comment/review')
      .set('Authorization', bearer)
      .send({ ids: [inserted.id], status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body.data.updated).toEqual([inserted.id]);
    const logged = await database.db
      .selectFrom('activity_log')
      .select(['actor', 'actor_sub', 'action'])
      .where('entity', '=', 'blog_comment')
      .where('entity_id', '=', String(inserted.id))
      .executeTakeFirstOrThrow();
    expect(logged).toEqual({
      actor: ADMIN.email,
      actor_sub: ADMIN.sub,
      action: 'comment.approved',
    });
  });

  test('undo: a reviewed comment goes back to pending, without a reviewer, and the log says so', async () => {
    const inserted = await database.db
      .insertInto('blog_comment')
      .values({ post_slug: 'accessibility-audit', name: 'Noor', body: 'Clicked too fast' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const review = (status: string) =>
      request(app)
        .post('/api/admin/blog-comment/review')
        .set('Authorization', bearer)
        .send({ ids: [inserted.id], status });
    expect((await review('rejected')).status).toBe(200);
    const undone = await review('pending');
    expect(undone.status).toBe(200);
    expect(undone.body.data.updated).toEqual([inserted.id]);
    const comment = await database.db
      .selectFrom('blog_comment')
      .select(['status', 'reviewed_by', 'reviewed_at'])
      .where('id', '=', inserted.id)
      .executeTakeFirstOrThrow();
    expect(comment).toEqual({ status: 'pending', reviewed_by: null, reviewed_at: null });
    const actions = await database.db
      .selectFrom('activity_log')
      .select('action')
      .where('entity', '=', 'blog_comment')
      .where('entity_id', '=', String(inserted.id))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['comment.rejected', 'comment.reopened']);
    expect((await review('published')).status).toBe(400);
  });

  test('a keyword is trimmed, and the same keyword in another case is a 409 with a clear message', async () => {
    const created = await request(app)
      .post('/api/admin/blacklist-keywords')
      .set('Authorization', bearer)
      .send({ keyword: '  Cheap Pills  ' });
    expect(created.status).toBe(201);
    expect(created.body.data.keyword).toBe('Cheap Pills');
    const duplicate = await request(app)
      .post('/api/admin/blacklist-keywords')
      .set('Authorization', bearer)
      .send({ keyword: 'cheap pills' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('The keyword "Cheap Pills" is already on the list.');
  });

  test('an empty keyword is a 400 naming the field', async () => {
    const res = await request(app)
      .post('/api/admin/blacklist-keywords')
      .set('Authorization', bearer)
      .send({ keyword: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe('keyword');
  });

  test('a comment names its post by title (slug kept); a removed post has no title', async () => {
    const inserted = await database.db
      .insertInto('blog_comment')
      .values([
        { post_slug: 'on-call-without-losing-sleep', name: 'Ria', body: 'Follow the sun!' },
        { post_slug: 'a-post-since-removed', name: 'Ola', body: 'Where did it go?' },
      ])
      .returning(['id', 'post_slug'])
      .execute();
    const listed = await Promise.all(
      ['Follow the sun', 'Where did it go'].map(async (search) => {
        const found = await request(app)
          .get(`/api/admin/blog-comment?search=${encodeURIComponent(search)}`)
          .set('Authorization', bearer);
        expect(found.status).toBe(200);
        return found.body.data.content[0] as { id: number; postSlug: string; postTitle: unknown };
      }),
    );
    expect(listed).toEqual([
      expect.objectContaining({
        id: inserted[0]?.id,
        postSlug: 'on-call-without-losing-sleep',
        postTitle: 'On call at a sleep company, without losing sleep',
      }),
      expect.objectContaining({
        id: inserted[1]?.id,
        postSlug: 'a-post-since-removed',
        postTitle: null,
      }),
    ]);

    const posts = await request(app)
      .get('/api/admin/blog-comment/posts')
      .set('Authorization', bearer);
    expect(posts.body.data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          slug: 'on-call-without-losing-sleep',
          title: 'On call at a sleep company, without losing sleep',
        }),
        expect.objectContaining({ slug: 'a-post-since-removed', title: null }),
      ]),
    );
  });

  test('an activity entry about a comment carries its post title', async () => {
    const inserted = await database.db
      .insertInto('blog_comment')
      .values({ post_slug: 'accessibility-audit', name: 'Jo', body: 'Titles, please' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await request(app)
      .post('/api/admin/blog-comment/review')
      .set('Authorization', bearer)
      .send({ ids: [inserted.id], status: 'rejected' });
    const res = await request(app)
      .get('/api/admin/log-activity?action=comment.rejected')
      .set('Authorization', bearer);
    expect(res.status).toBe(200);
    const entry = (res.body.data.content as { entityId: string }[]).find(
      (row) => row.entityId === String(inserted.id),
    );
    expect(entry).toMatchObject({
      details: { postSlug: 'accessibility-audit' },
      postTitle: 'What a week of accessibility testing taught us about our checkout',
    });
  });
});
