import path from 'node:path';

import { paths } from '../../../contract/paths';
import type { ContentKind } from '../../platform/db/schema';

/** The folder of each post kind's documents (`/blog/{slug}`, `/news/{slug}`). */
export const POST_FOLDERS = { blog: '/blog', news: '/news' } as const;
const HIRING_FAQ_PATH = '/hiring-faq';
const PAGES_FOLDER = '/pages';

/**
 * The kind of the document at `docPath` with this file extension, or null when it is not an
 * owner's content (`/exchange-rates` stays a file): posts are Markdown, pages and the FAQ JSON.
 */
export function kindOfFile(docPath: string, extension: string): ContentKind | null {
  const folder = path.posix.dirname(docPath);
  if (extension === 'md') {
    if (folder === POST_FOLDERS.blog) return 'blog';
    if (folder === POST_FOLDERS.news) return 'news';
    return null;
  }
  if (extension !== 'json') return null;
  if (docPath === HIRING_FAQ_PATH) return 'faq';
  return folder === PAGES_FOLDER ? 'page' : null;
}

/** The extension a document of this kind has as a file (its store field `_extension`). */
export const extensionOf = (kind: ContentKind): 'md' | 'json' =>
  kind === 'blog' || kind === 'news' ? 'md' : 'json';

/** A document path's last part: a post's slug. */
export const slugOfPath = (docPath: string): string => path.posix.basename(docPath);

/**
 * The public address of a document's own page, or null when it has none of its own (a page is
 * shown by its route, the FAQ inside pages): a post's, the search engines are told of.
 */
export function publicPathOf(kind: ContentKind, docPath: string): string | null {
  if (kind === 'blog') return paths.techBlogPost(slugOfPath(docPath));
  if (kind === 'news') return paths.newsPost(slugOfPath(docPath));
  return null;
}
