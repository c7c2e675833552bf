import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';

import {
  JOB_FILTER_KEYS,
  type JobFilterKey,
  type JobListQuery,
  type JobSort,
} from '../../../contract/job-list-query';
import {
  employmentTypeOfLabel,
  WORKPLACE_TYPE_LABELS,
  WORKPLACE_TYPES,
  type JobLocation,
} from '../../../contract/job-model';
import type { Database, EmploymentType, JobRow } from '../../platform/db/schema';
import type { PageSlice } from '../../platform/db/paging';
import {
  countFromGroups,
  toGroups,
  type JobGroupJson,
  type JobListCounts,
} from './open-job-counts';
import { groupsJsonOf, LOCATIONS_OF_JOB, OPEN_JOB } from './job-sql.repository';
import { regionsNamed } from './place-values';

/** What a job card shows (`JobListItem`): every list selects only these columns. */
export const JOB_LIST_COLUMNS = [
  'id',
  'title',
  'team',
  'department',
  'employment_type',
  'level',
  'posted_at',
  'workplace_type',
  'remote_regions',
  'pay_currency',
  'pay_min',
  'pay_max',
  'pay_period',
  'pay_annual_eur',
  'pay_full_year_eur',
] as const satisfies readonly (keyof JobRow)[];

/** A card's columns and the job's places (LOCATIONS_OF_JOB). */
export type JobListRow = Pick<JobRow, (typeof JOB_LIST_COLUMNS)[number]> & {
  locations: JobLocation[];
};

/** A job with its places. */
export type JobWithLocations = JobRow & { locations: JobLocation[] };

const isOpenJob = () => OPEN_JOB;

const searchQuery = (search: string) => sql`websearch_to_tsquery('english', ${search})`;

/** The employment types that `jobType` filter values (their labels) name. */
const employmentTypesOf = (labels: string[]): EmploymentType[] =>
  labels.flatMap((label) => employmentTypeOfLabel(label) ?? []);

/** Whether a job passes one filter (every job does when nothing is chosen). */
function passesFilter(field: JobFilterKey, values: string[]) {
  if (values.length === 0) return sql<boolean>`true`;
  switch (field) {
    case 'department':
      return sql<boolean>`department IN (${sql.join(values)})`;
    case 'location':
      // Any of the job's cities (migration 013's `cities`), or for a job without a city, any
      // region its people may live in (place-values.ts).
      return sql<boolean>`(cities && ${citiesArray(values)} OR (cities = '{}' AND remote_regions && ${citiesArray(regionsNamed(values))}))`;
    case 'jobType': {
      const types = employmentTypesOf(values);
      return types.length > 0
        ? sql<boolean>`employment_type IN (${sql.join(types)})`
        : sql<boolean>`false`;
    }
    case 'workplace': {
      const types = WORKPLACE_TYPES.filter((type) => values.includes(WORKPLACE_TYPE_LABELS[type]));
      return sql<boolean>`workplace_type IN (${sql.join(types)})`;
    }
  }
}

const citiesArray = (cities: readonly string[]) =>
  cities.length > 0 ? sql`ARRAY[${sql.join([...cities])}]::text[]` : sql`'{}'::text[]`;

/** `payMin`: the top of the job's range, a year in euros (migration 017), reaches it. */
const passesPayMin = (payMin: number | undefined) =>
  payMin === undefined ? sql<boolean>`true` : sql<boolean>`pay_annual_eur >= ${payMin}`;

const passesFilters = (filters: JobListQuery) =>
  sql<boolean>`(${sql.join(
    [
      ...JOB_FILTER_KEYS.map((field) => passesFilter(field, filters[field])),
      passesPayMin(filters.payMin),
    ],
    sql` AND `,
  )})`;

/** One page of the job list, how many jobs match, and the facets beside it. */
export interface JobListPage extends JobListCounts {
  rows: JobListRow[];
}

/**
 * What the list is ordered by (`sort_key`, then `created_at`, then `id`, so pages never overlap).
 * Relevance ranks on the title, team and department (migration 005).
 */
export function sortOf(sort: JobSort, search: RawBuilder<unknown> | undefined) {
  switch (sort) {
    case 'oldest':
      return { key: sql`created_at`, order: sql`sort_key ASC, id ASC` };
    case 'title':
      // Case-insensitive, so "Care Operations Analyst" comes before "CRM Specialist".
      return { key: sql`lower(title)`, order: sql`sort_key ASC, id ASC` };
    case 'pay':
      // Best paid first by the annual figure in euros; jobs without pay (or a rate) last.
      return {
        key: sql`pay_annual_eur`,
        order: sql`sort_key DESC NULLS LAST, created_at DESC, id DESC`,
      };
    case 'relevance':
      if (search)
        return {
          key: sql`ts_rank_cd(search_rank, ${search})`,
          order: sql`sort_key DESC, created_at DESC, id DESC`,
        };
      return { key: sql`created_at`, order: sql`sort_key DESC, id DESC` };
    default:
      return { key: sql`created_at`, order: sql`sort_key DESC, id DESC` };
  }
}

/** A card as the database sends it, in JSON. */
export type CardJson = Omit<JobListRow, 'posted_at'> & { posted_at: string };

