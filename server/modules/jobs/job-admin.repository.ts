import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';

import type { JobPlaceInput } from '../../../contract/admin-job-types';
import type { JobStatus } from '../../../contract/job-model';
import type { Database } from '../../platform/db/schema';
import { countAsTotal, likePattern } from '../../platform/db/query-helpers';
import type { PageSlice } from '../../platform/db/paging';
import type { JobWithLocations } from './job.repository';
import { LOCATIONS_OF_JOB } from './job-sql.repository';

type Db = Kysely<Database> | Transaction<Database>;
type JobTable = Database['job'];

/** The columns an editor's write sets (everything but the places, which are rows of their own). */
export type JobValues = Updateable<JobTable>;

/**
 * A job's status as the editor sees it: an open job whose closing time passed is closed (it
 * left the site then; jobs.close-expired writes the status a moment later).
 */
export const EDITOR_STATUS = sql<JobStatus>`(CASE WHEN job.status = 'open' AND job.closes_at <= now() THEN 'closed' ELSE job.status END)`;

/** The editor list's filters: a search in the title, department and team, and a status. */
export interface AdminJobFilters {
  search?: string;
  status?: JobStatus;
}

function filteredJobs(db: Db, filters: AdminJobFilters) {
  let query = db.selectFrom('job');
  if (filters.search) {
    const pattern = likePattern(filters.search);
    query = query.where((eb) =>
      eb.or([
        eb('title', 'ilike', pattern),
        eb('department', 'ilike', pattern),
        eb('team', 'ilike', pattern),
      ]),
    );
  }
  if (filters.status) query = query.where(EDITOR_STATUS, '=', filters.status);
  return query;
}

export async function countAdminJobs(db: Db, filters: AdminJobFilters): Promise<number> {
  return (await filteredJobs(db, filters).select(countAsTotal).executeTakeFirstOrThrow()).total;
}

/** One page of the editor's list, the last changed first. */
export function findAdminJobPage(db: Db, filters: AdminJobFilters, slice: PageSlice) {
  return filteredJobs(db, filters)
    .select([
      'id',
      'title',
      'department',
      'source',
      'workplace_type',
      'remote_regions',
      'publish_at',
      'closes_at',
      'updated_at',
      'version',
    ])
    .select([EDITOR_STATUS.as('status'), LOCATIONS_OF_JOB.as('locations')])
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

export type AdminJobListRow = Awaited<ReturnType<typeof findAdminJobPage>>[number];

/** A job with its places; locked until the transaction ends when read in one to change it. */
export function findJobWithPlaces(
  db: Db,
  id: number,
  { lock = false } = {},
): Promise<JobWithLocations | undefined> {
  const query = db
    .selectFrom('job')
    .selectAll()
    .select(LOCATIONS_OF_JOB.as('locations'))
    .where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The slugs already taken that start with `base`, a slug (to make a new one unique). */
export async function findSlugsStartingWith(db: Db, base: string): Promise<Set<string>> {
  // A slug holds only letters, digits and dashes: nothing LIKE reads as a wildcard.
  const rows = await db
    .selectFrom('job')
    .select('ext_slug')
    .where('ext_slug', 'like', `${base}%`)
    .execute();
  return new Set(rows.map((row) => row.ext_slug).filter((slug) => slug !== null));
}

/** Inserts a job; undefined when its slug was taken meanwhile (nothing is inserted then). */
export async function insertJob(db: Db, values: Insertable<JobTable>): Promise<number | undefined> {
  const row = await db
    .insertInto('job')
    .values(values)
    .onConflict((conflict) => conflict.column('ext_slug').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Writes a job's columns and moves its version on (the caller checked it, the row locked). */
export async function updateJob(db: Db, id: number, values: JobValues): Promise<void> {
  await db
    .updateTable('job')
    .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Deletes a job; its places go with it (ON DELETE CASCADE). */
export async function deleteJobRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('job').where('id', '=', id).execute();
}

/** Replaces a job's places with `places`, the first the primary one. */
export async function replaceJobPlaces(
  db: Db,
  id: number,
  places: readonly JobPlaceInput[],
): Promise<void> {
  await db.deleteFrom('job_location').where('job_id', '=', id).execute();
  if (places.length === 0) return;
  await db
    .insertInto('job_location')
    .values(
      places.map((place, position) => ({
        job_id: id,
        position,
        city: place.city,
        region: place.region,
        country_code: place.countryCode,
      })),
    )
    .execute();
}

/** The scheduled jobs whose publishing time has come, locked for the caller's transaction. */
export function findDueScheduledJobs(db: Transaction<Database>, now: Date) {
  return db
    .selectFrom('job')
    .select(['id', 'title', 'version'])
    .where('status', '=', 'scheduled')
    .where('publish_at', '<=', now)
    .orderBy('id')
    .forUpdate()
    .skipLocked()
    .execute();
}

/**
 * Opens the given scheduled jobs, each at its own publishing time, which is also the time the
 * list's newest first counts from (`created_at`, decision 029).
 */
export async function openScheduledJobs(db: Transaction<Database>, ids: number[]): Promise<void> {
  await db
    .updateTable('job')
    .set({
      status: 'open',
      posted_at: sql`publish_at`,
      created_at: sql`publish_at`,
      version: sql`version + 1`,
      updated_at: sql`now()`,
    })
    .where('id', 'in', ids)
    .execute();
}

/** The open jobs whose closing time passed, locked until the transaction ends. */
export function findExpiredOpenJobs(trx: Transaction<Database>, now: Date) {
  return trx
    .selectFrom('job')
    .select(['id', 'title', 'version'])
    .where('status', '=', 'open')
    .where('closes_at', '<=', now)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Closes the given jobs as of `now`. */
export async function closeJobsNow(
  trx: Transaction<Database>,
  ids: number[],
  now: Date,
): Promise<void> {
  await trx
    .updateTable('job')
    .set({ status: 'closed', updated_at: now, version: sql`version + 1` })
    .where('id', 'in', ids)
    .execute();
}
