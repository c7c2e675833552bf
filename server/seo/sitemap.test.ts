import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getPosts } from '../content/page-content';
import { createRealApp, type RealApp } from '../test-support/real-app';
import {
  childText,
  childrenNamed,
  linkHrefs,
  metaContents,
  parseHtml,
  parseXml,
} from '../test-support/seo-test-support';

const CRAWL_TIMEOUT_MS = 180_000;
const ALL = { page: 1, limit: 1_000 };

interface Crawled {
  status: number;
  document: Document;
}

let real: RealApp;
/** Each `<url>` of the sitemap: its loc and lastmod. */
let entries: { loc: string; lastmod: string | undefined }[];
/** Every URL of the sitemap, fetched once. */
const crawled = new Map<string, Crawled>();

beforeAll(async () => {
  real = await createRealApp();
  const urlset = parseXml((await request(real.app).get('/sitemap.xml')).text);
  entries = childrenNamed(urlset, 'url').map((url) => ({
    loc: childText(url, 'loc') ?? '',
    lastmod: childText(url, 'lastmod'),
  }));
  for (const { loc } of entries) {
    const res = await request(real.app).get(loc.slice(real.env.PUBLIC_ORIGIN.length));
    crawled.set(loc, { status: res.status, document: parseHtml(res.text) });
  }
}, CRAWL_TIMEOUT_MS);
afterAll(() => real.close());

const url = (path: string) => `${real.env.PUBLIC_ORIGIN}${path}`;
const db = () => real.services.database.db;
const lastmodOf = (path: string) => entries.find((entry) => entry.loc === url(path))?.lastmod;
const newest = (dates: Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));

describe('the sitemap lists every public page', () => {
  test('static pages, every open job, team member, press news item, press release and post, once each', async () => {
    const jobs = await db()
      .selectFrom('job')
      .select('id')
      .where((eb) => eb.or([eb('closes_at', 'is', null), eb('closes_at', '>', new Date())]))
      .execute();
    const team = await db().selectFrom('team_member').select('id').execute();
    const pressNews = await db().selectFrom('press_news').select('id').execute();
    const pressReleases = await db().selectFrom('press_release').select('id').execute();
    const blog = (await getPosts(real.services.content, 'blog', ALL)).list;
    const news = (await getPosts(real.services.content, 'news', ALL)).list;
    const locs = entries.map((entry) => entry.loc);
    const expected = [
      ...['/', '/job', '/team', '/press', '/press/news', '/press/releases', '/tech-blog', '/news'],
      ...['/about-somnia', '/life-at-somnia', '/how-we-hire', '/students', '/talent-community'],
      ...jobs.map((job) => `/job/${job.id}`),
      ...team.map((member) => `/team/${member.id}`),
      ...pressNews.map((item) => `/press/news/${item.id}`),
      ...pressReleases.map((release) => `/press/releases/${release.id}`),
      ...blog.map((post) => `/tech-blog/${post.slug}`),
      ...news.map((post) => `/news/${post.slug}`),
    ].map(url);
    expect(locs).toEqual(expect.arrayContaining(expected));
    expect(new Set(locs).size).toBe(locs.length);
  });

  test('none of its URLs is a sign-in, admin, external job variant or confirmation page', () => {
    for (const { loc } of entries) expect(loc).not.toMatch(/\/(login|admin|job-ext)(\/|$)/);
    for (const { loc } of entries) expect(loc).not.toMatch(/\/talent-community\/confirm/);
  });
});

