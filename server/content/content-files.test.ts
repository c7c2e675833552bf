/**
 * The real editorial files under content/: every one loads, and every page, post and the
 * hiring FAQ matches its schema, so broken content fails CI rather than a page at run time.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, test } from 'vitest';

import { createRouteTable } from '../../contract/route-table';
import { createContentStore } from './content-store';
import { getHiringFaq, getPageContent, getPost } from './page-content';

const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url));
const LOADED_EXTENSIONS = ['.md', '.json', '.yaml', '.yml'];

const files = readdirSync(CONTENT_DIR, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) =>
    path.relative(CONTENT_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
  )
  .sort();
const pageFiles = files.filter((file) => /^pages\/[^/]+\.json$/.test(file));
const postFiles = files.filter((file) => /^(blog|news)\/[^/]+\.md$/.test(file));

const store = createContentStore({ dir: CONTENT_DIR, company: 'Somnia', companySlug: 'somnia' });
afterAll(() => store.close());

// Any {word} left after {company} and {slug} are replaced is a misspelt placeholder.
const LEFTOVER_PLACEHOLDER = /\{[a-zA-Z]+\}/;

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The pictures a document shows: every `src` of an object under `/images/`. */
function imagesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imagesIn);
  if (typeof value !== 'object' || value === null) return [];
  const own = 'src' in value && typeof value.src === 'string' ? [value.src] : [];
  return [
    ...own.filter((src) => src.startsWith('/images/')),
    ...Object.values(value).flatMap(imagesIn),
  ];
}

const duplicates = (items: string[]) =>
  items.filter((item, index) => items.indexOf(item) !== index);

describe('content/', () => {
  test('holds only content files (Markdown, JSON, YAML), none hidden', () => {
    const others = files.filter(
      (file) =>
        !LOADED_EXTENSIONS.includes(path.extname(file)) ||
        file.split('/').some((part) => part.startsWith('.')),
    );

    expect(others).toEqual([]);
  });

  test('every file loads into the store', async () => {
    const docs = await store.getDocuments();

    expect(docs.map((doc) => doc._file).sort()).toEqual(files);
  });

  test('every page file is named after a route', () => {
    const routeNames = new Set(createRouteTable('somnia').map((route) => route.name));

    expect(pageFiles.filter((file) => !routeNames.has(path.basename(file, '.json')))).toEqual([]);
  });

  test.each([
    ['blog', 'tech-blog'],
    ['news', 'news'],
  ])('each %s post has a picture of its own, not its list header', async (folder, listPage) => {
    const header = imagesIn(await store.getDocument(`/pages/${listPage}`));
    const posts = await Promise.all(
      postFiles
        .filter((file) => file.startsWith(`${folder}/`))
        .map((file) => store.getDocument(`/${file.replace(/\.md$/, '')}`)),
    );
    const pictures = posts.flatMap((doc) => imagesIn(doc?.image));

    expect(pictures).toHaveLength(posts.length);
    expect(duplicates([...header, ...pictures])).toEqual([]);
  });

  test('the hiring FAQ matches its schema', async () => {
    expect(files).toContain('hiring-faq.json');
    expect((await getHiringFaq(store))?.items.length).toBeGreaterThan(0);
  });
});

describe.each(pageFiles)('content/%s', (file) => {
  test('matches the page schema', async () => {
    const page = await getPageContent(store, path.basename(file, '.json'));

    expect(page?.section.length).toBeGreaterThan(0);
  });

  test('has no misspelt placeholder', async () => {
    const doc = await store.getDocument(`/${file.replace(/\.json$/, '')}`);

    expect(stringsIn(doc).filter((text) => LEFTOVER_PLACEHOLDER.test(text))).toEqual([]);
  });

  test('shows each picture once', async () => {
    const doc = await store.getDocument(`/${file.replace(/\.json$/, '')}`);

    expect(duplicates(imagesIn(doc))).toEqual([]);
  });
});

describe.each(postFiles)('content/%s', (file) => {
  const [kind = '', slug = ''] = file.replace(/\.md$/, '').split('/');

  test('matches the post schema', async () => {
    const post = await getPost(store, kind === 'news' ? 'news' : 'blog', slug);

    expect(post?.body.length).toBeGreaterThan(0);
  });

  test('has no misspelt placeholder in its front matter', async () => {
    const doc = await store.getDocument(`/${kind}/${slug}`);
    // the Markdown body may hold code with braces
    const frontMatter = { ...doc, body: null };

    expect(stringsIn(frontMatter).filter((text) => LEFTOVER_PLACEHOLDER.test(text))).toEqual([]);
  });
});
