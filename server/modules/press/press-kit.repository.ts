import { sql, type Kysely } from 'kysely';

import type { Database } from '../../platform/db/schema';

/**
 * The brand assets of these ids that exist, in their editorial order, with where their file is:
 * `uploaded` when the admin stored its bytes in the database, else under public/ at `file_path`.
 */
export function findBrandAssetFiles(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('brand_asset')
    .select(['id', 'file_path', 'size_bytes', 'updated_at'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('brand_asset_file')
            .select(sql.lit(1).as('one'))
            .whereRef('brand_asset_file.asset_id', '=', 'brand_asset.id')
            .where('brand_asset_file.role', '=', 'file'),
        )
        .as('uploaded'),
    )
    .where('id', 'in', ids)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
