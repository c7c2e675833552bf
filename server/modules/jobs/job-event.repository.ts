import type { Kysely, Transaction } from 'kysely';

import type { Database, JobEventKind, JobFieldChanges } from '../../platform/db/schema';

/** What happened to a job: opened, changed (with the fields that changed), closed, reopened. */
export interface JobEvent {
  jobId: number;
  kind: JobEventKind;
  /** For a change, each changed field before and after (`changedFields`). */
  changes?: JobFieldChanges;
  /** When it happened; the transaction's time by default. */
  at?: Date;
}

/**
 * Writes job events in the caller's transaction, so an event exists exactly when its change
 * does (the alerts and search-engine notifications of the next issues read them).
 *
 * @example
 * await db.transaction().execute(async (trx) => {
 *   await trx.updateTable('job').set({ title }).where('id', '=', id).execute();
 *   await recordJobEvent(trx, { jobId: id, kind: 'changed', changes: changedFields(before, after) });
 * });
 */
export async function recordJobEvent(
  trx: Transaction<Database>,
  ...events: JobEvent[]
): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto('job_event')
    .values(
      events.map((event) => ({
        job_id: event.jobId,
        kind: event.kind,
        changes: JSON.stringify(event.changes ?? {}),
        ...(event.at ? { at: event.at } : {}),
      })),
    )
    .execute();
}

/** Events per INSERT: a sync's thousands stay below PostgreSQL's parameter limit. */
const EVENTS_PER_INSERT = 2_000;

/** `recordJobEvent` for any number of events, in batches. */
export async function recordJobEvents(
  trx: Transaction<Database>,
  events: readonly JobEvent[],
): Promise<void> {
  for (let start = 0; start < events.length; start += EVENTS_PER_INSERT)
    await recordJobEvent(trx, ...events.slice(start, start + EVENTS_PER_INSERT));
}

/**
 * The fields whose values differ between two versions of a job, each with its value before and
 * after (dates and lists compare by value).
 *
 * @example
 * changedFields({ title: 'A', level: 'Mid' }, { title: 'B', level: 'Mid' });
 * // => { title: { before: 'A', after: 'B' } }
 */
export function changedFields<T extends object>(before: T, after: T): JobFieldChanges {
  const changes: JobFieldChanges = {};
  for (const field of Object.keys(after) as (keyof T & string)[]) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      changes[field] = { before: before[field], after: after[field] };
  }
  return changes;
}

/** A job event as its readers (alerts, search-engine notices) see it: with the job's title. */
export interface JobEventEntry {
  /** The event's id: events are read in this order (a bigint, as text). */
  id: string;
  jobId: number;
  jobTitle: string;
  kind: JobEventKind;
}

/**
 * The events after `afterId` in the order they were written, at most `limit`.
 *
 * @example
 * const events = await findJobEventsAfter(db, cursor, 500);
 */
export function findJobEventsAfter(
  db: Kysely<Database>,
  afterId: string,
  limit: number,
): Promise<JobEventEntry[]> {
  return db
    .selectFrom('job_event')
    .innerJoin('job', 'job.id', 'job_event.job_id')
    .select([
      'job_event.id',
      'job_event.job_id as jobId',
      'job.title as jobTitle',
      'job_event.kind',
    ])
    .where('job_event.id', '>', afterId)
    .orderBy('job_event.id')
    .limit(limit)
    .execute();
}
