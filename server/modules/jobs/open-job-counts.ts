import { sql, type Kysely, type RawBuilder } from 'kysely';

import {
  JOB_FILTER_KEYS,
  PAY_BANDS,
  type JobFacetKey,
  type JobFilterKey,
  type JobListQuery,
} from '../../../src/api/job-list-query';
import {
  EMPLOYMENT_TYPE_LABELS,
  WORKPLACE_TYPE_LABELS,
  type EmploymentType,
  type WorkplaceType,
} from '../../../src/api/job-model';
import { anywhereIn } from '../../../src/api/job-places';
import type { FilterOption } from '../../../src/api/page-types';
import type { Database } from '../../platform/db/schema';
import { OPEN_JOB } from './job-sql';
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

/** The band of a job's annual pay (migration 017's `pay_annual_eur`): the highest it reaches. */
const PAY_BAND_OF_JOB = sql`CASE ${sql.join(
  [...PAY_BANDS]
    .reverse()
    .map((band) => sql`WHEN pay_annual_eur >= ${sql.lit(band)} THEN ${sql.lit(band)}`),
  sql` `,
)} ELSE 0 END`;

/**
 * The jobs of `source` (a table or CTE of jobs) grouped by department, cities (or, for a job
 * without one, remote regions), employment type, workplace type and pay band.
 */
export const groupsJsonOf = (source: RawBuilder<unknown>) => sql`(
  SELECT coalesce(json_agg(job_group), '[]') FROM (
    SELECT department, cities,
      CASE WHEN cities = '{}' THEN remote_regions ELSE '{}' END AS regions,
      employment_type, workplace_type, ${PAY_BAND_OF_JOB} AS pay_band, count(*) AS count
    FROM ${source}
    GROUP BY department, cities, regions, employment_type, workplace_type, pay_band
  ) job_group)`;

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
  const chosen = JOB_FILTER_KEYS.map((field) => ({ field, values: new Set(filters[field]) }));
  const passesPay = (group: OpenJobGroup) =>
    filters.payMin === undefined || group.payBand >= filters.payMin;
  let total = 0;
  const byFacet = new Map(JOB_FILTER_KEYS.map((field) => [field, new Map<string, number>()]));
  // Location values that are a remote job's regions, not a city: labelled so ("Anywhere in …").
  const regionValues = new Set<string>();
  // A job counts beside every band its pay reaches: 85,000 a year is in 40k+, 60k+ and 80k+.
  const byPayBand = PAY_BANDS.map((band) => ({ value: String(band), count: 0, band }));
  for (const group of groups) {
    // Each filter is tested once per group: a group counts beside a facet's options when it
    // fails no filter but (at most) that facet's own.
    let failed: JobFacetKey | undefined;
    let failures = 0;
    for (const { field, values } of chosen) {
      if (values.size === 0 || group[field].some((value) => values.has(value))) continue;
      failed = field;
      failures += 1;
    }
    if (!passesPay(group)) {
      failed = 'payMin';
      failures += 1;
    }
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

interface Snapshot {
  version: number;
  /** When the next open job closes (epoch ms): the groups change then without a write. */
  validUntil: number;
  groups: OpenJobGroup[];
}

/** The open jobs' groups at a version of the job table, read once per version. */
export interface OpenJobCounts {
  /** The groups as of `version` (migration 006's `job_version`) or later. */
  at(version: number): Promise<OpenJobGroup[]>;
}

/**
 * Counting the open jobs by department, cities and job type reads the whole table (10,000
 * jobs: about 15 ms on PGlite); the groups are a few hundred rows whatever the number of jobs.
 * So they are read once per version of the table and kept until it changes or the next open job
 * closes, and every job list without a search counts from them (`countFromGroups`).
 */
export function createOpenJobCounts(db: Kysely<Database>): OpenJobCounts {
  let snapshot: Promise<Snapshot> | undefined;
  // Concurrent lists that find the groups stale share one read.
  let reading: Promise<Snapshot> | undefined;

  async function read(): Promise<Snapshot> {
    const { rows } = await sql<{
      version: number;
      next_closing: Date | null;
      groups: JobGroupJson[];
    }>`
      WITH open_job AS (
        SELECT department, cities, remote_regions, employment_type, workplace_type, pay_annual_eur, closes_at
        FROM job WHERE ${OPEN_JOB}
      )
      SELECT
        (SELECT version FROM job_version) AS version,
        (SELECT min(closes_at) FROM open_job WHERE closes_at IS NOT NULL) AS next_closing,
        ${groupsJsonOf(sql`open_job`)} AS groups`.execute(db);
    const row = rows[0];
    if (!row) throw new Error('The open job groups query returned no row');
    return {
      version: Number(row.version),
      validUntil: row.next_closing ? row.next_closing.getTime() : Number.POSITIVE_INFINITY,
      groups: toGroups(row.groups),
    };
  }

  return {
    async at(version) {
      const current = await snapshot?.catch(() => undefined);
      if (current && current.version >= version && Date.now() < current.validUntil) {
        return current.groups;
      }
      reading ??= read().finally(() => {
        reading = undefined;
      });
      snapshot = reading;
      return (await reading).groups;
    },
  };
}
