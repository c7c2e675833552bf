import type { Kysely } from 'kysely';

import type {
  AdminPage,
  AdminPageRow,
  ContentFieldModel,
  ContentFields,
  EditableKind,
} from '../../../contract/admin-page-types';
import type { PageContent, PagedList } from '../../../contract/page-types';
import { createRouteTable } from '../../../contract/route-table';
import type { MarkdownPreview } from '../../../contract/admin-job-types';
import { getContentFieldModel } from '../../content/content-field-model';
import { renderMarkdown } from '../../content/markdown';
import type { Actor } from '../../platform/auth/actor';
import type { ContentKind, Database } from '../../platform/db/schema';
import { pageOffset, toPager, type Paging } from '../../platform/db/paging';
import { NotFoundError } from '../../platform/domain-errors';
import {
  createContentWrites,
  type ContentDocumentRow,
  type ContentWriteOptions,
} from '../content-documents';

const EDITABLE_KINDS: readonly EditableKind[] = ['faq', 'page'];
const NOT_FOUND = 'This page was removed.';
const PAGES_FOLDER = '/pages/';

export interface PageEditingOptions extends Omit<
  ContentWriteOptions<AdminPage>,
  'present' | 'noun'
> {
  /** For the pages' public addresses (`/about-{slug}`). */
  companySlug: string;
  /**
   * The document at `path` with these fields, as the site would render it now (its live blocks
   * filled): the pages' layer, given by the composition root.
   */
  preview: (path: string, fields: ContentFields) => Promise<PageContent>;
}

const isEditable = (kind: ContentKind): kind is EditableKind =>
  (EDITABLE_KINDS as readonly string[]).includes(kind);

/** The public address of each content route by name (`about` → `/about-somnia`). */
function publicPathsOf(companySlug: string): ReadonlyMap<string, string> {
  const addresses = new Map<string, string>();
  for (const route of createRouteTable(companySlug)) {
    if (route.screen !== 'content' || route.personal) continue;
    // A list's optional part (`/news/:slug?`) is left off; a required one has no one address.
    const path = route.path.replace(/\/:[^/]+\?$/, '');
    if (!path.includes(':')) addresses.set(route.name, path);
  }
  return addresses;
}

/** The name a document goes by in the admin: its title, or the FAQ's heading. */
function nameOf(fields: ContentFields | null, path: string): string {
  const name = fields?.title ?? fields?.heading;
  return typeof name === 'string' && name ? name : path;
}

/**
 * The service of `/api/admin/pages` (scope admin:pages): the site's pages and the hiring FAQ,
 * read, saved as drafts, previewed and published through the content documents' write API
 * (decision 061). What a document must be is checked at the edge with the content schemas.
 */
export function createPageEditingService(db: Kysely<Database>, options: PageEditingOptions) {
  const publicPaths = publicPathsOf(options.companySlug);

  /** A document as the editor shows it; a post (another editor's) is not found here. */
  const present = (row: ContentDocumentRow): AdminPage => {
    const { kind } = row;
    if (!isEditable(kind)) throw new NotFoundError(NOT_FOUND);
    const fields = row.draft ?? row.published;
    const routeName = row.path.startsWith(PAGES_FOLDER) ? row.path.slice(PAGES_FOLDER.length) : '';
    return {
      id: row.id,
      kind,
      path: row.path,
      name: nameOf(fields, row.path),
      publicPath: publicPaths.get(routeName) ?? null,
      status: row.publish_at ? 'scheduled' : row.published ? 'published' : 'draft',
      hasUnpublishedChanges: row.published !== null && row.draft !== null,
      publishAt: row.publish_at?.toISOString() ?? null,
      fields: fields ?? {},
      fileChanged: row.file_document !== null,
      origin: row.origin,
      version: row.version,
      changedAt: row.updated_at.toISOString(),
    };
  };

  const writes = createContentWrites(db, { ...options, present, noun: 'page' });

  /** The page or the FAQ with this id: every write reads it first, so a post is never written. */
  const getPage = (id: number): Promise<AdminPage> => writes.get(id);

  return {
    getPage,

    /** The FAQ first, then the pages by name; `search` matches a name or a path. */
    async listPages(
      { search }: { search?: string | undefined },
      paging: Paging,
    ): Promise<PagedList<AdminPageRow>> {
      const needle = search?.toLowerCase();
      const rows = (await writes.listOfKinds(EDITABLE_KINDS))
        .filter((page) => !needle || `${page.name} ${page.path}`.toLowerCase().includes(needle))
        .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name, 'en'))
        .map(({ fields: _fields, ...row }) => row);
      const start = pageOffset(paging.page, paging.limit);
      return {
        list: rows.slice(start, start + paging.limit),
        pager: toPager(rows.length, paging.page, paging.limit),
      };
    },

    fieldModel: (): ContentFieldModel => getContentFieldModel(),

    previewMarkdown: (markdown: string): MarkdownPreview => ({ html: renderMarkdown(markdown) }),

    /** The document's working version as the site would render it (hidden blocks left out). */
    async previewPage(id: number): Promise<PageContent> {
      const page = await getPage(id);
      return options.preview(page.path, page.fields);
    },

    /** Saves the document, checked by the caller with its kind's schema, as the draft. */
    async savePage(id: number, version: number, fields: ContentFields, actor: Actor) {
      await getPage(id);
      return writes.saveDraft(id, version, { draft: fields }, actor);
    },

    async publishPage(id: number, version: number, at: Date | null, actor: Actor) {
      await getPage(id);
      return writes.publish(id, version, at, actor);
    },

    async unschedulePage(id: number, version: number, actor: Actor) {
      await getPage(id);
      return writes.unschedule(id, version, actor);
    },

    /** Its file changed after an edit here: the file's version becomes the draft. */
    async takeFileVersion(id: number, version: number, actor: Actor) {
      await getPage(id);
      return writes.takeFileVersion(id, version, actor);
    },
  };
}

export type PageEditingService = ReturnType<typeof createPageEditingService>;
