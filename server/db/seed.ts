import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Insertable, type Transaction } from 'kysely';
import type { AppDatabase } from './database';
import type { BlogCommentTable, BrandAssetTable, Database, NewJob } from './schema';
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

/** The hand-written content of server/db/seed-data. */
export const defaultSeedData: SeedData = {
  jobs: seedJobs,
  team: seedTeam,
  pressNews: seedPressNews,
  pressReleases: seedPressReleases,
  brandAssets: seedBrandAssets,
  comments: seedComments,
};

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Rows per INSERT: 1 000 jobs × 20 columns stays far below PostgreSQL's 65 535 parameters. */
const INSERT_BATCH_ROWS = 1_000;
const SEEDED_TABLES = [
  'job',
  'team_member',
  'press_news',
  'press_release',
  'brand_asset',
  'blog_comment',
] as const;
const BULK_SLUG_PREFIX = 'bulk-';

export interface SeedOptions {
  companyName: string;
  /** The folder served as `/`: brand asset sizes are read from the files under it. */
  publicDir: string;
  /** Empty the seeded tables first and seed again, even when jobs exist. */
  force?: boolean;
  /** Defaults to the content of server/db/seed-data. */
  data?: SeedData;
  /** The moment the day and hour offsets count from. */
  now?: Date;
}

export type SeedCounts = Record<(typeof SEEDED_TABLES)[number], number>;

export interface SeedResult {
  /** False when the job table already had rows and `force` was not set. */
  seeded: boolean;
  counts: SeedCounts;
}

/**
 * Fills the content tables from server/db/seed-data when the job table is empty, in one
 * transaction, then refreshes the planner statistics (PGlite has no autovacuum).
 *
 * @example
 * await seedDatabase(app, { companyName: env.COMPANY_NAME, publicDir: path.resolve('public') });
 */
export async function seedDatabase(app: AppDatabase, options: SeedOptions): Promise<SeedResult> {
  const data = fillCompanyName(options.data ?? defaultSeedData, options.companyName);
  const now = options.now ?? new Date();
  const assetSizes = await readAssetSizes(options.publicDir, data);
  const seeded = await app.db.transaction().execute(async (trx) => {
    if (options.force) {
      await sql`TRUNCATE ${sql.join(SEEDED_TABLES.map((table) => sql.table(table)))} RESTART IDENTITY`.execute(
        trx,
      );
    } else if (await trx.selectFrom('job').select('id').limit(1).executeTakeFirst()) {
      return false;
    }
    await insertSeedRows(trx, data, now, assetSizes);
    return true;
  });
  if (seeded) await analyze(app);
  return { seeded, counts: await countSeededRows(app) };
}

async function insertSeedRows(
  trx: Transaction<Database>,
  data: SeedData,
  now: Date,
  assetSizes: number[],
): Promise<void> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  // One second apart, so jobs posted the same day keep the file's order when sorted by date.
  await insertInBatches(
    trx,
    'job',
    data.jobs.map((job, index) =>
      toJobRow(job, ago(job.postedDaysAgo * DAY_MS + index * 1000), now),
    ),
  );
  await insertInBatches(
    trx,
    'team_member',
    data.team.map((member, index) => ({
      name: member.name,
      role: member.role,
      team: member.team,
      location: member.location ?? null,
      bio: member.bio,
      quote: member.quote ?? null,
      portrait: member.portrait,
      joined_at:
        member.joinedDaysAgo === undefined
          ? null
          : toDateString(ago(member.joinedDaysAgo * DAY_MS)),
      sort_order: index,
    })),
  );
  await insertInBatches(
    trx,
    'press_news',
    data.pressNews.map((item) => ({
      title: item.title,
      summary: item.summary,
      body: item.body,
      source: item.source ?? null,
      source_url: item.sourceUrl ?? null,
      published_at: ago(item.publishedDaysAgo * DAY_MS),
    })),
  );
  await insertInBatches(
    trx,
    'press_release',
    data.pressReleases.map((item) => ({
      title: item.title,
      summary: item.summary,
      body: item.body,
      location: item.location ?? null,
      published_at: ago(item.publishedDaysAgo * DAY_MS),
    })),
  );
  await insertInBatches(
    trx,
    'brand_asset',
    data.brandAssets.map((asset, index): Insertable<BrandAssetTable> => ({
      title: asset.title,
      description: asset.description,
      file_path: asset.filePath,
      format: asset.format,
      size_bytes: assetSizes[index] ?? 0,
      preview: asset.preview ?? null,
      sort_order: index,
    })),
  );
  await insertInBatches(
    trx,
    'blog_comment',
    data.comments.map((comment): Insertable<BlogCommentTable> => {
      const createdAt = ago(comment.createdHoursAgo * HOUR_MS);
      const reviewed = comment.status !== 'pending';
      return {
        post_slug: comment.postSlug,
        name: comment.name,
        email: comment.email ?? null,
        body: comment.body,
        status: comment.status,
        created_at: createdAt,
        // Reviewed within the hour, or now for a comment younger than that.
        reviewed_at: reviewed
          ? new Date(Math.min(createdAt.getTime() + HOUR_MS, now.getTime()))
          : null,
        reviewed_by: reviewed ? 'seed' : null,
      };
    }),
  );
}

