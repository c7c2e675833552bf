import path from 'node:path';

import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { FEED_LINKS } from '../../contract/feed-links';
import { createContentStore, type ContentStore } from '../content/content-store';
import { getPosts } from '../content/page-content';
import { listPressReleases } from '../modules/press';
import type { AppDatabase } from '../platform/db/database';
import { createTestDatabase } from '../test-support/test-database';
import { ROOT_DIR } from '../platform/root-dir';
import { renderRss } from './feeds';
import { createSeoRouter, type SeoDeps } from './seo.router';
import {
  childText,
  childrenNamed,
  parseXml,
  type XmlElement,
} from '../test-support/seo-test-support';

const ORIGIN = 'https://careers.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

let database: AppDatabase;
let content: ContentStore;
beforeAll(async () => {
  database = await createTestDatabase();
  content = createContentStore({
    dir: path.join(ROOT_DIR, 'content'),
    company: 'Somnia',
    companySlug: 'somnia',
  });
});
afterAll(async () => {
  content.close();
  await database.close();
});

function appWith(options: Partial<SeoDeps> = {}) {
  const app = express();
  app.use(
    createSeoRouter({
      db: database.db,
      content,
      origin: ORIGIN,
      companyName: 'Somnia',
      companySlug: 'somnia',
      ...options,
    }),
  );
  return app;
}

async function getXml(app: express.Express, url: string): Promise<XmlElement> {
  const res = await request(app).get(url);
  expect(res.status).toBe(200);
  return parseXml(res.text);
}

const locsOf = (urlset: XmlElement) =>
  childrenNamed(urlset, 'url').map((url) => childText(url, 'loc') ?? '');

describe('GET /robots.txt', () => {
  test('lets every crawler index and follow, except /admin and /login, and names the sitemap', async () => {
    const res = await request(appWith()).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.text.split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /login');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(2);
  });
});

