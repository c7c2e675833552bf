import type { Kysely, Transaction } from 'kysely';

import type { JobSourceType } from '../../../contract/job-model';
import type { Database } from '../../platform/db/schema';
import { recordJobEvents } from './job-event.repository';
import {
  closeJobsById,
  countOpenJobsBySource,
  findOpenJobIdsOfSource,
  findSourcedJobs,
  insertSourcedJobs,
  updateSourcedJobs,
  type SourcedJobState,
  type SourcedJobWrites,
} from './sourced-jobs.repository';

export type {
  SourcedJob,
  SourcedJobFields,
  SourcedJobState,
  SourcedJobWrites,
  SourcedPlace,
} from './sourced-jobs.repository';

/** Every job ever synced from a feed of this ATS (whichever source, or none left). */
export function listSourcedJobs(
  db: Kysely<Database> | Transaction<Database>,
  sourceType: JobSourceType,
): Promise<SourcedJobState[]> {
  return findSourcedJobs(db, sourceType);
}

/**
 * Writes one sync of a source in the caller's transaction: inserts its new jobs (event `opened`),
 * updates changed ones in place (event `changed` with the changed fields), reopens returning ones
 * at their URL (`reopened`) and closes the gone ones (`closed`). A job not named here is not
 * touched: no statement runs for it, so no cache drops for an unchanged feed.
 */
export async function writeSourcedJobs(
  trx: Transaction<Database>,
  writes: SourcedJobWrites,
): Promise<void> {
  const events = [
    ...(await insertSourcedJobs(trx, writes)),
    ...(await updateSourcedJobs(trx, writes)),
    ...(await closeJobsById(trx, writes.closed, writes.now)),
  ];
  await recordJobEvents(trx, events);
}

/**
 * Closes the open jobs of a source that is being removed (event `closed` each); how many closed.
 */
export async function closeJobsOfSource(
  trx: Transaction<Database>,
  sourceId: number,
  now: Date,
): Promise<number> {
  const open = await findOpenJobIdsOfSource(trx, sourceId);
  if (open.length === 0) return 0;
  const events = await closeJobsById(trx, open, now);
  await recordJobEvents(trx, events);
  return events.length;
}

/** How many open jobs each source has. */
export function countOpenJobsOfSources(
  db: Kysely<Database>,
  sourceIds: number[],
): Promise<Map<number, number>> {
  return countOpenJobsBySource(db, sourceIds);
}
