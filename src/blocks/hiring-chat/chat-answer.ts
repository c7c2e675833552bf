import type { JobSort } from '../../../contract/job-list-query';
import type { JobListItem, LinkAction, PagedList } from '../../../contract/page-types';
import { STUDENT_JOBS_QUERY } from '../../../contract/student-jobs';
import { paths } from '../../../contract/paths';
import { formatPay } from '../../../contract/job-pay';
import { WORKPLACE_TYPE_LABELS } from '../../../contract/job-model';
import { jobPlaceSummary } from '../../../contract/job-places';
import { countryInQuestion } from './chat-countries';
import { dutchToEnglish } from './chat-dutch';
import { questionLanguage } from './chat-language';
import {
  asksForRemoteWork,
  asksForStudentJobs,
  payQuestion,
  titleNamesRole,
  type PayQuestion,
} from './chat-intents';
import { CHAT_WORDS, type ChatLang } from './chat-words';
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
 * What the chat answers: an FAQ answer (related questions after it; the visa answer adds the
 * countries the remote jobs are open to), the likely questions when the match is weak, the jobs
 * the job list finds for it, the pay of the jobs a question names, the remote jobs open to a
 * country, a note that it answers in English only, or a hand-off to the recruiting team.
 * `lang`: Dutch for a Dutch question the chat knows (docs/decisions/050).
 */
export type ChatAnswer =
  | {
      kind: 'faq';
      lang: ChatLang;
      item: Pick<HiringFaqItem, 'id' | 'question' | 'answer'>;
      related: string[];
      /** The visa answer: the countries (codes) the open remote jobs are open to. */
      remoteCountries?: string[];
    }
  | { kind: 'did-you-mean'; questions: string[] }
  | {
      kind: 'jobs';
      lang: ChatLang;
      jobs: JobLink[];
      total: number;
      listHref: string;
      description: string;
    }
  | {
      kind: 'pay';
      lang: ChatLang;
      role: string;
      /** The place asked about when no job there has the role: `jobs` are elsewhere. */
      elsewhere: string | null;
      jobs: JobPay[];
      total: number;
      listHref: string;
    }
  | {
      kind: 'remote';
      lang: ChatLang;
      /** The country asked about (a code). */
      country: string;
      /** The remote jobs open to people living there. */
      jobs: JobLink[];
      /** How many remote jobs are open, and the countries (codes) they are open to. */
      remoteTotal: number;
      remoteCountries: string[];
      listHref: string;
    }
  | { kind: 'not-english'; dutch: boolean }
  | { kind: 'hand-off' }
  | { kind: 'failed' };

/**
 * Where answers come from: the FAQ matcher, the job list's own query (facets and search).
 */
export interface AnswerSources {
  matchFaq: (question: string) => Promise<FaqMatch<HiringFaqItem>>;
  getFacets: () => Promise<FacetValues>;
  findJobs: (query: JobListSearch) => Promise<PagedList<JobListItem>>;
}

/** A search of the job list: a question's reading, or a fixed one (the student jobs). */
export type JobListSearch = JobQuestion & { sort?: JobSort; page?: number };

/** How many jobs an answer lists before "see all" (the list's first page holds 8). */
const JOBS_SHOWN = 5;
/** How many jobs a pay answer gives the range of. */
const PAY_JOBS_SHOWN = 3;
/** The remote jobs: the list's workplace filter. */
const REMOTE_JOBS: JobListSearch = {
  department: [],
  location: [],
  jobType: [],
  workplace: ['Remote'],
  search: '',
};
/** How many pages of remote jobs an answer about a country reads (8 jobs a page). */
const REMOTE_PAGES_READ = 5;
/** The FAQ item whose answer the listings' remote countries complete (content/hiring-faq.json). */
const VISA_ITEM = 'visa';

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

async function jobsAnswer(
  query: JobListSearch,
  sources: AnswerSources,
  lang: ChatLang,
  description = describeJobQuestion(query),
): Promise<ChatAnswer> {
  const { list, pager } = await sources.findJobs(query);
  return {
    kind: 'jobs',
    lang,
    jobs: list.slice(0, JOBS_SHOWN).map(toJobLink),
    total: pager.total,
    listHref: paths.jobs(query),
    description,
  };
}

