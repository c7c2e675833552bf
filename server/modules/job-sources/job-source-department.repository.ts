import { sql, type Kysely, type Transaction } from 'kysely';

import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface DepartmentMappingRow {
  atsDepartment: string;
  departmentId: number | null;
  lastSeenAt: Date | null;
}

/** The ATS departments a source's syncs saw and what each is mapped to. */
export async function findDepartmentMappings(
  db: Db,
  sourceId: number,
): Promise<DepartmentMappingRow[]> {
  const rows = await db
    .selectFrom('job_source_department')
    .select(['ats_department', 'department_id', 'last_seen_at'])
    .where('source_id', '=', sourceId)
    // Alphabetical whatever the database's collation.
    .orderBy(sql`lower(ats_department)`)
    .orderBy('ats_department')
    .execute();
  return rows.map((row) => ({
    atsDepartment: row.ats_department,
    departmentId: row.department_id,
    lastSeenAt: row.last_seen_at,
  }));
}

/** Remembers the ATS departments a sync saw, at `at`; their mappings stay. */
export async function recordSeenDepartments(
  db: Db,
  sourceId: number,
  atsDepartments: readonly string[],
  at: Date,
): Promise<void> {
  if (atsDepartments.length === 0) return;
  await db
    .insertInto('job_source_department')
    .values(
      atsDepartments.map((name) => ({
        source_id: sourceId,
        ats_department: name,
        last_seen_at: at,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['source_id', 'ats_department']).doUpdateSet({ last_seen_at: at }),
    )
    .execute();
}

/** Sets the source's default department and the given ATS departments' mappings. */
export async function saveDepartmentMappings(
  trx: Transaction<Database>,
  sourceId: number,
  defaultDepartmentId: number,
  mappings: readonly { atsDepartment: string; departmentId: number | null }[],
): Promise<void> {
  await trx
    .updateTable('job_source')
    .set({ default_department_id: defaultDepartmentId })
    .where('id', '=', sourceId)
    .execute();
  if (mappings.length === 0) return;
  await trx
    .insertInto('job_source_department')
    .values(
      mappings.map((mapping) => ({
        source_id: sourceId,
        ats_department: mapping.atsDepartment,
        department_id: mapping.departmentId,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['source_id', 'ats_department'])
        .doUpdateSet((eb) => ({ department_id: eb.ref('excluded.department_id') })),
    )
    .execute();
}
