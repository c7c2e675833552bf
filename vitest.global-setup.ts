import { getPgliteTemplate } from './server/test-support/test-database';

/**
 * Builds the migrated and seeded PGlite template once, before the workers start: each worker
 * then loads it from the disk cache in about a second instead of building it again.
 */
export default async function setup(): Promise<void> {
  await getPgliteTemplate();
}
