/** Generated jobs for benchmarks (`npm run db:seed -- --jobs 10000`). */
import { sql, type Transaction } from 'kysely';
import type { AppDatabase } from './database';
import type { Database, WorkplaceType } from './schema';
import {
  DAY_MS,
  fillCompanyName,
  insertJobsWithPlaces,
  toJobRow,
  vacuumAnalyze,
  type JobWithPlaces,
  type SeedData,
} from './seed-rows';
import type { SeedJob } from './seed-types';

const BULK_SLUG_PREFIX = 'bulk-';

/**
 * Makes sure `count` generated jobs exist beside the seeded ones (a data set for benchmarks),
 * inserting them `INSERT_BATCH_ROWS` at a time; running it again adds only the missing ones.
 * Generated jobs are copies of the seed jobs with their own title, places and dates, and an
 * `ext_slug` of `bulk-000001` … so they can be told apart. Returns how many were inserted.
 */
export async function seedBulkJobs(
  app: AppDatabase,
  count: number,
  options: { companyName?: string; data: SeedData; now?: Date },
): Promise<number> {
  const templates = fillCompanyName(options.data, options.companyName ?? 'Somnia').jobs;
  if (templates.length === 0)
    throw new Error('seedBulkJobs needs at least one seed job as a template');
  const now = options.now ?? new Date();
  const existing = await app.db
    .selectFrom('job')
    .select('ext_slug')
    .where('ext_slug', 'like', `${BULK_SLUG_PREFIX}%`)
    .execute();
  const existingSlugs = new Set(existing.map((row) => row.ext_slug));
  const rows: JobWithPlaces[] = [];
  for (let index = 0; index < count; index += 1) {
    if (!existingSlugs.has(bulkSlug(index))) rows.push(generateBulkJob(templates, index, now));
  }
  if (rows.length === 0) return 0;
  await app.db
    .transaction()
    .execute((trx) => withJobSearchIndexRebuilt(trx, () => insertJobsWithPlaces(trx, rows)));
  await vacuumAnalyze(app);
  return rows.length;
}

/**
 * Building a GIN index once is about five times faster than updating it row by row
 * (fastupdate = off): drop the job table's GIN indexes and recreate them from their own definition.
 */
async function withJobSearchIndexRebuilt(trx: Transaction<Database>, load: () => Promise<void>) {
  const ginIndexes = await sql<{ indexname: string; indexdef: string }>`
    SELECT indexname, indexdef FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename = 'job' AND indexdef LIKE '% USING gin %'`.execute(
    trx,
  );
  for (const index of ginIndexes.rows)
    await sql`DROP INDEX ${sql.id(index.indexname)}`.execute(trx);
  await load();
  for (const index of ginIndexes.rows) await sql.raw(index.indexdef).execute(trx);
}

function bulkSlug(index: number): string {
  return `${BULK_SLUG_PREFIX}${String(index + 1).padStart(6, '0')}`;
}

const BULK_PLACES: ReadonlyArray<[city: string, region: string, country: string]> = [
  ['Amsterdam', 'North Holland', 'NL'],
  ['Berlin', 'Berlin', 'DE'],
  ['Lisbon', 'Lisbon', 'PT'],
  ['Paris', 'Île-de-France', 'FR'],
  ['London', 'England', 'GB'],
  ['Barcelona', 'Catalonia', 'ES'],
  ['Warsaw', 'Masovia', 'PL'],
  ['Rotterdam', 'South Holland', 'NL'],
  ['Munich', 'Bavaria', 'DE'],
];
const BULK_PLACE_STEPS = [1, 2, 4, 5];
const BULK_WORKPLACES: readonly WorkplaceType[] = ['on_site', 'on_site', 'hybrid', 'remote'];
const BULK_SENIORITY = ['', 'Senior ', 'Junior ', 'Lead ', 'Principal '];

/**
 * One to four places, each job's own mix (the location filter and facets must count a job once
 * however many of its places match); a remote job accepts its places' countries.
 */
function bulkPlaces(index: number): JobWithPlaces['places'] {
  const count = 1 + (index % 4);
  // A step coprime with the 9 places gives distinct places and varied pairs.
  const step = BULK_PLACE_STEPS[Math.floor(index / 4) % BULK_PLACE_STEPS.length] ?? 1;
  return Array.from({ length: count }, (_, offset) => {
    const [city, region, country] = BULK_PLACES[
      (index + offset * step) % BULK_PLACES.length
    ] as (typeof BULK_PLACES)[number];
    return { city, region, country_code: country };
  });
}

/** Deterministic for a given index, so a second run produces the same rows. */
function generateBulkJob(templates: SeedJob[], index: number, now: Date): JobWithPlaces {
  const template = templates[index % templates.length] as SeedJob;
  const postedDaysAgo = (index * 7) % 120;
  // Every tenth job closed already, every third open until filled.
  const closesInDays =
    index % 10 === 0 ? -((index % 30) + 1) : index % 3 === 0 ? undefined : 15 + (index % 60);
  const seniority = BULK_SENIORITY[index % BULK_SENIORITY.length] ?? '';
  const postedAt = new Date(now.getTime() - postedDaysAgo * DAY_MS - (index % 86_400) * 1000);
  const { job } = toJobRow({ ...template, postedDaysAgo, closesInDays }, postedAt, now);
  const places = bulkPlaces(index);
  const workplaceType = BULK_WORKPLACES[index % BULK_WORKPLACES.length] ?? 'on_site';
  return {
    job: {
      ...job,
      ext_slug: bulkSlug(index),
      title: `${seniority}${template.title.replace(/^(Senior|Junior|Lead|Principal) /, '')}`,
      workplace_type: workplaceType,
      remote_regions:
        workplaceType === 'remote'
          ? [...new Set(places.map((place) => place.country_code ?? ''))]
          : [],
    },
    places,
  };
}
