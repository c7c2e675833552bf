import { readFileSync } from 'node:fs';

import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createLogger } from '../../../server/platform/logger';
import { createServices, type Services } from '../../../server/services';
import { createTestDatabase } from '../../../server/test-support/test-database';
import { testEnv } from '../../../server/test-support/test-env';
import { envelopePageSource } from '../../api/page-api';
import { STUDENT_JOBS_HREF } from '../../../contract/student-jobs';
import { answerQuestion, type AnswerSources, type ChatAnswer } from './chat-answer';
import { questionLanguage } from './chat-language';
import { hiringFaqQueryOptions, type HiringFaq } from './hiring-faq-query';
import { createAnswerSources } from './use-answer-sources';

/*
 * The chat's answers to what candidates ask, over the real seeded jobs (the page API in process,
 * on the embedded database) and the hiring FAQ the site ships.
 */

const faq = JSON.parse(
  readFileSync(new URL('../../../content/hiring-faq.json', import.meta.url), 'utf8'),
) as HiringFaq;

let services: Services;
let sources: AnswerSources;

beforeAll(async () => {
  const env = testEnv();
  services = await createServices({
    env,
    logger: createLogger(env),
    database: await createTestDatabase(),
  });
  // The FAQ is the file's: never fetched over HTTP.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  queryClient.setQueryData(hiringFaqQueryOptions().queryKey, faq);
  sources = createAnswerSources(queryClient, envelopePageSource(services.pages.getPageEnvelope));
});
afterAll(() => services.close());

const ask = (question: string) => answerQuestion(question, sources);

/** The answer's gist: the FAQ item's id, the list it links, or its kind. */
function gistOf(answer: ChatAnswer): string {
  switch (answer.kind) {
    case 'faq':
      return `faq:${answer.item.id}`;
    case 'jobs':
    case 'pay':
      return `${answer.kind}:${answer.listHref}`;
    default:
      return answer.kind;
  }
}

