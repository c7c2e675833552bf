import type { Kysely, Transaction } from 'kysely';

import type { AdminBrandAsset, BrandAssetFields } from '../../../contract/admin-press-types';
import type { PagedList } from '../../../contract/page-types';
import type { Actor } from '../../platform/auth/actor';
import type { BrandAssetRow, Database } from '../../platform/db/schema';
import { fetchPage, type Paging } from '../../platform/db/paging';
import { InvalidFieldError, NotFoundError } from '../../platform/domain-errors';
import { recordActivity, staleSaveError, type EditedRecord } from '../activity';
import {
  countBrandAssets,
  deleteBrandAsset,
  deleteBrandAssetFile,
  findBrandAssetFileByHash,
  findBrandAssetFileOf,
  findBrandAssetForAdmin,
  findBrandAssetOrder,
  findBrandAssetPage,
  insertBrandAsset,
  replaceBrandAssetFile,
  setBrandAssetOrder,
  updateBrandAsset,
  type BrandAssetFileRole,
  type BrandAssetValues,
} from './brand-asset.repository';
import {
  assetFileUrl,
  assetPreviewUrl,
  preparePreview,
  PREVIEW_CONTENT_TYPE,
  type PreparedAssetFile,
  type PreparedPreview,
} from './brand-asset-uploads';
import { changesBetween } from './press-admin-changes';

const ENTITY = 'brand_asset';
const NOT_FOUND = 'This brand asset was removed.';

export type MoveDirection = 'up' | 'down';

/** The uploads of a save: a new file, a new preview, either or both. */
export interface BrandAssetUploads {
  file: PreparedAssetFile | null;
  preview: PreparedPreview | null;
}

type RankedAsset = BrandAssetRow & { position: number };

