import type { Kysely } from 'kysely';

import type { PageContent } from '../../contract/page-types';
import { toStoreDocument, type ContentStore } from '../content/content-store';
import { withoutHiddenBlocks } from '../content/hidden-blocks';
import { getHiringFaq } from '../content/page-content';
import type { Database } from '../platform/db/schema';
import { NotFoundError } from '../platform/domain-errors';
import { createContentPages } from './content-pages';

const PAGES_FOLDER = '/pages/';
const HIRING_FAQ_PATH = '/hiring-faq';

/** The site's store with one document in place of its published version (or beside it). */
function storeWith(
  content: ContentStore,
  path: string,
  fields: Record<string, unknown>,
): ContentStore {
  const document = toStoreDocument(path, 'json', fields);
  return {
    ...content,
    getDocument: async (docPath) => (docPath === path ? document : content.getDocument(docPath)),
    getDocuments: async () => [
      ...(await content.getDocuments()).filter((doc) => doc._path !== path),
      document,
    ],
  };
}

/**
 * The page editor's preview (issue 35): a page's or the hiring FAQ's unpublished fields as the
 * site would render them now, built as the public page is (its live blocks filled, its hidden
 * blocks left out); the FAQ as the FAQ block shows its entries.
 *
 * @example
 * const preview = createContentPreview({ db, content });
 * const page = await preview('/pages/about', draftFields); // { title, meta, section: [...] }
 */
export function createContentPreview({
  db,
  content,
}: {
  db: Kysely<Database>;
  content: ContentStore;
}) {
  return async (path: string, fields: Record<string, unknown>): Promise<PageContent> => {
    if (path === HIRING_FAQ_PATH) {
      const faq = await getHiringFaq(storeWith(content, path, fields));
      if (!faq) throw new NotFoundError();
      return {
        title: faq.heading,
        section: [{ type: 'faq', heading: faq.heading, items: faq.items }],
      };
    }
    if (!path.startsWith(PAGES_FOLDER)) throw new NotFoundError();
    const pages = createContentPages({
      db,
      content: storeWith(content, path, withoutHiddenBlocks(fields)),
    });
    return pages.contentPage(path.slice(PAGES_FOLDER.length));
  };
}