function toJobRow(job: SeedJob, postedAt: Date, now: Date): NewJob {
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

/**
 * Makes sure `count` generated jobs exist beside the seeded ones (a data set for benchmarks),
 * inserting them `INSERT_BATCH_ROWS` at a time; running it again adds only the missing ones.
 * Generated jobs are copies of the seed jobs with their own title, place and dates, and an
 * `ext_slug` of `bulk-000001` … so they can be told apart. Returns how many were inserted.
 */
export async function seedBulkJobs(
  app: AppDatabase,
  count: number,
  options: { companyName?: string; data?: SeedData; now?: Date } = {},
): Promise<number> {
  const templates = fillCompanyName(
    options.data ?? defaultSeedData,
    options.companyName ?? 'Somnia',
  ).jobs;
  if (templates.length === 0)
    throw new Error('seedBulkJobs needs at least one seed job as a template');
  const now = options.now ?? new Date();
  const existing = await app.db
    .selectFrom('job')
    .select('ext_slug')
    .where('ext_slug', 'like', `${BULK_SLUG_PREFIX}%`)
    .execute();
  const existingSlugs = new Set(existing.map((row) => row.ext_slug));
  const rows: NewJob[] = [];
  for (let index = 0; index < count; index += 1) {
    if (!existingSlugs.has(bulkSlug(index))) rows.push(generateBulkJob(templates, index, now));
  }
  if (rows.length === 0) return 0;
  await app.db.transaction().execute(async (trx) => {
    // Building a GIN index once is about five times faster than updating it row by row
    // (fastupdate = off): drop it and recreate it from its own definition.
    const ginIndexes = await sql<{ indexname: string; indexdef: string }>`
      SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'job' AND indexdef LIKE '% USING gin %'`.execute(
      trx,
    );
    for (const index of ginIndexes.rows)
      await sql`DROP INDEX ${sql.id(index.indexname)}`.execute(trx);
    for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS) {
      await trx
        .insertInto('job')
        .values(rows.slice(start, start + INSERT_BATCH_ROWS))
        .onConflict((conflict) => conflict.column('ext_slug').doNothing())
        .execute();
    }
    for (const index of ginIndexes.rows) await sql.raw(index.indexdef).execute(trx);
  });
  await analyze(app);
  return rows.length;
}

function bulkSlug(index: number): string {
  return `${BULK_SLUG_PREFIX}${String(index + 1).padStart(6, '0')}`;
}

const BULK_PLACES: ReadonlyArray<[location: string, country: string, remote: boolean]> = [
  ['Amsterdam', 'NL', false],
  ['Berlin', 'DE', false],
  ['Lisbon', 'PT', false],
  ['Paris', 'FR', false],
  ['London', 'GB', false],
  ['Barcelona', 'ES', false],
  ['Warsaw', 'PL', false],
  ['Remote', 'NL', true],
  ['Remote', 'DE', true],
];
const BULK_SENIORITY = ['', 'Senior ', 'Junior ', 'Lead ', 'Principal '];

/** Deterministic for a given index, so a second run produces the same rows. */
function generateBulkJob(templates: SeedJob[], index: number, now: Date): NewJob {
  const template = templates[index % templates.length] as SeedJob;
  const [location, country, remote] = BULK_PLACES[
    index % BULK_PLACES.length
  ] as (typeof BULK_PLACES)[number];
  const postedDaysAgo = (index * 7) % 120;
  // Every tenth job closed already, every third open until filled.
  const closesInDays =
    index % 10 === 0 ? -((index % 30) + 1) : index % 3 === 0 ? undefined : 15 + (index % 60);
  const seniority = BULK_SENIORITY[index % BULK_SENIORITY.length] ?? '';
  const postedAt = new Date(now.getTime() - postedDaysAgo * DAY_MS - (index % 86_400) * 1000);
  return {
    ...toJobRow({ ...template, postedDaysAgo, closesInDays }, postedAt, now),
    ext_slug: bulkSlug(index),
    title: `${seniority}${template.title.replace(/^(Senior|Junior|Lead|Principal) /, '')}`,
    location,
    country,
    remote,
  };
}

async function insertInBatches<T extends keyof Database>(
  trx: Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + INSERT_BATCH_ROWS))
      .execute();
  }
}

async function readAssetSizes(publicDir: string, data: SeedData): Promise<number[]> {
  const root = path.resolve(publicDir);
  return Promise.all(
    data.brandAssets.map(async (asset) => {
      const file = path.resolve(root, `.${asset.filePath}`);
      if (!file.startsWith(root + path.sep))
        throw new Error(`Brand asset ${asset.filePath} is outside ${root}`);
      try {
        return (await stat(file)).size;
      } catch (error) {
        throw new Error(`Brand asset ${asset.filePath} has no file at ${file}`, { cause: error });
      }
    }),
  );
}

/** Outside any transaction: VACUUM refuses to run inside one. */
async function analyze(app: AppDatabase): Promise<void> {
  await app.exec(`VACUUM ANALYZE ${SEEDED_TABLES.join(', ')}`);
}

async function countSeededRows(app: AppDatabase): Promise<SeedCounts> {
  const entries = await Promise.all(
    SEEDED_TABLES.map(async (table) => {
      const row = await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return [table, Number(row.count)] as const;
    }),
  );
  return Object.fromEntries(entries) as SeedCounts;
}

/** Replaces `{company}` in every string of the seed content. */
function fillCompanyName<T>(value: T, companyName: string): T {
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

function toDateString(date: Date): string {
  return date.toISOString().slice(0, 10);
}
