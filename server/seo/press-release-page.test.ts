import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { listPressReleases } from '../modules/press';
import { createRealApp, type RealApp } from '../test-support/real-app';
import { jsonLdOfType, linkHrefs, metaContents, parseHtml } from '../test-support/seo-test-support';

/** Issue 13: every press release at its own server-rendered URL. */
let real: RealApp;
let releaseId: number;
beforeAll(async () => {
  real = await createRealApp();
  ({ id: releaseId } = await real.services.database.db
    .insertInto('press_release')
    .values({
      title: 'A first store in Ghent',
      summary: 'A showroom with every mattress to try, from 12 March.',
      body: 'Ghent gets a **showroom**.\n\nOpening hours follow.',
      location: 'Ghent',
      published_at: new Date('2026-03-12T08:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow());
});
afterAll(() => real.close());

const url = (path: string) => `${real.env.PUBLIC_ORIGIN}${path}`;
const releasePath = () => `/press/releases/${releaseId}`;

async function documentOf(path: string, expectedStatus = 200): Promise<Document> {
  const res = await request(real.app).get(path);
  expect(res.status).toBe(expectedStatus);
  return parseHtml(res.text);
}

describe('a press release at its own URL', () => {
  test('has its own title, description, canonical URL and social card', async () => {
    const document = await documentOf(releasePath());
    const title = document.head.querySelector('title')?.textContent;
    expect(title).toBe(`A first store in Ghent | ${real.env.COMPANY_NAME}`);
    expect(metaContents(document, 'description')).toEqual([
      'A showroom with every mattress to try, from 12 March.',
    ]);
    expect(metaContents(document, 'robots')).toEqual(['index, follow']);
    expect(linkHrefs(document, 'canonical')).toEqual([url(releasePath())]);
    expect(metaContents(document, 'og:url')).toEqual([url(releasePath())]);
    expect(metaContents(document, 'og:title')).toEqual([title]);
  });

  test('is canonical to itself without tracking parameters', async () => {
    const document = await documentOf(`${releasePath()}?utm_source=newsletter`);
    expect(linkHrefs(document, 'canonical')).toEqual([url(releasePath())]);
  });

  test('shows its heading, date in words, place and body once, with breadcrumbs to /press', async () => {
    const document = await documentOf(releasePath());
    const main = document.querySelector('main');
    expect(main?.querySelector('h1')?.textContent).toBe('A first store in Ghent');
    expect(main?.querySelector('time')?.textContent).toBe('12 March 2026');
    expect(main?.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-12T08:00:00.000Z');
    expect(main?.textContent).toContain('Ghent');
    expect(main?.querySelectorAll('.article-body')).toHaveLength(1);
    expect(main?.querySelector('.article-body strong')?.textContent).toBe('showroom');
    const crumbs = [...(main?.querySelectorAll('nav[aria-label="Breadcrumb"] a') ?? [])].map(
      (link) => [link.textContent, link.getAttribute('href')],
    );
    expect(crumbs).toEqual([
      ['Press', '/press'],
      ['Press releases', '/press/releases'],
    ]);
    expect(main?.querySelector('input[type="url"]')?.getAttribute('value')).toBe(
      url(releasePath()),
    );
  });

  test('is a NewsArticle by the company, under home › press › press releases', async () => {
    const document = await documentOf(releasePath());
    const [article] = jsonLdOfType(document, 'NewsArticle');
    expect(article).toMatchObject({
      headline: 'A first store in Ghent',
      datePublished: '2026-03-12T08:00:00.000Z',
      dateModified: expect.any(String) as unknown,
      author: { '@type': 'Organization', name: real.env.COMPANY_NAME },
      mainEntityOfPage: url(releasePath()),
    });
    const [trail] = jsonLdOfType(document, 'BreadcrumbList');
    const items = (trail?.itemListElement ?? []) as Record<string, unknown>[];
    expect(items.map((item) => [item.name, item.item])).toEqual([
      [real.env.COMPANY_NAME, url('/')],
      ['Press', url('/press')],
      ['Press releases', url('/press/releases')],
      ['A first store in Ghent', url(releasePath())],
    ]);
  });

  test('an unknown release is the not-found page an unknown job gets', async () => {
    const document = await documentOf('/press/releases/99999999', 404);
    const unknownJob = await documentOf('/job/99999999', 404);
    const heading = document.querySelector('main .error-page h1')?.textContent;
    expect(heading).toBe('This page could not be found');
    expect(heading).toBe(unknownJob.querySelector('main .error-page h1')?.textContent);
    expect(metaContents(document, 'robots')).toEqual(['noindex, follow']);
  });

  test('a release address that is no id is the not-found page', async () => {
    const document = await documentOf('/press/releases/pulse-2-launch', 404);
    expect(document.querySelector('main h1')?.textContent).toBe('This page could not be found');
  });
});

describe('the press pages link each release to its page', () => {
  test.each(['/press', '/press/releases'])('%s', async (path) => {
    const { list } = await listPressReleases(real.services.database.db, real.services.content, {
      page: 1,
      limit: 1,
    });
    const [newest] = list;
    if (!newest) throw new Error('the seed has press releases');
    const { id, title } = newest;
    const document = await documentOf(path);
    const link = [...document.querySelectorAll('main a')].find(
      (anchor) => anchor.textContent === title,
    );
    expect(link?.getAttribute('href')).toBe(`/press/releases/${id}`);
  });

  test('the press contact comes right after the page intro', async () => {
    const main = (await documentOf('/press')).querySelector('main');
    const headings = [...(main?.querySelectorAll('h1, h2') ?? [])].map(
      (heading) => heading.textContent,
    );
    expect(headings.slice(0, 2)).toEqual([
      'News, facts and images for your story.',
      'Press contact',
    ]);
    expect(main?.querySelector('a[href^="tel:"]')).not.toBeNull();
    expect(main?.querySelector('a[href^="mailto:press@"]')).not.toBeNull();
  });
});
