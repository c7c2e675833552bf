import { stat } from 'node:fs/promises';
import path from 'node:path';

import type { Kysely } from 'kysely';

import type { Database } from '../../platform/db/schema';
import { NotFoundError } from '../../platform/domain-errors';
import { findBrandAssetFiles } from './press-kit.repository';

/** One file of a press kit: its name in the zip, where it is on disk, its size and last change. */
export interface PressKitFile {
  name: string;
  path: string;
  sizeBytes: number;
  modifiedAt: Date;
}

/** A brand asset's file under the public folder; its `file_path` is the URL the site serves it at. */
function fileUnder(publicDir: string, filePath: string): string | null {
  const root = path.resolve(publicDir);
  const file = path.resolve(root, `.${filePath}`);
  return file.startsWith(root + path.sep) ? file : null;
}

/** `logo.svg`, or `logo-12.svg` when another chosen file is called so already. */
function uniqueName(file: string, id: number, taken: Set<string>): string {
  const base = path.basename(file);
  const parsed = path.parse(base);
  const name = taken.has(base) ? `${parsed.name}-${id}${parsed.ext}` : base;
  taken.add(name);
  return name;
}

/**
 * The files of the chosen brand assets, in their editorial order, each read from the public
 * folder where its `file_path` points: what the press kit's zip streams. An id that is no brand
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
  const chosen = assets.map(({ id, file_path: filePath }) => {
    const file = fileUnder(publicDir, filePath);
    return { id, file, name: file ? uniqueName(file, id, taken) : '' };
  });
  return Promise.all(
    chosen.map(async ({ id, file, name }) => {
      const found = file === null ? null : await stat(file).catch(() => null);
      if (file === null || !found?.isFile())
        throw new NotFoundError(`The file of brand asset ${id} is missing.`);
      return { name, path: file, sizeBytes: found.size, modifiedAt: found.mtime };
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
