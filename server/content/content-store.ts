/**
 * Loads the editorial files under `content/` into memory, one document per file:
 *
 * - Markdown with YAML front matter → `{ _path, _dir, _file, _extension, slug, ...frontMatter, body }`,
 *   `body` being the Markdown text after the front matter.
 * - JSON and YAML → `{ _path, _dir, _file, _extension, ...data }`; a file holding a list
 *   becomes `{ …, body: list }` (an object is needed to carry `_path`).
 *
 * `_path` is the file path without its extension (`content/blog/hello.md` → `/blog/hello`),
 * `_dir` its folder (`/blog`, `/` at the top), `_file` the path inside the content folder
 * (`blog/hello.md`). These four names are the store's: a file cannot override them.
 * `{company}` and `{slug}` in every string value become the company name and slug.
 *
 * Documents are parsed once and frozen; with `watch` any change under the folder drops
 * the cache and the next read loads everything again (development only: small folder).
 *
 * At run time the site reads the same documents from the database (decision 061): the
 * content-documents module imports these files (`readContentFiles`) and serves its snapshot
 * through the same `ContentStore` interface, its documents built by `toStoreDocument`.
 */
import { createHash } from 'node:crypto';
import { watch as watchFolder, type FSWatcher } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';

export interface ContentDocument {
  readonly _path: string;
  readonly _dir: string;
  readonly _file: string;
  readonly _extension: string;
  readonly [field: string]: unknown;
}

/** A file of the content folder as read: its document and the hash of its bytes. */
export interface ContentFile {
  document: ContentDocument;
  /**
   * SHA-256 of the file's bytes and the placeholders' values, hex: a changed file, or a new
   * company name or slug, reads as a new document and has a new hash.
   */
  hash: string;
}

export interface ContentStoreOptions {
  /** The content folder, e.g. `content`. */
  dir: string;
  /** Replaces `{company}`. */
  company: string;
  /** Replaces `{slug}`. */
  companySlug: string;
  /** Reload after a change in the folder (development). Default false. */
  watch?: boolean;
}

export interface ContentStore {
  /** Every document, ordered by `_path`. */
  getDocuments(): Promise<readonly ContentDocument[]>;
  /** The document whose `_path` is exactly `docPath`, or null. */
  getDocument(docPath: string): Promise<ContentDocument | null>;
  /** Where a renamed document's old `_path` moved to, or null (files are never renamed). */
  getRedirect(docPath: string): Promise<string | null>;
  /** Stops watching the folder. */
  close(): void;
}

const LOADED_EXTENSIONS = new Set(['md', 'json', 'yaml', 'yml']);

// gray-matter's default engines would parse YAML timestamps into Dates and eval `---js` blocks;
// the `yaml` package keeps dates as the strings written, and no other language is accepted.
const FRONT_MATTER_OPTIONS = {
  engines: {
    yaml: (source: string): object => (parseYaml(source) as object | null) ?? {},
    javascript: (): never => {
      throw new Error('only YAML front matter is accepted');
    },
  },
};

/** Where in a content file something is wrong; the message starts with the file. */
export class ContentFileError extends Error {
  override name = 'ContentFileError';
  constructor(file: string, problem: string, options?: { cause?: unknown }) {
    super(`content/${file}: ${problem}`, options);
  }
}

function substitutePlaceholders(value: unknown, company: string, companySlug: string): unknown {
  if (typeof value === 'string') {
    return value.replaceAll('{company}', company).replaceAll('{slug}', companySlug);
  }
  if (Array.isArray(value))
    return value.map((item) => substitutePlaceholders(item, company, companySlug));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        substitutePlaceholders(item, company, companySlug),
      ]),
    );
  }
  return value;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

