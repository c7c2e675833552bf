import type { Kysely } from 'kysely';

import type { JobFacetKey, JobListQuery } from '../../../contract/job-list-query';
import { EMPLOYMENT_TYPE_LABELS } from '../../../contract/job-model';
import type { FilterOption, Job, JobListItem, JobPay, Pager } from '../../../contract/page-types';
import { PUBLIC_PAGE_SIZE } from '../../../contract/constants';
import { renderStoredMarkdown, sanitizeStoredHtml } from '../../content/markdown';
import type { Database } from '../../platform/db/schema';
import { isoOf } from '../../platform/http/iso-date';
import { pageOffset, toPager, type PageSlice } from '../../platform/db/paging';
import {
  countOpenJobs,
  findJobByExtSlug,
  findJobsOpenedBetween,
  findJobById,
  findJobsChangedAt,
  findLatestOpenJobs,
  findOpenJobDates,
  isJobOpen,
  wasEverPublic,
  type JobListRow,
  type JobWithLocations,
} from './job.repository';
import { saveExchangeRates } from './exchange-rate.repository';
import type { ExchangeRates } from './exchange-rates';
import { findJobEventsAfter, type JobEventEntry } from './job-event.repository';
import { openJobsOf, type ChangeSubscription } from './open-jobs-service';
import { searchedJobsOf } from './searched-jobs-service';

export type { JobEventEntry } from './job-event.repository';

/**
 * Puts the rates in the database and reprices the jobs whose annual pay they change; every
 * process runs it at start (the outcome is the same).
 */
export function syncExchangeRates(
  db: Kysely<Database>,
  rates: ExchangeRates,
): Promise<{ jobsRepriced: number }> {
  return saveExchangeRates(db, rates);
}

/**
 * The job events after `afterId` in the order they were written, at most `limit` (the readers
 * of decision 028: alerts, search-engine notices).
 */
export function listJobEventsAfter(
  db: Kysely<Database>,
  afterId: string,
  limit: number,
): Promise<JobEventEntry[]> {
  return findJobEventsAfter(db, afterId, limit);
}

const SIMILAR_JOBS = 3;

/**
 * A job's pay as published, with how the pay rule compares it (docs/pay.md): the full-year
 * figure in euros (the bottom of the range in proportion to the top, which the database keeps)
 * and, where `payMin` and `sort=pay` leave it out, why.
 */
function payOf(row: JobListRow): JobPay | null {
  const { pay_currency: currency, pay_min: min, pay_max: max, pay_period: period } = row;
  if (!currency || min === null || max === null || !period) return null;
  const pay: JobPay = { currency, min, max, period };
  const yearMax = row.pay_full_year_eur;
  if (yearMax !== null)
    pay.fullYearEur = { min: max > 0 ? Math.round((yearMax * min) / max) : 0, max: yearMax };
  if (row.pay_annual_eur === null) pay.notCompared = yearMax === null ? 'no_rate' : 'contract';
  return pay;
}

/**
 * A job as its card shows it (SPEC §3 without the description). Missing optional fields stay
 * missing: the screens apply the defaults (`Any`, `All Levels`; places: contract/job-places.ts).
 */
function toJobListItem(row: JobListRow): JobListItem {
  const pay = payOf(row);
  const summary: JobListItem['summary'] = { team: row.team };
  const primary = row.locations[0];
  if (primary?.city) summary.location = primary.city;
  if (row.employment_type) summary.jobType = EMPLOYMENT_TYPE_LABELS[row.employment_type];
  if (row.level) summary.level = row.level;
  return {
    id: row.id,
    title: row.title,
    summary,
    department: row.department,
    postedAt: row.posted_at.toISOString(),
    remote: row.workplace_type === 'remote',
    workplaceType: row.workplace_type,
    locations: row.locations,
    remoteRegions: row.remote_regions,
    pay,
  };
}

/** The description as the page shows it: Markdown rendered, imported HTML sanitised again. */
function descriptionHtmlOf(row: JobWithLocations): string {
  if (!row.description) return '';
  return row.description_format === 'html'
    ? sanitizeStoredHtml(row.description)
    : renderStoredMarkdown(row.description);
}

/** A job in the spec's shape for its detail page (SPEC §3), the description rendered to HTML. */
export function toJob(row: JobWithLocations): Job {
  return {
    ...toJobListItem(row),
    slug: row.ext_slug,
    content: { description: descriptionHtmlOf(row) },
    urlList: row.apply_url ? { apply: row.apply_url } : {},
    country: row.locations[0]?.countryCode ?? null,
    employmentType: row.employment_type,
    closesAt: isoOf(row.closes_at),
    updatedAt: row.updated_at.toISOString(),
    teamSize: row.team_size,
    relocationAssistance: row.relocation_assistance,
  };
}

