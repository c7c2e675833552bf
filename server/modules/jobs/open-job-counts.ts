import {
  JOB_FILTER_KEYS,
  PAY_BANDS,
  type JobFacetKey,
  type JobFilterKey,
  type JobListQuery,
} from '../../../contract/job-list-query';
import {
  EMPLOYMENT_TYPE_LABELS,
  WORKPLACE_TYPE_LABELS,
  type EmploymentType,
  type WorkplaceType,
} from '../../../contract/job-model';
import { anywhereIn } from '../../../contract/job-places';
import type { FilterOption } from '../../../contract/page-types';
import { placeValuesOf } from './place-values';

/**
 * How many open jobs share one department, set of places, job type, workplace and pay band. Each
 * filter's field is a list of a job's values (one department, its distinct cities or, without
 * one, its remote regions, its job type if it has one, its workplace), so a job is in exactly one
 * group however many places it has. `payBand` is the highest of PAY_BANDS its annual pay
 * reaches, 0 for none (or no pay). `anywhere`: the places are regions, not cities.
 */
export type OpenJobGroup = Record<JobFilterKey, string[]> & {
  payBand: number;
  count: number;
  anywhere?: boolean;
};

/** A job list's total and the counts beside each filter's options. */
export interface JobListCounts {
  total: number;
  facets: Record<JobFacetKey, FilterOption[]>;
}

/** A group as the database sends it, in JSON. */
export interface JobGroupJson {
  department: string;
  cities: string[];
  /** A job without a city: where its people may live (empty for any other). */
  regions: string[];
  employment_type: EmploymentType | null;
  workplace_type: WorkplaceType;
  pay_band: number;
  count: number;
}

export const toGroups = (groups: JobGroupJson[]): OpenJobGroup[] =>
  groups.map((group) => ({
    department: [group.department],
    location: placeValuesOf(group.cities, group.regions),
    jobType: group.employment_type ? [EMPLOYMENT_TYPE_LABELS[group.employment_type]] : [],
    workplace: [WORKPLACE_TYPE_LABELS[group.workplace_type]],
    payBand: Number(group.pay_band),
    count: Number(group.count),
    anywhere: group.cities.length === 0 && group.regions.length > 0,
  }));

/** Facet options in the order the filters show them. */
function sortOptions(options: FilterOption[]): FilterOption[] {
  return options.sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/**
 * For a list's filters, which filters a group fails: how many, and one of them (the only one
 * when it fails one). A job passes a filter when any of its values is chosen, and `payMin` when
 * its band reaches it.
 */
export function failedFiltersOf(filters: JobListQuery) {
  const chosen = JOB_FILTER_KEYS.map((field) => ({ field, values: new Set(filters[field]) }));
  return (group: OpenJobGroup): { failed: JobFacetKey | undefined; failures: number } => {
    let failed: JobFacetKey | undefined;
    let failures = 0;
    for (const { field, values } of chosen) {
      if (values.size === 0 || group[field].some((value) => values.has(value))) continue;
      failed = field;
      failures += 1;
    }
    if (filters.payMin !== undefined && group.payBand < filters.payMin) {
      failed = 'payMin';
      failures += 1;
    }
    return { failed, failures };
  };
}

/**
 * The counts of a job list without a search, from the open jobs' groups: the total is the jobs
 * that pass every chosen filter; each facet counts, per option, the jobs that pass every other
 * filter (so its other options stay selectable). A job passes a filter when any of its values
 * is chosen (a job in two of the chosen cities is one job), and counts once beside each of its
 * values. The pay bands are one filter (`payMin`): a job passes when its band reaches the chosen
 * one. The groups are the open jobs', or those a search matched.
 *
 * @example
 * countFromGroups([{ department: ['Design'], location: ['Porto', 'Lisbon'], jobType: [], payBand: 60000, count: 2 }], filters);
 * // => { total: 2, facets: { department: [{ value: 'Design', count: 2 }], location: [Lisbon 2, Porto 2], jobType: [],
 * //      payMin: [40000 2, 60000 2, 80000 0, 100000 0] } }
 */
export function countFromGroups(groups: OpenJobGroup[], filters: JobListQuery): JobListCounts {
  const failuresOf = failedFiltersOf(filters);
  let total = 0;
  const byFacet = new Map(JOB_FILTER_KEYS.map((field) => [field, new Map<string, number>()]));
  // Location values that are a remote job's regions, not a city: labelled so ("Anywhere in …").
  const regionValues = new Set<string>();
  // A job counts beside every band its pay reaches: 85,000 a year is in 40k+, 60k+ and 80k+.
  const byPayBand = PAY_BANDS.map((band) => ({ value: String(band), count: 0, band }));
  for (const group of groups) {
    // A group counts beside a facet's options when it fails no filter but (at most) that facet's own.
    const { failed, failures } = failuresOf(group);
    if (failures > 1) continue;
    if (failures === 0) total += group.count;
    if (group.anywhere) for (const value of group.location) regionValues.add(value);
    for (const field of JOB_FILTER_KEYS) {
      if (failures === 1 && failed !== field) continue;
      const options = byFacet.get(field);
      for (const value of group[field])
        options?.set(value, (options.get(value) ?? 0) + group.count);
    }
    if (failures === 0 || failed === 'payMin') {
      for (const option of byPayBand) if (group.payBand >= option.band) option.count += group.count;
    }
  }
  const facetOf = (field: JobFilterKey) =>
    sortOptions(
      [...(byFacet.get(field) ?? [])].map(([value, count]) =>
        field === 'location' && regionValues.has(value)
          ? { value, count, label: anywhereIn([value]) }
          : { value, count },
      ),
    );
  return {
    total,
    facets: {
      department: facetOf('department'),
      location: facetOf('location'),
      jobType: facetOf('jobType'),
      workplace: facetOf('workplace'),
      payMin: byPayBand.map(({ value, count }) => ({ value, count })),
    },
  };
}
