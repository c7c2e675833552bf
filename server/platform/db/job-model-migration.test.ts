import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { EMPLOYMENT_TYPE_LABELS } from '../../../contract/job-model';
import {
  TEST_SEED_CONTENT,
  createEmptyTestDatabase,
  testDrivers,
} from '../../test-support/test-database';
import type { AppDatabase } from './database';
import { MIGRATIONS_DIR, migrate } from './migrate';
import type { Database, PayPeriod } from './schema';
import { DAY_MS, fillCompanyName } from './seed-rows';

/** The job table as migration 012 left it. */
interface JobBefore013 {
  id: number;
  ext_slug: string | null;
  title: string;
  description: string | null;
  team: string | null;
  department: string;
  location: string | null;
  country: string | null;
  remote: boolean;
  job_type: string | null;
  level: string | null;
  apply_url: string | null;
  pay_currency: string | null;
  pay_min: number | string | null;
  pay_max: number | string | null;
  pay_period: PayPeriod | null;
  posted_at: Date;
  closes_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The columns migration 013 keeps as they were. */
const KEPT_COLUMNS = [
  'id',
  'ext_slug',
  'title',
  'description',
  'team',
  'department',
  'level',
  'apply_url',
  'pay_currency',
  'pay_min',
  'pay_max',
  'pay_period',
  'posted_at',
  'closes_at',
  'created_at',
  'updated_at',
] as const;

const tempDirs: string[] = [];
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The migrations before 013 only. */
async function migrationsBefore013(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'somnia-migrations-012-'));
  tempDirs.push(dir);
  for (const name of await readdir(MIGRATIONS_DIR)) {
    if (Number(name.slice(0, 3)) < 13)
      await cp(path.join(MIGRATIONS_DIR, name), path.join(dir, name));
  }
  return dir;
}

/** The seed jobs as the seed wrote them before 013: one place, `remote`, a free `job_type`. */
async function insertSeedJobsBefore013(db: Kysely<{ job: Omit<JobBefore013, 'id'> }>) {
  const now = Date.now();
  const jobs = fillCompanyName(TEST_SEED_CONTENT, 'Somnia').jobs.map((job, index) => {
    const postedAt = new Date(now - job.postedDaysAgo * DAY_MS - index * 1000);
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
      closes_at: job.closesInDays === undefined ? null : new Date(now + job.closesInDays * DAY_MS),
      created_at: postedAt,
      updated_at: postedAt,
    };
  });
  await db.insertInto('job').values(jobs).execute();
}

/** Admins before 014: one holding every other admin scope, one holding some. */
const FULL_ADMIN_SCOPES = [
  'admin:comments',
  'admin:keywords',
  'admin:activity',
  'admin:talent',
  'admin:system',
  'admin:team',
];
const MODERATOR_SCOPES = ['admin:comments', 'admin:keywords'];

