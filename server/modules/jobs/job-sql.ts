import { sql } from 'kysely';

import type { JobLocation } from '../../../contract/job-model';

/**
 * The SQL rules the job queries share, each written once: which jobs are open, and a job's
 * places (migration 013's job_location) as the lists read them. `job` is the job table's row.
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