/** The open jobs of the list's first page whose titles name the role. */
async function jobsNamed(role: string, location: string[], sources: AnswerSources) {
  const query: JobListSearch = {
    department: [],
    location,
    jobType: [],
    workplace: [],
    search: role,
  };
  const { list } = await sources.findJobs(query);
  return { query, named: list.filter((job) => titleNamesRole(job.title, role)) };
}

/**
 * The pay of the open jobs whose titles name the role, in the places asked about or else
 * anywhere; "none is listed" for a role no title names; null when the words name no role
 * ("is the pay negotiable": the FAQ answers that).
 */
async function payAnswer(
  asked: PayQuestion,
  sources: AnswerSources,
  lang: ChatLang,
): Promise<ChatAnswer | null> {
  let found = await jobsNamed(asked.role, asked.places, sources);
  let elsewhere: string | null = null;
  if (found.named.length === 0 && asked.places.length > 0) {
    found = await jobsNamed(asked.role, [], sources);
    elsewhere = CHAT_WORDS[lang].list(asked.places);
  }
  if (found.named.length === 0 && !asked.namesRole) return null;
  return {
    kind: 'pay',
    lang,
    role: asked.role,
    elsewhere: found.named.length > 0 ? elsewhere : null,
    jobs: found.named.slice(0, PAY_JOBS_SHOWN).map((job) => ({
      ...toJobLink(job),
      pay: job.pay ? formatPay(job.pay) : null,
    })),
    total: found.named.length,
    listHref: paths.jobs(found.query),
  };
}

/** The open remote jobs (up to REMOTE_PAGES_READ pages of them) and how many there are. */
async function remoteJobs(sources: AnswerSources) {
  const first = await sources.findJobs(REMOTE_JOBS);
  const pages = Math.min(first.pager.totalPages, REMOTE_PAGES_READ);
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, index) =>
      sources.findJobs({ ...REMOTE_JOBS, page: index + 2 }),
    ),
  );
  const jobs = [first, ...rest].flatMap(({ list }) => list);
  const countries = [...new Set(jobs.flatMap((job) => job.remoteRegions))];
  return { jobs, total: first.pager.total, countries };
}

/** The remote jobs open to people living in the country, from the jobs' own remote countries. */
async function remoteAnswer(
  country: string,
  sources: AnswerSources,
  lang: ChatLang,
): Promise<ChatAnswer> {
  const remote = await remoteJobs(sources);
  return {
    kind: 'remote',
    lang,
    country,
    jobs: remote.jobs.filter((job) => job.remoteRegions.includes(country)).map(toJobLink),
    remoteTotal: remote.total,
    remoteCountries: remote.countries,
    listHref: paths.jobs(REMOTE_JOBS),
  };
}

/** A confident FAQ answer, in the question's language; null for Dutch when it has no Dutch. */
async function faqAnswer(
  best: HiringFaqItem,
  others: HiringFaqItem[],
  sources: AnswerSources,
  lang: ChatLang,
): Promise<ChatAnswer | null> {
  const item = lang === 'en' ? best : best.dutch && { id: best.id, ...best.dutch };
  if (!item) return null;
  // Related questions are asked again when chosen: only the English ones are sure to match.
  const related = lang === 'en' ? others.map((other) => other.question) : [];
  if (best.id !== VISA_ITEM) return { kind: 'faq', lang, item, related };
  const { countries } = await remoteJobs(sources);
  return { kind: 'faq', lang, item, related, remoteCountries: countries };
}

/**
 * Answers a question, most specific first: pay for a role, that role's ranges (or that none is
 * listed); internships, the student jobs; remote work from a country, the remote jobs open
 * there; then a confident FAQ answer; then, when it asks for jobs, what the job list finds for
 * it; then the FAQ's likely questions; otherwise a hand-off. A Dutch question is read through
 * its English words and answered in Dutch where the chat knows the answer; a question in another
 * language, or a Dutch one it does not know, gets a note that it answers in English.
 */
export async function answerQuestion(
  question: string,
  sources: AnswerSources,
): Promise<ChatAnswer> {
  const language = questionLanguage(question);
  if (language === 'other') return { kind: 'not-english', dutch: false };
  const lang: ChatLang = language === 'dutch' ? 'nl' : 'en';
  const read = lang === 'nl' ? dutchToEnglish(question) : question;
  const answer = await answerEnglish(read, sources, lang);
  return answer ?? { kind: 'not-english', dutch: true };
}

