import { sanitizeHtmlFragment } from '../../../content/markdown';
import type { FeedProblem, FeedReadResult, ImportedJob } from './connector';

/**
 * The job model's limits, as the job editor checks them (title 1..120, department 1..80,
 * 0..10 places, a description of up to 50,000 characters). A feed's job over a limit is cut
 * to it and reported, never refused: the ATS is where recruiters fix it.
 */
export const IMPORTED_JOB_LIMITS = {
  title: 120,
  department: 80,
  team: 80,
  level: 80,
  locations: 10,
  descriptionHtml: 50_000,
} as const;

const ELLIPSIS = '…';
const DESCRIPTION_END_TAGS_ROOM = 200;

/**
 * Makes a connector's parsed jobs safe to store: a job without an id or title is skipped, the
 * second job with an id already seen is skipped (the first kept), and over-long fields are cut.
 * Each of these is a FeedProblem in words for the source's last sync.
 */
export function finishFeed(
  jobs: readonly ImportedJob[],
  problems: readonly FeedProblem[] = [],
): FeedReadResult {
  const finished: ImportedJob[] = [];
  const found: FeedProblem[] = [...problems];
  const seen = new Set<string>();
  for (const job of jobs) {
    const externalId = job.externalId.trim();
    if (!externalId) {
      found.push({
        externalId: null,
        message: `"${job.title}" skipped: the feed gives it no id`,
        skipped: 'no id',
      });
      continue;
    }
    if (seen.has(externalId)) {
      found.push({
        externalId,
        message: `a second job with id ${externalId} skipped (the first kept)`,
        skipped: 'id repeated',
      });
      continue;
    }
    seen.add(externalId);
    const title = job.title.replace(/\s+/g, ' ').trim();
    if (!title) {
      found.push({ externalId, message: 'skipped: the job has no title', skipped: 'no title' });
      continue;
    }
    finished.push(withinLimits({ ...job, externalId, title }, found));
  }
  return { jobs: finished, problems: found };
}

function withinLimits(job: ImportedJob, problems: FeedProblem[]): ImportedJob {
  const report = (message: string) => problems.push({ externalId: job.externalId, message });
  const cut = (field: 'title' | 'department' | 'team' | 'level') => {
    const value = job[field];
    const limit = IMPORTED_JOB_LIMITS[field];
    if (value === null || value.length <= limit) return value;
    report(`${field} cut to ${limit} characters (it had ${value.length})`);
    return value.slice(0, limit - ELLIPSIS.length).trimEnd() + ELLIPSIS;
  };
  const result: ImportedJob = {
    ...job,
    title: cut('title') ?? job.title,
    department: cut('department'),
    team: cut('team'),
    level: cut('level'),
  };
  if (job.locations.length > IMPORTED_JOB_LIMITS.locations) {
    report(`${job.locations.length} places: the first ${IMPORTED_JOB_LIMITS.locations} kept`);
    result.locations = job.locations.slice(0, IMPORTED_JOB_LIMITS.locations);
  }
  if (job.descriptionHtml.length > IMPORTED_JOB_LIMITS.descriptionHtml) {
    report(
      `description cut to ${IMPORTED_JOB_LIMITS.descriptionHtml} characters (it had ${job.descriptionHtml.length})`,
    );
    // sanitising again closes the tags the cut left open (room kept for their end tags)
    const kept = IMPORTED_JOB_LIMITS.descriptionHtml - DESCRIPTION_END_TAGS_ROOM;
    result.descriptionHtml = sanitizeHtmlFragment(job.descriptionHtml.slice(0, kept) + ELLIPSIS);
  }
  return result;
}
