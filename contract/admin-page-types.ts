/**
 * The page editor's API (`/api/admin/pages`, scope `admin:pages`, issue 35): the site's pages and
 * the hiring FAQ as content documents (decision 061), the fields each block kind accepts, and
 * what the editor sends and the server answers.
 */

/** Where a page stands: only admins see a draft; a scheduled one publishes itself at its time. */
export type ContentStatus = 'draft' | 'scheduled' | 'published';

/** A document of the editor: one of the site's pages, or the hiring FAQ. */
export type EditableKind = 'page' | 'faq';

/** A document's fields as stored: a page's `{title, meta, section}`, the FAQ's `{heading, items…}`. */
export type ContentFields = Record<string, unknown>;

interface FieldBase {
  /** The key in its object (`heading`); empty for the items of a list of plain values. */
  name: string;
  label: string;
  required: boolean;
  /** What the value must look like, where the schema says (`a relative or https address`). */
  hint?: string;
}

/**
 * One field of a block (or of the FAQ), read from the content schemas
 * (server/content/content-schemas.ts): the editor offers a control per kind, and the server checks
 * the whole document with the same schemas when it is saved.
 */
export type ContentField =
  | (FieldBase & { kind: 'text'; /** An empty value is stored as null. */ nullable?: boolean })
  | (FieldBase & { kind: 'markdown' })
  | (FieldBase & { kind: 'number'; min?: number; max?: number })
  | (FieldBase & { kind: 'choice'; options: string[] })
  | (FieldBase & { kind: 'flag' })
  /** An object: an image (`src`, `alt`, `width`, `height`), a link (`label`, `href`) or others. */
  | (FieldBase & { kind: 'group'; shape: 'image' | 'link' | 'fields'; fields: ContentField[] })
  /** A list: items added, removed (down to `min`) and moved. */
  | (FieldBase & { kind: 'list'; min: number; item: ContentField })
  /** A value only a developer changes (a quiz's weights): kept as it is. */
  | (FieldBase & { kind: 'fixed' });

/** A kind of block a page may hold, and its fields (its `type` and `hidden` are the editor's). */
export interface BlockKind {
  type: string;
  label: string;
  fields: ContentField[];
}

/** `GET /api/admin/pages/fields`: what the editor offers for each document and block. */
export interface ContentFieldModel {
  /** A page's own fields beside its blocks (`title`, `meta`). */
  page: ContentField[];
  blocks: BlockKind[];
  /** The hiring FAQ's fields. */
  faq: ContentField[];
}

/** A document as the editor opens it: `fields` is its working version (the draft, else the published). */
export interface AdminPage {
  id: number;
  kind: EditableKind;
  /** The store's path: `/pages/about`, `/hiring-faq`. */
  path: string;
  /** Its title (a page) or heading (the FAQ). */
  name: string;
  /** Where the site shows it, when it has an address of its own (`/about`). */
  publicPath: string | null;
  status: ContentStatus;
  /** Published, with changes saved since that are not public yet. */
  hasUnpublishedChanges: boolean;
  publishAt: string | null;
  fields: ContentFields;
  /** Its file changed in content/ after an edit here (the file's version is kept aside). */
  fileChanged: boolean;
  origin: 'file' | 'admin';
  version: number;
  changedAt: string;
}

export type AdminPageRow = Omit<AdminPage, 'fields'>;

/** `PUT /api/admin/pages/{id}`: the whole document and the version it was based on. */
export type PageSaveInput = ContentFields & { version: number };

/** The 409 of a stale write: what changed, and the document as it is now. */
export interface PageConflictData {
  changedFields: string[];
  current: AdminPage;
}