describe('what candidates ask', () => {
  test('internships for students: the student and graduate jobs, not the salary answer', async () => {
    const answer = await ask('do you offer internships for students');
    expect(answer).toMatchObject({ kind: 'jobs', listHref: STUDENT_JOBS_HREF });
    if (answer.kind !== 'jobs') return;
    const titles = answer.jobs.map((job) => job.title);
    expect(titles).toContain('Junior Software Engineer, Graduate Programme');
    expect(titles).toContain('Accelerator Programme: People Operations Intern');
    expect(titles.join()).not.toMatch(/Forklift|Warehouse|Operator/);
  });

  test('pay for a named role: that job’s published range', async () => {
    const answer = await ask('what does a sleep advisor earn');
    expect(answer.kind).toBe('pay');
    if (answer.kind !== 'pay') return;
    expect(answer.jobs.map((job) => job.title)).toEqual(
      expect.arrayContaining(['Sleep Advisor, German-speaking', 'Sleep Advisor, Nordics']),
    );
    const german = answer.jobs.find((job) => job.title === 'Sleep Advisor, German-speaking');
    expect(german?.pay).toBe('€27,000 – €31,000 per year');
  });

  test('working from home: the remote jobs, through the list’s workplace filter', async () => {
    const answer = await ask('can I work from home');
    expect(answer).toMatchObject({ kind: 'jobs', listHref: '/job?workplace=Remote' });
    if (answer.kind !== 'jobs') return;
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.jobs.map((job) => job.details)).toEqual(
      answer.jobs.map(() => expect.stringContaining('Remote')),
    );
  });

  test.each([
    ['How much does a backend engineer make in Berlin?', 'Backend Engineer, Storefront Platform'],
    ['What is the salary for a data engineer?', 'Data Engineer, Data Platform'],
    ['what does a designer earn', 'Content Designer'],
  ])('pay in other words: “%s” gives the range of %s', async (question, title) => {
    const answer = await ask(question);
    expect(answer.kind).toBe('pay');
    if (answer.kind !== 'pay') return;
    expect(answer.jobs.map((job) => job.title)).toContain(title);
    expect(answer.jobs.every((job) => job.pay !== null)).toBe(true);
  });

  test('pay for a role no job is titled: says none is listed', async () => {
    expect(await ask('What is the salary for a firefighter?')).toMatchObject({
      kind: 'pay',
      role: 'firefighter',
      jobs: [],
    });
  });

  test('remote from a country: the remote jobs open there, from the jobs’ remote countries', async () => {
    const portugal = await ask('Can I work remote from Portugal?');
    expect(portugal).toMatchObject({ kind: 'remote', country: 'PT' });
    if (portugal.kind !== 'remote') return;
    expect(portugal.jobs.map((job) => job.title)).toEqual(['Care Operations Analyst']);
    const us = await ask('remote jobs in the US');
    expect(us).toMatchObject({ kind: 'remote', country: 'US', jobs: [] });
    if (us.kind !== 'remote') return;
    expect(us.remoteCountries.sort()).toEqual(['DE', 'ES', 'FR', 'NL', 'PT']);
  });

  test('the visa answer defers to each listing and names the remote jobs’ countries', async () => {
    const answer = await ask('Do you sponsor visas?');
    expect(answer).toMatchObject({ kind: 'faq', item: { id: 'visa' } });
    if (answer.kind !== 'faq') return;
    expect(answer.item.answer).toContain('Relocation Assistance Provided');
    expect(answer.item.answer).not.toMatch(/Netherlands and Portugal/);
    expect(answer.remoteCountries?.sort()).toEqual(['DE', 'ES', 'FR', 'NL', 'PT']);
  });

  test('a Dutch question the chat knows gets a Dutch answer from the same listings', async () => {
    const pay = await ask('Hoeveel verdient een sleep advisor?');
    expect(pay).toMatchObject({ kind: 'pay', lang: 'nl' });
    if (pay.kind === 'pay')
      expect(pay.jobs.map((job) => job.pay)).toContain('€27,000 – €31,000 per year');
    expect(await ask('Kan ik thuiswerken?')).toMatchObject({
      kind: 'jobs',
      lang: 'nl',
      listHref: '/job?workplace=Remote',
    });
    expect(await ask('Kan ik vanuit Portugal op afstand werken?')).toMatchObject({
      kind: 'remote',
      lang: 'nl',
      country: 'PT',
    });
    expect(await ask('Sponsoren jullie een visum?')).toMatchObject({
      kind: 'faq',
      lang: 'nl',
      item: { question: 'Sponsoren jullie visa?' },
    });
    expect(await ask('Hoe verloopt de sollicitatieprocedure?')).toMatchObject({
      kind: 'faq',
      lang: 'nl',
      item: { id: 'process' },
    });
    expect(await ask('Hebben jullie stages voor studenten?')).toMatchObject({
      kind: 'jobs',
      lang: 'nl',
      listHref: STUDENT_JOBS_HREF,
    });
  });

  test('a Dutch question it does not know, or another language: the English-only note', async () => {
    expect(await ask('Is er een dresscode bij jullie?')).toEqual({
      kind: 'not-english',
      dutch: true,
    });
    expect(await ask('Kann ich von zu Hause arbeiten?')).toEqual({
      kind: 'not-english',
      dutch: false,
    });
    expect(await ask('我可以远程工作吗？')).toEqual({ kind: 'not-english', dutch: false });
  });

  test.each([
    ['Can you help me relocate to Amsterdam?', 'faq:visa'],
    ['Do you sponsor work permits?', 'faq:visa'],
    ['Do you have part-time jobs?', 'jobs:/job?jobType=Part-time'],
    ['How long does the hiring process take?', 'faq:process'],
    ['Can I apply to several jobs?', 'faq:several-jobs'],
    ['Can I apply for more than one role?', 'faq:several-jobs'],
    ['What benefits do you offer?', 'faq:benefits'],
    ['How many holidays do I get?', 'faq:benefits'],
    ['Where are your offices?', 'faq:offices'],
    ['What is the status of my application?', 'faq:response-time'],
    ['When will I hear back?', 'faq:response-time'],
    ['I am deaf, can I have an interpreter in the interview?', 'faq:adjustments'],
    ['Do you offer accessibility accommodations?', 'faq:adjustments'],
    ['Do I need a cover letter?', 'faq:what-to-send'],
    ['Is the salary negotiable?', 'faq:salary-range'],
    ['What does a software engineer earn?', 'pay:/job?search=software+engineer'],
    ['Engineering jobs in Lisbon', 'jobs:/job?department=Engineering&location=Lisbon'],
    ['Are there remote data jobs?', 'jobs:/job?department=Data+%26+Analytics&workplace=Remote'],
    ['Is there a dress code?', 'hand-off'],
  ])('“%s” → %s', async (question, gist) => {
    expect(gistOf(await ask(question))).toBe(gist);
  });
});

test.each([
  ['Can I work from home?', 'english'],
  ['Do you have jobs in Den Haag?', 'english'],
  ['Kan ik solliciteren als student?', 'dutch'],
  ['¿Puedo trabajar desde casa?', 'other'],
])('the language of “%s” is %s', (question, language) => {
  expect(questionLanguage(question)).toBe(language);
});
