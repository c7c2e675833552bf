import { sql, type Kysely, type Transaction } from 'kysely';

import type { Database, DepartmentRow } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The key a name is unique by (migration 020's index): any case, runs of spaces as one. */
const keyOf = (name: string) =>
  sql<string>`lower(regexp_replace(btrim(${name}), '\\s+', ' ', 'g'))`;
const KEY_OF_ROW = sql<string>`lower(regexp_replace(name, '\\s+', ' ', 'g'))`;

/** Every department, alphabetically (case aside). */
export function findDepartments(db: Db): Promise<DepartmentRow[]> {
  return db
    .selectFrom('department')
    .selectAll()
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/** Every department with how many jobs of any status it holds, alphabetically. */
export function findDepartmentsWithJobCounts(
  db: Db,
): Promise<(DepartmentRow & { jobs: number })[]> {
  return db
    .selectFrom('department')
    .selectAll('department')
    .select((eb) =>
      eb
        .selectFrom('job')
        .whereRef('job.department', '=', 'department.name')
        .select(sql<number>`count(*)::int`.as('count'))
        .as('jobs'),
    )
    .orderBy(sql`lower(department.name)`)
    .orderBy('department.id')
    .$narrowType<{ jobs: number }>()
    .execute();
}

/** The department whose name is `name` in any case and spacing. */
export function findDepartmentNamed(db: Db, name: string): Promise<DepartmentRow | undefined> {
  return db
    .selectFrom('department')
    .selectAll()
    .where(KEY_OF_ROW, '=', keyOf(name))
    .executeTakeFirst();
}

export function findDepartmentById(db: Db, id: number): Promise<DepartmentRow | undefined> {
  return db.selectFrom('department').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The new department, or undefined when one of that name (any case, spacing) exists. */
export function insertDepartment(db: Db, name: string): Promise<DepartmentRow | undefined> {
  return db
    .insertInto('department')
    .values({ name })
    .onConflict((conflict) => conflict.expression(KEY_OF_ROW).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Renames a department and moves its jobs to the new name, in the caller's transaction; false
 * when another department has that name.
 */
export async function renameDepartmentRow(
  trx: Transaction<Database>,
  department: DepartmentRow,
  name: string,
): Promise<boolean> {
  const clash = await trx
    .selectFrom('department')
    .select('id')
    .where(KEY_OF_ROW, '=', keyOf(name))
    .where('id', '<>', department.id)
    .executeTakeFirst();
  if (clash) return false;
  await trx.updateTable('department').set({ name }).where('id', '=', department.id).execute();
  await trx
    .updateTable('job')
    .set({ department: name })
    .where('department', '=', department.name)
    .execute();
  return true;
}
