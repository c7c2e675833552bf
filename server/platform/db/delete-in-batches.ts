import { sql, type Kysely, type RawBuilder } from 'kysely';

import type { Database } from './schema';

// Each statement stays far below the pool's statement and query timeouts (DB_*_TIMEOUT_MS), which
// the tasks share with requests, however much has piled up.
const BATCH_ROWS = 2_000;

/** A table whose rows have an `id`: what `deleteInBatches` can delete from. */
type TableWithId = {
  [Table in keyof Database]: 'id' extends keyof Database[Table] ? Table : never;
}[keyof Database];

/**
 * Deletes the rows `where` selects, `BATCH_ROWS` at a time (for the pruning tasks); how many in
 * all.
 *
 * @example
 * await deleteInBatches(db, 'task_run', sql`started_at < ${cutoff}`);
 */
export async function deleteInBatches(
  db: Kysely<Database>,
  table: TableWithId,
  where: RawBuilder<unknown>,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await sql`
      DELETE FROM ${sql.table(table)} WHERE id IN (
        SELECT id FROM ${sql.table(table)} WHERE ${where} LIMIT ${BATCH_ROWS}
      )`.execute(db);
    const count = Number(result.numAffectedRows ?? 0n);
    deleted += count;
    if (count < BATCH_ROWS) return deleted;
  }
}
