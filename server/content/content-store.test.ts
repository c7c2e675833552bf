import { afterEach, describe, expect, test, vi } from 'vitest';

import {
  createContentFixture,
  postFile,
  type ContentFixture,
} from '../test-support/content-fixture';

let fixture: ContentFixture | undefined;
afterEach(async () => {
  await fixture?.remove();
  fixture = undefined;
});

describe('createContentStore', () => {
  test('a Markdown file becomes its front matter, a slug, the store fields and the Markdown body', async () => {
    fixture = await createContentFixture({
      'blog/hello-world.md': postFile({ title: 'Hello' }, '# Hi'),
    });

    const doc = await fixture.store.getDocument('/blog/hello-world');

    expect(doc).toEqual({
      _path: '/blog/hello-world',
      _dir: '/blog',
      _file: 'blog/hello-world.md',
      _extension: 'md',
      slug: 'hello-world',
      title: 'Hello',
      summary: 'What it is about.',
      author: 'Ada',
      publishedAt: '2026-01-01T08:00:00Z',
      updatedAt: '2026-01-01T08:00:00Z',
      tags: ['general'],
      body: '\n# Hi\n',
    });
  });

  test('unquoted YAML dates stay the strings written', async () => {
    fixture = await createContentFixture({
      'news/a.md': '---\npublishedAt: 2026-02-03\n---\nText',
    });

    const doc = await fixture.store.getDocument('/news/a');

    expect(doc?.publishedAt).toBe('2026-02-03');
  });

  test('JavaScript front matter is refused, naming the file', async () => {
    fixture = await createContentFixture({ 'blog/evil.md': '---js\n{ title: "x" }\n---\nText' });

    await expect(fixture.store.getDocuments()).rejects.toThrow(
      /content\/blog\/evil\.md: .*only YAML/,
    );
  });

  test('JSON and YAML objects keep their fields; a list becomes body', async () => {
    fixture = await createContentFixture({
      'pages/home.json': '{"title":"Home","section":[]}',
      'settings.yaml': 'theme: night\n',
      'hiring-faq.json': '[{"id":"a"}]',
    });

    expect(await fixture.store.getDocument('/pages/home')).toEqual({
      _path: '/pages/home',
      _dir: '/pages',
      _file: 'pages/home.json',
      _extension: 'json',
      title: 'Home',
      section: [],
    });
    expect(await fixture.store.getDocument('/settings')).toMatchObject({
      _dir: '/',
      theme: 'night',
    });
    expect(await fixture.store.getDocument('/hiring-faq')).toMatchObject({ body: [{ id: 'a' }] });
  });

  test('{company} and {slug} are replaced in every string value, Markdown bodies included', async () => {
    fixture = await createContentFixture({
      'pages/about.json': '{"title":"About {company}","links":[{"href":"/about-{slug}"}]}',
      'blog/a.md': postFile({}, 'Life at {company}'),
    });

    expect(await fixture.store.getDocument('/pages/about')).toMatchObject({
      title: 'About Somnia',
      links: [{ href: '/about-somnia' }],
    });
    expect((await fixture.store.getDocument('/blog/a'))?.body).toContain('Life at Somnia');
  });

  test('a file cannot override the store fields', async () => {
    fixture = await createContentFixture({ 'a.json': '{"_path":"/elsewhere","_file":"x"}' });

    expect(await fixture.store.getDocument('/a')).toMatchObject({ _path: '/a', _file: 'a.json' });
  });

  test('documents are listed by path and frozen', async () => {
    fixture = await createContentFixture({
      'b.json': '{"list":[1]}',
      'a/c.json': '{}',
      'a.json': '{}',
    });

    const docs = await fixture.store.getDocuments();

    expect(docs.map((doc) => doc._path)).toEqual(['/a', '/a/c', '/b']);
    expect(Object.isFrozen(docs[2])).toBe(true);
    expect(Object.isFrozen(docs[2]?.list)).toBe(true);
  });

  test('dot files and other extensions are not content', async () => {
    fixture = await createContentFixture({
      '.draft.json': '{}',
      '.git/x.json': '{}',
      'logo.svg': '<svg/>',
      'a.json': '{}',
    });

    const docs = await fixture.store.getDocuments();

    expect(docs.map((doc) => doc._path)).toEqual(['/a']);
  });

  test('malformed JSON fails loudly, naming the file', async () => {
    fixture = await createContentFixture({ 'pages/broken.json': '{"title": ' });

    await expect(fixture.store.getDocuments()).rejects.toThrow(/^content\/pages\/broken\.json: /);
  });

  test('files are read once and then served from memory', async () => {
    fixture = await createContentFixture({ 'a.json': '{"v":1}' });
    await fixture.store.getDocuments();

    await fixture.write('a.json', '{"v":2}');

    expect(await fixture.store.getDocument('/a')).toMatchObject({ v: 1 });
  });

  test('with watch, a changed file is served after the change', async () => {
    fixture = await createContentFixture({ 'a.json': '{"v":1}' }, { watch: true });
    await fixture.store.getDocuments();

    await fixture.write('a.json', '{"v":2}');

    await vi.waitFor(async () =>
      expect(await fixture?.store.getDocument('/a')).toMatchObject({ v: 2 }),
    );
  });

  test('with watch, a new file in a new folder appears', async () => {
    fixture = await createContentFixture({ 'a.json': '{}' }, { watch: true });
    await fixture.store.getDocuments();

    await fixture.write('news/fresh.md', postFile());

    await vi.waitFor(async () =>
      expect(await fixture?.store.getDocument('/news/fresh')).not.toBeNull(),
    );
  });
});
