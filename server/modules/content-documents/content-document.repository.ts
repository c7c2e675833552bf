import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';

import type {
  ContentDocumentRow,
  ContentFields,
  ContentKind,
  Database,
} from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The columns a write may set; JSON columns are written as text. */
export type ContentDocumentValues = Updateable<Database['content_document']>;

export const toJson = (fields: ContentFields | null): string | null =>
  fields === null ? null : JSON.stringify(fields);

/** The published documents, for the in-memory snapshot every process reads. */
export function findPublishedDocuments(db: Db) {
  return db
    .selectFrom('content_document')
    .select(['id', 'path', 'kind', 'published'])
    .where('published', 'is not', null)
    .orderBy('path')
    .execute();
}

/** Each old path of a renamed document, with the document's path now. */
export function findRedirects(db: Db) {
  return db
    .selectFrom('content_redirect')
    .innerJoin('content_document', 'content_document.id', 'content_redirect.document_id')
    .select(['content_redirect.path as from', 'content_document.path as to'])
    .execute();
}

/**
 * Keeps other imports and editors' writes out until the caller's transaction ends (readers of
 * the snapshot are not held): two processes starting at once import one after the other.
 */
export async function lockDocumentsForImport(trx: Transaction<Database>): Promise<void> {
  await sql`LOCK TABLE content_document IN EXCLUSIVE MODE`.execute(trx);
}

/** What an import compares each file with: every row and the old paths of renamed ones. */
export async function findImportState(db: Db) {
  const rows = await db
    .selectFrom('content_document')
    .select(['id', 'path', 'origin', 'file_hash', 'published'])
    .execute();
  const redirects = await db
    .selectFrom('content_redirect')
    .select(['path', 'document_id'])
    .execute();
  return { rows, redirects };
}

export async function insertDocument(
  db: Db,
  values: {
    path: string;
    kind: ContentKind;
    origin: ContentDocumentRow['origin'];
    published: ContentFields | null;
    draft?: ContentFields | null;
    fileHash?: string | null;
  },
): Promise<ContentDocumentRow> {
  return db
    .insertInto('content_document')
    .values({
      path: values.path,
      kind: values.kind,
      origin: values.origin,
      published: toJson(values.published),
      draft: toJson(values.draft ?? null),
      file_hash: values.fileHash ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Writes `values` and bumps the version; returns the row as written. */
export function updateDocument(
  db: Db,
  id: number,
  values: ContentDocumentValues,
): Promise<ContentDocumentRow> {
  return db
    .updateTable('content_document')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: sql`now()` }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Empties the documents and their redirects (a forced re-seed). */
export async function deleteAllDocuments(db: Db): Promise<void> {
  await db.deleteFrom('content_document').execute();
}

/** One document; locked until the transaction ends when read in one to change it. */
export function findDocument(
  db: Db,
  id: number,
  { lock = false } = {},
): Promise<ContentDocumentRow | undefined> {
  const query = db.selectFrom('content_document').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The document at `path`, or the one a redirect from `path` leads to. */
export async function findDocumentIdAt(db: Db, path: string): Promise<number | undefined> {
  const own = await db
    .selectFrom('content_document')
    .select('id')
    .where('path', '=', path)
    .executeTakeFirst();
  if (own) return own.id;
  const moved = await db
    .selectFrom('content_redirect')
    .select('document_id')
    .where('path', '=', path)
    .executeTakeFirst();
  return moved?.document_id;
}

/** Every document of these kinds, the last changed first (the editors' lists are short). */
export function findDocumentsOfKinds(db: Db, kinds: readonly ContentKind[]) {
  return db
    .selectFrom('content_document')
    .selectAll()
    .where('kind', 'in', kinds)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The documents whose scheduled time has come, oldest first, locked (skipping busy ones). */
export function findDueDocuments(trx: Transaction<Database>, now: Date, limit: number) {
  return trx
    .selectFrom('content_document')
    .selectAll()
    .where('publish_at', '<=', now)
    .orderBy('publish_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** The old `path` leads to the document now; a redirect from its new path is dropped. */
export async function moveDocumentPath(
  db: Db,
  id: number,
  from: string,
  to: string,
): Promise<void> {
  await db.deleteFrom('content_redirect').where('path', '=', to).execute();
  await db
    .insertInto('content_redirect')
    .values({ path: from, document_id: id })
    .onConflict((conflict) => conflict.column('path').doUpdateSet({ document_id: id }))
    .execute();
}