/** The answer to a question in English words; null for an answer the chat has no Dutch for. */
async function answerEnglish(
  question: string,
  sources: AnswerSources,
  lang: ChatLang,
): Promise<ChatAnswer | null> {
  const facets = await sources.getFacets();
  const asked = payQuestion(question, facets.location);
  const pay = asked === null ? null : await payAnswer(asked, sources, lang);
  if (pay) return pay;
  if (asksForStudentJobs(question))
    return jobsAnswer(STUDENT_JOBS_QUERY, sources, lang, CHAT_WORDS[lang].studentJobs);
  const country = asksForRemoteWork(question) ? countryInQuestion(question) : null;
  if (country) return remoteAnswer(country, sources, lang);
  const faq = await sources.matchFaq(question);
  if (faq.kind === 'answer') return faqAnswer(faq.best, faq.others, sources, lang);
  const jobQuestion = readJobQuestion(question, facets);
  if (jobQuestion) return jobsAnswer(jobQuestion, sources, lang);
  if (lang === 'nl') return null;
  if (faq.kind === 'did-you-mean') {
    return { kind: 'did-you-mean', questions: faq.candidates.map((item) => item.question) };
  }
  return { kind: 'hand-off' };
}

/** What the chat says to a question it cannot read, in English and, to a Dutch one, in Dutch. */
export const NOT_ENGLISH = {
  english: 'Sorry, I can only answer questions in English.',
  dutch: 'Sorry, deze vraag kan ik niet in het Nederlands beantwoorden. Stel hem in het Engels.',
} as const;

/** The countries (codes) in words: "Germany, Spain and France". */
export const countriesInWords = (codes: readonly string[], lang: ChatLang) =>
  CHAT_WORDS[lang].list(codes.map(CHAT_WORDS[lang].country));

/** What the answer about remote work from a country says before (or instead of) its jobs. */
export function remoteLead(answer: Extract<ChatAnswer, { kind: 'remote' }>): string[] {
  const words = CHAT_WORDS[answer.lang];
  const country = words.country(answer.country);
  if (answer.jobs.length > 0) return [words.remoteFor(answer.jobs.length, country)];
  if (answer.remoteTotal === 0) return [words.remoteNone(country), words.noRemote];
  return [
    words.remoteNone(country),
    words.remoteCountries(
      answer.remoteTotal,
      countriesInWords(answer.remoteCountries, answer.lang),
    ),
  ];
}

/** What the pay answer says before its jobs, or instead of them. */
export function payLead(answer: Extract<ChatAnswer, { kind: 'pay' }>): string {
  const words = CHAT_WORDS[answer.lang];
  if (answer.jobs.length === 0) return words.payNone(answer.role);
  return answer.elsewhere === null
    ? words.payFor(answer.role)
    : words.payElsewhere(answer.role, answer.elsewhere);
}

/** The visa answer's note on remote jobs, or null for another answer or no remote jobs. */
export function visaRemoteNote(answer: Extract<ChatAnswer, { kind: 'faq' }>): string | null {
  if (!answer.remoteCountries?.length) return null;
  return CHAT_WORDS[answer.lang].visaRemote(countriesInWords(answer.remoteCountries, answer.lang));
}

const titles = (jobs: readonly JobLink[]) => jobs.map((job) => job.title).join(', ');

/** The answer as one sentence for the live region, which screen readers read out. */
export function announcementOf(answer: ChatAnswer): string {
  switch (answer.kind) {
    case 'faq':
      return [answer.item.question, plainTextOf(answer.item.answer), visaRemoteNote(answer)]
        .filter((part) => part !== null)
        .join(' ');
    case 'did-you-mean':
      return `Did you mean: ${answer.questions.join(' Or: ')}`;
    case 'jobs': {
      const words = CHAT_WORDS[answer.lang];
      return answer.total === 0
        ? words.noJobsFor(answer.description)
        : `${words.jobCount(answer.total)} ${words.jobsFor} ${answer.description}: ${titles(answer.jobs)}.`;
    }
    case 'pay': {
      const words = CHAT_WORDS[answer.lang];
      const jobs = answer.jobs.map((job) => `${job.title}, ${job.pay ?? words.noRange}`);
      return jobs.length > 0 ? `${payLead(answer)} ${jobs.join('; ')}.` : payLead(answer);
    }
    case 'remote':
      return [...remoteLead(answer), titles(answer.jobs)].filter(Boolean).join(' ');
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
