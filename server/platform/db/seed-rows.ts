/** The seed content and what seeding and bulk generation share to turn it into rows. */
import type { Transaction } from 'kysely';

import { employmentTypeOfLabel } from '../../../contract/job-model';
import { TEAM_SIZE } from '../../../contract/constants';
import type { AppDatabase } from './database';
import type { Database, NewJob, NewJobLocation } from './schema';
import type {
  SeedBrandAsset,
  SeedComment,
  SeedJob,
  SeedPressNews,
  SeedPressRelease,
  SeedTeamMember,
} from './seed-types';

/** What seeding writes; the site's own is seed/, handed in by the caller. */
export interface SeedData {
  jobs: SeedJob[];
  team: SeedTeamMember[];
  pressNews: SeedPressNews[];
  pressReleases: SeedPressRelease[];
  brandAssets: SeedBrandAsset[];
  comments: SeedComment[];
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
/** Rows per INSERT: 1 000 jobs × 20 columns stays far below PostgreSQL's 65 535 parameters. */
export const INSERT_BATCH_ROWS = 1_000;
export const SEEDED_TABLES = [
  'job',
  'job_location',
  'team_member',
  'press_news',
  'press_release',
  'brand_asset',
  'blog_comment',
] as const;

/** A job to insert and its places, in order (the first is the primary one). */
export interface JobWithPlaces {
  job: NewJob;
  places: Omit<NewJobLocation, 'job_id' | 'position'>[];
}

/** The places of a seed job: its list, or its one city and country (a remote job's is its region). */
function placesOf(job: SeedJob): JobWithPlaces['places'] {
  if (job.locations) return job.locations;
  if (!job.location && (job.remote || !job.country)) return [];
  return [{ city: job.location ?? null, region: null, country_code: job.country ?? null }];
}

export function toJobRow(job: SeedJob, postedAt: Date, now: Date): JobWithPlaces {
  const closesAt =
    job.closesInDays === undefined ? null : new Date(now.getTime() + job.closesInDays * DAY_MS);
  const employmentType = job.jobType ? employmentTypeOfLabel(job.jobType) : undefined;
  if (job.jobType && !employmentType)
    throw new Error(
      `Seed job ${job.title}: job type ${job.jobType} is none of the employment types`,
    );
  const remote = job.remote ?? false;
  return {
    places: placesOf(job),
    job: {
      ext_slug: job.extSlug ?? null,
      title: job.title,
      description: job.description ?? null,
      team: job.team ?? null,
      department: job.department,
      workplace_type: remote ? 'remote' : job.hybrid ? 'hybrid' : 'on_site',
      remote_regions: remote && job.country ? [job.country] : [],
      employment_type: employmentType ?? null,
      level: job.level ?? null,
      apply_url: job.applyUrl ?? null,
      // SPEC §2, §9: what every job showed before the fields were the job's own (decision 037).
      team_size: TEAM_SIZE,
      relocation_assistance: true,
      pay_currency: job.pay?.currency ?? null,
      pay_min: job.pay?.min ?? null,
      pay_max: job.pay?.max ?? null,
      pay_period: job.pay?.period ?? null,
      posted_at: postedAt,
      closes_at: closesAt,
      // A job closed already was closed by a write before now (jobs.close-expired's rule).
      status: closesAt && closesAt <= now ? 'closed' : 'open',
      publish_at: postedAt,
      created_at: postedAt,
      updated_at: postedAt,
    },
  };
}

/** Inserts jobs and their places, `INSERT_BATCH_ROWS` jobs a statement. */
export async function insertJobsWithPlaces(
  trx: Transaction<Database>,
  rows: JobWithPlaces[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS) {
    const batch = rows.slice(start, start + INSERT_BATCH_ROWS);
    const ids = await trx
      .insertInto('job')
      .values(batch.map((row) => row.job))
      .returning('id')
      .execute();
    const places = batch.flatMap((row, index) =>
      row.places.map((place, position) => ({ ...place, job_id: ids[index]?.id ?? 0, position })),
    );
    for (let from = 0; from < places.length; from += INSERT_BATCH_ROWS) {
      await trx
        .insertInto('job_location')
        .values(places.slice(from, from + INSERT_BATCH_ROWS))
        .execute();
    }
  }
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
