import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';

import {
  JOB_FILTER_KEYS,
  type JobFilterKey,
  type JobListQuery,
} from '../../../src/api/job-list-query';
import type { FilterOption } from '../../../src/api/page-types';
import type { Database, JobRow } from '../../db/schema';
import type { PageSlice } from '../list-query';

type JobQuery = SelectQueryBuilder<Database, 'job', object>;

/** What a job card shows (`JobListItem`): every list selects only these columns. */
const JOB_LIST_COLUMNS = [
  'id',
  'title',
  'team',
  'department',
  'location',
  'job_type',
  'level',
  'posted_at',
  'remote',
] as const satisfies readonly (keyof JobRow)[];

export type JobListRow = Pick<JobRow, (typeof JOB_LIST_COLUMNS)[number]>;

/** The column behind each filter of the list: the facets are these, in this order. */
const FACET_COLUMNS = {
  department: 'department',
  location: 'location',
  jobType: 'job_type',
} as const satisfies Record<JobFilterKey, keyof JobRow>;

/** Open jobs: not closed yet (a closed job leaves the lists, the feeds and the sitemap at once). */
const isOpenJob = (eb: ExpressionBuilder<Database, 'job'>) =>
  eb.or([eb('closes_at', 'is', null), eb('closes_at', '>', sql<Date>`now()`)]);

const searchQuery = (search: string) => sql`websearch_to_tsquery('english', ${search})`;

function applyFilters(query: JobQuery, filters: JobListQuery, except?: JobFilterKey): JobQuery {
  let filtered = query.where(isOpenJob);
  for (const field of JOB_FILTER_KEYS) {
    const values = filters[field];
    if (field !== except && values.length > 0)
      filtered = filtered.where(FACET_COLUMNS[field], 'in', values);
  }
  if (filters.search)
    filtered = filtered.where(sql<boolean>`search @@ ${searchQuery(filters.search)}`);
  return filtered;
}

function applySort<Row>(query: SelectQueryBuilder<Database, 'job', Row>, filters: JobListQuery) {
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

/** How many open jobs match the filters. */
export async function countMatchingJobs(
  db: Kysely<Database>,
  filters: JobListQuery,
): Promise<number> {
  const { total } = await applyFilters(db.selectFrom('job'), filters)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** One page of the open jobs that match the filters, in the filters' order. */
export function findMatchingJobs(db: Kysely<Database>, filters: JobListQuery, slice: PageSlice) {
  return applySort(applyFilters(db.selectFrom('job'), filters).select(JOB_LIST_COLUMNS), filters)
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

/** Whether a row passes one facet's filter (every row does when nothing is chosen). */
function passesFacet(field: JobFilterKey, values: string[]) {
  return values.length > 0
    ? sql<boolean>`${sql.ref(FACET_COLUMNS[field])} IN (${sql.join(values)})`
    : sql<boolean>`true`;
}

/**
 * For each filter, its options and how many jobs each would show given the other filters. One scan
 * of the open, searched jobs marks which filters each row passes; each facet then counts the rows
 * that pass all the others.
 */
export async function findJobFacets(
  db: Kysely<Database>,
  filters: JobListQuery,
): Promise<Record<JobFilterKey, FilterOption[]>> {
  const searched = filters.search
    ? sql<boolean>`search @@ ${searchQuery(filters.search)}`
    : sql<boolean>`true`;
  const counts = JOB_FILTER_KEYS.map((field) => {
    const column = sql.ref(FACET_COLUMNS[field]);
    const others = JOB_FILTER_KEYS.filter((other) => other !== field).map((other) =>
      sql.ref(`${other}_ok`),
    );
    const passesOthers = sql.join(others, sql` AND `);
    return sql`SELECT ${sql.lit(field)}::text AS facet, ${column} AS value, count(*) FILTER (WHERE ${passesOthers}) AS count
      FROM marked WHERE ${column} IS NOT NULL GROUP BY ${column}
      HAVING count(*) FILTER (WHERE ${passesOthers}) > 0`;
  });
  const marked = db
    .selectFrom('job')
    .select(JOB_FILTER_KEYS.map((field) => FACET_COLUMNS[field]))
    .select(JOB_FILTER_KEYS.map((field) => passesFacet(field, filters[field]).as(`${field}_ok`)))
    .where(isOpenJob)
    .where(searched);
  const { rows } = await sql<{ facet: JobFilterKey; value: string; count: number }>`
    WITH marked AS MATERIALIZED ${marked}
    ${sql.join(counts, sql` UNION ALL `)}
    ORDER BY facet, value`.execute(db);
  const facets: Record<JobFilterKey, FilterOption[]> = {
    department: [],
    location: [],
    jobType: [],
  };
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

/**
 * Open jobs like this one: its department first (same team, then same location ranked higher),
 * topped up with the newest other open jobs. The department index keeps this fast on large sets.
 */
export async function findSimilarOpenJobs(
  db: Kysely<Database>,
  job: Pick<JobRow, 'id' | 'department' | 'team' | 'location'>,
  limit: number,
): Promise<JobListRow[]> {
  const sameDepartment = await db
    .selectFrom('job')
    .select(JOB_LIST_COLUMNS)
    .where(isOpenJob)
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
    .select(JOB_LIST_COLUMNS)
    .where(isOpenJob)
    .where('id', 'not in', [job.id, ...sameDepartment.map((row) => row.id)])
    .orderBy('created_at', 'desc')
    .limit(limit - sameDepartment.length)
    .execute();
  return [...sameDepartment, ...others];
}

export function findLatestOpenJobs(
  db: Kysely<Database>,
  limit: number,
  level?: string,
): Promise<JobListRow[]> {
  const open = db.selectFrom('job').select(JOB_LIST_COLUMNS).where(isOpenJob);
  return (level === undefined ? open : open.where('level', '=', level))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countOpenJobs(db: Kysely<Database>): Promise<number> {
  const { total } = await db
    .selectFrom('job')
    .where(isOpenJob)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

export async function findDepartments(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('job')
    .select('department')
    .distinct()
    .orderBy('department')
    .execute();
  return rows.map((row) => row.department);
}

/** Each open job's id and last edit, by id. */
export function findOpenJobDates(db: Kysely<Database>) {
  return db.selectFrom('job').select(['id', 'updated_at']).where(isOpenJob).orderBy('id').execute();
}

/** The last change to the open jobs: an edit, or a job closing (it leaves the lists then). */
export async function findJobsChangedAt(db: Kysely<Database>): Promise<Date | null> {
  const row = await db
    .selectFrom('job')
    .select(
      sql<Date | null>`max(greatest(updated_at, case when closes_at <= now() then closes_at end))`.as(
        'changed',
      ),
    )
    .executeTakeFirst();
  return row?.changed ?? null;
}
