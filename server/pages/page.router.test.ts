import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { Section } from '../../contract/page-types';
import { testDrivers } from '../test-support/test-database';
import { ROOT_DIR } from '../platform/root-dir';
import { daysFromNow, ensureDepartment, insertJob, uniqueLabel } from '../test-support/fixtures';
import { createRealApp, type RealApp } from '../test-support/real-app';

const CONTENT_ROUTES = [
  'home',
  'about-somnia',
  'accelerator',
  'corporate-social-responsibility',
  'how-we-hire',
  'job',
  'legal-notice',
  'life-at-somnia',
  'press',
  'press/brand-assets',
  'press/news',
  'press/releases',
  'privacy-policy',
  'stream',
  'students',
  'talent-community',
  'team',
  'tech-blog',
  'news',
];
const BLOG_POST = 'postgres-full-text-search-for-jobs';
const NEWS_POST = 'pulse-2-launch';
const NOT_FOUND = {
  success: false,
  code: 404,
  data: null,
  message: 'Could not find what you are looking for. Please check and try again.',
};

function sectionOf<T extends Section['type']>(
  body: { data: { section: Section[] } },
  type: T,
): Extract<Section, { type: T }> {
  const section = body.data.section.find((item) => item.type === type);
  if (!section) throw new Error(`The page has no ${type} section`);
  return section as Extract<Section, { type: T }>;
}

async function countPostFiles(folder: 'blog' | 'news'): Promise<number> {
  const files = await readdir(path.join(ROOT_DIR, 'content', folder));
  return files.filter((file) => file.endsWith('.md')).length;
}

