import type { Kysely } from 'kysely';

import {
  readContentFiles,
  type ContentDocument,
  type ContentStoreOptions,
} from '../../content/content-store';
import type { Actor } from '../../platform/auth/actor';
import type { ContentFields, Database } from '../../platform/db/schema';
import { recordActivity } from '../activity';
import {
  deleteAllDocuments,
  findImportState,
  insertDocument,
  lockDocumentsForImport,
  toJson,
  updateDocument,
} from './content-document.repository';
import { kindOfFile } from './content-kinds';

/** Who the activity log names for what a start read from content/. */
const CONTENT_FILES: Actor = { sub: null, email: 'Content files' };

export interface ContentImportOptions extends Omit<ContentStoreOptions, 'watch'> {
  /** Empties the documents first, owners' edits too (`npm run db:seed -- --force`). */
  force?: boolean;
}

export interface ContentImportResult {
  /** New files: rows made. */
  inserted: number;
  /** Changed files of rows still as content/ says: rows updated. */
  updated: number;
  /** Removed files of rows still as content/ says: rows unpublished. */
  unpublished: number;
  /** Changed files of documents an owner edited: kept as the owner left them (paths). */
  keptOwnersVersion: string[];
}

/** A document's fields as stored: the store's own fields are the row's path and kind. */
export function fieldsOf(document: ContentDocument): ContentFields {
  const { _path: _p, _dir: _d, _file: _f, _extension: _e, ...fields } = document;
  return fields;
}

/**
 * Brings the files of `content/` into the database by decision 061's rules, in one transaction
 * that other imports wait for:
 * 1. a file with no row (at its path, or at an old path of a renamed row) is inserted, origin file;
 * 2. a row still `origin = file` whose file changed is updated from it;
 * 3. a row an owner changed (`origin = admin`) is never written: a changed file is kept beside
 *    it (`file_document`) and the activity log says so, once per change of the file;
 * 4. a removed file unpublishes its `origin = file` row; an owner's row stays.
 * Files that are not an owner's content (`exchange-rates.json`) are left alone.
 *
 * @example
 * await importContentFiles(db, { dir: 'content', company: 'Somnia', companySlug: 'somnia' });
 */
export async function importContentFiles(
  db: Kysely<Database>,
  options: ContentImportOptions,
): Promise<ContentImportResult> {
  const files = (await readContentFiles(options)).flatMap((file) => {
    const kind = kindOfFile(file.document._path, file.document._extension);
    return kind ? [{ ...file, kind }] : [];
  });
  return db.transaction().execute(async (trx) => {
    await lockDocumentsForImport(trx);
    if (options.force) await deleteAllDocuments(trx);
    const { rows, redirects } = await findImportState(trx);
    const byPath = new Map(rows.map((row) => [row.path, row]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const redirect of redirects) {
      const row = byId.get(redirect.document_id);
      if (row && !byPath.has(redirect.path)) byPath.set(redirect.path, row);
    }
    const result: ContentImportResult = {
      inserted: 0,
      updated: 0,
      unpublished: 0,
      keptOwnersVersion: [],
    };
    const fileRows = new Set<number>();
    for (const file of files) {
      const path = file.document._path;
      const fields = fieldsOf(file.document);
      const row = byPath.get(path);
      if (!row) {
        await insertDocument(trx, {
          path,
          kind: file.kind,
          origin: 'file',
          published: fields,
          fileHash: file.hash,
        });
        result.inserted += 1;
        continue;
      }
      fileRows.add(row.id);
      if (row.file_hash === file.hash) continue;
      if (row.origin === 'file') {
        await updateDocument(trx, row.id, { published: toJson(fields), file_hash: file.hash });
        result.updated += 1;
      } else {
        await updateDocument(trx, row.id, { file_document: toJson(fields), file_hash: file.hash });
        await recordActivity(trx, {
          actor: CONTENT_FILES,
          action: 'content.file_changed',
          entity: 'content',
          entityId: row.id,
          details: {
            path: row.path,
            said: `The file of ${row.path} changed after an edit in the admin; the admin's version is kept`,
          },
        });
        result.keptOwnersVersion.push(row.path);
      }
    }
    for (const row of rows) {
      if (row.origin !== 'file' || row.file_hash === null || fileRows.has(row.id)) continue;
      await updateDocument(trx, row.id, { published: null, file_hash: null });
      result.unpublished += 1;
    }
    return result;
  });
}
