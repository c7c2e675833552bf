import * as z from 'zod/mini';

import { multiValue, pageNumber } from './query-params';

/**
 * The job list's query string (SPEC §2: department, location, jobType, sort, page, search;
 * several values joined with `|` or given as repeated keys; empty values dropped): one schema,
 * read by the API, the list screen, the canonical URL and the route table's watched keys.
 */

const JOB_SORTS = ['newest', 'oldest', 'title', 'relevance'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const isJobSort = (value: string): value is JobSort =>
  (JOB_SORTS as readonly string[]).includes(value);

/** The filters, each a facet of the list (SPEC §2). */
export const JOB_FILTER_KEYS = ['department', 'location', 'jobType'] as const;
export type JobFilterKey = (typeof JOB_FILTER_KEYS)[number];

/** Every key the list takes, in the order its URLs write them. */
export const JOB_LIST_QUERY_KEYS = [...JOB_FILTER_KEYS, 'sort', 'page', 'search'] as const;

const MAX_SEARCH_LENGTH = 200;

/** The query as written: `sort` is absent when the visitor chose none. */
export const jobListParamsSchema = z.strictObject({
  department: multiValue,
  location: multiValue,
  jobType: multiValue,
  search: z._default(z.optional(z.string().check(z.trim(), z.maxLength(MAX_SEARCH_LENGTH))), ''),
  sort: z.optional(z.enum(JOB_SORTS)),
  page: pageNumber,
});

/** SPEC §9: newest first by default; a search without a chosen order ranks by relevance. */
export const defaultJobSort = (search: string): JobSort => (search ? 'relevance' : 'newest');

/**
 * The query as the list applies it: the default order filled in. Unknown keys and bad values
 * fail (the API answers 400 naming them).
 *
 * @example
 * jobListQuerySchema.parse(readQueryObject('department=Design&department=Data%7CFinance'));
 * // => { department: ['Design', 'Data', 'Finance'], location: [], jobType: [], search: '', sort: 'newest', page: 1 }
 */
export const jobListQuerySchema = z.pipe(
  jobListParamsSchema,
  z.transform((params) => ({ ...params, sort: params.sort ?? defaultJobSort(params.search) })),
);
export type JobListQuery = z.output<typeof jobListQuerySchema>;
