import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { PressRelease, PressReleaseListItem, PostSummary } from '../../contract/page-types';
import { FEED_LINKS } from '../../contract/feed-links';
import { getPost } from '../content/page-content';
import { createRealApp, type RealApp } from '../test-support/real-app';
import {
  childText,
  childrenNamed,
  jsonLdOfType,
  parseHtml,
  parseXml,
} from '../test-support/seo-test-support';

/**
 * Issue 32, one newsroom: a press release that retells a newsroom story (content/news) carries
 * the story's date wherever either appears, not a date of its own days apart.
 */
let real: RealApp;
interface Story {
  releaseId: number;
  slug: string;
  /** The story file's publishedAt, as an instant. */
  published: number;
}
let stories: Story[];

const instant = (value: string | null | undefined) => new Date(value ?? '').getTime();
const getPage = (pagePath: string) => request(real.app).get(`/api/page/${pagePath}`);

async function sectionOf<T>(pagePath: string, type: string): Promise<T> {
  const res = await getPage(pagePath);
  expect(res.status).toBe(200);
  const sections = (res.body as { data: { section: { type: string }[] } }).data.section;
  const section = sections.find((candidate) => candidate.type === type);
  if (!section) throw new Error(`${pagePath} has no ${type} section`);
  return section as T;
}

/** Every item of a paged list page, page by page. */
async function everyPage<T>(pagePath: string, type: string): Promise<T[]> {
  type List = { list: T[]; pager: { totalPages: number } };
  const first = await sectionOf<List>(pagePath, type);
  const items = [...first.list];
  for (let page = 2; page <= first.pager.totalPages; page++)
    items.push(...(await sectionOf<List>(`${pagePath}?page=${page}`, type)).list);
  return items;
}

async function documentOf(path: string): Promise<Document> {
  const res = await request(real.app).get(path);
  expect(res.status).toBe(200);
  return parseHtml(res.text);
}

beforeAll(async () => {
  real = await createRealApp();
  const rows = await real.services.database.db
    .selectFrom('press_release')
    .select(['id', 'story_slug'])
    .where('story_slug', 'is not', null)
    .orderBy('id')
    .execute();
  stories = [];
  for (const row of rows) {
    const post = await getPost(real.services.content, 'news', row.story_slug ?? '');
    if (!post) throw new Error(`the release ${row.id} names a story the newsroom lacks`);
    stories.push({ releaseId: row.id, slug: post.slug, published: instant(post.publishedAt) });
  }
});
afterAll(() => real.close());

