import { sql, type Kysely, type Transaction } from 'kysely';

import type { Database } from '../../platform/db/schema';
import { countAsTotal } from '../../platform/db/query-helpers';
import type { PageSlice } from '../../platform/db/paging';

type Db = Kysely<Database> | Transaction<Database>;
export type BrandAssetFileRole = 'file' | 'preview';

/** The columns a brand asset save writes. */
export interface BrandAssetValues {
  title: string;
  description: string;
  /** Set with a new file: where it is served, its format and size. */
  file_path?: string;
  format?: string;
  size_bytes?: number;
  preview?: string | null;
}

/** Each asset with its place on /press/brand-assets (1 = first). */
function rankedAssets(db: Db) {
  return db
    .selectFrom('brand_asset')
    .selectAll()
    .select(sql<number>`row_number() over (order by sort_order, id)::int`.as('position'));
}

export async function countBrandAssets(db: Db): Promise<number> {
  return (await db.selectFrom('brand_asset').select(countAsTotal).executeTakeFirstOrThrow()).total;
}

/** One page of the assets in the site's order, each with its place. */
export function findBrandAssetPage(db: Db, slice: PageSlice) {
  return db
    .selectFrom(rankedAssets(db).as('ranked'))
    .selectAll()
    .orderBy('position')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

export function findBrandAssetForAdmin(db: Db, id: number) {
  return db
    .selectFrom(rankedAssets(db).as('ranked'))
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Adds an asset at the end of the list. */
export function insertBrandAsset(db: Db, values: Required<BrandAssetValues>) {
  return db
    .insertInto('brand_asset')
    .values({
      ...values,
      sort_order: sql<number>`(select coalesce(max(sort_order), 0) + 1 from brand_asset)`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Saves an asset at `version`, bumping it; undefined when stale or gone. */
export function updateBrandAsset(db: Db, id: number, version: number, values: BrandAssetValues) {
  return db
    .updateTable('brand_asset')
    .set({ ...values, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returning('id')
    .executeTakeFirst();
}

export function deleteBrandAsset(db: Db, id: number) {
  return db.deleteFrom('brand_asset').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Every asset's id in the site's order, locked for a move. */
export async function findBrandAssetOrder(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('brand_asset')
    .select('id')
    .orderBy('sort_order')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** Numbers the assets 1, 2, 3… in the order given (one statement, so one cache drop). */
export async function setBrandAssetOrder(db: Db, ids: readonly number[]): Promise<void> {
  await db
    .updateTable('brand_asset')
    .set({ sort_order: sql<number>`array_position(${sql.val(ids)}::int[], id)` })
    .where('id', 'in', ids)
    .execute();
}

/** Replaces an asset's stored file or preview. */
export async function replaceBrandAssetFile(
  db: Db,
  file: {
    assetId: number;
    role: BrandAssetFileRole;
    hash: string;
    contentType: string;
    bytes: Buffer;
  },
): Promise<void> {
  await db
    .deleteFrom('brand_asset_file')
    .where('asset_id', '=', file.assetId)
    .where('role', '=', file.role)
    .execute();
  await db
    .insertInto('brand_asset_file')
    .values({
      asset_id: file.assetId,
      role: file.role,
      hash: file.hash,
      content_type: file.contentType,
      bytes: file.bytes,
    })
    .execute();
}

/** Drops an asset's stored preview (its new file is a PDF without one). */
export async function deleteBrandAssetFile(db: Db, assetId: number, role: BrandAssetFileRole) {
  await db
    .deleteFrom('brand_asset_file')
    .where('asset_id', '=', assetId)
    .where('role', '=', role)
    .execute();
}

/** Stored bytes by their hash, while some asset still has them in this role. */
export function findBrandAssetFileByHash(db: Db, hash: string, role: BrandAssetFileRole) {
  return db
    .selectFrom('brand_asset_file')
    .select(['bytes', 'content_type'])
    .where('hash', '=', hash)
    .where('role', '=', role)
    .limit(1)
    .executeTakeFirst();
}

/** An asset's stored file, or undefined when it has none (a seeded file under public/). */
export function findBrandAssetFileOf(db: Db, assetId: number) {
  return db
    .selectFrom('brand_asset_file')
    .select(['bytes', 'content_type'])
    .where('asset_id', '=', assetId)
    .where('role', '=', 'file')
    .executeTakeFirst();
}