function toAdminAsset(row: RankedAsset): AdminBrandAsset {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    url: row.file_path,
    format: row.format,
    sizeBytes: row.size_bytes,
    previewSrc: row.preview,
    position: row.position,
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** What the log keeps of an asset: its texts, where its file and preview are, its format. */
const loggedFields = (row: BrandAssetRow) => ({
  title: row.title,
  description: row.description,
  file: row.file_path,
  format: row.format,
  preview: row.preview,
});

const editedAsset: EditedRecord<AdminBrandAsset> = {
  entity: ENTITY,
  noun: 'brand asset',
  notFound: NOT_FOUND,
  current: async (db, id) => {
    const row = await findBrandAssetForAdmin(db, id);
    return row && toAdminAsset(row);
  },
};

/** What a save stores: the file and the preview to keep, and the columns that point at them. */
interface StoredUploads {
  file: PreparedAssetFile | null;
  /** The new preview; null with a new file: the old one goes (it showed the old file). */
  preview: PreparedPreview | null;
  columns: Partial<BrandAssetValues>;
}

/**
 * The uploads of a save, made ready before its transaction: the preview is the one uploaded,
 * else one made from an image file; a PDF without one has none.
 */
async function readyUploads({ file, preview }: BrandAssetUploads): Promise<StoredUploads> {
  const kept = preview ?? (file?.isImage ? await preparePreview(file.bytes) : null);
  const columns: Partial<BrandAssetValues> = {};
  if (file) {
    columns.file_path = assetFileUrl(file.hash, file.fileName);
    columns.format = file.format;
    columns.size_bytes = file.bytes.length;
  }
  if (kept) columns.preview = assetPreviewUrl(kept.hash);
  else if (file) columns.preview = null;
  return { file, preview: kept, columns };
}

/** Stores the bytes of a save's uploads for the asset. */
async function storeUploads(trx: Transaction<Database>, assetId: number, uploads: StoredUploads) {
  const store = (role: BrandAssetFileRole, hash: string, contentType: string, bytes: Buffer) =>
    replaceBrandAssetFile(trx, { assetId, role, hash, contentType, bytes });
  if (uploads.file) {
    await store('file', uploads.file.hash, uploads.file.contentType, uploads.file.bytes);
  }
  if (uploads.preview) {
    await store('preview', uploads.preview.hash, PREVIEW_CONTENT_TYPE, uploads.preview.bytes);
  } else if (uploads.file) {
    await deleteBrandAssetFile(trx, assetId, 'preview');
  }
}

/** One page of the brand assets in the site's order, each with its place. */
export function listBrandAssetsForAdmin(
  db: Kysely<Database>,
  paging: Paging,
): Promise<PagedList<AdminBrandAsset>> {
  return fetchPage(
    paging,
    () => countBrandAssets(db),
    async (slice) => (await findBrandAssetPage(db, slice)).map(toAdminAsset),
  );
}

async function findOrThrow(db: Kysely<Database> | Transaction<Database>, id: number) {
  const row = await findBrandAssetForAdmin(db, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

export async function getBrandAssetForEdit(
  db: Kysely<Database>,
  id: number,
): Promise<AdminBrandAsset> {
  return toAdminAsset(await findOrThrow(db, id));
}

/** Adds an asset, with its file (and preview), at the end of the list, and logs it. */
export async function addBrandAsset(
  db: Kysely<Database>,
  fields: BrandAssetFields,
  uploads: BrandAssetUploads,
  actor: Actor,
): Promise<AdminBrandAsset> {
  const { file } = uploads;
  if (!file) throw new InvalidFieldError('file', 'choose the file to offer (a PDF or an image)');
  const ready = await readyUploads(uploads);
  return db.transaction().execute(async (trx) => {
    const { id } = await insertBrandAsset(trx, {
      ...fields,
      file_path: assetFileUrl(file.hash, file.fileName),
      format: file.format,
      size_bytes: file.bytes.length,
      preview: ready.columns.preview ?? null,
    });
    await storeUploads(trx, id, ready);
    const row = await findOrThrow(trx, id);
    await recordActivity(trx, {
      actor,
      action: 'press.asset_added',
      entity: ENTITY,
      entityId: id,
      details: { title: row.title, version: row.version, before: null, after: loggedFields(row) },
    });
    return toAdminAsset(row);
  });
}

/** Saves an asset's texts (and a new file or preview) if nobody saved it since `version`. */
export async function saveBrandAsset(
  db: Kysely<Database>,
  id: number,
  version: number,
  fields: BrandAssetFields,
  uploads: BrandAssetUploads,
  actor: Actor,
): Promise<AdminBrandAsset> {
  const ready = await readyUploads(uploads);
  const saved = await db.transaction().execute(async (trx) => {
    const before = await findOrThrow(trx, id);
    if (!(await updateBrandAsset(trx, id, version, { ...fields, ...ready.columns }))) return null;
    await storeUploads(trx, id, ready);
    const row = await findOrThrow(trx, id);
    await recordActivity(trx, {
      actor,
      action: 'press.asset_changed',
      entity: ENTITY,
      entityId: id,
      details: {
        title: row.title,
        version: row.version,
        ...changesBetween(loggedFields(before), loggedFields(row)),
      },
    });
    return toAdminAsset(row);
  });
  if (!saved) throw await staleSaveError(db, editedAsset, { id, version, actor });
  return saved;
}

/** Moves an asset one place up or down the list and logs it. */
export function moveBrandAsset(
  db: Kysely<Database>,
  id: number,
  direction: MoveDirection,
  actor: Actor,
): Promise<{ id: number; position: number }> {
  return db.transaction().execute(async (trx) => {
    const asset = await findOrThrow(trx, id);
    const order = await findBrandAssetOrder(trx);
    const from = order.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    // Already first (or last): nothing moves, nothing is logged.
    if (to < 0 || to >= order.length) return { id, position: from + 1 };
    [order[from], order[to]] = [order[to] as number, id];
    await setBrandAssetOrder(trx, order);
    await recordActivity(trx, {
      actor,
      action: 'press.asset_moved',
      entity: ENTITY,
      entityId: id,
      details: {
        title: asset.title,
        fields: 'position',
        before: { position: from + 1 },
        after: { position: to + 1 },
      },
    });
    return { id, position: to + 1 };
  });
}

/** Removes an asset (its stored file and preview go with it) and logs it. */
export function removeBrandAsset(
  db: Kysely<Database>,
  id: number,
  actor: Actor,
): Promise<{ id: number; title: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await deleteBrandAsset(trx, id);
    if (!row) throw new NotFoundError(NOT_FOUND);
    await recordActivity(trx, {
      actor,
      action: 'press.asset_removed',
      entity: ENTITY,
      entityId: id,
      details: { title: row.title, before: loggedFields(row), after: null },
    });
    return { id, title: row.title };
  });
}

/** Stored bytes behind an asset's file or preview URL, while an asset still has them. */
export async function getBrandAssetUpload(
  db: Kysely<Database>,
  role: BrandAssetFileRole,
  hash: string,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const row = await findBrandAssetFileByHash(db, hash, role);
  return row ? { bytes: row.bytes, contentType: row.content_type } : null;
}

/**
 * An asset's uploaded file (for the press kit's zip); null for an asset whose file lives under
 * public/ (the seed's), which is read from its `url` there.
 */
export async function readBrandAssetFile(
  db: Kysely<Database>,
  assetId: number,
): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const row = await findBrandAssetFileOf(db, assetId);
  return row ? { bytes: row.bytes, contentType: row.content_type } : null;
}