export const cardColumns = [
  ...JOB_LIST_COLUMNS.map((column) => sql.ref(`job.${column}`)),
  sql`${LOCATIONS_OF_JOB} AS locations`,
];
export const toRows = (cards: CardJson[] | null): JobListRow[] =>
  (cards ?? []).map((card) => ({ ...card, posted_at: new Date(card.posted_at) }));

/**
 * A searched job list in one statement and one read of the table: the open jobs the search
 * matches, only the columns the filters and the order need. Their groups per department,
 * location and job type give the total and the facets (`countFromGroups`, as for a list
 * without a search); the page is the first of those passing the filters, in the order, and only
 * its rows are read whole.
 */
async function findSearchedJobs(
  db: Kysely<Database>,
  filters: JobListQuery,
  slice: PageSlice,
  search: RawBuilder<unknown>,
): Promise<JobListPage> {
  const sort = sortOf(filters.sort, search);
  const matched = db
    .selectFrom('job')
    .select([
      'id',
      'created_at',
      'department',
      'cities',
      'remote_regions',
      'employment_type',
      'workplace_type',
      'pay_annual_eur',
    ])
    .select(sort.key.as('sort_key'))
    .where(isOpenJob)
    .where(sql<boolean>`search @@ ${search}`);
  const statement = sql<{ groups: JobGroupJson[]; cards: CardJson[] | null }>`
    WITH matched AS MATERIALIZED (${matched}),
    page AS (
      SELECT id, sort_key, created_at FROM matched WHERE ${passesFilters(filters)}
      ORDER BY ${sort.order} LIMIT ${slice.limit} OFFSET ${slice.offset}
    )
    SELECT
      ${groupsJsonOf(sql`matched`)} AS groups,
      (SELECT json_agg(card ORDER BY ${sort.order}) FROM (
        SELECT ${sql.join(cardColumns)}, page.sort_key, page.created_at FROM page JOIN job USING (id)
      ) card) AS cards`;
  // A word most jobs contain makes the planner read the whole table and test every row's search
  // vector, a test it counts as cheap; but each vector (about 2 kB) must be unpacked first, which
  // made that plan twice as slow as the index's (55 against 26 ms for a word in 8 of 10 jobs).
  const { rows } = await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    return statement.execute(trx);
  });
  const { groups, cards } = rows[0] ?? { groups: [], cards: [] };
  return { ...countFromGroups(toGroups(groups), filters), rows: toRows(cards) };
}

/** One page of a searched job list (`filters.search`), how many open jobs match, and the facets. */
export function findSearchedJobPage(
  db: Kysely<Database>,
  filters: JobListQuery,
  slice: PageSlice,
): Promise<JobListPage> {
  return findSearchedJobs(db, filters, slice, searchQuery(filters.search));
}

const withLocations = (db: Kysely<Database>) =>
  db.selectFrom('job').selectAll().select(LOCATIONS_OF_JOB.as('locations'));

export function findJobById(
  db: Kysely<Database>,
  id: number,
): Promise<JobWithLocations | undefined> {
  return withLocations(db).where('id', '=', id).executeTakeFirst();
}

export function findJobByExtSlug(
  db: Kysely<Database>,
  slug: string,
): Promise<JobWithLocations | undefined> {
  return withLocations(db).where('ext_slug', '=', slug).executeTakeFirst();
}

/** OPEN_JOB for a job read already. */
export function isJobOpen(row: Pick<JobRow, 'status' | 'closes_at'>, now = new Date()): boolean {
  return row.status === 'open' && (row.closes_at === null || row.closes_at > now);
}

/** Whether the job was ever public: every opening wrote a job event (decision 028). */
export async function wasEverPublic(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
): Promise<boolean> {
  const event = await db
    .selectFrom('job_event')
    .select('id')
    .where('job_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return event !== undefined;
}

const selectCards = (db: Kysely<Database>) =>
  db.selectFrom('job').select(JOB_LIST_COLUMNS).select(LOCATIONS_OF_JOB.as('locations'));

/** The jobs opened, or reopened, in a window, by their job events (decision 028). */
const openedBetween = ({ since, until }: { since: Date; until: Date }) =>
  sql<boolean>`EXISTS (
    SELECT 1 FROM job_event
    WHERE job_event.job_id = job.id AND job_event.kind IN ('opened', 'reopened')
      AND job_event.at > ${since} AND job_event.at <= ${until})`;

/**
 * The open jobs a job list query finds (the list's own filters and search) that opened or
 * reopened after `since` and up to `until`, newest first: the first `limit` of them, and how
 * many in all. An alert's digest reads this, so it matches exactly what its list shows.
 */
export async function findJobsOpenedBetween(
  db: Kysely<Database>,
  filters: JobListQuery,
  window: { since: Date; until: Date },
  limit: number,
): Promise<{ rows: JobListRow[]; total: number }> {
  let matched = selectCards(db)
    .select(sql<number>`count(*) OVER ()`.as('total'))
    .where(isOpenJob)
    .where(passesFilters(filters))
    .where(openedBetween(window));
  if (filters.search)
    matched = matched.where(sql<boolean>`search @@ ${searchQuery(filters.search)}`);
  const found = await matched
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return {
    rows: found.map(({ total: _total, ...row }) => row),
    total: Number(found[0]?.total ?? 0),
  };
}

export function findLatestOpenJobs(db: Kysely<Database>, limit: number): Promise<JobListRow[]> {
  return selectCards(db)
    .where(isOpenJob)
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
