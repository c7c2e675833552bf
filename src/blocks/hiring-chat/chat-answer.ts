import type { JobSort } from '../../api/job-list-query';
import type { Job, JobListItem, LinkAction, PagedList } from '../../api/page-types';
import { STUDENT_JOBS_QUERY } from '../../api/student-jobs';
import { paths } from '../../lib/paths';
import { formatPay } from '../../api/job-pay';
import { WORKPLACE_TYPE_LABELS } from '../../api/job-model';
import { jobPlaceSummary } from '../../api/job-places';
import { questionLanguage } from './chat-language';
import { asksForStudentJobs, payQuestionRole, titleNamesRole } from './chat-intents';
import type { FaqMatch } from './faq-matcher';
import type { HiringFaqItem } from './hiring-faq-query';
import { readJobQuestion, type FacetValues, type JobQuestion } from './job-question';
import { plainTextOf } from './plain-markdown';

/** A job as the chat lists it: a link to its page. */
export interface JobLink {
  id: number;
  title: string;
  /** Team, location, "Remote" for a remote job, and job type, as far as the job has them. */
  details: string;
}

/** A job and its published pay range ("€27,000 – €31,000 per year"), null when it has none. */
export interface JobPay extends JobLink {
  pay: string | null;
}

/**
 * What the chat answers: an FAQ answer (related questions after it), the likely questions when
 * the match is weak, the jobs the job list finds for it, the pay of the jobs a question names,
 * a note that it answers in English only, or a hand-off to the recruiting team.
 */
export type ChatAnswer =
  | { kind: 'faq'; item: HiringFaqItem; related: string[] }
  | { kind: 'did-you-mean'; questions: string[] }
  | { kind: 'jobs'; jobs: JobLink[]; total: number; listHref: string; description: string }
  | { kind: 'pay'; role: string; jobs: JobPay[]; total: number; listHref: string }
  | { kind: 'not-english'; dutch: boolean }
  | { kind: 'hand-off' }
  | { kind: 'failed' };

/**
 * Where answers come from: the FAQ matcher, the job list's own query (facets and search), and
 * a job's page (its pay).
 */
export interface AnswerSources {
  matchFaq: (question: string) => Promise<FaqMatch<HiringFaqItem>>;
  getFacets: () => Promise<FacetValues>;
  findJobs: (query: JobListSearch) => Promise<PagedList<JobListItem>>;
  getJob: (id: number) => Promise<Job>;
}

/** A search of the job list: a question's reading, or a fixed one (the student jobs). */
export type JobListSearch = JobQuestion & { sort?: JobSort };

/** How many jobs an answer lists before "see all" (the list's first page holds 8). */
const JOBS_SHOWN = 5;
/** How many jobs a pay answer gives the range of (each is a job page to fetch). */
const PAY_JOBS_SHOWN = 3;
/** The student jobs (src/api/student-jobs.ts) in the chat's words. */
const STUDENT_JOBS_DESCRIPTION = 'internships, working-student and graduate roles';

const toJobLink = (job: JobListItem): JobLink => ({
  id: job.id,
  title: job.title,
  details: [
    job.summary.team,
    jobPlaceSummary(job),
    job.workplaceType === 'remote' ? WORKPLACE_TYPE_LABELS.remote : undefined,
    job.summary.jobType,
  ]
    .filter((part) => part !== undefined && part !== '')
    .join(' · '),
});

/**
 * The search in words, each filter's values joined with "or":
 * "Full-time · Data & Analytics · Lisbon or Remote · “python”", or "all open jobs".
 */
export function describeJobQuestion(query: JobQuestion): string {
  const parts = [query.jobType, query.department, query.location, query.workplace]
    .filter((values) => values.length > 0)
    .map((values) => values.join(' or '));
  if (query.search) parts.push(`“${query.search}”`);
  return parts.length ? parts.join(' · ') : 'all open jobs';
}

/** "1 open job", "3 open jobs". */
export const jobCount = (total: number) => `${total} open ${total === 1 ? 'job' : 'jobs'}`;

