import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';

import type { FilterOption } from '../../../src/api/page-types';
import type { Database, JobRow } from '../../db/schema';
import type { ParsedJobListQuery } from './job-query';

type JobQuery = SelectQueryBuilder<Database, 'job', object>;
type FacetField = 'department' | 'location' | 'jobType';

const FACET_COLUMNS = {
  department: 'department',
  location: 'location',
  jobType: 'job_type',
} as const;

/** Open jobs: not closed yet (a closed job leaves the lists at once). */
const isOpen = (eb: ExpressionBuilder<Database, 'job'>) =>
  eb.or([eb('closes_at', 'is', null), eb('closes_at', '>', sql<Date>`now()`)]);

const searchQuery = (search: string) => sql`websearch_to_tsquery('english', ${search})`;

function applyFilters(query: JobQuery, filters: ParsedJobListQuery, except?: FacetField): JobQuery {
  let filtered = query.where(isOpen);
  for (const field of ['department', 'location', 'jobType'] as const) {
    const values = filters[field];
    if (field !== except && values.length > 0)
      filtered = filtered.where(FACET_COLUMNS[field], 'in', values);
  }
  if (filters.search)
    filtered = filtered.where(sql<boolean>`search @@ ${searchQuery(filters.search)}`);
  return filtered;
}

function applySort(
  query: SelectQueryBuilder<Database, 'job', JobRow>,
  filters: ParsedJobListQuery,
) {
  switch (filters.sort) {
    case 'oldest':
      return query.orderBy('created_at', 'asc').orderBy('id', 'asc');
    case 'title':
      // Case-insensitive, so "Care Operations Analyst" comes before "CRM Specialist".
      return query.orderBy(sql`lower(title)`, 'asc').orderBy('id', 'asc');
    case 'relevance':
      return filters.search
        ? query
            .orderBy(sql`ts_rank_cd(search, ${searchQuery(filters.search)})`, 'desc')
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
        : query.orderBy('created_at', 'desc').orderBy('id', 'desc');
    default:
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  }
}

export async function listOpenJobs(
  db: Kysely<Database>,
  filters: ParsedJobListQuery,
  pageSize: number,
) {
  const base = applyFilters(db.selectFrom('job'), filters);
  const { total } = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await applySort(base.selectAll(), filters)
    .limit(pageSize)
    .offset((filters.page - 1) * pageSize)
    .execute();
  return { rows, total: Number(total) };
}

const FACET_FIELDS = ['department', 'location', 'jobType'] as const;

/** Whether a row passes one facet's filter (every row does when nothing is chosen). */
function passesFacet(field: FacetField, values: string[]) {
  return values.length > 0
    ? sql`${sql.ref(FACET_COLUMNS[field])} IN (${sql.join(values)})`
    : sql`true`;
}

/**
 * For each filter, its options and how many jobs each would show given the other filters. One scan
 * of the open, searched jobs marks which filters each row passes; each facet then counts the rows
 * that pass all the others.
 */
export async function jobFacets(
  db: Kysely<Database>,
  filters: ParsedJobListQuery,
): Promise<Record<FacetField, FilterOption[]>> {
  const searched = filters.search ? sql`search @@ ${searchQuery(filters.search)}` : sql`true`;
  const counts = FACET_FIELDS.map((field) => {
    const column = sql.ref(FACET_COLUMNS[field]);
    const others = FACET_FIELDS.filter((other) => other !== field).map((other) =>
      sql.ref(`${other}_ok`),
    );
    const passesOthers = sql.join(others, sql` AND `);
    return sql`SELECT ${sql.lit(field)}::text AS facet, ${column} AS value, count(*) FILTER (WHERE ${passesOthers}) AS count
      FROM marked WHERE ${column} IS NOT NULL GROUP BY ${column}
      HAVING count(*) FILTER (WHERE ${passesOthers}) > 0`;
  });
  const { rows } = await sql<{ facet: FacetField; value: string; count: number }>`
    WITH marked AS MATERIALIZED (
      SELECT department, location, job_type,
        ${passesFacet('department', filters.department)} AS "department_ok",
        ${passesFacet('location', filters.location)} AS "location_ok",
        ${passesFacet('jobType', filters.jobType)} AS "jobType_ok"
      FROM job
      WHERE (closes_at IS NULL OR closes_at > now()) AND ${searched}
    )
    ${sql.join(counts, sql` UNION ALL `)}
    ORDER BY facet, value`.execute(db);
  const facets: Record<FacetField, FilterOption[]> = { department: [], location: [], jobType: [] };
  for (const row of rows) facets[row.facet].push({ value: row.value, count: Number(row.count) });
  return facets;
}

export function findJobById(db: Kysely<Database>, id: number) {
  return db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findJobByExtSlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('job').selectAll().where('ext_slug', '=', slug).executeTakeFirst();
}

export function isJobOpen(row: JobRow, now = new Date()): boolean {
  return row.closes_at === null || row.closes_at > now;
}

/** Open jobs like this one: same department first, then same team or location, newest first. */
/**
 * Open jobs like this one: its department first (same team, then same location ranked higher),
 * topped up with the newest other open jobs. The department index keeps this fast on large sets.
 */
export async function findSimilarOpenJobs(db: Kysely<Database>, job: JobRow, limit: number) {
  const sameDepartment = await db
    .selectFrom('job')
    .selectAll()
    .where(isOpen)
    .where('department', '=', job.department)
    .where('id', '!=', job.id)
    .orderBy(
      sql`(team IS NOT DISTINCT FROM ${job.team})::int + (location IS NOT DISTINCT FROM ${job.location})::int`,
      'desc',
    )
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  if (sameDepartment.length >= limit) return sameDepartment;
  const others = await db
    .selectFrom('job')
    .selectAll()
    .where(isOpen)
    .where('id', 'not in', [job.id, ...sameDepartment.map((row) => row.id)])
    .orderBy('created_at', 'desc')
    .limit(limit - sameDepartment.length)
    .execute();
  return [...sameDepartment, ...others];
}

export function listLatestOpenJobs(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('job')
    .selectAll()
    .where(isOpen)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countOpenJobs(db: Kysely<Database>): Promise<number> {
  const { total } = await db
    .selectFrom('job')
    .where(isOpen)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

export async function listDepartments(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('job')
    .select('department')
    .distinct()
    .orderBy('department')
    .execute();
  return rows.map((row) => row.department);
}
