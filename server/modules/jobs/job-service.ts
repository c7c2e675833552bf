import type { Kysely } from 'kysely';

import { jobListQuerySchema } from '../../../src/api/job-list-query';
import type { Job, JobListItem, PageContent } from '../../../src/api/page-types';
import { PUBLIC_PAGE_SIZE } from '../../../src/lib/constants';
import { renderStoredMarkdown } from '../../content/markdown';
import type { Database, JobRow } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/envelope';
import { isoOf } from '../../platform/http/iso-date';
import { pageOffset, toPager } from '../../platform/http/list-query';
import { describe } from '../../pages/meta-description';
import {
  requiredParam,
  type PageResolverDeps,
  type PageResolvers,
} from '../../pages/page-resolver';
import { parseOrThrow } from '../../platform/http/validation';
import {
  countOpenJobs,
  findDepartments,
  findJobByExtSlug,
  findJobListPage,
  findJobById,
  findJobsChangedAt,
  findLatestOpenJobs,
  findOpenJobDates,
  findSimilarOpenJobs,
  isJobOpen,
  type JobListRow,
} from './job.repository';
import { createOpenJobCounts } from './open-job-counts';

const SIMILAR_JOBS = 3;

/**
 * A job as its card shows it (SPEC §3 without the description). Missing optional fields stay
 * missing: the screens apply the defaults (`Unknown`, `Any`, `All Levels`).
 */
function toJobListItem(row: JobListRow): JobListItem {
  const summary: JobListItem['summary'] = { team: row.team };
  if (row.location) summary.location = row.location;
  if (row.job_type) summary.jobType = row.job_type;
  if (row.level) summary.level = row.level;
  return {
    id: row.id,
    title: row.title,
    summary,
    department: row.department,
    postedAt: row.posted_at.toISOString(),
    remote: row.remote,
  };
}

/** A job in the spec's shape for its detail page (SPEC §3), the description rendered to HTML. */
function toJob(row: JobRow): Job {
  const pay =
    row.pay_currency && row.pay_min !== null && row.pay_max !== null && row.pay_period
      ? { currency: row.pay_currency, min: row.pay_min, max: row.pay_max, period: row.pay_period }
      : null;
  return {
    ...toJobListItem(row),
    slug: row.ext_slug,
    content: { description: row.description ? renderStoredMarkdown(row.description) : '' },
    urlList: row.apply_url ? { apply: row.apply_url } : {},
    country: row.country,
    closesAt: isoOf(row.closes_at),
    updatedAt: row.updated_at.toISOString(),
    pay,
  };
}

/** The job list with its facets, a job, and its external variant (SPEC §2). */
export function createJobPages({ db, pages }: PageResolverDeps): PageResolvers {
  const openJobCounts = createOpenJobCounts(db);
  async function jobDetail(row: JobRow | undefined): Promise<PageContent> {
    if (!row) throw new HttpError(404);
    const similar = (await findSimilarOpenJobs(db, row, SIMILAR_JOBS)).map(toJobListItem);
    if (!isJobOpen(row)) {
      throw new HttpError(410, `The position ${row.title} is closed.`, {
        title: row.title,
        similar,
      });
    }
    const job = toJob(row);
    return {
      title: `${job.title}${job.summary.location ? ` in ${job.summary.location}` : ''}`,
      meta: { description: describe(job.content.description, job.title) },
      section: [{ type: 'job-detail', job, similar }],
    };
  }

  return {
    job: async ({ query }) => {
      // The API's reading of the query goes back with the list: the screen shows it as is.
      const filters = parseOrThrow(jobListQuerySchema, query, 'query');
      const slice = { limit: PUBLIC_PAGE_SIZE, offset: pageOffset(filters.page, PUBLIC_PAGE_SIZE) };
      const { total, rows, facets } = await findJobListPage(db, filters, slice, openJobCounts);
      return pages.listPage('job', {
        type: 'job-list',
        query: filters,
        filters: facets,
        list: rows.map(toJobListItem),
        pager: toPager(total, filters.page, PUBLIC_PAGE_SIZE),
      });
    },
    'job-detail': async (request) =>
      jobDetail(await findJobById(db, Number(requiredParam(request, 'id')))),
    'job-ext': async (request) =>
      jobDetail(await findJobByExtSlug(db, requiredParam(request, 'slug'))),
  };
}

/** The newest open jobs; only those of `level` when it is given (the student page's "Entry"). */
export async function listLatestJobs(
  db: Kysely<Database>,
  limit: number,
  { level }: { level?: string } = {},
): Promise<JobListItem[]> {
  return (await findLatestOpenJobs(db, limit, level)).map(toJobListItem);
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
