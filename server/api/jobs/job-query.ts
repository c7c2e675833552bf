import { z } from 'zod';

import type { JobListQuery } from '../../../src/api/page-types';
import { splitMulti } from '../list-query';
import { parseOrThrow } from '../validation';

export const JOB_SORTS = ['newest', 'oldest', 'title', 'relevance'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

const multiValue = z
  .string()
  .max(500)
  .optional()
  .transform((value) => splitMulti(value));

const jobListQuerySchema = z.strictObject({
  department: multiValue,
  location: multiValue,
  jobType: multiValue,
  search: z.string().trim().max(200).optional().default(''),
  sort: z.enum(JOB_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

export interface ParsedJobListQuery extends Omit<JobListQuery, 'sort'> {
  sort: JobSort;
}

/**
 * The job list's query string (SPEC §2: department, location, jobType, sort, page, search;
 * several values joined with `|`). Unknown parameters and bad values are a 400 naming them.
 */
export function parseJobListQuery(search: string): ParsedJobListQuery {
  const params = Object.fromEntries(new URLSearchParams(search));
  const parsed = parseOrThrow(jobListQuerySchema, params, 'query');
  // SPEC §9: newest first by default; a search without a chosen order ranks by relevance.
  const sort = parsed.sort ?? (parsed.search ? 'relevance' : 'newest');
  return { ...parsed, sort };
}
