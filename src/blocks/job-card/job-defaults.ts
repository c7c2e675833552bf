import { WORKPLACE_TYPE_LABELS } from '../../../contract/job-model';
import type { Job, JobListItem } from '../../../contract/page-types';

/**
 * SPEC §3: what the screens show when a job leaves an optional field out. A job's place is read
 * from all its places (contract/job-places.ts), which say what is known instead of 'Unknown'; a
 * job without a type leaves the type out rather than say 'Any', which no filter finds (issue
 * 32, decision 045).
 */
const JOB_DEFAULTS = {
  level: 'All Levels',
  applyUrl: '#',
} as const;

/** The job's summary fields as shown, each with its SPEC §3 default applied. */
interface JobFacts {
  team: string | null;
  /** Null when the job states none: the screens leave the line out. */
  jobType: string | null;
  level: string;
}

// A blank value is as good as a missing one for the visitor.
const orDefault = (value: string | null | undefined, fallback: string): string =>
  value && value.trim() !== '' ? value : fallback;

/**
 * The SPEC §3 defaults of the summary, which every card shows (the apply link's is `applyUrl`).
 *
 * @example
 * jobFacts({ summary: { team: 'Storefront' } });
 * // => { team: 'Storefront', jobType: null, level: 'All Levels' }
 */
export function jobFacts(job: Pick<JobListItem, 'summary'>): JobFacts {
  const team = job.summary.team?.trim() ? job.summary.team : null;
  return {
    team,
    jobType: job.summary.jobType?.trim() ? job.summary.jobType : null,
    level: orDefault(job.summary.level, JOB_DEFAULTS.level),
  };
}

/** The apply link of the detail page, `#` by default (SPEC §3). */
export const applyUrl = (job: Pick<Job, 'urlList'>): string =>
  orDefault(job.urlList.apply, JOB_DEFAULTS.applyUrl);

/** "On site", "Hybrid" or "Remote". */
export const workplaceLabel = (job: Pick<JobListItem, 'workplaceType'>): string =>
  WORKPLACE_TYPE_LABELS[job.workplaceType];
