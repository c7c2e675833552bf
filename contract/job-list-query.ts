import * as z from 'zod/mini';

import { WORKPLACE_TYPE_LABELS } from './job-model';
import { multiValue, pageNumber } from './query-params';

/**
 * The job list's query string (SPEC §2: department, location, jobType, sort, page, search;
 * several values joined with `|` or given as repeated keys; empty values dropped; issue 27:
 * payMin): one schema, read by the API, the list screen, the canonical URL and the route
 * table's watched keys.
 */

const JOB_SORTS = ['newest', 'oldest', 'title', 'relevance', 'pay'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const isJobSort = (value: string): value is JobSort =>
  (JOB_SORTS as readonly string[]).includes(value);

/** The filters, each a facet of the list (SPEC §2; issue 32: workplace). */
export const JOB_FILTER_KEYS = ['department', 'location', 'jobType', 'workplace'] as const;
export type JobFilterKey = (typeof JOB_FILTER_KEYS)[number];

/**
 * The minimum pay a visitor can ask for: a year's pay in euros (docs/pay.md), one of these bands,
 * so the counts beside them come from the same groups as the other facets. A job passes when
 * the top of its range reaches the band.
 */
export const PAY_BANDS = [40_000, 60_000, 80_000, 100_000] as const;
export type PayBand = (typeof PAY_BANDS)[number];
const PAY_BAND_VALUES = PAY_BANDS.map(String) as [string, ...string[]];

/**
 * The band a page reads for a `payMin` the API refuses (issue 32): the highest band at or below
 * the number, or null (any pay) below the lowest band or for what is not a whole number.
 *
 * @example
 * nearestPayBand('55000'); // => 40000
 * nearestPayBand('abc'); // => null
 */
export function nearestPayBand(value: string): PayBand | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  const amount = Number(value);
  return PAY_BANDS.findLast((band) => band <= amount) ?? null;
}

/** What the list counts beside its options: each filter, and the pay bands. */
export type JobFacetKey = JobFilterKey | 'payMin';

/** Every key the list takes, in the order its URLs write them. */
export const JOB_LIST_QUERY_KEYS = [
  ...JOB_FILTER_KEYS,
  'payMin',
  'sort',
  'page',
  'search',
] as const;

const MAX_SEARCH_LENGTH = 200;

const WORKPLACE_VALUES: readonly string[] = Object.values(WORKPLACE_TYPE_LABELS);

/** `workplace`: the workplace types as the cards write them (`On site|Remote`), like `jobType`. */
const workplaceValues = z.pipe(
  multiValue,
  z.array(z.string()).check(
    z.refine((values) => values.every((value) => WORKPLACE_VALUES.includes(value)), {
      error: `must be one of ${WORKPLACE_VALUES.join(', ')}`,
    }),
  ),
);

/** `payMin`: one of the bands, as a number. */
export const payMinSchema = z.pipe(
  z.string().check(
    z.refine((value) => PAY_BAND_VALUES.includes(value), {
      error: `must be one of ${PAY_BAND_VALUES.join(', ')}`,
    }),
  ),
  z.transform((value) => Number(value) as PayBand),
);

/**
 * Until issue 32 "Remote" was offered as a place (decision 045): links, bookmarks and alerts saved
 * then say `location=Remote`, which no place matches now. It reads as the workplace it meant.
 *
 * @example
 * remotePlaceAsWorkplace({ location: ['Remote'], workplace: [] });
 * // => { location: [], workplace: ['Remote'] }
 */
export function remotePlaceAsWorkplace<T extends { location: string[]; workplace: string[] }>(
  params: T,
): T {
  const isRemote = (value: string) => value.toLowerCase() === 'remote';
  if (!params.location.some(isRemote)) return params;
  return {
    ...params,
    location: params.location.filter((value) => !isRemote(value)),
    workplace: params.workplace.includes('Remote')
      ? params.workplace
      : [...params.workplace, 'Remote'],
  };
}

/** The query as written: `sort` is absent when the visitor chose none. */
const jobListParamsObject = z.strictObject({
  department: multiValue,
  location: multiValue,
  jobType: multiValue,
  workplace: workplaceValues,
  payMin: z.optional(payMinSchema),
  search: z._default(z.optional(z.string().check(z.trim(), z.maxLength(MAX_SEARCH_LENGTH))), ''),
  sort: z.optional(z.enum(JOB_SORTS)),
  page: pageNumber,
});

export const jobListParamsSchema = z.pipe(
  jobListParamsObject,
  z.transform((params) => remotePlaceAsWorkplace(params)),
);

/** SPEC §9: newest first by default; a search without a chosen order ranks by relevance. */
export const defaultJobSort = (search: string): JobSort => (search ? 'relevance' : 'newest');

/**
 * The query as the list applies it: the default order filled in. Unknown keys and bad values
 * fail (the API answers 400 naming them).
 *
 * @example
 * jobListQuerySchema.parse(readQueryObject('department=Design&department=Data%7CFinance'));
 * // => { department: ['Design', 'Data', 'Finance'], location: [], jobType: [], workplace: [], search: '', sort: 'newest', page: 1 }
 * // (payMin absent: no minimum)
 */
export const jobListQuerySchema = z.pipe(
  jobListParamsSchema,
  z.transform((params) => ({ ...params, sort: params.sort ?? defaultJobSort(params.search) })),
);
export type JobListQuery = z.output<typeof jobListQuerySchema>;

/**
 * What a job list lists, without its order and page: the query of its feed (`/job/feed.xml`),
 * the same search newest first.
 *
 * @example
 * jobSearchOf({ department: ['Design'], location: [], jobType: [], workplace: [], payMin: 60000, search: 'foam' });
 * // => { department: ['Design'], location: [], jobType: [], workplace: [], payMin: 60000, search: 'foam' }
 */
export function jobSearchOf(
  query: Pick<JobListQuery, JobFilterKey | 'search'> & { payMin?: PayBand | null },
) {
  return {
    department: query.department,
    location: query.location,
    jobType: query.jobType,
    workplace: query.workplace,
    payMin: query.payMin ?? null,
    search: query.search,
  };
}
