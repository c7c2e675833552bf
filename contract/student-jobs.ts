import { paths } from './paths';
import type { JobListQuery } from './job-list-query';
import { formatPay } from './job-pay';
import { placeLabel, placesToShow, remoteLabel } from './job-places';
import type { JobListItem, JobPay, PayPeriod } from './page-types';

/**
 * The jobs for students and graduates, in one place: the /students page lists them and links to
 * them, and the hiring chat answers "do you offer internships?" with them.
 *
 * The rule: an open job whose listing says internship, working student or graduate (in its type,
 * title or description), newest first. Entry level alone does not make a student job: the
 * forklift driver and the factory operators are entry level too. No job list filter expresses
 * the rule (level is not one, SPEC §2), so it is a search of the list (`websearch_to_tsquery`:
 * `OR` and a quoted phrase), which a visitor sees in the list's search field and can change.
 */
export const STUDENT_JOBS_QUERY: Omit<JobListQuery, 'page'> = {
  department: [],
  location: [],
  jobType: [],
  workplace: [],
  sort: 'newest',
  search: 'internship OR "working student" OR graduate',
};

/** The job list showing them: `/job?sort=newest&search=…` (the list's own key order). */
export const STUDENT_JOBS_HREF = paths.jobs(STUDENT_JOBS_QUERY);

/** How many student jobs the page's facts are read from (the section shows four of them). */
export const STUDENT_FACTS_LIMIT = 50;

// Shortest first: the order a student compares them in.
const PERIOD_ORDER: readonly PayPeriod[] = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

const listInWords = (items: readonly string[], last: string) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;

/**
 * Where the open student jobs are and what they pay, in one sentence read from their listings,
 * so that the students page never promises a city or a figure no listing has (issue 32): each
 * city once, and each currency and pay period's lowest to highest figure (an hourly wage is not
 * compared with a monthly one: docs/pay.md). Null when none is open.
 *
 * @example
 * studentJobFacts([berlinIntern, amsterdamIntern]);
 * // => 'Open now in Amsterdam and Berlin, paying €14 per hour or €1,200 – €1,400 per month, as each listing states.'
 */
export function studentJobFacts(jobs: readonly JobListItem[]): string | null {
  if (jobs.length === 0) return null;
  const places = [
    ...new Set(
      jobs.flatMap((job) =>
        job.workplaceType === 'remote'
          ? [remoteLabel(job)]
          : placesToShow(job.locations).map((place) => place.city ?? placeLabel(place)),
      ),
    ),
  ].sort((a, b) => a.localeCompare(b, 'en'));
  const ranges = new Map<string, JobPay>();
  for (const { pay } of jobs) {
    if (!pay) continue;
    const key = `${pay.currency} ${pay.period}`;
    const seen = ranges.get(key);
    ranges.set(
      key,
      seen ? { ...seen, min: Math.min(seen.min, pay.min), max: Math.max(seen.max, pay.max) } : pay,
    );
  }
  const pays = [...ranges.values()]
    .sort((a, b) => PERIOD_ORDER.indexOf(a.period) - PERIOD_ORDER.indexOf(b.period))
    .flatMap((pay) => formatPay(pay) ?? []);
  const where = places.length > 0 ? ` in ${listInWords(places, 'and')}` : '';
  const paying = pays.length > 0 ? `, paying ${listInWords(pays, 'or')}` : '';
  return `Open now${where}${paying}, as each listing states.`;
}
