/**
 * The site's hand-written seed content, which the first start and `npm run db:seed` write. It
 * lives beside content/, not in it: the content store reads every file there as content.
 */
import type { SeedData } from '../server/platform/db/seed';
import { seedComments } from './comments';
import { seedJobs } from './jobs';
import { seedBrandAssets, seedPressNews, seedPressReleases } from './press';
import { seedTeam } from './team';

export const seedContent: SeedData = {
  jobs: seedJobs,
  team: seedTeam,
  pressNews: seedPressNews,
  pressReleases: seedPressReleases,
  brandAssets: seedBrandAssets,
  comments: seedComments,
};
