import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getPosts } from '../content/page-content';
import { createRealApp, type RealApp } from '../test-support/real-app';
import { jsonLdOfType, parseHtml } from '../test-support/seo-test-support';

let real: RealApp;
beforeAll(async () => {
  real = await createRealApp();
});
afterAll(() => real.close());

const origin = () => real.env.PUBLIC_ORIGIN;

async function documentOf(path: string): Promise<Document> {
  const res = await request(real.app).get(path);
  expect(res.status).toBe(200);
  return parseHtml(res.text);
}

async function newestPost(kind: 'blog' | 'news') {
  const [post] = (await getPosts(real.services.content, kind, { page: 1, limit: 1 })).list;
  if (!post) throw new Error(`no ${kind} post in the content`);
  return post;
}

const organization = () => ({
  '@type': 'Organization',
  name: real.env.COMPANY_NAME,
  url: `${origin()}/`,
  logo: expect.stringMatching(/^https?:\/\/.+\.png$/) as unknown,
});

describe('Organization', () => {
  const expectOrganization = async (path: string) => {
    const [data, ...others] = jsonLdOfType(await documentOf(path), 'Organization');
    expect(others).toEqual([]);
    expect(data).toMatchObject({ '@context': 'https://schema.org', ...organization() });
  };

  test('the home page describes the company', async () => {
    await expectOrganization('/');
  });

  test('the about page describes the company', async () => {
    await expectOrganization(`/about-${real.env.COMPANY_SLUG}`);
  });

  test('other pages do not repeat it', async () => {
    expect(jsonLdOfType(await documentOf('/how-we-hire'), 'Organization')).toEqual([]);
  });
});

describe('articles', () => {
  test('a tech-blog post is a BlogPosting with its headline, dates, author and image', async () => {
    const post = await newestPost('blog');
    const path = `/tech-blog/${post.slug}`;
    const [data] = jsonLdOfType(await documentOf(path), 'BlogPosting');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      headline: post.title,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: post.author },
      publisher: organization(),
      mainEntityOfPage: `${origin()}${path}`,
    });
    expect(data?.image).toBe(`${origin()}${post.image?.src}`);
  });

  test('a news post is a NewsArticle', async () => {
    const post = await newestPost('news');
    const path = `/news/${post.slug}`;
    const [data] = jsonLdOfType(await documentOf(path), 'NewsArticle');
    expect(data).toMatchObject({
      headline: post.title,
      datePublished: post.publishedAt,
      publisher: organization(),
      mainEntityOfPage: `${origin()}${path}`,
    });
  });

  test('a press news item is a NewsArticle by the outlet that wrote it', async () => {
    const item = await real.services.database.db
      .selectFrom('press_news')
      .selectAll()
      .where('source', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const path = `/press/news/${item.id}`;
    const [data] = jsonLdOfType(await documentOf(path), 'NewsArticle');
    expect(data).toMatchObject({
      headline: item.title,
      datePublished: item.published_at.toISOString(),
      author: { '@type': 'Organization', name: item.source },
      publisher: organization(),
      mainEntityOfPage: `${origin()}${path}`,
    });
  });
});

describe('BreadcrumbList', () => {
  const trailOf = async (path: string) => {
    const [trail, ...others] = jsonLdOfType(await documentOf(path), 'BreadcrumbList');
    expect(others).toEqual([]);
    const items = (trail?.itemListElement ?? []) as Record<string, unknown>[];
    return items.map((item) => [item.position, item.name, item.item]);
  };

  test('a press news item: home › press › news › the item', async () => {
    const { id, title } = await real.services.database.db
      .selectFrom('press_news')
      .select(['id', 'title'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await trailOf(`/press/news/${id}`)).toEqual([
      [1, real.env.COMPANY_NAME, `${origin()}/`],
      [2, 'Press', `${origin()}/press`],
      [3, 'In the news', `${origin()}/press/news`],
      [4, title, `${origin()}/press/news/${id}`],
    ]);
  });

  const expectSectionStep = async (path: string, section: string, sectionPath: string) => {
    const trail = await trailOf(path);
    expect(trail[1]).toEqual([2, section, `${origin()}${sectionPath}`]);
    expect(trail.at(-1)?.[2]).toBe(`${origin()}${path}`);
  };

  test('a job: home › jobs › the job', async () => {
    const { id } = await real.services.database.db
      .selectFrom('job')
      .select('id')
      .where('closes_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expectSectionStep(`/job/${id}`, 'Jobs', '/job');
  });

  test('a team member: home › team › the member', async () => {
    const { id } = await real.services.database.db
      .selectFrom('team_member')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expectSectionStep(`/team/${id}`, 'Team', '/team');
  });

  test('brand assets: home › press › brand assets', async () => {
    await expectSectionStep('/press/brand-assets', 'Press', '/press');
  });

  test('a blog post: home › tech blog › the post', async () => {
    const post = await newestPost('blog');
    expect(await trailOf(`/tech-blog/${post.slug}`)).toEqual([
      [1, real.env.COMPANY_NAME, `${origin()}/`],
      [2, 'Tech blog', `${origin()}/tech-blog`],
      [3, post.title, `${origin()}/tech-blog/${post.slug}`],
    ]);
  });

  test('a top-level page has none', async () => {
    expect(jsonLdOfType(await documentOf('/team'), 'BreadcrumbList')).toEqual([]);
  });
});
