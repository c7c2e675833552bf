import { describe, expect, test } from 'vitest';

import type { JobListItem } from '../../../contract/page-types';
import {
  answerQuestion,
  describeJobQuestion,
  handOffHref,
  type AnswerSources,
} from './chat-answer';
import { createFaqMatcher } from './faq-matcher';
import type { JobQuestion } from './job-question';

const visa = {
  id: 'visa',
  question: 'Do you sponsor visas?',
  answer: 'Yes, for most office roles.',
  keywords: ['relocation'],
  dutch: null,
};
const job = (id: number, title: string): JobListItem => ({
  id,
  title,
  summary: { team: 'Insights', location: 'Lisbon' },
  department: 'Data & Analytics',
  postedAt: '2026-11-01T00:00:00.000Z',
  remote: false,
  workplaceType: 'on_site',
  locations: [{ city: 'Lisbon', region: null, countryCode: 'PT', primary: true }],
  remoteRegions: [],
  pay: null,
});

/** Sources over a one-item FAQ and a job list that records what it was asked. */
function sourcesWith(jobs: JobListItem[]) {
  const searches: JobQuestion[] = [];
  const match = createFaqMatcher([visa]);
  const sources: AnswerSources = {
    matchFaq: async (question) => match(question),
    getFacets: async () => ({
      department: ['Data & Analytics', 'Design'],
      location: ['Lisbon'],
      jobType: ['Full-time'],
      workplace: ['Remote'],
    }),
    findJobs: async (query) => {
      searches.push(query);
      return { list: jobs, pager: { page: 1, totalPages: 1, total: jobs.length } };
    },
  };
  return { sources, searches };
}

describe('answering a question', () => {
  test('a confident FAQ match is the answer, before any job search but the visa answer’s remote jobs', async () => {
    const { sources, searches } = sourcesWith([]);
    expect(await answerQuestion('Do you sponsor visas for Lisbon jobs?', sources)).toMatchObject({
      kind: 'faq',
      item: { id: 'visa' },
    });
    expect(searches).toEqual([
      { department: [], location: [], jobType: [], workplace: ['Remote'], search: '' },
    ]);
  });

  test('a job question searches the job list and links the jobs and the list', async () => {
    const jobs = [1, 2, 3, 4, 5, 6].map((id) => job(id, `Analyst ${id}`));
    const { sources, searches } = sourcesWith(jobs);
    const answer = await answerQuestion('data jobs in Lisbon', sources);
    expect(searches).toEqual([
      {
        department: ['Data & Analytics'],
        location: ['Lisbon'],
        jobType: [],
        workplace: [],
        search: '',
      },
    ]);
    expect(answer).toMatchObject({
      kind: 'jobs',
      total: 6,
      listHref: '/job?department=Data+%26+Analytics&location=Lisbon',
      description: 'Data & Analytics · Lisbon',
    });
    if (answer.kind !== 'jobs') return;
    expect(answer.jobs).toHaveLength(5);
    expect(answer.jobs[0]).toEqual({
      id: 1,
      title: 'Analyst 1',
      details: 'Insights · Lisbon, Portugal',
    });
  });

  test('a weak FAQ match that asks for no jobs offers the likely question', async () => {
    const { sources } = sourcesWith([]);
    expect(await answerQuestion('vsia', sources)).toEqual({
      kind: 'did-you-mean',
      questions: ['Do you sponsor visas?'],
    });
  });

  test('a question nothing answers is handed off', async () => {
    const { sources } = sourcesWith([]);
    expect(await answerQuestion('Is there a dress code?', sources)).toEqual({ kind: 'hand-off' });
  });
});

test('the search in words', () => {
  const none = { department: [], location: [], jobType: [], workplace: [], search: '' };
  expect(describeJobQuestion(none)).toBe('all open jobs');
  expect(
    describeJobQuestion({
      ...none,
      jobType: ['Full-time'],
      location: ['Lisbon'],
      workplace: ['Remote', 'Hybrid'],
      search: 'python',
    }),
  ).toBe('Full-time · Lisbon · Remote or Hybrid · “python”');
});

test('the hand-off e-mail carries the question; another contact link stays as it is', () => {
  const email = { label: 'Email us', href: 'mailto:careers@somnia.example' };
  expect(handOffHref(email, 'Dress code?')).toBe(
    'mailto:careers@somnia.example?subject=A%20question%20from%20the%20hiring%20chat&body=Dress%20code%3F',
  );
  expect(handOffHref({ label: 'Contact', href: '/talent-community' }, 'Dress code?')).toBe(
    '/talent-community',
  );
});
