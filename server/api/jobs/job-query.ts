import { z } from 'zod';

import type { JobListQuery } from '../../../src/api/page-types';
import { splitMulti } from '../list-query';
import { pageNumberParam, readQueryObject, type QueryObject } from '../query-params';
import { parseOrThrow } from '../validation';

export const JOB_SORTS = ['newest', 'oldest', 'title', 'relevance'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

const MAX_MULTI_LENGTH = 500;
const MAX_REPEATS = 50;

// SPEC §9 joins several values with `|`; a form without JavaScript repeats the key instead.
const multiValue = z
  .union([
    z.string().max(MAX_MULTI_LENGTH),
    z.array(z.string().max(MAX_MULTI_LENGTH)).max(MAX_REPEATS),
  ])
  .optional()
  .transform((value) => (Array.isArray(value) ? value.flatMap(splitMulti) : splitMulti(value)))
  .transform((values) => [...new Set(values)]);

const jobListQuerySchema = z.strictObject({
  department: multiValue,
  location: multiValue,
  jobType: multiValue,
  search: z.string().trim().max(200).optional().default(''),
  sort: z.enum(JOB_SORTS).optional(),
  page: pageNumberParam(),
});

export interface ParsedJobListQuery extends Omit<JobListQuery, 'sort'> {
  sort: JobSort;
}

/**
 * The job list's query string (SPEC §2: department, location, jobType, sort, page, search;
 * several values joined with `|` or given as repeated keys; empty values dropped). Unknown
 * parameters and bad values are a 400 naming them.
 *
 * @example
 * parseJobListQuery('department=Design&department=Data%7CFinance&search=');
 * // => { department: ['Design', 'Data', 'Finance'], location: [], jobType: [], search: '', sort: 'newest', page: 1 }
 */
export function parseJobListQuery(search: string | QueryObject): ParsedJobListQuery {
  const query = typeof search === 'string' ? readQueryObject(search) : search;
  const parsed = parseOrThrow(jobListQuerySchema, query, 'query');
  // SPEC §9: newest first by default; a search without a chosen order ranks by relevance.
  const sort = parsed.sort ?? (parsed.search ? 'relevance' : 'newest');
  return { ...parsed, sort };
}