describe('the IndexNow key file', () => {
  test('is served as plain text at /{key}.txt when INDEXNOW_KEY is set, and absent otherwise', async () => {
    const key = 'a1b2c3d4-e5f6';
    const res = await request(appWith({ indexNowKey: key })).get(`/${key}.txt`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe(key);
    expect((await request(appWith()).get(`/${key}.txt`)).status).toBe(404);
  });
});

describe('GET /sitemap.xml', () => {
  test('is a single urlset of absolute URLs in the sitemap namespace, served as XML', async () => {
    const res = await request(appWith()).get('/sitemap.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urlset = parseXml(res.text);
    expect(urlset.name).toBe('urlset');
    expect(urlset.attributes.xmlns).toBe(SITEMAP_NS);
    const locs = locsOf(urlset);
    expect(locs.length).toBeGreaterThan(100);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  test('has no parts while one file holds every URL', async () => {
    expect((await request(appWith()).get('/sitemaps/1.xml')).status).toBe(404);
  });
});

describe('the sitemap index past the per-file limit', () => {
  const MAX_URLS = 40;
  const split = () => appWith({ sitemapMaxUrls: MAX_URLS });

  async function partsOf(index: XmlElement) {
    const entries = childrenNamed(index, 'sitemap');
    return Promise.all(
      entries.map(async (entry) => {
        const loc = childText(entry, 'loc') ?? '';
        expect(loc).toMatch(new RegExp(`^${ORIGIN}/sitemaps/\\d+\\.xml$`));
        return { entry, urlset: await getXml(split(), loc.slice(ORIGIN.length)) };
      }),
    );
  }

  test('/sitemap.xml becomes a sitemapindex whose parts list every URL once', async () => {
    const whole = locsOf(await getXml(appWith(), '/sitemap.xml'));
    const index = await getXml(split(), '/sitemap.xml');
    expect(index.name).toBe('sitemapindex');
    expect(index.attributes.xmlns).toBe(SITEMAP_NS);
    const parts = await partsOf(index);
    expect(parts).toHaveLength(Math.ceil(whole.length / MAX_URLS));
    expect(parts.flatMap((part) => locsOf(part.urlset))).toEqual(whole);
  });

  test('no part holds more than the limit', async () => {
    const parts = await partsOf(await getXml(split(), '/sitemap.xml'));
    for (const part of parts) {
      expect(part.urlset.attributes.xmlns).toBe(SITEMAP_NS);
      expect(locsOf(part.urlset).length).toBeLessThanOrEqual(MAX_URLS);
    }
  });

  test('each part is dated by the newest lastmod of its URLs', async () => {
    const parts = await partsOf(await getXml(split(), '/sitemap.xml'));
    for (const { entry, urlset } of parts) {
      const dates = childrenNamed(urlset, 'url')
        .map((url) => childText(url, 'lastmod'))
        .filter((date): date is string => date !== undefined)
        .sort((a, b) => Date.parse(a) - Date.parse(b));
      expect(childText(entry, 'lastmod')).toBe(dates.at(-1));
    }
  });

  test('a part past the end, or not a number, is 404', async () => {
    expect((await request(split()).get('/sitemaps/99.xml')).status).toBe(404);
    expect((await request(split()).get('/sitemaps/0.xml')).status).toBe(404);
    expect((await request(split()).get('/sitemaps/first.xml')).status).toBe(404);
  });
});

describe('RSS feeds', () => {
  const channelOf = (rss: XmlElement) => {
    const channel = childrenNamed(rss, 'channel')[0];
    if (!channel) throw new Error('the feed has no channel');
    return channel;
  };
  const itemsOf = (rss: XmlElement) => childrenNamed(channelOf(rss), 'item');

  test.each(Object.values(FEED_LINKS))(
    '$path is valid RSS 2.0 with its own address and dated items',
    async ({ path: feedPath }) => {
      const res = await request(appWith()).get(feedPath);
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const rss = parseXml(res.text);
      expect(rss.name).toBe('rss');
      expect(rss.attributes.version).toBe('2.0');
      const channel = channelOf(rss);
      expect(childText(channel, 'title')).toBeTruthy();
      expect(childText(channel, 'link')).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(childrenNamed(channel, 'atom:link')[0]?.attributes).toMatchObject({
        href: `${ORIGIN}${feedPath}`,
        rel: 'self',
      });
      const items = itemsOf(rss);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(childText(item, 'title')).toBeTruthy();
        expect(childText(item, 'link')).toMatch(new RegExp(`^${ORIGIN}/`));
        expect(childText(item, 'guid')).toBeTruthy();
        expect(Number.isNaN(Date.parse(childText(item, 'pubDate') ?? ''))).toBe(false);
      }
    },
  );

  test('the tech blog feed lists every post, newest first', async () => {
    const posts = (await getPosts(content, 'blog', { page: 1, limit: 50 })).list;
    const items = itemsOf(await getXml(appWith(), FEED_LINKS.techBlog.path));
    expect(items.map((item) => childText(item, 'link'))).toEqual(
      posts.map((post) => `${ORIGIN}/tech-blog/${post.slug}`),
    );
    expect(childText(items[0] as XmlElement, 'title')).toBe(posts[0]?.title);
  });

  test('the news feed lists every news post, newest first', async () => {
    const posts = (await getPosts(content, 'news', { page: 1, limit: 50 })).list;
    const items = itemsOf(await getXml(appWith(), FEED_LINKS.news.path));
    expect(items.map((item) => childText(item, 'link'))).toEqual(
      posts.map((post) => `${ORIGIN}/news/${post.slug}`),
    );
  });

  test('the press releases feed starts with the newest release, linking its own page', async () => {
    // A release that retells a newsroom story is dated by it, so the service knows the order.
    const [newest] = (await listPressReleases(database.db, content, { page: 1, limit: 1 })).list;
    if (!newest) throw new Error('the seed has press releases');
    const [first] = itemsOf(await getXml(appWith(), FEED_LINKS.pressReleases.path));
    expect(childText(first as XmlElement, 'title')).toBe(newest.title);
    expect(childText(first as XmlElement, 'link')).toBe(`${ORIGIN}/press/releases/${newest.id}`);
    // The guid a feed reader already knows from before releases had pages.
    expect(childText(first as XmlElement, 'guid')).toBe(
      `${ORIGIN}/press/releases#release-${newest.id}`,
    );
  });

  test('the jobs feed lists the newest open jobs first and no closed one', async () => {
    const open = await database.db
      .selectFrom('job')
      .select(['id', 'closes_at'])
      .where((eb) => eb.or([eb('closes_at', 'is', null), eb('closes_at', '>', new Date())]))
      .orderBy('posted_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const links = itemsOf(await getXml(appWith(), FEED_LINKS.jobs.path)).map((item) =>
      childText(item, 'link'),
    );
    expect(links).toEqual(open.slice(0, 50).map((job) => `${ORIGIN}/job/${job.id}`));
  });
});

describe('renderRss', () => {
  test('text that XML must escape, or cannot hold, still makes a valid feed', () => {
    const xml = renderRss(ORIGIN, {
      title: 'R&D <news>',
      description: 'Quotes " and \' and a bell \u0007',
      path: '/feeds/x.xml',
      pagePath: '/x?a=1&b=2',
      items: [
        {
          title: 'Fish & <chips>',
          path: '/x/1?a=1&b=2',
          description: '</description><script>',
          publishedAt: new Date('2026-01-02T03:04:05Z'),
          categories: ['A&B'],
        },
      ],
    });
    const channel = childrenNamed(parseXml(xml), 'channel')[0] as XmlElement;
    expect(childText(channel, 'title')).toBe('R&D <news>');
    expect(childText(channel, 'description')).toBe('Quotes " and \' and a bell ');
    const item = childrenNamed(channel, 'item')[0] as XmlElement;
    expect(childText(item, 'title')).toBe('Fish & <chips>');
    expect(childText(item, 'link')).toBe(`${ORIGIN}/x/1?a=1&b=2`);
    expect(childText(item, 'description')).toBe('</description><script>');
  });
});
