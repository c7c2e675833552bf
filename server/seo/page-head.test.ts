import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { FEED_LINKS } from '../../contract/feed-links';
import { createApp } from '../app';
import { createLogger } from '../platform/logger';
import { createRealApp, type RealApp } from '../test-support/real-app';
import { getTestRenderer } from '../test-support/test-renderer';
import {
  childText,
  childrenNamed,
  linkHrefs,
  metaContents,
  parseHtml,
  parseXml,
} from '../test-support/seo-test-support';

let real: RealApp;
beforeAll(async () => {
  real = await createRealApp();
});
afterAll(() => real.close());

const url = (path: string) => `${real.env.PUBLIC_ORIGIN}${path}`;

async function headOf(path: string, expectedStatus = 200): Promise<Document> {
  const res = await request(real.app).get(path);
  expect(res.status).toBe(expectedStatus);
  return parseHtml(res.text);
}

async function closedJobId(): Promise<number> {
  const { id } = await real.services.database.db
    .selectFrom('job')
    .select('id')
    .where('closes_at', '<', new Date())
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** One of each head tag a search engine or a social network reads, never two. */
function expectOneOfEach(document: Document) {
  expect(document.head.querySelectorAll('title')).toHaveLength(1);
  for (const key of ['description', 'robots', 'og:title', 'og:description', 'og:url', 'og:image']) {
    expect({ key, count: metaContents(document, key).length }).toEqual({ key, count: 1 });
  }
  for (const key of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
    expect({ key, count: metaContents(document, key).length }).toEqual({ key, count: 1 });
  }
  expect(linkHrefs(document, 'canonical')).toHaveLength(1);
}

describe('canonical URL', () => {
  test('job list filters collapse to one form: values sorted, sort dropped', async () => {
    const document = await headOf('/job?location=Berlin|Amsterdam&sort=title');
    expect(linkHrefs(document, 'canonical')).toEqual([url('/job?location=Amsterdam%7CBerlin')]);
    const canonical = new URL(linkHrefs(document, 'canonical')[0] ?? '');
    expect(canonical.searchParams.get('location')).toBe('Amsterdam|Berlin');
  });

  test('the canonical form of a filtered list is canonical to itself', async () => {
    const document = await headOf('/job?location=Amsterdam%7CBerlin');
    expect(linkHrefs(document, 'canonical')).toEqual([url('/job?location=Amsterdam%7CBerlin')]);
  });

  test('a paginated page is canonical to itself', async () => {
    expect(linkHrefs(await headOf('/job?page=2'), 'canonical')).toEqual([url('/job?page=2')]);
    expect(linkHrefs(await headOf('/press/releases?page=2'), 'canonical')).toEqual([
      url('/press/releases?page=2'),
    ]);
  });

  test('tracking parameters are dropped', async () => {
    const document = await headOf('/how-we-hire?utm_source=newsletter&utm_medium=email');
    expect(linkHrefs(document, 'canonical')).toEqual([url('/how-we-hire')]);
  });

  test('og:url is the canonical URL', async () => {
    const document = await headOf('/job?jobType=Contract&sort=oldest');
    expect(metaContents(document, 'og:url')).toEqual(linkHrefs(document, 'canonical'));
  });
});

describe('robots meta', () => {
  test.each([
    ['the sign-in page', '/login', 200],
    ['the admin area', '/admin', 200],
    ['an unknown address (404)', '/no-such-page', 404],
    ['an unknown job (404)', '/job/999999', 404],
  ])('%s is noindex', async (_name, path, status) => {
    expect(metaContents(await headOf(path, status), 'robots')).toEqual(['noindex, follow']);
  });

  test('a closed job (410) is noindex', async () => {
    const document = await headOf(`/job/${await closedJobId()}`, 410);
    expect(metaContents(document, 'robots')).toEqual(['noindex, follow']);
  });

  test('a failed page (500) is noindex', async () => {
    const env = real.env;
    const failing = createApp({
      env,
      logger: createLogger(env),
      renderer: await getTestRenderer(),
      pages: {
        getPageEnvelope: () => Promise.reject(new Error('the database exploded')),
      },
    });
    const res = await request(failing).get('/how-we-hire');
    expect(res.status).toBe(500);
    expect(metaContents(parseHtml(res.text), 'robots')).toEqual(['noindex, follow']);
  });

  test('a job search without results is noindex', async () => {
    const document = await headOf('/job?search=underwater%20basket%20weaving');
    expect(metaContents(document, 'robots')).toEqual(['noindex, follow']);
  });

  test('a job search with results is index, follow', async () => {
    const document = await headOf('/job?department=Engineering');
    expect(metaContents(document, 'robots')).toEqual(['index, follow']);
  });
});

describe('one of each head tag on every kind of page', () => {
  test.each([
    ['a filtered job list', '/job?department=Engineering&sort=title', 200],
    ['an empty search', '/job?search=underwater%20basket%20weaving', 200],
    ['a paginated list', '/tech-blog?page=2', 200],
    ['the sign-in page', '/login', 200],
    ['the admin area', '/admin', 200],
    ['a 404', '/no-such-page', 404],
  ])('%s', async (_name, path, status) => {
    expectOneOfEach(await headOf(path, status));
  });

  test('a closed job', async () => {
    expectOneOfEach(await headOf(`/job/${await closedJobId()}`, 410));
  });
});

describe('social cards', () => {
  test('OpenGraph and Twitter carry the title, description and an absolute image', async () => {
    const document = await headOf('/how-we-hire');
    const title = document.head.querySelector('title')?.textContent;
    const [description] = metaContents(document, 'description');
    expect(metaContents(document, 'og:title')).toEqual([title]);
    expect(metaContents(document, 'twitter:title')).toEqual([title]);
    expect(metaContents(document, 'og:description')).toEqual([description]);
    expect(metaContents(document, 'twitter:description')).toEqual([description]);
    expect(metaContents(document, 'twitter:card')).toEqual(['summary_large_image']);
    const [image] = metaContents(document, 'og:image');
    expect(image).toMatch(/^https?:\/\/[^/]+\/.+\.(png|jpe?g|webp)$/);
    expect(metaContents(document, 'twitter:image')).toEqual([image]);
    const served = await request(real.app).get(new URL(image ?? '').pathname);
    expect(served.status).toBe(200);
  });

  test('a post whose illustration is SVG shares the default raster card instead', async () => {
    const { text } = await request(real.app).get('/tech-blog');
    const postPath = /href="(\/tech-blog\/[a-z0-9-]+)"/.exec(text)?.[1];
    expect(postPath).toBeDefined();
    const [image] = metaContents(await headOf(postPath ?? ''), 'og:image');
    expect(image).toBe(url('/images/og-default.png'));
  });
});

describe('feeds in the page head', () => {
  test('every page links the four feeds, and each link serves RSS', async () => {
    const document = await headOf('/');
    const alternates = [
      ...document.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]'),
    ].map((link) => link.getAttribute('href'));
    expect(alternates.sort()).toEqual(
      Object.values(FEED_LINKS)
        .map((feed) => feed.path)
        .sort(),
    );
    for (const href of alternates) {
      const res = await request(real.app).get(href ?? '');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    }
  });

  test('every feed item links a page that answers 200 and shows it', async () => {
    for (const feed of Object.values(FEED_LINKS)) {
      const rss = parseXml((await request(real.app).get(feed.path)).text);
      const items = childrenNamed(rss, 'channel').flatMap((channel) =>
        childrenNamed(channel, 'item'),
      );
      for (const item of items) {
        const target = new URL(childText(item, 'link') ?? '');
        const document = await headOf(`${target.pathname}${target.search}`);
        if (target.hash) expect(document.getElementById(target.hash.slice(1))).not.toBeNull();
      }
    }
  }, 120_000);
});