function parseFile(file: string, extension: string, source: string): Record<string, unknown> {
  if (extension === 'md') {
    const parsed = matter(source, FRONT_MATTER_OPTIONS);
    return { ...parsed.data, body: parsed.content };
  }
  const data: unknown = extension === 'json' ? JSON.parse(source) : parseYaml(source);
  if (Array.isArray(data)) return { body: data };
  if (typeof data === 'object' && data !== null) return data as Record<string, unknown>;
  throw new ContentFileError(file, 'expected an object or a list at the top level');
}

/**
 * A store document: `fields` (a file's data, or a database row's) with the four store fields,
 * frozen. `extension` is the file's (`md` for a post), `docPath` the document's `_path`.
 */
export function toStoreDocument(
  docPath: string,
  extension: string,
  fields: Readonly<Record<string, unknown>>,
): ContentDocument {
  return deepFreeze({
    ...fields,
    _path: docPath,
    _dir: path.posix.dirname(docPath),
    _file: `${docPath.slice(1)}.${extension}`,
    _extension: extension,
  });
}

async function loadFile(options: ContentStoreOptions, file: string): Promise<ContentFile> {
  const extension = path.extname(file).slice(1);
  const withoutExtension = file.slice(0, -(extension.length + 1));
  let source: Buffer;
  let data: Record<string, unknown>;
  try {
    source = await readFile(path.join(options.dir, file));
    data = parseFile(file, extension, source.toString('utf8'));
  } catch (error) {
    if (error instanceof ContentFileError) throw error;
    throw new ContentFileError(file, error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
  const slug = extension === 'md' ? { slug: path.posix.basename(withoutExtension) } : {};
  const fields = substitutePlaceholders(data, options.company, options.companySlug) as Record<
    string,
    unknown
  >;
  return {
    document: toStoreDocument(`/${withoutExtension}`, extension, { ...slug, ...fields }),
    hash: createHash('sha256')
      .update(`${options.company}\n${options.companySlug}\n`)
      .update(source)
      .digest('hex'),
  };
}

/**
 * Reads every content file of the folder (Markdown, JSON, YAML; no dot files), ordered by
 * `_path`; a file that cannot be read or parsed throws a ContentFileError naming it.
 */
export async function readContentFiles(options: ContentStoreOptions): Promise<ContentFile[]> {
  const entries = await readdir(options.dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(options.dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    // dot files and folders (editor swap files, .gitkeep) are not content
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')))
    .filter((file) => LOADED_EXTENSIONS.has(path.extname(file).slice(1)));
  const loaded = await Promise.all(files.map((file) => loadFile(options, file)));
  return loaded.sort((a, b) => comparePaths(a.document, b.document));
}

/** Orders documents by `_path`, as every store lists them. */
export const comparePaths = (a: ContentDocument, b: ContentDocument): number =>
  a._path < b._path ? -1 : a._path > b._path ? 1 : 0;

/**
 * Creates the in-memory store over a content folder. Files are read on first use.
 *
 * @example
 * const store = createContentStore({ dir: 'content', company: 'Somnia', companySlug: 'somnia' });
 * const faq = await store.getDocument('/hiring-faq');
 */
export function createContentStore(options: ContentStoreOptions): ContentStore {
  let loading:
    Promise<{ list: ContentDocument[]; byPath: Map<string, ContentDocument> }> | undefined;
  let watcher: FSWatcher | undefined;

  const load = () => {
    loading ??= readContentFiles(options)
      .then((files) => files.map((file) => file.document))
      .then((list) => ({
        list,
        byPath: new Map(list.map((doc) => [doc._path, doc])),
      }));
    return loading;
  };

  if (options.watch) {
    watcher = watchFolder(options.dir, { recursive: true }, () => {
      loading = undefined;
    });
    // a watcher error (folder removed) must not crash the dev server; reads then fail loudly
    watcher.on('error', () => {
      loading = undefined;
    });
    watcher.unref();
  }

  return {
    getDocuments: async () => (await load()).list,
    getDocument: async (docPath) => (await load()).byPath.get(docPath) ?? null,
    getRedirect: async () => null,
    close: () => watcher?.close(),
  };
}
