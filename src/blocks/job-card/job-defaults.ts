import { WORKPLACE_TYPE_LABELS, type JobLocation } from '../../api/job-model';
import type { Job, JobListItem } from '../../api/page-types';

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
}

// A blank value is as good as a missing one for the visitor.
const orDefault = (value: string | null | undefined, fallback: string): string =>
  value && value.trim() !== '' ? value : fallback;

/**
 * The SPEC §3 defaults of the summary, which every card shows (the apply link's is `applyUrl`).
 *
 * @example
 * jobFacts({ summary: { team: 'Storefront' } });
 * // => { team: 'Storefront', location: 'Unknown', jobType: 'Any', level: 'All Levels' }
 */
export function jobFacts(job: Pick<JobListItem, 'summary'>): JobFacts {
  const team = job.summary.team?.trim() ? job.summary.team : null;
  return {
    team,
    location: orDefault(job.summary.location, JOB_DEFAULTS.location),
    jobType: orDefault(job.summary.jobType, JOB_DEFAULTS.jobType),
    level: orDefault(job.summary.level, JOB_DEFAULTS.level),
  };
}

/** The apply link of the detail page, `#` by default (SPEC §3). */
export const applyUrl = (job: Pick<Job, 'urlList'>): string =>
  orDefault(job.urlList.apply, JOB_DEFAULTS.applyUrl);

/** A place as the detail lists it: "Porto, PT", "Berlin, Berlin, DE", or its country alone. */
export const placeLabel = (place: Pick<JobLocation, 'city' | 'region' | 'countryCode'>): string =>
  [place.city, place.region, place.countryCode].filter(Boolean).join(', ');

/**
 * The card's location: the primary city (SPEC §3's 'Unknown' without one) and how many places
 * more.
 *
 * @example
 * compactLocation({ summary: { team: null, location: 'Amsterdam' }, locations: [a, b, c] });
 * // => 'Amsterdam + 2'
 */
export function compactLocation(job: Pick<JobListItem, 'summary' | 'locations'>): string {
  const primary = jobFacts(job).location;
  const more = job.locations.length - 1;
  return more > 0 ? `${primary} + ${more}` : primary;
}

/** Every place of the job, the primary one first; 'Unknown' when it has none (SPEC §3). */
export function allLocations(job: Pick<JobListItem, 'summary' | 'locations'>): string {
  return job.locations.length > 0
    ? job.locations.map(placeLabel).join('; ')
    : JOB_DEFAULTS.location;
}

/** "On site", "Hybrid" or "Remote". */
export const workplaceLabel = (job: Pick<JobListItem, 'workplaceType'>): string =>
  WORKPLACE_TYPE_LABELS[job.workplaceType];