describe.each(testDrivers())(
  'migrations 013 and 014: the job model and its editor [%s]',
  (driver) => {
    let app: AppDatabase;
    let before: JobBefore013[];
    let openBefore: number[];
    const oldDb = () => app.db as unknown as Kysely<{ job: JobBefore013 }>;

    beforeAll(async () => {
      app = await createEmptyTestDatabase(driver);
      await migrate(app, { dir: await migrationsBefore013() });
      await insertSeedJobsBefore013(oldDb());
      await (app.db as Kysely<Database>)
        .insertInto('account')
        .values([
          {
            email: 'full@somnia.example',
            password_hash: 'x',
            scopes: JSON.stringify(FULL_ADMIN_SCOPES),
          },
          {
            email: 'mod@somnia.example',
            password_hash: 'x',
            scopes: JSON.stringify(MODERATOR_SCOPES),
          },
        ])
        .execute();
      before = await oldDb()
        .selectFrom('job')
        .select(['location', 'country', 'remote', 'job_type', ...KEPT_COLUMNS])
        .orderBy('id')
        .execute();
      const { rows } = await sql<{ id: number }>`
      SELECT id FROM job WHERE closes_at IS NULL OR closes_at > now() ORDER BY id`.execute(app.db);
      openBefore = rows.map((row) => row.id);
    });
    afterAll(() => app.close());

    test('a job type with no employment type stops the migration, naming it, and changes nothing', async () => {
      const { id } = await oldDb()
        .insertInto('job')
        .values({
          title: 'Odd Jobber',
          department: 'Operations',
          job_type: 'Gig work',
          posted_at: new Date(),
        } as JobBefore013)
        .returning('id')
        .executeTakeFirstOrThrow();

      await expect(migrate(app)).rejects.toThrow(/013_job_model\.sql failed.*Gig work/);

      const { rows } = await sql<{ table: string | null }>`
      SELECT to_regclass('job_location')::text AS table`.execute(app.db);
      expect(rows[0]?.table).toBeNull();
      await oldDb().deleteFrom('job').where('id', '=', id).execute();
    });

    test('keeps every seed job and every field: one place, the workplace and employment types, the same jobs open', async () => {
      expect(before.length).toBe(TEST_SEED_CONTENT.jobs.length);

      await migrate(app);

      const db = app.db as Kysely<Database>;
      const after = await db.selectFrom('job').selectAll().orderBy('id').execute();
      const places = await db.selectFrom('job_location').selectAll().orderBy('job_id').execute();
      expect(after).toHaveLength(before.length);
      after.forEach((job, index) => {
        const old = before[index] as JobBefore013;
        for (const column of KEPT_COLUMNS)
          expect(job[column], `${old.title}: ${column}`).toEqual(old[column]);
        const ownPlaces = places.filter((place) => place.job_id === job.id);
        expect(ownPlaces, old.title).toEqual(
          old.location !== null || old.country !== null
            ? [
                {
                  job_id: job.id,
                  position: 0,
                  city: old.location,
                  region: null,
                  country_code: old.country,
                },
              ]
            : [],
        );
        expect(job.cities).toEqual(old.location === null ? [] : [old.location]);
        expect(job.workplace_type).toBe(old.remote ? 'remote' : 'on_site');
        expect(job.remote_regions).toEqual(old.remote && old.country ? [old.country] : []);
        expect(job.employment_type ? EMPLOYMENT_TYPE_LABELS[job.employment_type] : null).toBe(
          old.job_type,
        );
        expect(job.publish_at).toEqual(old.posted_at);
        expect(job).toMatchObject({
          source: 'manual',
          external_id: null,
          version: 1,
          closed_reason: null,
          ats_url: null,
        });
      });
      const { rows } = await sql<{ id: number }>`
      SELECT id FROM job WHERE status = 'open' AND (closes_at IS NULL OR closes_at > now())
      ORDER BY id`.execute(app.db);
      expect(rows.map((row) => row.id)).toEqual(openBefore);
      expect(openBefore.length).toBeGreaterThan(0);
      expect(openBefore.length).toBeLessThan(before.length);
      expect(after.filter((job) => job.status === 'closed').map((job) => job.id)).toEqual(
        before.filter((job) => !openBefore.includes(job.id)).map((job) => job.id),
      );
    });

    test('014 gives admin:jobs to the admins holding every other admin scope, and only to them', async () => {
      // After the test above, which ran every migration.
      const accounts = await (app.db as Kysely<Database>)
        .selectFrom('account')
        .select(['email', 'scopes'])
        .orderBy('email')
        .execute();
      expect(accounts).toEqual([
        {
          email: 'full@somnia.example',
          // 027, 028, 029, 031 and 034 then give the newer sections' scopes the same way.
          scopes: [
            ...FULL_ADMIN_SCOPES,
            'admin:jobs',
            'admin:posts',
            'admin:accounts',
            'admin:press',
            'admin:pages',
            'admin:vitals',
          ],
        },
        { email: 'mod@somnia.example', scopes: MODERATOR_SCOPES },
      ]);
    });
  },
);
