import { afterEach, describe, expect, test } from 'vitest';

import {
  createContentFixture,
  postFile,
  type ContentFixture,
} from '../test-support/content-fixture';
import { getHiringFaq, getPageContent, getPost, getPosts } from './page-content';

let fixture: ContentFixture | undefined;
afterEach(async () => {
  await fixture?.remove();
  fixture = undefined;
});

const page = (section: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    title: 'About {company}',
    meta: { description: 'All about {company}.' },
    section,
    ...extra,
  });

describe('getPageContent', () => {
  test('renders rich-text and image-text Markdown to html and substitutes placeholders', async () => {
    const image = { src: '/images/a.svg', alt: '', width: 640, height: 480 };
    fixture = await createContentFixture({
      'pages/about.json': page([
        { type: 'rich-text', id: 'story', markdown: 'We are **{company}**.' },
        {
          type: 'image-text',
          heading: 'Sleep',
          markdown: 'See [life](/life-at-{slug})',
          image,
          imageSide: 'left',
        },
      ]),
    });

    const content = await getPageContent(fixture.store, 'about');

    expect(content).toEqual({
      title: 'About Somnia',
      meta: { description: 'All about Somnia.' },
      section: [
        { type: 'rich-text', id: 'story', html: '<p>We are <strong>Somnia</strong>.</p>\n' },
        {
          type: 'image-text',
          heading: 'Sleep',
          html: '<p>See <a href="/life-at-somnia" rel="noopener">life</a></p>\n',
          image,
          imageSide: 'left',
        },
      ],
    });
  });

  test('renders FAQ answers to html', async () => {
    fixture = await createContentFixture({
      'pages/faq.json': page([
        { type: 'faq', items: [{ id: 'how', question: 'How?', answer: '_Quickly_' }] },
      ]),
    });

    const content = await getPageContent(fixture.store, 'faq');

    expect(content?.section[0]).toEqual({
      type: 'faq',
      items: [{ id: 'how', question: 'How?', answer: '<p><em>Quickly</em></p>\n' }],
    });
  });

  test('live sections keep only their settings', async () => {
    fixture = await createContentFixture({
      'pages/home.json': page([
        { type: 'latest-jobs', heading: 'Jobs', limit: 4 },
        { type: 'press-highlights' },
      ]),
    });

    const content = await getPageContent(fixture.store, 'home');

    expect(content?.section).toEqual([
      { type: 'latest-jobs', heading: 'Jobs', limit: 4 },
      { type: 'press-highlights' },
    ]);
  });

  test('an unknown route name gives null', async () => {
    fixture = await createContentFixture({ 'pages/home.json': page([]) });

    expect(await getPageContent(fixture.store, 'nope')).toBeNull();
    expect(await getPageContent(fixture.store, '../pages/home')).toBeNull();
  });

  test('a page with a misspelt field fails, naming the file and the field', async () => {
    fixture = await createContentFixture({
      'pages/bad.json': page([{ type: 'rich-text', markdwn: 'x' }]),
    });

    await expect(getPageContent(fixture.store, 'bad')).rejects.toThrow(
      /^content\/pages\/bad\.json: section\.0/,
    );
  });

  test('an unknown section type fails, naming the file and the section', async () => {
    fixture = await createContentFixture({ 'pages/bad.json': page([{ type: 'carousel' }]) });

    await expect(getPageContent(fixture.store, 'bad')).rejects.toThrow(
      /content\/pages\/bad\.json: section\.0\.type/,
    );
  });

  test('a javascript: action link fails validation', async () => {
    const hero = {
      type: 'hero',
      heading: 'H',
      text: 'T',
      actions: [{ label: 'Go', href: 'javascript:alert(1)' }],
    };
    fixture = await createContentFixture({ 'pages/bad.json': page([hero]) });

    await expect(getPageContent(fixture.store, 'bad')).rejects.toThrow(
      /section\.0\.actions\.0\.href/,
    );
  });

  test('duplicate section ids fail validation', async () => {
    const cta = {
      type: 'cta',
      id: 'join',
      heading: 'H',
      text: 'T',
      action: { label: 'Go', href: '/job' },
    };
    fixture = await createContentFixture({ 'pages/bad.json': page([cta, cta]) });

    await expect(getPageContent(fixture.store, 'bad')).rejects.toThrow(
      /section\.1\.id: duplicate id join/,
    );
  });
});

