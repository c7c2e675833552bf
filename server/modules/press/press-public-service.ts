import type { Kysely } from 'kysely';

import type { Database } from '../../platform/db/schema';
import { withDatabase } from '../../platform/db/with-database';
import { getBrandAssetUpload } from './brand-asset-admin-service';
import { recordPreviewOpening } from './press-preview-service';

/** What the press area's public routes that are not pages need, bound to the database. */
export function createPressPublicService(db: Kysely<Database>) {
  return {
    getBrandAssetUpload: withDatabase(db, getBrandAssetUpload),
    recordPreviewOpening: withDatabase(db, recordPreviewOpening),
  };
}

export type PressPublicService = ReturnType<typeof createPressPublicService>;