describe('a story has one date wherever it appears', () => {
  test('the seeded releases that retell a newsroom story each name it', () => {
    expect(stories.map((story) => story.slug).sort()).toEqual([
      'accelerator-2027-applications-open',
      'benelux-workplace-award',
      'berlin-store-opening',
      'introducing-the-loop',
      'lisbon-tech-hub-new-home',
      'pulse-2-launch',
      'tilburg-zero-foam-waste',
    ]);
  });

  test('the release list, each release and the press landing give the story date', async () => {
    const listed = await everyPage<PressReleaseListItem>('press/releases', 'press-release-list');
    const news = await everyPage<PostSummary>('news', 'post-list');
    const highlights = await sectionOf<{ releases: PressReleaseListItem[] }>(
      'press',
      'press-highlights',
    );

    for (const story of stories) {
      const card = listed.find((release) => release.id === story.releaseId);
      expect(card?.storySlug).toBe(story.slug);
      expect(instant(card?.publishedAt)).toBe(story.published);
      const { release } = await sectionOf<{ release: PressRelease }>(
        `press/releases/${story.releaseId}`,
        'press-release',
      );
      expect(instant(release.publishedAt)).toBe(story.published);
      const onNews = news.find((post) => post.slug === story.slug);
      expect(instant(onNews?.publishedAt)).toBe(story.published);
    }
    expect(highlights.releases.length).toBeGreaterThan(0);
    for (const release of highlights.releases) {
      const story = stories.find((candidate) => candidate.releaseId === release.id);
      if (story) expect(instant(release.publishedAt)).toBe(story.published);
    }
  });

  test('the release page and the story page show the same date, in the page and in JSON-LD', async () => {
    for (const story of stories) {
      for (const path of [`/press/releases/${story.releaseId}`, `/news/${story.slug}`]) {
        const document = await documentOf(path);
        const time = document.querySelector('main time');
        expect(instant(time?.getAttribute('datetime')), path).toBe(story.published);
        const [article] = jsonLdOfType(document, 'NewsArticle');
        expect(instant(article?.datePublished as string), path).toBe(story.published);
      }
    }
  });

  test('the press releases feed and the newsroom feed date both alike', async () => {
    const pubDates = async (feedPath: string) => {
      const channel = childrenNamed(
        parseXml((await request(real.app).get(feedPath)).text),
        'channel',
      )[0];
      const items = channel ? childrenNamed(channel, 'item') : [];
      return new Map(
        items.map((item) => [childText(item, 'link') ?? '', instant(childText(item, 'pubDate'))]),
      );
    };
    const releases = await pubDates(FEED_LINKS.pressReleases.path);
    const news = await pubDates(FEED_LINKS.news.path);
    const origin = real.env.PUBLIC_ORIGIN;
    for (const story of stories) {
      expect(releases.get(`${origin}/press/releases/${story.releaseId}`)).toBe(story.published);
      expect(news.get(`${origin}/news/${story.slug}`)).toBe(story.published);
    }
  });

  test('the sitemap lists the story and its release, the release changed no earlier than its story', async () => {
    const urlset = parseXml((await request(real.app).get('/sitemap.xml')).text);
    const lastmods = new Map(
      childrenNamed(urlset, 'url').map((url) => [
        childText(url, 'loc') ?? '',
        instant(childText(url, 'lastmod')),
      ]),
    );
    const origin = real.env.PUBLIC_ORIGIN;
    for (const story of stories) {
      const storyChanged = lastmods.get(`${origin}/news/${story.slug}`);
      const releaseChanged = lastmods.get(`${origin}/press/releases/${story.releaseId}`);
      expect(storyChanged).toBeGreaterThanOrEqual(story.published);
      expect(releaseChanged).toBeGreaterThanOrEqual(storyChanged ?? Infinity);
    }
  });
});

describe('a release keeps exactly one date', () => {
  test('a release whose story file is gone is not shown, rather than shown undated', async () => {
    const { id } = await real.services.database.db
      .insertInto('press_release')
      .values({ title: 'Orphan release', summary: 'S.', body: 'B.', story_slug: 'no-such-story' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const list = await sectionOf<{ list: PressReleaseListItem[] }>(
      'press/releases',
      'press-release-list',
    );
    expect(list.list.map((release) => release.id)).not.toContain(id);
    expect((await getPage(`press/releases/${id}`)).status).toBe(404);
  });

  test('the database refuses a release with both a story and a date of its own, or neither', async () => {
    const insert = (values: { story_slug: string | null; published_at: Date | null }) =>
      real.services.database.db
        .insertInto('press_release')
        .values({ title: 'Twice dated', summary: 'S.', body: 'B.', ...values })
        .execute();
    await expect(
      insert({ story_slug: 'pulse-2-launch-copy', published_at: new Date() }),
    ).rejects.toThrow(/press_release_dated_once/);
    await expect(insert({ story_slug: null, published_at: null })).rejects.toThrow(
      /press_release_dated_once/,
    );
  });
});

test("a release's 'Open positions are listed on the careers site' links the job list", async () => {
  const { id } = await real.services.database.db
    .selectFrom('press_release')
    .select('id')
    .where('body', 'like', '%Open positions are listed on%')
    .executeTakeFirstOrThrow();
  const document = await documentOf(`/press/releases/${id}`);
  const link = [...document.querySelectorAll('main .article-body a')].find((anchor) =>
    anchor.closest('p')?.textContent?.includes('Open positions are listed on'),
  );
  expect(link?.getAttribute('href')).toBe('/job');
});
