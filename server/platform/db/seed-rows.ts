/** The seed content and what seeding and bulk generation share to turn it into rows. */
import type { AppDatabase } from './database';
import type { NewJob } from './schema';
import { seedComments } from './seed-data/comments';
import { seedJobs } from './seed-data/jobs';
import { seedBrandAssets, seedPressNews, seedPressReleases } from './seed-data/press';
import { seedTeam } from './seed-data/team';
import type {
  SeedBrandAsset,
  SeedComment,
  SeedJob,
  SeedPressNews,
  SeedPressRelease,
  SeedTeamMember,
} from './seed-data/types';

export interface SeedData {
  jobs: SeedJob[];
  team: SeedTeamMember[];
  pressNews: SeedPressNews[];
  pressReleases: SeedPressRelease[];
  brandAssets: SeedBrandAsset[];
  comments: SeedComment[];
}

/** The hand-written content of server/platform/db/seed-data. */
export const defaultSeedData: SeedData = {
  jobs: seedJobs,
  team: seedTeam,
  pressNews: seedPressNews,
  pressReleases: seedPressReleases,
  brandAssets: seedBrandAssets,
  comments: seedComments,
};

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
/** Rows per INSERT: 1 000 jobs × 20 columns stays far below PostgreSQL's 65 535 parameters. */
export const INSERT_BATCH_ROWS = 1_000;
export const SEEDED_TABLES = [
  'job',
  'team_member',
  'press_news',
  'press_release',
  'brand_asset',
  'blog_comment',
] as const;

export function toJobRow(job: SeedJob, postedAt: Date, now: Date): NewJob {
  return {
    ext_slug: job.extSlug ?? null,
    title: job.title,
    description: job.description ?? null,
    team: job.team ?? null,
    department: job.department,
    location: job.location ?? null,
    country: job.country ?? null,
    remote: job.remote ?? false,
    job_type: job.jobType ?? null,
    level: job.level ?? null,
    apply_url: job.applyUrl ?? null,
    pay_currency: job.pay?.currency ?? null,
    pay_min: job.pay?.min ?? null,
    pay_max: job.pay?.max ?? null,
    pay_period: job.pay?.period ?? null,
    posted_at: postedAt,
    closes_at:
      job.closesInDays === undefined ? null : new Date(now.getTime() + job.closesInDays * DAY_MS),
    created_at: postedAt,
    updated_at: postedAt,
  };
}

/** Replaces `{company}` in every string of the seed content. */
export function fillCompanyName<T>(value: T, companyName: string): T {
  if (typeof value === 'string') return value.replaceAll('{company}', companyName) as T;
  if (Array.isArray(value))
    return value.map((item: unknown) => fillCompanyName(item, companyName)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillCompanyName(item, companyName)]),
    ) as T;
  }
  return value;
}

/**
 * Refreshes the planner statistics (PGlite has no autovacuum). Outside any transaction:
 * VACUUM refuses to run inside one.
 */
export async function vacuumAnalyze(app: AppDatabase): Promise<void> {
  await app.exec(`VACUUM ANALYZE ${SEEDED_TABLES.join(', ')}`);
}