describe('getPosts and getPost', () => {
  const posts = {
    'blog/first.md': postFile(
      { title: 'First', publishedAt: '2026-01-01T08:00:00Z' },
      'word '.repeat(10),
    ),
    'blog/second.md': postFile(
      { title: 'Second', publishedAt: '2026-03-01T08:00:00Z' },
      'word '.repeat(221),
    ),
    'blog/third.md': postFile({ title: 'Third', publishedAt: '2026-02-01' }, 'Hello **{company}**'),
    'news/launch.md': postFile({ title: 'Launch' }),
  };

  test('lists posts newest first with the pager', async () => {
    fixture = await createContentFixture(posts);

    const result = await getPosts(fixture.store, 'blog', { page: 1, limit: 2 });

    expect(result.list.map((post) => post.title)).toEqual(['Second', 'Third']);
    expect(result.pager).toEqual({ page: 1, totalPages: 2, total: 3 });
  });

  test('a summary has the PostSummary fields and no body', async () => {
    fixture = await createContentFixture(posts);

    const { list } = await getPosts(fixture.store, 'news', { page: 1, limit: 8 });

    expect(list).toEqual([
      {
        slug: 'launch',
        kind: 'news',
        title: 'Launch',
        summary: 'What it is about.',
        author: 'Ada',
        publishedAt: '2026-01-01T08:00:00Z',
        updatedAt: '2026-01-01T08:00:00Z',
        tags: ['general'],
        image: null,
        readingMinutes: 1,
      },
    ]);
  });

  test('reading time is the word count over 220, rounded up', async () => {
    fixture = await createContentFixture(posts);

    const { list } = await getPosts(fixture.store, 'blog', { page: 1, limit: 8 });

    expect(list.map((post) => post.readingMinutes)).toEqual([2, 1, 1]);
  });

  test('a page past the end returns an empty list with the right pager', async () => {
    fixture = await createContentFixture(posts);

    expect(await getPosts(fixture.store, 'blog', { page: 3, limit: 2 })).toEqual({
      list: [],
      pager: { page: 3, totalPages: 2, total: 3 },
    });
  });

  test('a post has its body rendered to html', async () => {
    fixture = await createContentFixture(posts);

    const post = await getPost(fixture.store, 'blog', 'third');

    expect(post).toMatchObject({
      slug: 'third',
      kind: 'blog',
      body: '<p>Hello <strong>Somnia</strong></p>\n',
    });
  });

  test('an unknown slug, or a slug of the other kind, gives null', async () => {
    fixture = await createContentFixture(posts);

    expect(await getPost(fixture.store, 'blog', 'nope')).toBeNull();
    expect(await getPost(fixture.store, 'blog', 'launch')).toBeNull();
  });

  test('a post without a summary fails, naming the file and the field', async () => {
    fixture = await createContentFixture({ 'blog/bad.md': '---\ntitle: Bad\n---\nText' });

    await expect(getPosts(fixture.store, 'blog', { page: 1, limit: 8 })).rejects.toThrow(
      /^content\/blog\/bad\.md: summary: /,
    );
  });
});

describe('getHiringFaq', () => {
  test('returns the heading, the items with answers rendered to html, and the contact', async () => {
    const faq = {
      heading: 'Questions about {company}?',
      items: [{ id: 'visa', question: 'Visa?', answer: 'Yes, we *sponsor*.' }],
      contact: { label: 'Email us', href: 'mailto:jobs@{slug}.example' },
    };
    fixture = await createContentFixture({ 'hiring-faq.json': JSON.stringify(faq) });

    expect(await getHiringFaq(fixture.store)).toEqual({
      heading: 'Questions about Somnia?',
      items: [{ id: 'visa', question: 'Visa?', answer: '<p>Yes, we <em>sponsor</em>.</p>\n' }],
      contact: { label: 'Email us', href: 'mailto:jobs@somnia.example' },
    });
  });

  test('null when there is no hiring FAQ file', async () => {
    fixture = await createContentFixture({ 'pages/home.json': page([]) });

    expect(await getHiringFaq(fixture.store)).toBeNull();
  });

  test('an item without an answer fails, naming the file and the field', async () => {
    const faq = { heading: 'Questions?', items: [{ id: 'visa', question: 'Visa?' }] };
    fixture = await createContentFixture({ 'hiring-faq.json': JSON.stringify(faq) });

    await expect(getHiringFaq(fixture.store)).rejects.toThrow(
      /^content\/hiring-faq\.json: items\.0\.answer: /,
    );
  });
});
