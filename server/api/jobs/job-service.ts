import type { Kysely } from 'kysely';

import type { JobFilterKey, JobListQuery } from '../../../src/api/job-list-query';
import type { FilterOption, Job, PagedList } from '../../../src/api/page-types';
import type { Database, JobRow } from '../../db/schema';
import { fetchPage } from '../list-query';
import { toJob } from './job-mapper';
import {
  countMatchingJobs,
  countOpenJobs,
  findDepartments,
  findJobByExtSlug,
  findJobById,
  findJobFacets,
  findJobsChangedAt,
  findLatestOpenJobs,
  findMatchingJobs,
  findOpenJobDates,
  findSimilarOpenJobs,
  isJobOpen,
} from './job.repository';

interface JobSearch extends PagedList<Job> {
  /** Each filter's options, counted under the other filters. */
  facets: Record<JobFilterKey, FilterOption[]>;
}

export interface JobDetail {
  job: Job;
  /** False once the job has closed (its page answers 410 then). */
  open: boolean;
  similar: Job[];
}

/** A page of the open jobs that match the filters (their `page`), with the facets. */
export async function searchJobs(
  db: Kysely<Database>,
  filters: JobListQuery,
  pageSize: number,
): Promise<JobSearch> {
  const found = await fetchPage(
    { page: filters.page, limit: pageSize },
    () => countMatchingJobs(db, filters),
    async (slice) => (await findMatchingJobs(db, filters, slice)).map(toJob),
  );
  return { ...found, facets: await findJobFacets(db, filters) };
}

/** A job by its id or by its external slug, with open jobs like it; null when there is none. */
export async function getJobDetail(
  db: Kysely<Database>,
  key: { id: number } | { slug: string },
  similarCount: number,
): Promise<JobDetail | null> {
  const row: JobRow | undefined =
    'id' in key ? await findJobById(db, key.id) : await findJobByExtSlug(db, key.slug);
  if (!row) return null;
  const similar = await findSimilarOpenJobs(db, row, similarCount);
  return { job: toJob(row), open: isJobOpen(row), similar: similar.map(toJob) };
}

/** The newest open jobs. */
export async function listLatestJobs(db: Kysely<Database>, limit: number): Promise<Job[]> {
  return (await findLatestOpenJobs(db, limit)).map(toJob);
}

export function getOpenJobCount(db: Kysely<Database>): Promise<number> {
  return countOpenJobs(db);
}

/** Every department that has jobs, open or not, alphabetically. */
export function listDepartments(db: Kysely<Database>): Promise<string[]> {
  return findDepartments(db);
}

/** Each open job's id and last edit, for the sitemap. */
export async function listOpenJobChanges(
  db: Kysely<Database>,
): Promise<{ id: number; updatedAt: Date }[]> {
  const rows = await findOpenJobDates(db);
  return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }));
}

/** When the job lists last changed: a job edited, or one closing. */
export function getJobsChangedAt(db: Kysely<Database>): Promise<Date | null> {
  return findJobsChangedAt(db);
}
