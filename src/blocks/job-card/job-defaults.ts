import type { Job } from '../../api/page-types';

/** SPEC §3: what the screens show when a job leaves an optional field out. */
const JOB_DEFAULTS = {
  location: 'Unknown',
  jobType: 'Any',
  level: 'All Levels',
  applyUrl: '#',
} as const;

/** The job's summary fields as shown, each with its SPEC §3 default applied. */
interface JobFacts {
  team: string | null;
  location: string;
  jobType: string;
  level: string;
  applyUrl: string;
}

// A blank value is as good as a missing one for the visitor.
const orDefault = (value: string | null | undefined, fallback: string): string =>
  value && value.trim() !== '' ? value : fallback;

/**
 * The one place the SPEC §3 defaults are applied.
 *
 * @example
 * jobFacts({ ...job, summary: { team: 'Storefront' }, urlList: {} });
 * // => { team: 'Storefront', location: 'Unknown', jobType: 'Any', level: 'All Levels', applyUrl: '#' }
 */
export function jobFacts(job: Pick<Job, 'summary' | 'urlList'>): JobFacts {
  const team = job.summary.team?.trim() ? job.summary.team : null;
  return {
    team,
    location: orDefault(job.summary.location, JOB_DEFAULTS.location),
    jobType: orDefault(job.summary.jobType, JOB_DEFAULTS.jobType),
    level: orDefault(job.summary.level, JOB_DEFAULTS.level),
    applyUrl: orDefault(job.urlList.apply, JOB_DEFAULTS.applyUrl),
  };
}
