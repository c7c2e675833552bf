import { sql, type Kysely, type Transaction } from 'kysely';

import type { JobSourceType, JobStatus } from '../../../contract/job-model';
import type { Database, NewJob } from '../../platform/db/schema';
import { jobColumnsOf, type JobFieldValues } from './job-columns';
import { changedFields, type JobEvent } from './job-event.repository';

/** A place of a synced job: a city, a country or both. */
export interface SourcedPlace {
  city: string | null;
  region: string | null;
  countryCode: string | null;
}

/**
 * The fields a source sets on its jobs, within the job model's limits (the sync checks them);
 * the description is sanitised HTML (stored with `description_format` html).
 */
export interface SourcedJobFields extends JobFieldValues {
  atsUrl: string | null;
  /** When the feed says it was published; null: when first imported (then kept). */
  postedAt: Date | null;
  locations: SourcedPlace[];
}

/** One job of a feed, ready to write. */
export interface SourcedJob {
  externalId: string;
  /** The digest of the feed's version (unchanged digest: the job is not written). */
  contentHash: string;
  fields: SourcedJobFields;
}

/** What the sync needs to know of a job already synced from a feed of this ATS. */
export interface SourcedJobState {
  id: number;
  externalId: string;
  sourceId: number | null;
  status: JobStatus;
  contentHash: string | null;
}

/** The writes of one sync, applied in the caller's transaction. */
export interface SourcedJobWrites {
  sourceType: JobSourceType;
  sourceId: number;
  now: Date;
  added: SourcedJob[];
  /** Changed, taken over from another source, or back in the feed (`reopen`): kept id and URL. */
  updated: { id: number; job: SourcedJob; reopen: boolean }[];
  /** Open jobs gone from the feed. */
  closed: number[];
}

const BATCH = 500;

/**
 * When an imported job went public, which the list's newest first counts from (`created_at`,
 * decision 029): the ATS's published time, never later than the sync that brought it.
 */
const wentPublicAt = (postedAt: Date | null, now: Date) =>
  postedAt && postedAt < now ? postedAt : now;

function chunks<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}

/** Every job ever synced from a feed of this ATS (whichever source, or none left). */
export async function findSourcedJobs(
  db: Kysely<Database> | Transaction<Database>,
  sourceType: JobSourceType,
): Promise<SourcedJobState[]> {
  const rows = await db
    .selectFrom('job')
    .select(['id', 'external_id', 'source_id', 'status', 'content_hash'])
    .where('source', '=', sourceType)
    .where('external_id', 'is not', null)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    externalId: row.external_id ?? '',
    sourceId: row.source_id,
    status: row.status,
    contentHash: row.content_hash,
  }));
}

/** The job columns of a source's fields (the places are rows of job_location). */
function columnsOf(fields: SourcedJobFields & { postedAt: Date }) {
  return {
    ...jobColumnsOf(fields),
    description_format: 'html' as const,
    ats_url: fields.atsUrl,
    posted_at: fields.postedAt,
  };
}

/** A job's distinct cities, sorted, as migration 013's `cities` holds them. */
const citiesOf = (places: SourcedPlace[]) =>
  [...new Set(places.flatMap((place) => (place.city ? [place.city] : [])))].sort();

const placeRows = (jobId: number, places: SourcedPlace[]) =>
  places.map((place, position) => ({
    job_id: jobId,
    position,
    city: place.city,
    region: place.region,
    country_code: place.countryCode,
  }));

/** A job's fields as stored, in the shape of SourcedJobFields, to compare with the feed's. */
async function storedFieldsOf(
  trx: Transaction<Database>,
  ids: number[],
): Promise<Map<number, SourcedJobFields>> {
  const stored = new Map<number, SourcedJobFields>();
  for (const batch of chunks(ids)) {
    const rows = await trx
      .selectFrom('job')
      .selectAll('job')
      .select(
        sql<SourcedPlace[]>`(SELECT coalesce(json_agg(json_build_object('city', city,
          'region', region, 'countryCode', country_code) ORDER BY position), '[]')
          FROM job_location WHERE job_location.job_id = job.id)`.as('places'),
      )
      .where('id', 'in', batch)
      .execute();
    for (const row of rows) {
      stored.set(row.id, {
        title: row.title,
        department: row.department,
        team: row.team,
        level: row.level,
        employmentType: row.employment_type,
        workplaceType: row.workplace_type,
        remoteRegions: row.remote_regions,
        pay:
          row.pay_currency && row.pay_min !== null && row.pay_max !== null && row.pay_period
            ? {
                currency: row.pay_currency,
                min: Number(row.pay_min),
                max: Number(row.pay_max),
                period: row.pay_period,
              }
            : null,
        description: row.description ?? '',
        applyUrl: row.apply_url,
        atsUrl: row.ats_url,
        postedAt: row.posted_at,
        locations: row.places,
      });
    }
  }
  return stored;
}

