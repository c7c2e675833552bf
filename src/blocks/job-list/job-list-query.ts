import {
  defaultJobSort,
  JOB_FILTER_KEYS,
  JOB_LIST_QUERY_KEYS,
  jobListParamsSchema,
  type JobFilterKey,
  type JobListQuery,
  type JobSort,
  type PayBand,
} from '../../../contract/job-list-query';
import { readQueryObject } from '../../../contract/query-params';
import { paths } from '../../../contract/paths';
import { DEFAULT_PAGE } from '../../../contract/constants';

export type { JobSort };
export const FILTER_GROUPS = JOB_FILTER_KEYS;
export type FilterGroup = JobFilterKey;
export type FilterSelection = Record<FilterGroup, string[]>;

export const FILTER_GROUP_LABELS: Record<FilterGroup, string> = {
  department: 'Department',
  location: 'Location',
  jobType: 'Job type',
  workplace: 'Workplace',
};

export const SORT_LABELS: Record<JobSort, string> = {
  relevance: 'Best match',
  newest: 'Newest first',
  oldest: 'Oldest first',
  title: 'Title (A–Z)',
  pay: 'Pay (highest first)',
};

/** The list's state as the URL holds it; `sort: null` means the default order. */
export interface JobListState extends FilterSelection {
  /** The minimum pay band; null for any pay. */
  payMin: PayBand | null;
  search: string;
  sort: JobSort | null;
  page: number;
}

/**
 * The list's state from its query string, read by the API's own schema (one rule on both sides);
 * keys the list does not take (tracking parameters) are ignored, as the route loader ignores them.
 * A query the API would refuse gives `null`: the page is then the API's 400, not this list.
 *
 * @example
 * readJobListState('department=Design%7CEngineering&page=2');
 * // => { department: ['Design', 'Engineering'], location: [], jobType: [], workplace: [], payMin: null, search: '', sort: null, page: 2 }
 */
export function readJobListState(search: string): JobListState | null {
  const parsed = jobListParamsSchema.safeParse(readQueryObject(search, JOB_LIST_QUERY_KEYS));
  return parsed.success
    ? { ...parsed.data, payMin: parsed.data.payMin ?? null, sort: parsed.data.sort ?? null }
    : null;
}

/** The state of the list the API answered with: its own reading of the query. */
export function jobListStateOf(query: JobListQuery): JobListState {
  return {
    ...query,
    payMin: query.payMin ?? null,
    sort: query.sort === defaultJobSort(query.search) ? null : query.sort,
  };
}

export function effectiveSort(state: Pick<JobListState, 'search' | 'sort'>): JobSort {
  return state.sort ?? defaultJobSort(state.search);
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
    state.sort === defaultJobSort(state.search) || (state.sort === 'relevance' && !state.search)
      ? null
      : state.sort;
  return paths.jobs({
    department: state.department,
    location: state.location,
    jobType: state.jobType,
    workplace: state.workplace,
    payMin: state.payMin,
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

export const EMPTY_SELECTION: FilterSelection = {
  department: [],
  location: [],
  jobType: [],
  workplace: [],
};

export function activeFilterCount(state: FilterSelection): number {
  return FILTER_GROUPS.reduce((count, group) => count + state[group].length, 0);
}

/** The list without any filter, pay band or search: what "Clear all" links to. */
export function clearedFilters(state: JobListState): JobListState {
  return withChanges(state, { ...EMPTY_SELECTION, payMin: null, search: '' });
}
