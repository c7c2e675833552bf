import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { expect, test } from 'vitest';
import type { Database } from './schema';
import { seedBulkJobs, seedDatabase, type SeedData } from './seed';
import {
  TEST_COMPANY_NAME,
  TEST_SEED_CONTENT,
  describeEachDriver,
} from '../../test-support/test-database';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public/', import.meta.url));
const DAY_MS = 86_400_000;

describeEachDriver('seedDatabase', ({ getApp }) => {
  test('fills every content table from the seed data', async () => {
    const { seeded, counts } = await seedDatabase(getApp(), {
      companyName: TEST_COMPANY_NAME,
      publicDir: PUBLIC_DIR,
      data: TEST_SEED_CONTENT,
    });

    expect(seeded).toBe(false);
    expect(counts).toEqual({
      job: TEST_SEED_CONTENT.jobs.length,
      // One place for each job that names a city, or a country it is not remote from.
      job_location: TEST_SEED_CONTENT.jobs.filter(
        (job) => job.location || (job.country && !job.remote),
      ).length,
      team_member: TEST_SEED_CONTENT.team.length,
      press_news: TEST_SEED_CONTENT.pressNews.length,
      press_release: TEST_SEED_CONTENT.pressReleases.length,
      brand_asset: TEST_SEED_CONTENT.brandAssets.length,
      blog_comment: TEST_SEED_CONTENT.comments.length,
    });
    expect(counts.job).toBeGreaterThanOrEqual(60);
  });

  test('has open and closed jobs, jobs with pay and jobs with an external slug', async () => {
    const { rows } = await sql<{ open: number; closed: number; paid: number; ext: number }>`
      SELECT count(*) FILTER (WHERE closes_at IS NULL OR closes_at > now()) AS open,
             count(*) FILTER (WHERE closes_at <= now()) AS closed,
             count(*) FILTER (WHERE pay_min IS NOT NULL) AS paid,
             count(*) FILTER (WHERE ext_slug IS NOT NULL) AS ext
      FROM job`.execute(getApp().db);

    expect(rows[0]?.open).toBeGreaterThan(rows[0]?.closed ?? 0);
    expect(rows[0]?.closed).toBeGreaterThan(0);
    expect(rows[0]?.paid).toBeGreaterThan(0);
    expect(rows[0]?.ext).toBeGreaterThan(0);
  });

  test('comments keep their review status', async () => {
    const rows = await getApp()
      .db.selectFrom('blog_comment')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute();
    const statuses = Object.fromEntries(rows.map((row) => [row.status, row.count]));

    const expected: Record<string, number> = {};
    for (const comment of TEST_SEED_CONTENT.comments)
      expected[comment.status] = (expected[comment.status] ?? 0) + 1;
    expect(statuses).toEqual(expected);
  });

  test('replaces {company} with the company name everywhere', async () => {
    const { rows } = await sql<{ leftovers: number }>`
      SELECT (SELECT count(*) FROM job WHERE concat(title, description, team) LIKE '%{company}%')
           + (SELECT count(*) FROM team_member WHERE concat(bio, quote, role) LIKE '%{company}%')
           + (SELECT count(*) FROM press_news WHERE concat(title, summary, body) LIKE '%{company}%')
           + (SELECT count(*) FROM press_release WHERE concat(title, summary, body) LIKE '%{company}%') AS leftovers`.execute(
      getApp().db,
    );

    expect(rows[0]?.leftovers).toBe(0);
  });

  test('brand assets carry the size of their file in public/', async () => {
    const asset = await getApp()
      .db.selectFrom('brand_asset')
      .select(['file_path', 'size_bytes'])
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();

    expect(asset.size_bytes).toBe((await stat(path.join(PUBLIC_DIR, asset.file_path))).size);
  });

  test('full-text search finds jobs through the GIN index', async () => {
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM job WHERE search @@ websearch_to_tsquery('english', 'engineer')`.execute(
      getApp().db,
    );

    expect(rows.length).toBeGreaterThan(0);
  });
});

describeEachDriver('seedDatabase with force and seedBulkJobs', ({ getApp }) => {
  const now = new Date('2026-01-15T12:00:00Z');
  const fixture: SeedData = {
    jobs: [
      {
        title: 'Engineer at {company}',
        department: 'Engineering',
        postedDaysAgo: 2,
        closesInDays: 5,
      },
      {
        title: 'Closed role',
        department: 'Design',
        postedDaysAgo: 30,
        closesInDays: -1,
        extSlug: 'closed-role',
      },
    ],
    team: [],
    pressNews: [],
    pressReleases: [],
    brandAssets: [],
    comments: [
      { postSlug: 'hello', name: 'Ann', body: 'Nice', status: 'approved', createdHoursAgo: 3 },
    ],
  };

  test('force replaces the content with a fresh seed, dates counted from now', async () => {
    const app = getApp();

    const result = await seedDatabase(app, {
      companyName: 'Acme',
      publicDir: PUBLIC_DIR,
      force: true,
      data: fixture,
      now,
    });

    expect(result).toEqual({
      seeded: true,
      counts: {
        job: 2,
        job_location: 0,
        team_member: 0,
        press_news: 0,
        press_release: 0,
        brand_asset: 0,
        blog_comment: 1,
      },
    });
    const jobs = await app.db
      .selectFrom('job')
      .select(['id', 'title', 'posted_at', 'closes_at'])
      .orderBy('id')
      .execute();
    expect(jobs[0]).toEqual({
      id: 1,
      title: 'Engineer at Acme',
      posted_at: new Date(now.getTime() - 2 * DAY_MS),
      closes_at: new Date(now.getTime() + 5 * DAY_MS),
    });
    const comment = await app.db.selectFrom('blog_comment').selectAll().executeTakeFirstOrThrow();
    expect(comment.created_at).toEqual(new Date(now.getTime() - 3 * 3_600_000));
    expect(comment.reviewed_at).toEqual(new Date(now.getTime() - 2 * 3_600_000));
  });

  test('a brand asset without its file stops the seed before anything is written', async () => {
    const app = getApp();
    const before = await countJobs(app.db);
    const data: SeedData = {
      ...fixture,
      brandAssets: [
        { title: 'Gone', description: '', filePath: '/press-kit/missing.svg', format: 'SVG' },
      ],
    };

    await expect(
      seedDatabase(app, { companyName: 'Acme', publicDir: PUBLIC_DIR, force: true, data }),
    ).rejects.toThrow(/missing\.svg/);
    expect(await countJobs(app.db)).toBe(before);
  });

  test('generated jobs are added once: a second call adds only the missing ones', async () => {
    const app = getApp();
    const before = await countJobs(app.db);

    const first = await seedBulkJobs(app, 30, { data: fixture, now });
    const second = await seedBulkJobs(app, 45, { data: fixture, now });

    expect([first, second]).toEqual([30, 15]);
    expect(await countJobs(app.db)).toBe(before + 45);
    // Each generated job has one to four distinct places (the location bench needs several).
    const places = await sql<{ places: number; cities: number }>`
      SELECT count(*)::int AS places, count(DISTINCT city)::int AS cities FROM job_location
      JOIN job ON job.id = job_location.job_id WHERE job.ext_slug LIKE 'bulk-%'
      GROUP BY job.id`.execute(app.db);
    expect(places.rows).toHaveLength(45);
    expect(places.rows.every((row) => row.places === row.cities)).toBe(true);
    expect(new Set(places.rows.map((row) => row.places))).toEqual(new Set([1, 2, 3, 4]));
    const { rows } = await sql<{ indexdef: string }>`
      SELECT indexdef FROM pg_indexes WHERE indexname = 'job_search_idx'`.execute(app.db);
    expect(rows[0]?.indexdef).toMatch(/USING gin .*fastupdate.?=.?off/);
  });
});

async function countJobs(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('job')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}
