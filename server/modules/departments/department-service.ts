import type { Kysely, Transaction } from 'kysely';

import type { AdminDepartment } from '../../../contract/admin-department-types';
import type { Actor } from '../../platform/auth/actor';
import type { Database } from '../../platform/db/schema';
import { ConflictError, InvalidFieldError, NotFoundError } from '../../platform/domain-errors';
import { recordActivity } from '../activity';
import {
  findDepartmentById,
  findDepartmentNamed,
  findDepartments,
  findDepartmentsWithJobCounts,
  insertDepartment,
  renameDepartmentRow,
} from './department.repository';

type Db = Kysely<Database>;

const ENTITY = 'department';
const NOT_FOUND = 'This department is not there any more.';
const NOT_LISTED = "must be one of the site's departments (an admin may add one)";

/** A department's name as stored: trimmed, runs of spaces as one ("Data  & Analytics "). */
export const tidyDepartmentName = (name: string) => name.trim().replace(/\s+/g, ' ');

/** What two names are the same department by: any case, any spacing (migration 020's index). */
export const departmentKeyOf = (name: string) => tidyDepartmentName(name).toLowerCase();

const taken = (name: string) =>
  new ConflictError(`There is a department called ${name} already.`, 'name');

/** The site's departments, alphabetically: the pickers', the filter's and the interests' list. */
export async function listDepartmentNames(db: Db): Promise<string[]> {
  return (await findDepartments(db)).map((row) => row.name);
}

/** The site's departments with their ids, alphabetically (for mapping an ATS's names). */
export async function listDepartmentEntries(db: Db): Promise<{ id: number; name: string }[]> {
  return (await findDepartments(db)).map(({ id, name }) => ({ id, name }));
}

/** The admin's list: each department with how many jobs are in it. */
export async function listDepartmentsForAdmin(db: Db): Promise<AdminDepartment[]> {
  return (await findDepartmentsWithJobCounts(db)).map(({ id, name, jobs }) => ({ id, name, jobs }));
}

/**
 * The list's spelling of a department a request names (in any case and spacing), or a 400
 * naming `field` when the site has no such department.
 *
 * @example
 * await departmentOfList(db, 'data & analytics'); // => 'Data & Analytics'
 */
export async function departmentOfList(
  db: Db | Transaction<Database>,
  name: string,
  field = 'department',
): Promise<string> {
  const row = await findDepartmentNamed(db, name);
  if (!row) throw new InvalidFieldError(field, NOT_LISTED);
  return row.name;
}

/** Adds a department to the list (409 when one of the name, in any case, is there). */
export async function addDepartment(db: Db, input: string, actor: Actor): Promise<AdminDepartment> {
  const name = tidyDepartmentName(input);
  return db.transaction().execute(async (trx) => {
    const row = await insertDepartment(trx, name);
    if (!row) throw taken((await findDepartmentNamed(trx, name))?.name ?? name);
    await recordActivity(trx, {
      actor,
      action: 'department.created',
      entity: ENTITY,
      entityId: row.id,
      details: { name },
    });
    return { id: row.id, name: row.name, jobs: 0 };
  });
}

/** Renames a department; its jobs move with it (their pages, the filter and the feeds follow). */
export async function renameDepartment(
  db: Db,
  id: number,
  input: string,
  actor: Actor,
): Promise<AdminDepartment> {
  const name = tidyDepartmentName(input);
  await db.transaction().execute(async (trx) => {
    const before = await findDepartmentById(trx, id);
    if (!before) throw new NotFoundError(NOT_FOUND);
    if (before.name === name) return;
    if (!(await renameDepartmentRow(trx, before, name))) throw taken(name);
    await recordActivity(trx, {
      actor,
      action: 'department.renamed',
      entity: ENTITY,
      entityId: id,
      details: { before: before.name, after: name },
    });
  });
  const renamed = (await listDepartmentsForAdmin(db)).find((row) => row.id === id);
  if (!renamed) throw new NotFoundError(NOT_FOUND);
  return renamed;
}

export type DepartmentService = ReturnType<typeof createDepartmentService>;

/** The departments' admin section's service, bound to the database. */
export function createDepartmentService(db: Db) {
  return {
    list: () => listDepartmentsForAdmin(db),
    add: (name: string, actor: Actor) => addDepartment(db, name, actor),
    rename: (id: number, name: string, actor: Actor) => renameDepartment(db, id, name, actor),
  };
}
