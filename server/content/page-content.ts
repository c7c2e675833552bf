/**
 * Editorial content in the shapes the page API serves (contract/page-types.ts): pages
 * (SPEC §7 call 6: key `page.{routeName}`), blog and news posts, and the hiring FAQ.
 * Each file is validated on first use; a broken one throws a ContentFileError naming the
 * file and the field. Results are kept per loaded document, so a reload starts afresh.
 */
import type { z } from 'zod';

import type {
  FaqItem,
  LinkAction,
  PageMeta,
  PagedList,
  Post,
  PostKind,
  PostSummary,
} from '../../contract/page-types';
import { pageOffset, toPager } from '../platform/db/paging';
import {
  hiringFaqSourceSchema,
  pageSourceSchema,
  postSourceSchema,
  type LiveSectionSettings,
  type PageSource,
  type PostSource,
  type StaticSection,
} from './content-schemas';
import { ContentFileError, type ContentDocument, type ContentStore } from './content-store';
import { renderMarkdown } from './markdown';

const READING_WORDS_PER_MINUTE = 220;
const ROUTE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HIRING_FAQ_PATH = '/hiring-faq';
const POST_FOLDERS: Record<PostKind, string> = { blog: '/blog', news: '/news' };

export type ContentSection = StaticSection | LiveSectionSettings;

/** A page as its file describes it, Markdown rendered; live sections still hold only settings. */
interface ContentPage {
  title: string;
  meta?: PageMeta;
  metaData?: PageMeta;
  section: ContentSection[];
}

