import { randomBytes } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database, JobRow, NewJob, NewJobLocation } from '../platform/db/schema';

const DAY_MS = 86_400_000;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A label no other row carries (a department, a location, a slug part), so a test that filters
 * on it sees only its own rows.
 *
 * @example
 * uniqueLabel('Dept'); // => 'Dept 3f9a1c2e'
 */
export function uniqueLabel(prefix: string): string {
  return `${prefix} ${randomBytes(4).toString('hex')}`;
}

/** A lower-case slug no other row carries. */
export function uniqueSlug(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

/**
 * A made-up word of letters only, for full-text search: no seeded text contains it, and the
 * English stemmer treats it like any other word.
 */
export function uniqueWord(): string {
  const bytes = randomBytes(10);
  return `zq${Array.from(bytes, (byte) => LETTERS[byte % LETTERS.length]).join('')}`;
}

/** A moment `days` from now (negative: in the past). */
export function daysFromNow(days: number): Date {
  return new Date(Date.now() + days * DAY_MS);
}

/** A job's place in a test: a city, and the Netherlands unless said otherwise. */
export type TestPlace = { city: string | null } & Partial<
  Omit<NewJobLocation, 'job_id' | 'position'>
>;

/**
 * Inserts an open job with every optional field filled unless overridden; `null` leaves a
 * field out, as some real postings do. `locations` are its places, the primary one first (one
 * city of its own by default; `[]` for none).
 *
 * @example
 * const job = await insertJob(db, { department: uniqueLabel('Dept'), closes_at: daysFromNow(-1) });
 */
/**
 * Puts `name` on the site's list of departments (migration 020), for a test that writes jobs
 * through the editor's API in a department of its own; nothing when it is there already.
 */
export async function ensureDepartment(db: Kysely<Database>, name: string): Promise<void> {
  await db
    .insertInto('department')
    .values({ name })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function insertJob(
  db: Kysely<Database>,
  fields: Partial<NewJob> & Pick<NewJob, 'department'> & { locations?: TestPlace[] },
): Promise<JobRow> {
  const { locations = [{ city: uniqueLabel('City') }], ...columns } = fields;
  const job = await db
    .insertInto('job')
    .values({
      title: 'Test Engineer',
      description: 'A position made by a test.',
      team: uniqueLabel('Team'),
      employment_type: 'full_time',
      level: 'Mid',
      apply_url: 'https://jobs.example/apply/test',
      pay_currency: 'EUR',
      pay_min: 50_000,
      pay_max: 65_000,
      pay_period: 'YEAR',
      posted_at: daysFromNow(-2),
      closes_at: daysFromNow(30),
      status: 'open',
      ...columns,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (locations.length > 0) {
    await db
      .insertInto('job_location')
      .values(
        locations.map((place, position) => ({
          region: null,
          country_code: 'NL',
          ...place,
          job_id: job.id,
          position,
        })),
      )
      .execute();
  }
  return job;
}
