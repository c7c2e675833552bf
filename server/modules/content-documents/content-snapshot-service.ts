import type { Kysely } from 'kysely';

import {
  comparePaths,
  toStoreDocument,
  type ContentDocument,
  type ContentStore,
} from '../../content/content-store';
import { withoutHiddenBlocks } from '../../content/hidden-blocks';
import type { ContentFields, ContentKind, Database } from '../../platform/db/schema';
import { extensionOf } from './content-kinds';
import { findPublishedDocuments, findRedirects } from './content-document.repository';

/** The content store the site reads: the published documents of the database, in memory. */
export interface DatabaseContentStore extends ContentStore {
  /**
   * Reads the documents again; reads from now on wait for the new snapshot. Called when the
   * database announces a change (every process) and by a write before it answers (its own).
   */
  refresh(): Promise<void>;
}

interface Snapshot {
  list: readonly ContentDocument[];
  byPath: ReadonlyMap<string, ContentDocument>;
  redirects: ReadonlyMap<string, string>;
}

/** A document's fields as the site reads them: a page without the blocks an owner hid. */
const servedFields = (kind: ContentKind, fields: ContentFields): ContentFields =>
  kind === 'page' ? withoutHiddenBlocks(fields) : fields;

async function readSnapshot(db: Kysely<Database>): Promise<Snapshot> {
  const [rows, redirects] = await Promise.all([findPublishedDocuments(db), findRedirects(db)]);
  const list = rows
    .flatMap((row) =>
      row.published
        ? [toStoreDocument(row.path, extensionOf(row.kind), servedFields(row.kind, row.published))]
        : [],
    )
    .sort(comparePaths);
  return {
    list,
    byPath: new Map(list.map((doc) => [doc._path, doc])),
    redirects: new Map(redirects.map((redirect) => [redirect.from, redirect.to])),
  };
}

/**
 * The `ContentStore` over the database (decision 061): the published documents are read once
 * into frozen documents and served from memory until `refresh()`, so a page read costs no query
 * (the job list's page reads its content page as it did from the files).
 *
 * @example
 * const content = createDatabaseContentStore(db);
 * await database.listen(CONTENT_CHANGED_CHANNEL, () => void content.refresh());
 */
export function createDatabaseContentStore(db: Kysely<Database>): DatabaseContentStore {
  let loading: Promise<Snapshot> | undefined;

  const reload = () => {
    const reading = readSnapshot(db);
    loading = reading;
    // A failed read (the database away) is not kept: the next read tries again.
    reading.catch(() => {
      if (loading === reading) loading = undefined;
    });
    return reading;
  };
  const load = () => loading ?? reload();

  return {
    getDocuments: async () => (await load()).list,
    getDocument: async (docPath) => (await load()).byPath.get(docPath) ?? null,
    getRedirect: async (docPath) => (await load()).redirects.get(docPath) ?? null,
    refresh: async () => {
      await reload();
    },
    close: () => undefined,
  };
}
