import type { JobListQuery } from '../../api/page-types';
import { paths } from '../../app/paths';
import { DEFAULT_PAGE } from '../../lib/constants';
import { readListParam, readPageParam } from '../../lib/query-string';

/** The API ranks by relevance when a search has no chosen order. */
export type JobSort = JobListQuery['sort'] | 'relevance';

export const FILTER_GROUPS = ['department', 'location', 'jobType'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];
export type FilterSelection = Record<FilterGroup, string[]>;

export const FILTER_GROUP_LABELS: Record<FilterGroup, string> = {
  department: 'Department',
  location: 'Location',
  jobType: 'Job type',
};

export const SORT_LABELS: Record<JobSort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title (A–Z)',
};

/** The list's state as the URL holds it; `sort: null` means the default order. */
export interface JobListState extends FilterSelection {
  search: string;
  sort: JobSort | null;
  page: number;
}

const SORTS = Object.keys(SORT_LABELS) as JobSort[];
const isSort = (value: string | null): value is JobSort => SORTS.includes(value as JobSort);
const unique = (values: string[]) => [...new Set(values)];

/**
 * The list's state from its query string (SPEC §2: `|`-joined values; repeated keys, as a
 * plain HTML form sends them, count too).
 *
 * @example
 * readJobListState(new URLSearchParams('department=Design%7CEngineering&page=2'));
 * // => { department: ['Design', 'Engineering'], location: [], jobType: [], search: '', sort: null, page: 2 }
 */
export function readJobListState(searchParams: URLSearchParams): JobListState {
  const sort = searchParams.get('sort');
  return {
    department: unique(readListParam(searchParams, 'department')),
    location: unique(readListParam(searchParams, 'location')),
    jobType: unique(readListParam(searchParams, 'jobType')),
    search: (searchParams.get('search') ?? '').trim(),
    sort: isSort(sort) ? sort : null,
    page: readPageParam(searchParams.get('page')),
  };
}

/** SPEC §9: newest first by default; a search ranks by relevance unless an order is chosen. */
export function defaultSort(search: string): JobSort {
  return search ? 'relevance' : 'newest';
}

export function effectiveSort(state: Pick<JobListState, 'search' | 'sort'>): JobSort {
  return state.sort ?? defaultSort(state.search);
}

/**
 * The list's URL: defaults and empty values are left out (SPEC §2), so equal states share one
 * URL; keys in the route table's order.
 *
 * @example
 * jobListHref({ ...state, department: ['Design', 'Engineering'], page: 1 });
 * // => '/job?department=Design%7CEngineering'
 */
export function jobListHref(state: JobListState): string {
  // Relevance means nothing without a search; the default order is implied.
  const sort =
    state.sort === defaultSort(state.search) || (state.sort === 'relevance' && !state.search)
      ? null
      : state.sort;
  return paths.jobs({
    department: state.department,
    location: state.location,
    jobType: state.jobType,
    sort,
    page: state.page > DEFAULT_PAGE ? state.page : null,
    search: state.search,
  });
}

/** Any change to what is listed starts again at page 1 (issue 4). */
export function withChanges(
  state: JobListState,
  changes: Partial<Omit<JobListState, 'page'>>,
): JobListState {
  return { ...state, ...changes, page: DEFAULT_PAGE };
}

/** Adds the value to its group, or removes it if it is there. */
export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

export function selectionOf(state: FilterSelection): FilterSelection {
  return { department: state.department, location: state.location, jobType: state.jobType };
}

export const EMPTY_SELECTION: FilterSelection = { department: [], location: [], jobType: [] };

export function activeFilterCount(state: FilterSelection): number {
  return FILTER_GROUPS.reduce((count, group) => count + state[group].length, 0);
}