describe('every URL in the sitemap', () => {
  test('answers 200', () => {
    const failing = [...crawled].filter(([, page]) => page.status !== 200).map(([loc]) => loc);
    expect(failing).toEqual([]);
  });

  test('is canonical to itself', () => {
    for (const [loc, { document }] of crawled) {
      expect({ loc, canonical: linkHrefs(document, 'canonical') }).toEqual({
        loc,
        canonical: [loc],
      });
    }
  });

  test('is open to search engines: index, follow', () => {
    for (const [loc, { document }] of crawled) {
      expect({ loc, robots: metaContents(document, 'robots') }).toEqual({
        loc,
        robots: ['index, follow'],
      });
    }
  });

  test('opens with its h1 and never skips a heading level (W3C checker, WCAG 1.3.1)', () => {
    for (const [loc, { document }] of crawled) {
      const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
        Number(heading.tagName.slice(1)),
      );
      const skips = levels.flatMap((level, index) => {
        const before = levels[index - 1] ?? 0;
        return level > before + 1 ? [`h${before || '-'} then h${level}`] : [];
      });
      expect({ loc, skips }).toEqual({ loc, skips: [] });
    }
  });

  test('has exactly one title and one description, neither empty', () => {
    for (const [loc, { document }] of crawled) {
      const titles = [...document.head.querySelectorAll('title')].map((title) => title.textContent);
      const descriptions = metaContents(document, 'description');
      expect({ loc, titles: titles.length, descriptions: descriptions.length }).toEqual({
        loc,
        titles: 1,
        descriptions: 1,
      });
      expect(titles[0]).toContain(real.env.COMPANY_NAME);
      expect(descriptions[0]?.trim()).not.toBe('');
    }
  });
});

describe('lastmod comes from the data', () => {
  test('a job is dated by its last update', async () => {
    const job = await db()
      .selectFrom('job')
      .select(['id', 'updated_at'])
      .where('closes_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(lastmodOf(`/job/${job.id}`)).toBe(job.updated_at.toISOString());
  });

  test('a team member, a press news item and a press release are dated by their last update', async () => {
    const member = await db().selectFrom('team_member').selectAll().executeTakeFirstOrThrow();
    const item = await db().selectFrom('press_news').selectAll().executeTakeFirstOrThrow();
    const release = await db().selectFrom('press_release').selectAll().executeTakeFirstOrThrow();
    expect(lastmodOf(`/team/${member.id}`)).toBe(member.updated_at.toISOString());
    expect(lastmodOf(`/press/news/${item.id}`)).toBe(item.updated_at.toISOString());
    expect(lastmodOf(`/press/releases/${release.id}`)).toBe(release.updated_at.toISOString());
  });

  test('a post is dated by the updatedAt of its file', async () => {
    const [post] = (await getPosts(real.services.content, 'blog', ALL)).list;
    expect(lastmodOf(`/tech-blog/${post?.slug}`)).toBe(
      new Date(post?.updatedAt ?? '').toISOString(),
    );
  });

  test('a list page is dated by the newest change among what it lists', async () => {
    const team = await db().selectFrom('team_member').select('updated_at').execute();
    const releases = await db().selectFrom('press_release').select('updated_at').execute();
    const news = (await getPosts(real.services.content, 'news', ALL)).list;
    expect(lastmodOf('/team')).toBe(newest(team.map((row) => row.updated_at)).toISOString());
    expect(lastmodOf('/press/releases')).toBe(
      newest(releases.map((row) => row.updated_at)).toISOString(),
    );
    expect(lastmodOf('/news')).toBe(
      newest(news.map((post) => new Date(post.updatedAt))).toISOString(),
    );
  });

  test('the job list is dated by the latest job change, a closing included', async () => {
    const jobs = await db().selectFrom('job').select(['updated_at', 'closes_at']).execute();
    const now = new Date();
    const changes = jobs.flatMap((job) =>
      job.closes_at && job.closes_at <= now ? [job.updated_at, job.closes_at] : [job.updated_at],
    );
    expect(lastmodOf('/job')).toBe(newest(changes).toISOString());
  });

  test('a page that lists nothing live has no lastmod rather than a made-up one', () => {
    expect(entries.find((entry) => entry.loc === url('/legal-notice'))).toEqual({
      loc: url('/legal-notice'),
      lastmod: undefined,
    });
  });
});
