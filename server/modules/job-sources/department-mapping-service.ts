import type { Kysely } from 'kysely';

import type {
  JobSourceDepartments,
  JobSourceDepartmentsInput,
} from '../../../contract/admin-job-source-types';
import type { Actor } from '../../platform/auth/actor';
import type { Database, JobSourceRow } from '../../platform/db/schema';
import { InvalidFieldError, NotFoundError } from '../../platform/domain-errors';
import { recordActivity } from '../activity';
import { departmentKeyOf, listDepartmentEntries, tidyDepartmentName } from '../departments';
import {
  findDepartmentMappings,
  saveDepartmentMappings,
  type DepartmentMappingRow,
} from './job-source-department.repository';
import { findSource, requestSync } from './job-source.repository';
import { SOURCE_NOT_FOUND } from './job-source-errors';

type SiteDepartment = { id: number; name: string };
type MappedSource = Pick<JobSourceRow, 'id' | 'default_department_id'>;

/** The site's department an ATS department (as a feed names it, or none) lands in. */
export type DepartmentResolver = (atsDepartment: string | null) => string;

const NOT_LISTED = "must be one of the site's departments";

/**
 * Where a source's jobs go, in this order: the department the admin mapped the ATS's name to,
 * else the site's department of the same name in any case and spacing, else the source's default
 * (unset: the site's oldest department).
 *
 * @example
 * const resolve = departmentResolverOf(list, [{ atsDepartment: 'Customer Support', departmentId: 6, lastSeenAt }], 1);
 * resolve('Customer Support'); // => 'Customer Care'
 * resolve('data & analytics'); // => 'Data & Analytics'
 * resolve('Finance and Accounting'); // => 'Engineering' (the default, id 1)
 */
export function departmentResolverOf(
  list: readonly SiteDepartment[],
  mappings: readonly DepartmentMappingRow[],
  defaultDepartmentId: number | null,
): DepartmentResolver {
  const byId = new Map(list.map((department) => [department.id, department.name]));
  const byKey = new Map(
    list.map((department) => [departmentKeyOf(department.name), department.name]),
  );
  const mapped = new Map<string, string>();
  for (const mapping of mappings) {
    const name = mapping.departmentId === null ? undefined : byId.get(mapping.departmentId);
    if (name) mapped.set(mapping.atsDepartment, name);
  }
  const oldest = [...list].sort((a, b) => a.id - b.id)[0]?.name;
  const fallback = (defaultDepartmentId !== null && byId.get(defaultDepartmentId)) || oldest;
  if (fallback === undefined) throw new Error('The site has no departments to put jobs in.');
  return (atsDepartment) => {
    const name = tidyDepartmentName(atsDepartment ?? '');
    if (name === '') return fallback;
    return mapped.get(name) ?? byKey.get(departmentKeyOf(name)) ?? fallback;
  };
}

/** The resolver of one source's sync, read once per sync. */
export async function loadDepartmentResolver(
  db: Kysely<Database>,
  source: MappedSource,
): Promise<DepartmentResolver> {
  return departmentResolverOf(
    await listDepartmentEntries(db),
    await findDepartmentMappings(db, source.id),
    source.default_department_id,
  );
}

/** The ATS departments of a feed's jobs as the mappings key them, each once. */
export function atsDepartmentsOf(jobs: readonly { department: string | null }[]): string[] {
  const names = jobs.map((job) => tidyDepartmentName(job.department ?? ''));
  return [...new Set(names.filter((name) => name !== ''))];
}

async function departmentsOf(
  db: Kysely<Database>,
  source: MappedSource,
): Promise<JobSourceDepartments> {
  const list = await listDepartmentEntries(db);
  const mappings = await findDepartmentMappings(db, source.id);
  const resolve = departmentResolverOf(list, mappings, source.default_department_id);
  const byId = new Map(list.map((department) => [department.id, department.name]));
  const latest = Math.max(0, ...mappings.map((mapping) => mapping.lastSeenAt?.getTime() ?? 0));
  return {
    defaultDepartment: resolve(null),
    mappings: mappings.map((mapping) => ({
      atsDepartment: mapping.atsDepartment,
      department: (mapping.departmentId !== null && byId.get(mapping.departmentId)) || null,
      resolvesTo: resolve(mapping.atsDepartment),
      inLastSync: latest > 0 && mapping.lastSeenAt?.getTime() === latest,
    })),
  };
}

/** How a source's ATS departments map onto the site's; NotFoundError when there is no such source. */
export async function getSourceDepartments(
  db: Kysely<Database>,
  sourceId: number,
): Promise<JobSourceDepartments> {
  const source = await findSource(db, sourceId);
  if (!source) throw new NotFoundError(SOURCE_NOT_FOUND);
  return departmentsOf(db, source);
}

/**
 * Saves a source's default department and mappings (400 naming a department not on the site's
 * list) and makes the source due at once: the next sync moves the jobs whose department changed.
 */
export async function saveSourceDepartments(
  db: Kysely<Database>,
  sourceId: number,
  input: JobSourceDepartmentsInput,
  actor: Actor,
): Promise<JobSourceDepartments> {
  const list = await listDepartmentEntries(db);
  const byKey = new Map(
    list.map((department) => [departmentKeyOf(department.name), department.id]),
  );
  const idOf = (name: string, field: string) => {
    const id = byKey.get(departmentKeyOf(name));
    if (id === undefined) throw new InvalidFieldError(field, NOT_LISTED);
    return id;
  };
  const defaultDepartmentId = idOf(input.defaultDepartment, 'defaultDepartment');
  const mappings = input.mappings.map((mapping, index) => ({
    atsDepartment: tidyDepartmentName(mapping.atsDepartment),
    departmentId:
      mapping.department === null ? null : idOf(mapping.department, `mappings.${index}.department`),
  }));
  await db.transaction().execute(async (trx) => {
    const source = await findSource(trx, sourceId);
    if (!source) throw new NotFoundError(SOURCE_NOT_FOUND);
    await saveDepartmentMappings(trx, sourceId, defaultDepartmentId, mappings);
    await requestSync(trx, sourceId, new Date());
    await recordActivity(trx, {
      actor,
      action: 'job-source.departments-mapped',
      entity: 'job-source',
      entityId: sourceId,
      details: { board: source.board, defaultDepartment: input.defaultDepartment, mappings },
    });
  });
  return getSourceDepartments(db, sourceId);
}