describe.each(testDrivers())('GET /api/page/{path} [%s]', (driver) => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp({}, { driver });
  });
  afterAll(() => real.close());

  const db = () => real.services.database.db;
  const getPage = (pagePath: string) => request(real.app).get(`/api/page/${pagePath}`);

  describe('every public route', () => {
    test.each(CONTENT_ROUTES)('%s answers 200 with title, meta and sections', async (route) => {
      const res = await getPage(route);

      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({
        success: true,
        code: 200,
        data: {
          title: expect.stringMatching(/\S/),
          meta: expect.objectContaining({ description: expect.stringMatching(/\S/) }),
          section: expect.arrayContaining([expect.objectContaining({ type: expect.any(String) })]),
        },
        message: 'OK',
      });
    });

    test('an unknown path is a 404 envelope', async () => {
      const res = await getPage('no-such-page');

      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    });

    test.each([
      ['home?utm_source=mail', 'utm_source'],
      ['team?page=2', 'page'],
      ['press/news?page=-1', 'page'],
      ['press/releases?page=abc', 'page'],
      ['tech-blog?page=0', 'page'],
      [`tech-blog/${BLOG_POST}?page=1.5`, 'page'],
      ['news?sort=newest', 'sort'],
    ])('%s is a 400 envelope naming %s', async (pagePath, field) => {
      const res = await getPage(pagePath);

      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 400, data: { field } });
      expect(res.body.message).toMatch(new RegExp(`^Invalid ${field}: `));
    });
  });

  describe('live sections', () => {
    test('home: latest jobs lists the newest open jobs and counts them all', async () => {
      const newest = await insertJob(db(), {
        department: uniqueLabel('Dept'),
        created_at: daysFromNow(365),
      });
      await insertJob(db(), {
        department: uniqueLabel('Dept'),
        created_at: daysFromNow(366),
        closes_at: daysFromNow(-1),
      });
      const { open } = await db()
        .selectFrom('job')
        .select((eb) => eb.fn.countAll<number>().as('open'))
        .where((eb) => eb.or([eb('closes_at', 'is', null), eb('closes_at', '>', new Date())]))
        .executeTakeFirstOrThrow();

      const latest = sectionOf((await getPage('home')).body, 'latest-jobs');

      expect(latest.list.length).toBeLessThanOrEqual(4);
      expect(latest.list[0]?.id).toBe(newest.id);
      expect(latest.total).toBe(Number(open));
    });

    test('students: lists internships and graduate roles, not every entry-level job, and links to exactly those', async () => {
      const department = uniqueLabel('Dept');
      const intern = await insertJob(db(), {
        department,
        title: 'Test Intern',
        level: 'Entry',
        employment_type: 'internship',
        description: 'A six-month internship with a mentor.',
        created_at: daysFromNow(200),
      });
      // Entry level, but not for students: the list must not show it.
      await insertJob(db(), {
        department,
        title: 'Test Forklift Driver',
        level: 'Entry',
        employment_type: 'temporary',
        created_at: daysFromNow(201),
      });
      const home = sectionOf((await getPage('home')).body, 'latest-jobs');

      const latest = sectionOf((await getPage('students')).body, 'latest-jobs');

      expect(latest.list[0]?.id).toBe(intern.id);
      expect(latest.list.map((job) => job.title)).not.toContain('Test Forklift Driver');
      expect(latest.listHref).toBe(
        '/job?sort=newest&search=internship+OR+%22working+student%22+OR+graduate',
      );
      // The button's count is the linked list's.
      const linked = sectionOf((await getPage(latest.listHref.slice(1))).body, 'job-list');
      expect(latest.total).toBe(linked.pager.total);
      expect(latest.total).toBeLessThan(home.total);
      expect(linked.list.slice(0, latest.list.length).map((job) => job.id)).toEqual(
        latest.list.map((job) => job.id),
      );
      expect(home.listHref).toBe('/job');
    });

    test('about: the team grid shows at most 8 people with portraits', async () => {
      const grid = sectionOf((await getPage('about-somnia')).body, 'team-grid');

      expect(grid.list.length).toBeGreaterThan(0);
      expect(grid.list.length).toBeLessThanOrEqual(8);
      for (const member of grid.list) {
        expect(member.portrait).toEqual({
          src: expect.stringMatching(/^\//),
          alt: `Portrait of ${member.name}`,
          width: expect.any(Number),
          height: expect.any(Number),
        });
      }
    });

    test('press: highlights hold the latest news, releases and a few brand assets', async () => {
      const title = uniqueLabel('Newest coverage');
      await db()
        .insertInto('press_news')
        .values({ title, summary: 'A summary.', body: 'A body.', published_at: daysFromNow(365) })
        .execute();

      const highlights = sectionOf((await getPage('press')).body, 'press-highlights');

      expect(highlights.news[0]?.title).toBe(title);
      expect(highlights.news.length).toBeLessThanOrEqual(3);
      expect(highlights.releases.length).toBeGreaterThan(0);
      expect(highlights.releases.length).toBeLessThanOrEqual(3);
      expect(highlights.assets.length).toBeGreaterThan(0);
      expect(highlights.assets.length).toBeLessThanOrEqual(4);
    });

    test('talent community: the form offers the site’s departments as interests, nothing else', async () => {
      const listed = uniqueLabel('Dept');
      await ensureDepartment(db(), listed);
      // A department no list holds (an ATS's name written before migration 020).
      const unlisted = uniqueLabel('Dept');
      await insertJob(db(), { department: unlisted });

      const form = sectionOf((await getPage('talent-community')).body, 'talent-form');

      expect(form.interests).toContain(listed);
      expect(form.interests).toContain('Data & Analytics');
      expect(form.interests).not.toContain(unlisted);
      expect(form.interests).toEqual([...new Set(form.interests)]);
    });
  });

  describe('team', () => {
    async function insertMember(name: string) {
      return db()
        .insertInto('team_member')
        .values({
          name,
          role: 'Sleep Scientist',
          team: 'Research',
          location: 'Tilburg',
          bio: 'Studies *sleep* & temperature.',
          portrait: '/images/team/test.webp',
          sort_order: 1_000,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    }

    test('the team list shows every member as a card shows them, without the bio', async () => {
      const name = uniqueLabel('Member');
      const { id } = await insertMember(name);

      const list = sectionOf((await getPage('team')).body, 'team-list');

      expect(list.list.find((member) => member.id === id)).toEqual({
        id,
        name,
        role: 'Sleep Scientist',
        team: 'Research',
        portrait: {
          src: '/images/team/test.webp',
          alt: `Portrait of ${name}`,
          width: 400,
          height: 400,
        },
      });
    });

    test('a member page shows the member, the bio as HTML and a plain-text description', async () => {
      const name = uniqueLabel('Member');
      const { id } = await insertMember(name);

      const res = await getPage(`team/${id}`);

      expect(res.status).toBe(200);
      expect(res.body.data.title).toBe(`${name}, Sleep Scientist`);
      expect(res.body.data.meta.description).toBe('Studies sleep & temperature.');
      expect(sectionOf(res.body, 'team-member').member).toMatchObject({
        id,
        name,
        role: 'Sleep Scientist',
        team: 'Research',
        location: 'Tilburg',
        bio: '<p>Studies <em>sleep</em> &amp; temperature.</p>\n',
      });
    });

    test.each(['99999999', '99999999999', '0', '01', 'abc'])(
      'team/%s is a 404 envelope',
      async (id) => {
        const res = await getPage(`team/${id}`);

        expect(res.status).toBe(404);
        expect(res.body).toEqual(NOT_FOUND);
      },
    );
  });

  describe('press', () => {
    test('brand assets list each downloadable file with its format and size', async () => {
      const filePath = '/press-kit/fact-sheet.pdf';
      const { size } = await stat(path.join(ROOT_DIR, 'public', filePath));
      const title = uniqueLabel('Fact sheet');
      await db()
        .insertInto('brand_asset')
        .values({
          title,
          description: 'Key facts.',
          file_path: filePath,
          format: 'PDF',
          size_bytes: size,
        })
        .execute();

      const assets = sectionOf((await getPage('press/brand-assets')).body, 'asset-list');

      expect(assets.list).toContainEqual(
        expect.objectContaining({ title, url: filePath, format: 'PDF', sizeBytes: size }),
      );
      for (const asset of assets.list) {
        expect(asset.format).toMatch(/\S/);
        expect((await stat(path.join(ROOT_DIR, 'public', asset.url))).size).toBe(asset.sizeBytes);
      }
    });

    test('the news list is paged by 8, newest first', async () => {
      const title = uniqueLabel('Newest coverage');
      await db()
        .insertInto('press_news')
        .values({ title, summary: 'A summary.', body: 'A body.', published_at: daysFromNow(400) })
        .execute();
      const { total } = await db()
        .selectFrom('press_news')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();

      const list = sectionOf((await getPage('press/news')).body, 'press-news-list');

      expect(list.list[0]?.title).toBe(title);
      expect(list.list.length).toBe(Math.min(8, Number(total)));
      expect(list.pager).toEqual({
        page: 1,
        totalPages: Math.ceil(Number(total) / 8),
        total: Number(total),
      });
    });

    test('a news list page past the end is empty with the right pager', async () => {
      const list = sectionOf((await getPage('press/news?page=999')).body, 'press-news-list');

      expect(list.list).toEqual([]);
      expect(list.pager.page).toBe(999);
      expect(list.pager.totalPages).toBeLessThan(999);
    });

    test('an empty list page (past the end) is marked noindex; a full one is not', async () => {
      const past = (await getPage('tech-blog?page=999')).body.data;
      const first = (await getPage('tech-blog')).body.data;

      expect(past.meta.noindex).toBe(true);
      expect(first.meta.noindex).toBeUndefined();
    });

    test('a news item has its own page; an unknown one is a 404 envelope', async () => {
      const { id } = await db()
        .insertInto('press_news')
        .values({
          title: 'Coverage',
          summary: 'Sleep & work.',
          body: 'The **body**.',
          source: 'The Daily',
          source_url: 'https://daily.example/a',
          published_at: daysFromNow(-3),
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const res = await getPage(`press/news/${id}`);
      const missing = await getPage('press/news/99999999');

      expect(res.status).toBe(200);
      expect(res.body.data.meta.description).toBe('Sleep & work.');
      expect(sectionOf(res.body, 'press-news-item').item).toMatchObject({
        id,
        title: 'Coverage',
        body: '<p>The <strong>body</strong>.</p>\n',
        source: 'The Daily',
        sourceUrl: 'https://daily.example/a',
      });
      expect(missing.status).toBe(404);
    });

    test('a release has its own page with its body; an unknown one is a 404 envelope', async () => {
      const { id } = await db()
        .insertInto('press_release')
        .values({
          title: 'Somnia opens in Ghent',
          summary: 'A new store & showroom.',
          body: 'The **body**.',
          location: 'Ghent',
          published_at: daysFromNow(-2),
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const res = await getPage(`press/releases/${id}`);

      expect(res.status).toBe(200);
      expect(res.body.data.title).toBe('Somnia opens in Ghent');
      expect(res.body.data.meta.description).toBe('A new store & showroom.');
      expect(sectionOf(res.body, 'press-release').release).toMatchObject({
        id,
        title: 'Somnia opens in Ghent',
        body: '<p>The <strong>body</strong>.</p>\n',
        location: 'Ghent',
        updatedAt: expect.any(String),
      });
      expect(await getPage('press/releases/99999999')).toMatchObject({
        status: 404,
        body: NOT_FOUND,
      });
      expect((await getPage('press/releases/not-a-number')).status).toBe(404);
    });

    test('press lists carry what their cards show, no bodies', async () => {
      const releases = sectionOf((await getPage('press/releases')).body, 'press-release-list');
      const news = sectionOf((await getPage('press/news')).body, 'press-news-list');
      const highlights = sectionOf((await getPage('press')).body, 'press-highlights');

      for (const item of [
        ...releases.list,
        ...news.list,
        ...highlights.releases,
        ...highlights.news,
      ])
        expect(item).not.toHaveProperty('body');
      expect(Object.keys(releases.list[0] ?? {}).sort()).toEqual([
        'id',
        'location',
        'publishedAt',
        'storySlug',
        'summary',
        'title',
      ]);
    });

    test('the releases list is paged by 8, newest first', async () => {
      const title = uniqueLabel('Release');
      await db()
        .insertInto('press_release')
        .values({ title, summary: 'News.', body: 'Body.', published_at: daysFromNow(365) })
        .execute();

      const list = sectionOf((await getPage('press/releases')).body, 'press-release-list');

      expect(list.list[0]?.title).toBe(title);
      expect(list.list.length).toBeLessThanOrEqual(8);
      expect(list.pager).toMatchObject({ page: 1, total: expect.any(Number) });
    });

    test('every press page shows the media contact of the press page, who and how', async () => {
      const contact = sectionOf((await getPage('press')).body, 'press-contact');
      expect(contact).toMatchObject({
        name: expect.any(String),
        role: expect.any(String),
        email: expect.stringContaining('@'),
        phone: expect.stringMatching(/^\+/),
      });
      const release = sectionOf((await getPage('press/releases')).body, 'press-release-list')
        .list[0];
      const item = sectionOf((await getPage('press/news')).body, 'press-news-list').list[0];

      for (const page of [
        'press/releases',
        `press/releases/${release?.id}`,
        'press/news',
        `press/news/${item?.id}`,
        'press/brand-assets',
      ]) {
        const sections = (await getPage(page)).body.data.section as Section[];
        expect(sections.at(-1), page).toEqual(contact);
      }
    });
  });

  describe('posts', () => {
    test.each([
      ['tech-blog', 'blog'],
      ['news', 'news'],
    ] as const)('%s lists its posts, 8 a page, newest first', async (route, kind) => {
      const total = await countPostFiles(kind);

      const list = sectionOf((await getPage(route)).body, 'post-list');

      expect(list.kind).toBe(kind);
      expect(list.list.length).toBe(Math.min(8, total));
      expect(list.pager).toEqual({ page: 1, totalPages: Math.ceil(total / 8), total });
      const dates = list.list.map((post) => post.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    test('a blog post comes with its first page of approved comments, newest first', async () => {
      const insert = (status: 'approved' | 'pending' | 'rejected', days: number) =>
        db()
          .insertInto('blog_comment')
          .values({
            post_slug: BLOG_POST,
            name: 'Reader',
            body: `A ${status} comment.`,
            status,
            created_at: daysFromNow(days),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const approved = await insert('approved', 365);
      const pending = await insert('pending', 366);
      const rejected = await insert('rejected', 367);

      const res = await getPage(`tech-blog/${BLOG_POST}`);

      const { post, comments } = sectionOf(res.body, 'post');
      expect(res.status).toBe(200);
      expect(post).toMatchObject({ slug: BLOG_POST, kind: 'blog', body: expect.any(String) });
      expect(comments?.list[0]).toEqual({
        id: approved.id,
        name: 'Reader',
        body: 'A approved comment.',
        createdAt: expect.any(String),
      });
      const ids = comments?.list.map((comment) => comment.id);
      expect(ids).not.toContain(pending.id);
      expect(ids).not.toContain(rejected.id);
      expect(comments?.pager).toMatchObject({ page: 1 });
    });

    test('a news post has its page and no comments', async () => {
      const res = await getPage(`news/${NEWS_POST}`);

      expect(res.status).toBe(200);
      expect(res.body.data.title).toMatch(/Pulse 2/);
      expect(sectionOf(res.body, 'post')).toMatchObject({
        post: { slug: NEWS_POST, kind: 'news' },
        comments: null,
      });
    });

    test.each(['tech-blog/no-such-post', 'news/no-such-post', `news/${BLOG_POST}`])(
      '%s is a 404 envelope',
      async (pagePath) => {
        const res = await getPage(pagePath);

        expect(res.status).toBe(404);
        expect(res.body).toEqual(NOT_FOUND);
      },
    );
  });
});

describe('request bodies of 2 MB', () => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp();
  });
  afterAll(() => real.close());

  const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);

  test.each(['/api/talent-community', `/api/blog/${BLOG_POST}/comments`])(
    'POST %s answers a 413 envelope naming the body',
    async (url) => {
      const res = await request(real.app).post(url).send({ name: twoMegabytes });

      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ success: false, code: 413, data: { field: 'body' } });
    },
  );

  test('POST /_content/{path} answers 413 with its status text', async () => {
    const res = await request(real.app).post('/_content/blog').send({ search: twoMegabytes });

    expect(res.status).toBe(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'Payload Too Large' });
  });
});
