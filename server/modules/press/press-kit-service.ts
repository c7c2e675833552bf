import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

import type { Kysely } from 'kysely';

import type { Database } from '../../platform/db/schema';
import { NotFoundError } from '../../platform/domain-errors';
import { readBrandAssetFile } from './brand-asset-admin-service';
import { findBrandAssetFiles } from './press-kit.repository';

/** One file of a press kit: its name in the zip, its size and last change, and how to read it. */
export interface PressKitFile {
  name: string;
  sizeBytes: number;
  modifiedAt: Date;
  /** Opened only when the zip comes to it. */
  open: () => Promise<Readable>;
}

/** A brand asset's file under the public folder; its `file_path` is the URL the site serves it at. */
function fileUnder(publicDir: string, filePath: string): string | null {
  const root = path.resolve(publicDir);
  const file = path.resolve(root, `.${filePath}`);
  return file.startsWith(root + path.sep) ? file : null;
}

/** `logo.svg`, or `logo-12.svg` when another chosen file is called so already. */
function uniqueName(filePath: string, id: number, taken: Set<string>): string {
  const base = path.posix.basename(filePath);
  const parsed = path.parse(base);
  const name = taken.has(base) ? `${parsed.name}-${id}${parsed.ext}` : base;
  taken.add(name);
  return name;
}

/**
 * The files of the chosen brand assets, in their editorial order, each read from the public
 * folder where its `file_path` points or, uploaded in the admin, from the database: what the
 * press kit's zip streams. An id that is no brand
 * asset, or an asset whose file is gone, is a NotFoundError naming it.
 */
export async function choosePressKitFiles(
  db: Kysely<Database>,
  publicDir: string,
  ids: readonly number[],
): Promise<PressKitFile[]> {
  const assets = await findBrandAssetFiles(db, ids);
  const unknown = ids.filter((id) => !assets.some((asset) => asset.id === id));
  if (unknown.length > 0)
    throw new NotFoundError(`No brand asset has the id ${unknown.join(', ')}.`);
  const taken = new Set<string>();
  // Named in editorial order before any file is read, so a shared name is always the later one's.
  const named = assets.map((asset) => ({
    ...asset,
    name: uniqueName(asset.file_path, asset.id, taken),
  }));
  return Promise.all(
    named.map(async (asset): Promise<PressKitFile> => {
      const missing = new NotFoundError(`The file of brand asset ${asset.id} is missing.`);
      // An asset uploaded in the admin keeps its bytes in the database (decision 063).
      if (asset.uploaded) {
        return {
          name: asset.name,
          sizeBytes: asset.size_bytes,
          modifiedAt: asset.updated_at,
          open: async () => {
            const upload = await readBrandAssetFile(db, asset.id);
            if (!upload) throw missing;
            return Readable.from([upload.bytes]);
          },
        };
      }
      const file = fileUnder(publicDir, asset.file_path);
      const found = file === null ? null : await stat(file).catch(() => null);
      if (file === null || !found?.isFile()) throw missing;
      return {
        name: asset.name,
        sizeBytes: found.size,
        modifiedAt: found.mtime,
        open: async () => createReadStream(file),
      };
    }),
  );
}

/**
 * The press kit's files from one database and one public folder.
 *
 * @example
 * const pressKit = createPressKitService(db, path.join(ROOT_DIR, 'public'));
 * await pressKit.chooseFiles([1, 4]); // => [{ name: 'somnia-logo.svg', path: '/…', … }, …]
 */
export function createPressKitService(db: Kysely<Database>, publicDir: string) {
  return { chooseFiles: (ids: readonly number[]) => choosePressKitFiles(db, publicDir, ids) };
}

export type PressKitService = ReturnType<typeof createPressKitService>;
