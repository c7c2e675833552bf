import { sql, type Kysely } from 'kysely';

import type { JobSort } from '../../../contract/job-list-query';
import type { Database } from '../../platform/db/schema';
import { cardColumns, sortOf, toRows, type CardJson, type JobListRow } from './job.repository';
import { GROUP_COLUMNS, GROUP_KEYS, OPEN_JOB } from './job-sql.repository';
import type { JobGroupJson } from './open-job-counts';

/** Every order a list without a search has (relevance is newest there: sortOf). */
const LIST_SORTS = {
  newest: true,
  oldest: true,
  title: true,
  relevance: true,
  pay: true,
} as const satisfies Record<JobSort, true>;
const SORT_NAMES = Object.keys(LIST_SORTS) as JobSort[];

/** The open jobs at one version of the job table, as the database sends them. */
export interface OpenJobsJson {
  /** Migration 006's `job_version`: every change to the jobs or their places moves it. */
  version: number;
  /** The jobs' groups (open-job-counts.ts), each with its jobs' ids. */
  groups: (Omit<JobGroupJson, 'count'> & { ids: number[] })[];
  /** The jobs with a closing time: id and when (ISO). */
  closing: [number, string][];
  /** The jobs' ids in each order, exactly as the database orders a list (sortOf). */
  orders: Record<JobSort, number[]>;
  /** The jobs' ids by team (null: no team), for a job's similar jobs. */
  teams: [string | null, number[]][];
}

/**
 * What a list without a search needs of every open job, in one statement (so one snapshot of
 * the table, on both databases): their groups, closing times and ids in every order. The
 * orders are the database's own, so a title sorts by its collation as the SQL lists did.
 */
export async function findOpenJobs(db: Kysely<Database>): Promise<OpenJobsJson> {
  const orders = SORT_NAMES.map((name) => {
    const sort = sortOf(name, undefined);
    return sql`(SELECT coalesce(json_agg(id ORDER BY ${sort.order}), '[]') FROM (
      SELECT id, created_at, ${sort.key} AS sort_key FROM open_job
    ) ordered) AS ${sql.ref(name)}`;
  });
  const { rows } = await sql<Omit<OpenJobsJson, 'orders'> & Record<JobSort, number[]>>`
    WITH open_job AS MATERIALIZED (
      SELECT id, title, team, created_at, closes_at, pay_annual_eur, department, cities,
        remote_regions, employment_type, workplace_type
      FROM job WHERE ${OPEN_JOB}
    )
    SELECT
      (SELECT version FROM job_version) AS version,
      (SELECT coalesce(json_agg(job_group), '[]') FROM (
        SELECT ${GROUP_COLUMNS}, array_agg(id) AS ids FROM open_job GROUP BY ${GROUP_KEYS}
      ) job_group) AS groups,
      (SELECT coalesce(json_agg(json_build_array(id, closes_at)), '[]')
        FROM open_job WHERE closes_at IS NOT NULL) AS closing,
      (SELECT coalesce(json_agg(json_build_array(team, ids)), '[]') FROM (
        SELECT team, array_agg(id) AS ids FROM open_job GROUP BY team
      ) by_team) AS teams,
      ${sql.join(orders)}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The open jobs query returned no row');
  return {
    version: Number(row.version),
    groups: row.groups,
    closing: row.closing,
    teams: row.teams,
    orders: Object.fromEntries(SORT_NAMES.map((name) => [name, row[name]])) as Record<
      JobSort,
      number[]
    >,
  };
}

/** Migration 006's `job_version` now. */
export async function findJobVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('job_version').select('version').executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * The cards of these jobs (in any order), with the job table's version read in the same
 * statement: the caller learns whether the ids it chose are still the ones to show.
 */
export async function findJobCardsAt(
  db: Kysely<Database>,
  ids: number[],
): Promise<{ version: number; rows: JobListRow[] }> {
  const cards =
    ids.length > 0
      ? sql`(SELECT json_agg(card) FROM (
          SELECT ${sql.join(cardColumns)} FROM job WHERE job.id IN (${sql.join(ids)})
        ) card)`
      : sql`NULL`;
  const { rows } = await sql<{ version: number; cards: CardJson[] | null }>`
    SELECT (SELECT version FROM job_version) AS version, ${cards} AS cards`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The job cards query returned no row');
  return { version: Number(row.version), rows: toRows(row.cards) };
}
