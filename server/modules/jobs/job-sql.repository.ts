import { sql, type RawBuilder } from 'kysely';

import { PAY_BANDS } from '../../../contract/job-list-query';
import type { JobLocation } from '../../../contract/job-model';

/**
 * The SQL rules the job queries share, each written once: which jobs are open, a job's
 * places (migration 013's job_location) as the lists read them, and the open jobs' groups
 * (open-job-counts.ts counts them). `job` is the job table's row.
 */

/**
 * Open jobs: published and not closed yet. A job whose closing time passed leaves the lists,
 * the feeds and the sitemap at once, before jobs.close-expired writes its status (decision 028).
 */
export const OPEN_JOB = sql<boolean>`(job.status = 'open' AND (job.closes_at IS NULL OR job.closes_at > now()))`;

/** A job's places as the API shows them (`JobLocation[]`), the primary one first. */
export const LOCATIONS_OF_JOB = sql<JobLocation[]>`(
  SELECT coalesce(json_agg(json_build_object(
    'city', city, 'region', region, 'countryCode', country_code, 'primary', position = 0
  ) ORDER BY position), '[]')
  FROM job_location WHERE job_location.job_id = job.id)`;

/** The band of a job's annual pay (migration 017's `pay_annual_eur`): the highest it reaches. */
const PAY_BAND_OF_JOB = sql`CASE ${sql.join(
  [...PAY_BANDS]
    .reverse()
    .map((band) => sql`WHEN pay_annual_eur >= ${sql.lit(band)} THEN ${sql.lit(band)}`),
  sql` `,
)} ELSE 0 END`;

/** A job's group (`JobGroupJson` without its count), as columns of the job table. */
export const GROUP_COLUMNS = sql`department, cities,
  CASE WHEN cities = '{}' THEN remote_regions ELSE '{}' END AS regions,
  employment_type, workplace_type, ${PAY_BAND_OF_JOB} AS pay_band`;

/** What GROUP_COLUMNS group by. */
export const GROUP_KEYS = sql`department, cities, regions, employment_type, workplace_type, pay_band`;

/**
 * The jobs of `source` (a table or CTE of jobs) grouped by department, cities (or, for a job
 * without one, remote regions), employment type, workplace type and pay band.
 */
export const groupsJsonOf = (source: RawBuilder<unknown>) => sql`(
  SELECT coalesce(json_agg(job_group), '[]') FROM (
    SELECT ${GROUP_COLUMNS}, count(*) AS count FROM ${source} GROUP BY ${GROUP_KEYS}
  ) job_group)`;
