/**
 * The job model's closed lists (migration 014, decision 028): the values the database stores and
 * the words the public site shows for them. One source for the server, the screens and the
 * structured data.
 */

export const WORKPLACE_TYPES = ['on_site', 'hybrid', 'remote'] as const;
export type WorkplaceType = (typeof WORKPLACE_TYPES)[number];

export const WORKPLACE_TYPE_LABELS: Record<WorkplaceType, string> = {
  on_site: 'On site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contract',
  'temporary',
  'internship',
  'working_student',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/**
 * The job type as the cards, the facets and the `jobType` filter write it (SPEC §3's
 * `summary.jobType`, unchanged by the new model).
 */
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
  working_student: 'Working student',
};

/** The employment type a `jobType` filter value names, if any. */
export function employmentTypeOfLabel(label: string): EmploymentType | undefined {
  return EMPLOYMENT_TYPES.find((type) => EMPLOYMENT_TYPE_LABELS[type] === label);
}

export const JOB_STATUSES = ['draft', 'scheduled', 'open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * An applicant-tracking system whose public job feed a source can read (issue 26): the type of
 * one of the server's connectors (server/modules/job-sources/connectors/index.ts, the only list
 * of them, issue 34). The admin learns them, with what its form says of each, from
 * `GET /api/admin/job-sources/kinds`.
 */
export type JobSourceType = string;

/** Where a job comes from: written in the admin ('manual'), or synced from an ATS. */
export type JobSource = 'manual' | JobSourceType;

/** One of a job's places; the first of a job's list is its primary one. */
export interface JobLocation {
  city: string | null;
  region: string | null;
  countryCode: string | null;
  primary: boolean;
}
