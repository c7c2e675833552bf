import type { Kysely } from 'kysely';

import type { Database } from '../../platform/db/schema';

/** The brand assets of these ids that exist, in their editorial order, with where their file is. */
export function findBrandAssetFiles(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('brand_asset')
    .select(['id', 'file_path'])
    .where('id', 'in', ids)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
