import type { LinkAction, PagedList, JobListItem } from '../../api/page-types';
import { paths } from '../../lib/paths';
import type { FaqMatch } from './faq-matcher';
import type { HiringFaqItem } from './hiring-faq-query';
import { readJobQuestion, type FacetValues, type JobQuestion } from './job-question';
import { plainTextOf } from './plain-markdown';

/** A job as the chat lists it: a link to its page. */
export interface JobLink {
  id: number;
  title: string;
  /** Team, location and job type, as far as the job has them. */
  details: string;
}

/**
 * What the chat answers: an FAQ answer (related questions after it), the likely questions when
 * the match is weak, the jobs the job list finds for it, or a hand-off to the recruiting team.
 */
export type ChatAnswer =
  | { kind: 'faq'; item: HiringFaqItem; related: string[] }
  | { kind: 'did-you-mean'; questions: string[] }
  | { kind: 'jobs'; jobs: JobLink[]; total: number; listHref: string; description: string }
  | { kind: 'hand-off' }
  | { kind: 'failed' };

/** Where answers come from: the FAQ matcher, and the job list's own query (facets and search). */
export interface AnswerSources {
  matchFaq: (question: string) => Promise<FaqMatch<HiringFaqItem>>;
  getFacets: () => Promise<FacetValues>;
  findJobs: (query: JobQuestion) => Promise<PagedList<JobListItem>>;
}

/** How many jobs an answer lists before "see all" (the list's first page holds 8). */
const JOBS_SHOWN = 5;

const toJobLink = (job: JobListItem): JobLink => ({
  id: job.id,
  title: job.title,
  details: [job.summary.team, job.summary.location, job.summary.jobType]
    .filter((part) => part !== undefined && part !== '')
    .join(' · '),
});

/**
 * The search in words, each filter's values joined with "or":
 * "Full-time · Data & Analytics · Lisbon or Remote · “python”", or "all open jobs".
 */
export function describeJobQuestion(query: JobQuestion): string {
  const parts = [query.jobType, query.department, query.location]
    .filter((values) => values.length > 0)
    .map((values) => values.join(' or '));
  if (query.search) parts.push(`“${query.search}”`);
  return parts.length ? parts.join(' · ') : 'all open jobs';
}

/** "1 open job", "3 open jobs". */
export const jobCount = (total: number) => `${total} open ${total === 1 ? 'job' : 'jobs'}`;

/**
 * Answers a question: a confident FAQ answer first; otherwise, when it asks for jobs, what the
 * job list finds for it; otherwise the FAQ's likely questions; otherwise a hand-off.
 */
export async function answerQuestion(
  question: string,
  sources: AnswerSources,
): Promise<ChatAnswer> {
  const faq = await sources.matchFaq(question);
  if (faq.kind === 'answer') {
    return { kind: 'faq', item: faq.best, related: faq.others.map((item) => item.question) };
  }
  const jobQuestion = readJobQuestion(question, await sources.getFacets());
  if (jobQuestion) {
    const { list, pager } = await sources.findJobs(jobQuestion);
    return {
      kind: 'jobs',
      jobs: list.slice(0, JOBS_SHOWN).map(toJobLink),
      total: pager.total,
      listHref: paths.jobs(jobQuestion),
      description: describeJobQuestion(jobQuestion),
    };
  }
  if (faq.kind === 'did-you-mean') {
    return { kind: 'did-you-mean', questions: faq.candidates.map((item) => item.question) };
  }
  return { kind: 'hand-off' };
}

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
    case 'hand-off':
      return 'I have no answer to that yet. You can send your question to our recruiting team.';
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