/** One page of the job list: its cards, the counts beside each filter's options, its pager. */
export interface JobListPage {
  list: JobListItem[];
  facets: Record<JobFacetKey, FilterOption[]>;
  pager: Pager;
}

/**
 * One page of the job list from the process's read model of the open jobs (decision 052); a
 * search matches there too when the process holds the version now (decision 056).
 */
function findJobListPage(db: Kysely<Database>, filters: JobListQuery, slice: PageSlice) {
  return filters.search
    ? searchedJobsOf(db).page(filters, slice)
    : openJobsOf(db).page(filters, slice);
}

/**
 * From now on lists without a search read the job table's version only after `subscribe`
 * reported a change (decision 057): for a database that reports each write before it returns.
 */
export function followJobChanges(
  db: Kysely<Database>,
  subscribe: ChangeSubscription,
): Promise<() => Promise<void>> {
  return openJobsOf(db).followChanges(subscribe);
}

/** Reads pages of the job list, filtered, searched and sorted as `filters` say. */
export function createJobList(
  db: Kysely<Database>,
): (filters: JobListQuery) => Promise<JobListPage> {
  return async (filters) => {
    const slice = { limit: PUBLIC_PAGE_SIZE, offset: pageOffset(filters.page, PUBLIC_PAGE_SIZE) };
    const { total, rows, facets } = await findJobListPage(db, filters, slice);
    return {
      list: rows.map(toJobListItem),
      facets,
      pager: toPager(total, filters.page, PUBLIC_PAGE_SIZE),
    };
  };
}

/** A job for its page: the job, whether it is still open, and similar open jobs. */
export interface JobDetail {
  job: Job;
  open: boolean;
  similar: JobListItem[];
}

/**
 * The job with this id or external slug, or null when there is none or it was never published
 * (a draft or a scheduled job is not there yet; a closed one is, and answers 410, and so does
 * one taken back to a draft).
 */
export async function getJobDetail(
  db: Kysely<Database>,
  key: { id: number } | { extSlug: string },
): Promise<JobDetail | null> {
  const row = 'id' in key ? await findJobById(db, key.id) : await findJobByExtSlug(db, key.extSlug);
  if (!row) return null;
  const notYet = row.status === 'draft' || row.status === 'scheduled';
  if (notYet && !(await wasEverPublic(db, row.id))) return null;
  const similar = (await openJobsOf(db).similar(row, SIMILAR_JOBS)).map(toJobListItem);
  return { job: toJob(row), open: isJobOpen(row), similar };
}

/** The newest open jobs. */
export async function listLatestJobs(db: Kysely<Database>, limit: number): Promise<JobListItem[]> {
  return (await findLatestOpenJobs(db, limit)).map(toJobListItem);
}

/** The first `limit` jobs a job list query finds, and how many it finds in all. */
export async function listJobsMatching(
  db: Kysely<Database>,
  query: Omit<JobListQuery, 'page'>,
  limit: number,
): Promise<{ list: JobListItem[]; total: number }> {
  const { rows, total } = await findJobListPage(db, { ...query, page: 1 }, { limit, offset: 0 });
  return { list: rows.map(toJobListItem), total };
}

/**
 * The open jobs a job list query finds that opened or reopened after `since` and up to `until`
 * (an alert's digest): the newest `limit`, and how many in all.
 */
export async function listJobsOpenedBetween(
  db: Kysely<Database>,
  query: JobListQuery,
  window: { since: Date; until: Date },
  limit: number,
): Promise<{ list: JobListItem[]; total: number }> {
  const { rows, total } = await findJobsOpenedBetween(db, query, window, limit);
  return { list: rows.map(toJobListItem), total };
}

/**
 * The newest open jobs each job list query finds, whatever order or page it asks (the feed of a
 * search). Made once per process, like `createJobList`.
 */
export function createNewestJobsMatching(
  db: Kysely<Database>,
): (query: JobListQuery, limit: number) => Promise<JobListItem[]> {
  return async (query, limit) =>
    (await listJobsMatching(db, { ...query, sort: 'newest' }, limit)).list;
}

export function getOpenJobCount(db: Kysely<Database>): Promise<number> {
  return countOpenJobs(db);
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
