import { paths } from '../lib/paths';
import type { JobListQuery } from './job-list-query';

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