/** Inserts a sync's new jobs and their places; their `opened` events, to record. */
export async function insertSourcedJobs(
  trx: Transaction<Database>,
  writes: SourcedJobWrites,
): Promise<JobEvent[]> {
  const events: JobEvent[] = [];
  for (const batch of chunks(writes.added)) {
    const values: NewJob[] = batch.map((job) => ({
      ...columnsOf({ ...job.fields, postedAt: job.fields.postedAt ?? writes.now }),
      status: 'open',
      publish_at: job.fields.postedAt ?? writes.now,
      // As the places' trigger would set them (migration 015), so it need not write the row again.
      cities: citiesOf(job.fields.locations),
      source: writes.sourceType,
      source_id: writes.sourceId,
      external_id: job.externalId,
      content_hash: job.contentHash,
      created_at: wentPublicAt(job.fields.postedAt, writes.now),
      updated_at: writes.now,
    }));
    const inserted = await trx
      .insertInto('job')
      .values(values)
      .returning(['id', 'external_id'])
      .execute();
    const idOf = new Map(inserted.map((row) => [row.external_id, row.id]));
    const places = batch.flatMap((job) =>
      placeRows(idOf.get(job.externalId) ?? 0, job.fields.locations),
    );
    if (places.length > 0) await trx.insertInto('job_location').values(places).execute();
    for (const row of inserted) events.push({ jobId: row.id, kind: 'opened', at: writes.now });
  }
  return events;
}

/** Updates a sync's changed and returning jobs in place; their events, to record. */
export async function updateSourcedJobs(
  trx: Transaction<Database>,
  writes: SourcedJobWrites,
): Promise<JobEvent[]> {
  if (writes.updated.length === 0) return [];
  const stored = await storedFieldsOf(
    trx,
    writes.updated.map((update) => update.id),
  );
  const events: JobEvent[] = [];
  for (const { id, job, reopen } of writes.updated) {
    const before = stored.get(id);
    if (!before) continue;
    const after = { ...job.fields, postedAt: job.fields.postedAt ?? before.postedAt ?? writes.now };
    const changes = changedFields(before, after);
    await trx
      .updateTable('job')
      .set({
        ...columnsOf(after),
        source_id: writes.sourceId,
        content_hash: job.contentHash,
        updated_at: writes.now,
        version: sql`version + 1`,
        ...(reopen ? { status: 'open' as const, closes_at: null, closed_reason: null } : {}),
      })
      .where('id', '=', id)
      .execute();
    if ('locations' in changes) {
      await trx.deleteFrom('job_location').where('job_id', '=', id).execute();
      if (after.locations.length > 0)
        await trx.insertInto('job_location').values(placeRows(id, after.locations)).execute();
    }
    if (reopen)
      events.push({
        jobId: id,
        kind: 'reopened',
        changes: { ...changes, status: { before: 'closed', after: 'open' } },
        at: writes.now,
      });
    else if (Object.keys(changes).length > 0)
      events.push({ jobId: id, kind: 'changed', changes, at: writes.now });
  }
  return events;
}

/** Closes the jobs still open among `ids`; their `closed` events, to record. */
export async function closeJobsById(
  trx: Transaction<Database>,
  ids: number[],
  now: Date,
): Promise<JobEvent[]> {
  const events: JobEvent[] = [];
  for (const batch of chunks(ids)) {
    const closed = await trx
      .updateTable('job')
      .set({ status: 'closed', updated_at: now, version: sql`version + 1` })
      .where('id', 'in', batch)
      .where('status', '=', 'open')
      .returning('id')
      .execute();
    for (const { id } of closed)
      events.push({
        jobId: id,
        kind: 'closed',
        changes: { status: { before: 'open', after: 'closed' } },
        at: now,
      });
  }
  return events;
}

/** The open jobs of a source, by id. */
export async function findOpenJobIdsOfSource(
  trx: Transaction<Database>,
  sourceId: number,
): Promise<number[]> {
  const open = await trx
    .selectFrom('job')
    .select('id')
    .where('source_id', '=', sourceId)
    .where('status', '=', 'open')
    .execute();
  return open.map((job) => job.id);
}

/** How many open jobs each source has. */
export async function countOpenJobsBySource(
  db: Kysely<Database>,
  sourceIds: number[],
): Promise<Map<number, number>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('job')
    .select(['source_id', (eb) => eb.fn.countAll<string>().as('open')])
    .where('source_id', 'in', sourceIds)
    .where('status', '=', 'open')
    .groupBy('source_id')
    .execute();
  return new Map(rows.map((row) => [row.source_id ?? 0, Number(row.open)]));
}
