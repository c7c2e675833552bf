import type { Kysely } from 'kysely';

import type { JobSourceProblem } from '../../../contract/admin-job-source-types';
import { isRefusedValue } from '../../platform/db/query-helpers';
import type { Database } from '../../platform/db/schema';
import { writeSourcedJobs, type SourcedJobWrites } from '../jobs';

/** A batch of a sync's new and changed jobs (the closed ones are written at the end). */
export type SyncBatch = Omit<SourcedJobWrites, 'closed'>;

async function writeAlone(db: Kysely<Database>, batch: SyncBatch): Promise<void> {
  await db.transaction().execute((trx) => writeSourcedJobs(trx, { ...batch, closed: [] }));
}

/**
 * Writes a batch in one transaction. When the database refuses a value of it that no check
 * foresaw, each job is written alone: the one it refuses is skipped and reported, the others are
 * written (one job must never stop a board). A failure of the database itself is thrown.
 *
 * @returns how many jobs were added and updated.
 */
export async function writeSyncBatch(
  db: Kysely<Database>,
  batch: SyncBatch,
  problems: JobSourceProblem[],
): Promise<{ added: number; updated: number }> {
  try {
    await writeAlone(db, batch);
    return { added: batch.added.length, updated: batch.updated.length };
  } catch (error) {
    if (!isRefusedValue(error)) throw error;
  }
  const written = { added: 0, updated: 0 };
  const one = async (externalId: string, alone: SyncBatch, kind: 'added' | 'updated') => {
    try {
      await writeAlone(db, alone);
      written[kind] += 1;
    } catch (error) {
      if (!isRefusedValue(error)) throw error;
      const detail = error instanceof Error ? error.message : String(error);
      problems.push({
        externalId,
        message: `The database refused it (${detail}); it was skipped.`,
        skipped: 'refused by the database',
      });
    }
  };
  for (const job of batch.added)
    await one(job.externalId, { ...batch, added: [job], updated: [] }, 'added');
  for (const update of batch.updated)
    await one(update.job.externalId, { ...batch, added: [], updated: [update] }, 'updated');
  return written;
}