async function jobsAnswer(
  query: JobListSearch,
  sources: AnswerSources,
  description = describeJobQuestion(query),
): Promise<ChatAnswer> {
  const { list, pager } = await sources.findJobs(query);
  return {
    kind: 'jobs',
    jobs: list.slice(0, JOBS_SHOWN).map(toJobLink),
    total: pager.total,
    listHref: paths.jobs(query),
    description,
  };
}

/** The pay of the open jobs whose titles name the role, or null when none does. */
async function payAnswer(role: string, sources: AnswerSources): Promise<ChatAnswer | null> {
  const query: JobListSearch = {
    department: [],
    location: [],
    jobType: [],
    workplace: [],
    search: role,
  };
  const { list } = await sources.findJobs(query);
  const named = list.filter((job) => titleNamesRole(job.title, role));
  if (named.length === 0) return null;
  const jobs = await Promise.all(
    named.slice(0, PAY_JOBS_SHOWN).map(async (job) => ({
      ...toJobLink(job),
      pay: formatPay((await sources.getJob(job.id)).pay),
    })),
  );
  return { kind: 'pay', role, jobs, total: named.length, listHref: paths.jobs(query) };
}

/**
 * Answers a question, most specific first: a question not in English gets a note that the chat
 * answers in English; pay for a role the job titles name, that job's range; internships, the
 * student jobs; then a confident FAQ answer; then, when it asks for jobs, what the job list
 * finds for it; then the FAQ's likely questions; otherwise a hand-off.
 */
export async function answerQuestion(
  question: string,
  sources: AnswerSources,
): Promise<ChatAnswer> {
  const language = questionLanguage(question);
  if (language !== 'english') return { kind: 'not-english', dutch: language === 'dutch' };
  const role = payQuestionRole(question);
  const pay = role === null ? null : await payAnswer(role, sources);
  if (pay) return pay;
  if (asksForStudentJobs(question))
    return jobsAnswer(STUDENT_JOBS_QUERY, sources, STUDENT_JOBS_DESCRIPTION);
  const faq = await sources.matchFaq(question);
  if (faq.kind === 'answer') {
    return { kind: 'faq', item: faq.best, related: faq.others.map((item) => item.question) };
  }
  const jobQuestion = readJobQuestion(question, await sources.getFacets());
  if (jobQuestion) return jobsAnswer(jobQuestion, sources);
  if (faq.kind === 'did-you-mean') {
    return { kind: 'did-you-mean', questions: faq.candidates.map((item) => item.question) };
  }
  return { kind: 'hand-off' };
}

/** What the chat says to a question it cannot read, in English and, to a Dutch one, in Dutch. */
export const NOT_ENGLISH = {
  english: 'Sorry, I can only answer questions in English.',
  dutch: 'Sorry, ik kan alleen vragen in het Engels beantwoorden.',
} as const;

/** The answer as one sentence for the live region, which screen readers read out. */
export function announcementOf(answer: ChatAnswer): string {
  switch (answer.kind) {
    case 'faq':
      return `${answer.item.question} ${plainTextOf(answer.item.answer)}`;
    case 'did-you-mean':
      return `Did you mean: ${answer.questions.join(' Or: ')}`;
    case 'jobs':
      return answer.total === 0
        ? `No open jobs for ${answer.description}.`
        : `${jobCount(answer.total)} for ${answer.description}: ${answer.jobs.map((job) => job.title).join(', ')}.`;
    case 'pay':
      return `Pay for ${answer.role}: ${answer.jobs.map((job) => `${job.title}, ${job.pay ?? 'no published range'}`).join('; ')}.`;
    case 'not-english':
      return `${NOT_ENGLISH.english}${answer.dutch ? ` ${NOT_ENGLISH.dutch}` : ''} You can send your question to our recruiting team.`;
    case 'hand-off':
      return 'I’m not sure about that one, and would rather not guess. You can send your question to our recruiting team or browse all open jobs.';
    case 'failed':
      return 'Sorry, that could not be looked up just now. Please try again.';
  }
}

/** The contact link with the question filled in, when it is an e-mail address. */
export function handOffHref(contact: LinkAction, question: string): string {
  if (!contact.href.startsWith('mailto:')) return contact.href;
  const separator = contact.href.includes('?') ? '&' : '?';
  const subject = encodeURIComponent('A question from the hiring chat');
  return `${contact.href}${separator}subject=${subject}&body=${encodeURIComponent(question)}`;
}