function parseFile<T>(schema: z.ZodType<T>, doc: ContentDocument, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.length ? issue.path.join('.') : '(top level)'}: ${issue.message}`,
  );
  throw new ContentFileError(doc._file, problems.join('; '));
}

function withoutStoreFields(doc: ContentDocument): Record<string, unknown> {
  const { _path: _p, _dir: _d, _file: _f, _extension: _e, ...data } = doc;
  return data;
}

/** Remembers one result per loaded (frozen) document. */
function memoByDocument<T>(build: (doc: ContentDocument) => T): (doc: ContentDocument) => T {
  const cache = new WeakMap<ContentDocument, T>();
  return (doc) => {
    if (!cache.has(doc)) cache.set(doc, build(doc));
    return cache.get(doc) as T;
  };
}

function renderSection(section: PageSource['section'][number]): ContentSection {
  switch (section.type) {
    case 'rich-text': {
      const { markdown, ...rest } = section;
      return { ...rest, html: renderMarkdown(markdown) };
    }
    case 'image-text': {
      const { markdown, ...rest } = section;
      return { ...rest, html: renderMarkdown(markdown) };
    }
    case 'faq':
      return {
        ...section,
        items: section.items.map((item) => ({ ...item, answer: renderMarkdown(item.answer) })),
      };
    default:
      return section;
  }
}

const buildPage = memoByDocument((doc): ContentPage => {
  const page = parseFile(pageSourceSchema, doc, withoutStoreFields(doc));
  return { ...page, section: page.section.map(renderSection) };
});

/**
 * The page content for key `page.{routeName}` (`content/pages/{routeName}.json`), or null.
 *
 * @example
 * const page = await getPageContent(store, 'how-we-hire'); // { title, meta, section: [...] }
 */
export async function getPageContent(
  store: ContentStore,
  routeName: string,
): Promise<ContentPage | null> {
  if (!ROUTE_NAME.test(routeName)) return null;
  const doc = await store.getDocument(`/pages/${routeName}`);
  return doc ? buildPage(doc) : null;
}

function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

const readPost = memoByDocument((doc): { source: PostSource; summary: PostSummary } => {
  const source = parseFile(postSourceSchema, doc, doc);
  const kind: PostKind = source._dir === POST_FOLDERS.news ? 'news' : 'blog';
  const summary: PostSummary = {
    slug: source.slug,
    kind,
    title: source.title,
    summary: source.summary,
    author: source.author,
    publishedAt: source.publishedAt,
    updatedAt: source.updatedAt,
    tags: source.tags,
    image: source.image ?? null,
    readingMinutes: readingMinutes(source.body),
  };
  return { source, summary };
});

const renderPost = memoByDocument((doc): Post => {
  const { source, summary } = readPost(doc);
  return { ...summary, body: renderMarkdown(source.body), department: source.department ?? null };
});

/**
 * A post document as its page renders it (the admin's preview of a draft); a document that is
 * not a valid post throws a ContentFileError naming the field.
 */
export function renderPostDocument(doc: ContentDocument): Post {
  return renderPost(doc);
}

async function listPostDocuments(store: ContentStore, kind: PostKind): Promise<ContentDocument[]> {
  const folder = POST_FOLDERS[kind];
  const docs = (await store.getDocuments()).filter(
    (doc) => doc._dir === folder && doc._extension === 'md',
  );
  const newestFirst = (a: ContentDocument, b: ContentDocument) => {
    const x = readPost(a).summary;
    const y = readPost(b).summary;
    return Date.parse(y.publishedAt) - Date.parse(x.publishedAt) || x.slug.localeCompare(y.slug);
  };
  return docs.sort(newestFirst);
}

const hasTag = (summary: PostSummary, tag: string) =>
  summary.tags.some((own) => own.toLowerCase() === tag.toLowerCase());

/**
 * One page of blog or news posts, newest first; with `tag`, only the posts carrying it (in any
 * letter case). `page` and `limit` are whole numbers from 1; a page past the end has an empty
 * list and the true pager.
 *
 * @example
 * const { list, pager } = await getPosts(store, 'blog', { page: 1, limit: 8, tag: 'react' });
 */
export async function getPosts(
  store: ContentStore,
  kind: PostKind,
  { page, limit, tag }: { page: number; limit: number; tag?: string | undefined },
): Promise<PagedList<PostSummary>> {
  const all = await listPostDocuments(store, kind);
  const docs = tag === undefined ? all : all.filter((doc) => hasTag(readPost(doc).summary, tag));
  const start = pageOffset(page, limit);
  return {
    list: docs.slice(start, start + limit).map((doc) => readPost(doc).summary),
    pager: toPager(docs.length, page, limit),
  };
}

/** Every blog or news post, newest first, as its card shows it. */
export async function getPostSummaries(
  store: ContentStore,
  kind: PostKind,
): Promise<PostSummary[]> {
  return (await listPostDocuments(store, kind)).map((doc) => readPost(doc).summary);
}

/** The post with this slug, its body rendered to HTML, or null. */
export async function getPost(
  store: ContentStore,
  kind: PostKind,
  slug: string,
): Promise<Post | null> {
  if (!ROUTE_NAME.test(slug)) return null;
  const doc = await store.getDocument(`${POST_FOLDERS[kind]}/${slug}`);
  return doc && doc._extension === 'md' ? renderPost(doc) : null;
}

/**
 * The titles of the blog posts with these slugs, by slug; a slug whose post is gone is left out.
 * The admin's sections name posts by title; the app passes them `getPostTitles` bound to its store.
 */
export type PostTitles = (slugs: readonly string[]) => Promise<ReadonlyMap<string, string>>;

/**
 * The titles of the posts with these slugs, by slug; a slug with no post (removed, or never
 * there) is not in the map. For the admin, which names posts by title.
 */
export async function getPostTitles(
  store: ContentStore,
  kind: PostKind,
  slugs: Iterable<string>,
): Promise<ReadonlyMap<string, string>> {
  const titles = new Map<string, string>();
  for (const slug of new Set(slugs)) {
    if (!ROUTE_NAME.test(slug)) continue;
    const doc = await store.getDocument(`${POST_FOLDERS[kind]}/${slug}`);
    if (doc?._extension === 'md') titles.set(slug, readPost(doc).summary.title);
  }
  return titles;
}

/** The hiring FAQ: a heading, the items (answers in HTML) and an optional contact link. */
interface HiringFaq {
  heading: string;
  items: FaqItem[];
  contact?: LinkAction;
}

const buildHiringFaq = memoByDocument((doc): HiringFaq => {
  const faq = parseFile(hiringFaqSourceSchema, doc, withoutStoreFields(doc));
  return {
    ...faq,
    items: faq.items.map((item) => ({ ...item, answer: renderMarkdown(item.answer) })),
  };
});

/** The hiring FAQ (`content/hiring-faq.json`), or null when there is no such file. */
export async function getHiringFaq(store: ContentStore): Promise<HiringFaq | null> {
  const doc = await store.getDocument(HIRING_FAQ_PATH);
  return doc ? buildHiringFaq(doc) : null;
}
