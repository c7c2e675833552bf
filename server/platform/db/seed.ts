import { stat } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Insertable, type Transaction } from 'kysely';
import type { AppDatabase } from './database';
import type { BlogCommentTable, BrandAssetTable, Database } from './schema';
import {
  DAY_MS,
  HOUR_MS,
  INSERT_BATCH_ROWS,
  SEEDED_TABLES,
  fillCompanyName,
  insertJobsWithPlaces,
  toJobRow,
  vacuumAnalyze,
  type SeedData,
} from './seed-rows';

export type { SeedData } from './seed-rows';
export { seedBulkJobs } from './seed-bulk';

interface SeedOptions {
  companyName: string;
  /** The folder served as `/`: brand asset sizes are read from the files under it. */
  publicDir: string;
  /** Empty the seeded tables first and seed again, even when jobs exist. */
  force?: boolean;
  /** What to seed: the site's own is seed/ (the platform knows no content). */
  data: SeedData;
  /** The moment the day and hour offsets count from. */
  now?: Date;
}

type SeedCounts = Record<(typeof SEEDED_TABLES)[number], number>;

interface SeedResult {
  /** False when the job table already had rows and `force` was not set. */
  seeded: boolean;
  counts: SeedCounts;
}

/**
 * Fills the content tables from `options.data` when the job table is empty, in one
 * transaction, then refreshes the planner statistics (PGlite has no autovacuum).
 *
 * @example
 * await seedDatabase(app, { companyName: env.COMPANY_NAME, publicDir: path.resolve('public'), data: seedContent });
 */
export async function seedDatabase(app: AppDatabase, options: SeedOptions): Promise<SeedResult> {
  const data = fillCompanyName(options.data, options.companyName);
  const now = options.now ?? new Date();
  const assetSizes = await readAssetSizes(options.publicDir, data);
  const seeded = await app.db.transaction().execute(async (trx) => {
    if (options.force) {
      // The jobs' events and search notices go with the jobs, the portraits with the team
      // members they replace, the newsroom's uploads and preview links with its assets and
      // releases, and the moderators' notices and review links with the comments; the events
      // count from 1 again, and so does the notifier's cursor.
      const tables = [
        ...SEEDED_TABLES,
        'job_event',
        'search_notification',
        'team_portrait',
        'brand_asset_file',
        'press_preview_link',
        'press_preview_opening',
        'comment_notice',
        'comment_review_link',
      ];
      await sql`TRUNCATE ${sql.join(tables.map((table) => sql.table(table)))} RESTART IDENTITY`.execute(
        trx,
      );
      await trx.updateTable('search_notify_cursor').set({ last_event_id: '0' }).execute();
    } else if (await trx.selectFrom('job').select('id').limit(1).executeTakeFirst()) {
      return false;
    }
    await insertSeedRows(trx, data, now, assetSizes);
    return true;
  });
  if (seeded) await vacuumAnalyze(app);
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
  await insertJobsWithPlaces(
    trx,
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
      // The seed's releases are history: nobody is mailed them (migration 030).
      announced_at: now,
      ...('story' in item
        ? { story_slug: item.story, published_at: null }
        : { story_slug: null, published_at: ago(item.publishedDaysAgo * DAY_MS) }),
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

function toDateString(date: Date): string {
  return date.toISOString().slice(0, 10);
}
