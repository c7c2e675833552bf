import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { AdminPost, AdminPostRow, PostInput } from '../../../contract/admin-post-types';
import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import type { Post, Section } from '../../../contract/page-types';
import { readSigningKey, signAccessToken } from '../../test-support/access-token';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { testDrivers } from '../../test-support/test-database';
import { createPublishScheduledContentTask } from '../content-documents';

const uniqueSlug = (base: string) => `${base}-${Math.random().toString(36).slice(2, 8)}`;

/** A blog post as the editor's form sends it. */
const form = (fields: Partial<PostInput> = {}): PostInput => ({
  kind: 'blog',
  slug: uniqueSlug('our-new-office'),
  title: 'Our new office',
  summary: 'We moved to a brighter place.',
  author: 'Ada Admin',
  tags: ['office'],
  department: null,
  body: 'The **light** is better here.',
  ...fields,
});

describe.each(testDrivers())('/api/admin/posts [%s]', (driver) => {
  let real: RealApp;
  let bearer: string;
  let withoutPosts: string;
  beforeAll(async () => {
    real = await createRealApp(
      { ADMIN_PASSWORD: 'a-test-password' },
      { driver, signIn: true, cachePageData: true, cacheHtml: true },
    );
    const key = await readSigningKey(real.services.database.db);
    const issuer = `${real.env.PUBLIC_ORIGIN}/oidc`;
    bearer = `Bearer ${await signAccessToken(key, { issuer })}`;
    const others = Object.values(ADMIN_SCOPES).filter((scope) => scope !== ADMIN_SCOPES.posts);
    withoutPosts = `Bearer ${await signAccessToken(key, { issuer, scope: others.join(' ') })}`;
  });
  afterAll(() => real.close());

  const db = () => real.services.database.db;

  function call(
    method: 'get' | 'post' | 'put',
    path: string,
    body?: object,
    authorization = bearer,
  ) {
    const agent = request(real.app);
    const req = agent[method](`/api/admin/posts${path}`).set('Authorization', authorization);
    return body === undefined ? req : req.send(body);
  }

  async function createPost(fields: Partial<PostInput> = {}): Promise<AdminPost> {
    return (await call('post', '', form(fields)).expect(201)).body.data as AdminPost;
  }

  async function publishedPost(fields: Partial<PostInput> = {}): Promise<AdminPost> {
    const draft = await createPost(fields);
    const res = await call('post', `/${draft.id}/publish`, { version: draft.version });
    expect(res.status).toBe(200);
    return res.body.data as AdminPost;
  }

  const postPage = (path: string) => request(real.app).get(`/api/page${path}`);
  const postShown = async (path: string): Promise<Post | null> => {
    const res = await postPage(path);
    if (res.status !== 200) return null;
    const section = (res.body.data.section as Section[])[0];
    return section?.type === 'post' ? section.post : null;
  };

  describe('writing and publishing', () => {
    test('a new post is a draft: listed, but not on the site', async () => {
      const draft = await createPost();

      const list = await call('get', `?search=${draft.slug}`).expect(200);

      expect(draft).toMatchObject({ status: 'draft', publishedAt: null, origin: 'admin' });
      expect((list.body.data.content as AdminPostRow[]).map((row) => row.id)).toEqual([draft.id]);
      expect(await postShown(draft.publicPath)).toBeNull();
    });

    test('published, it is on its page, the blog list, the feed and the sitemap at once', async () => {
      // The pages are cached first: the publish must reach them.
      await request(real.app).get('/api/page/tech-blog').expect(200);
      const post = await publishedPost({ title: 'Published at once' });

      const list = await request(real.app).get('/api/page/tech-blog').expect(200);
      const feed = await request(real.app).get('/feeds/tech-blog.xml').expect(200);
      const sitemap = await request(real.app).get('/sitemap.xml').expect(200);

      expect(post).toMatchObject({ status: 'published', hasUnpublishedChanges: false });
      expect((await postShown(post.publicPath))?.body).toContain('<strong>light</strong>');
      expect(JSON.stringify(list.body.data)).toContain('Published at once');
      expect(feed.text).toContain(post.publicPath);
      expect(sitemap.text).toContain(post.publicPath);
    });

    test('a search engine notice is queued for the page that came and went', async () => {
      const post = await publishedPost();
      const queued = () =>
        db()
          .selectFrom('search_notification')
          .select(['engine', 'news', 'type'])
          .where('content_document_id', '=', post.id)
          .execute();
      expect(await queued()).toEqual([
        { engine: 'indexnow', news: 'published', type: 'URL_UPDATED' },
      ]);

      await call('post', `/${post.id}/unpublish`, { version: post.version }).expect(200);

      expect(await queued()).toEqual([
        { engine: 'indexnow', news: 'unpublished', type: 'URL_DELETED' },
      ]);
    });

    test('a saved change to a published post waits for its publishing', async () => {
      const post = await publishedPost({ title: 'Before' });

      const saved = await call('put', `/${post.id}`, {
        ...form({ slug: post.slug, title: 'After' }),
        version: post.version,
      }).expect(200);
      const shownMeanwhile = await postShown(post.publicPath);
      await call('post', `/${post.id}/publish`, { version: saved.body.data.version }).expect(200);

      expect(saved.body.data).toMatchObject({ title: 'After', hasUnpublishedChanges: true });
      expect(shownMeanwhile?.title).toBe('Before');
      expect((await postShown(post.publicPath))?.title).toBe('After');
    });

    test('unpublished, its page is gone and the post is a draft again', async () => {
      const post = await publishedPost();

      const res = await call('post', `/${post.id}/unpublish`, { version: post.version });

      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 'draft', title: post.title });
      expect((await postPage(post.publicPath)).status).toBe(404);
    });

    test('the preview renders the draft as its page would, before it is published', async () => {
      const draft = await createPost({ body: 'A [link](/job) and `code`.' });

      const res = await call('get', `/${draft.id}/preview`).expect(200);

      expect(res.body.data).toMatchObject({ slug: draft.slug, title: draft.title });
      expect(res.body.data.body).toContain('<code>code</code>');
      expect(res.body.data.body).toMatch(/<a href="\/job"[^>]*>link<\/a>/);
    });
  });

  describe('scheduling', () => {
    test('a scheduled post publishes itself when the task runs after its time', async () => {
      const draft = await createPost({ title: 'Scheduled story' });
      const at = new Date(Date.now() + 60_000);
      const scheduled = await call('post', `/${draft.id}/publish`, {
        version: draft.version,
        at: at.toISOString(),
      }).expect(200);
      const task = createPublishScheduledContentTask(real.env.PUBLIC_ORIGIN);

      const early = await task.run({ db: db(), now: new Date(), dueAt: new Date(), attempt: 1 });
      const shownEarly = await postShown(draft.publicPath);
      const later = new Date(at.getTime() + 1_000);
      const due = await task.run({ db: db(), now: later, dueAt: later, attempt: 1 });
      // The task's process hears the change as every other does; the page then shows it.
      await real.services.contentChanged();

      expect(scheduled.body.data).toMatchObject({
        status: 'scheduled',
        publishAt: at.toISOString(),
      });
      expect(early).toEqual({ published: 0 });
      expect(shownEarly).toBeNull();
      expect(due?.published).toBeGreaterThanOrEqual(1);
      expect((await postShown(draft.publicPath))?.title).toBe('Scheduled story');
      const post = await call('get', `/${draft.id}`).expect(200);
      expect(post.body.data).toMatchObject({ status: 'published', publishAt: null });
    });

    test('a time that has passed is a 400 naming it', async () => {
      const draft = await createPost();

      const res = await call('post', `/${draft.id}/publish`, {
        version: draft.version,
        at: new Date(Date.now() - 60_000).toISOString(),
      });

      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe('at');
    });
  });

  describe('renaming', () => {
    test('a renamed blog post answers 301 from its old address and keeps its comments', async () => {
      const post = await publishedPost();
      await db()
        .insertInto('blog_comment')
        .values({ post_slug: post.slug, name: 'Reader', body: 'Nice move!', status: 'approved' })
        .execute();
      const newSlug = uniqueSlug('our-brighter-office');

      const renamed = await call('put', `/${post.id}`, {
        ...form({ slug: newSlug, title: post.title }),
        version: post.version,
      }).expect(200);
      const old = await request(real.app).get(`${post.publicPath}?page=1`);
      const oldData = await postPage(post.publicPath);
      const comments = await request(real.app).get(`/api/blog/${newSlug}/comments`).expect(200);

      expect(renamed.body.data).toMatchObject({
        slug: newSlug,
        publicPath: `/tech-blog/${newSlug}`,
      });
      expect(old.status).toBe(301);
      expect(old.headers.location).toBe(`/tech-blog/${newSlug}?page=1`);
      expect(oldData.status).toBe(301);
      expect(oldData.headers.location).toBe(`/api/page/tech-blog/${newSlug}`);
      expect((await postShown(`/tech-blog/${newSlug}`))?.title).toBe(post.title);
      expect(JSON.stringify(comments.body)).toContain('Nice move!');
    });

    test('a slug another post has is a 400 naming it', async () => {
      const first = await createPost();
      const second = await createPost();

      const res = await call('put', `/${second.id}`, {
        ...form({ slug: first.slug }),
        version: second.version,
      });

      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe('slug');
    });
  });

  describe('refusals', () => {
    test.each([
      ['title', { title: '' }],
      ['slug', { slug: 'Not A Slug' }],
      ['kind', { kind: 'press' }],
      ['body', { body: '' }],
    ])('a bad %s is a 400 naming it, and nothing is written', async (field, fields) => {
      const before = await db().selectFrom('content_document').select('id').execute();

      const res = await call('post', '', { ...form(), ...fields });

      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe(field);
      expect(await db().selectFrom('content_document').select('id').execute()).toHaveLength(
        before.length,
      );
    });

    test('a department the site does not list is a 400 naming it', async () => {
      const res = await call('post', '', form({ department: 'Nowhere' }));

      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe('department');
    });

    test('without admin:posts every call is a 403 and nothing changes', async () => {
      const post = await publishedPost({ title: 'Untouched' });

      const answers = await Promise.all([
        call('get', '', undefined, withoutPosts),
        call('post', '', form(), withoutPosts),
        call('put', `/${post.id}`, { ...form(), version: post.version }, withoutPosts),
        call('post', `/${post.id}/unpublish`, { version: post.version }, withoutPosts),
      ]);

      expect(answers.map((res) => res.status)).toEqual([403, 403, 403, 403]);
      const now = await call('get', `/${post.id}`).expect(200);
      expect(now.body.data).toMatchObject({ title: 'Untouched', version: post.version });
      expect((await postShown(post.publicPath))?.title).toBe('Untouched');
    });

    test('a save based on an old version is a 409 with the post as it is now', async () => {
      const post = await createPost({ title: 'First words' });
      await call('put', `/${post.id}`, {
        ...form({ slug: post.slug, title: 'Their words' }),
        version: post.version,
      }).expect(200);

      const res = await call('put', `/${post.id}`, {
        ...form({ slug: post.slug, title: 'My words' }),
        version: post.version,
      });

      expect(res.status).toBe(409);
      expect(res.body.data.changedFields).toEqual(['title']);
      expect(res.body.data.current).toMatchObject({ id: post.id, title: 'Their words' });
    });

    test('a page is not a post: its id is a 404 here', async () => {
      const page = await db()
        .selectFrom('content_document')
        .select('id')
        .where('kind', '=', 'page')
        .executeTakeFirstOrThrow();

      expect((await call('get', `/${page.id}`)).status).toBe(404);
      expect((await call('post', `/${page.id}/unpublish`, { version: 1 })).status).toBe(404);
    });
  });

  test('a post of content/ edited here keeps its comments, slug and address', async () => {
    const list = await call('get', '?kind=blog&search=accessibility-audit').expect(200);
    const row = (list.body.data.content as AdminPostRow[])[0] as AdminPostRow;
    const post = (await call('get', `/${row.id}`).expect(200)).body.data as AdminPost;
    const before = await request(real.app).get(`/api/blog/${post.slug}/comments`).expect(200);

    const saved = await call('put', `/${post.id}`, {
      ...form({
        slug: post.slug,
        title: `${post.title} (updated)`,
        summary: post.summary,
        author: post.author,
        tags: post.tags,
        department: post.department,
        body: post.body,
      }),
      version: post.version,
    }).expect(200);
    await call('post', `/${post.id}/publish`, { version: saved.body.data.version }).expect(200);

    const shown = await postShown(post.publicPath);
    const after = await request(real.app).get(`/api/blog/${post.slug}/comments`).expect(200);
    expect(shown?.title).toBe(`${post.title} (updated)`);
    expect(shown?.publishedAt).toBe(post.publishedAt);
    expect(shown?.image).toEqual(post.image);
    expect(after.body).toEqual(before.body);
  });
});
