import { sql, type Kysely } from 'kysely';

import type { JobSort } from '../../../src/api/job-list-query';
import type { Database } from '../../platform/db/schema';
import { cardColumns, JOB_LIST_COLUMNS, sortOf, type CardJson } from './job.repository';
import { OPEN_JOB } from './job-sql';
import { GROUP_COLUMNS, GROUP_KEYS, type JobGroupJson } from './open-job-counts';

/** Every order a list without a search has (relevance is newest there: sortOf). */
const LIST_SORTS = {
  newest: true,
  oldest: true,
  title: true,
  relevance: true,
  pay: true,
} as const satisfies Record<JobSort, true>;
const SORT_NAMES = Object.keys(LIST_SORTS) as JobSort[];

/** An open job's card, and when it closes (ISO, or null). */
export type OpenJobCardJson = CardJson & { closes_at: string | null };

/** The open jobs at one version of the job table, as the database sends them. */
export interface OpenJobsJson {
  /** Migration 006's `job_version`: every change to the jobs or their places moves it. */
  version: number;
  cards: OpenJobCardJson[];
  /** The jobs' groups (open-job-counts.ts), each with its jobs' ids. */
  groups: (Omit<JobGroupJson, 'count'> & { ids: number[] })[];
  /** The jobs' ids in each order, exactly as the database orders a list (sortOf). */
  orders: Record<JobSort, number[]>;
}

/** The job table's version now (migration 006): one row, read per list to know the model is current. */
export async function findJobVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('job_version').select('version').executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * Everything a list without a search shows of the open jobs, in one statement (so one snapshot
 * of the table, on both databases): their cards, their groups and their ids in every order. The
 * orders are the database's own, so a title sorts by its collation as the SQL lists did.
 */
export async function findOpenJobs(db: Kysely<Database>): Promise<OpenJobsJson> {
  const orders = SORT_NAMES.map((name) => {
    const sort = sortOf(name, undefined);
    return sql`(SELECT coalesce(json_agg(id ORDER BY ${sort.order}), '[]') FROM (
      SELECT id, created_at, ${sort.key} AS sort_key FROM open_job job
    ) ordered) AS ${sql.ref(name)}`;
  });
  const { rows } = await sql<Omit<OpenJobsJson, 'orders'> & Record<JobSort, number[]>>`
    WITH open_job AS MATERIALIZED (
      SELECT ${sql.join(JOB_LIST_COLUMNS.map((column) => sql.ref(column)))}, created_at, closes_at, cities
      FROM job WHERE ${OPEN_JOB}
    )
    SELECT
      (SELECT version FROM job_version) AS version,
      (SELECT coalesce(json_agg(card), '[]') FROM (
        SELECT ${sql.join(cardColumns)}, job.closes_at FROM open_job job
      ) card) AS cards,
      (SELECT coalesce(json_agg(job_group), '[]') FROM (
        SELECT ${GROUP_COLUMNS}, array_agg(id) AS ids FROM open_job GROUP BY ${GROUP_KEYS}
      ) job_group) AS groups,
      ${sql.join(orders)}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('The open jobs query returned no row');
  return {
    version: Number(row.version),
    cards: row.cards,
    groups: row.groups,
    orders: Object.fromEntries(SORT_NAMES.map((name) => [name, row[name]])) as Record<
      JobSort,
      number[]
    >,
  };
}
