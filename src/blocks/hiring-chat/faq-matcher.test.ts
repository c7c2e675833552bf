import { readFileSync } from 'node:fs';

import { describe, expect, test } from 'vitest';

import { editDistance, significantWords } from './chat-text';
import { createFaqMatcher, type MatchableFaqItem } from './faq-matcher';

// The hiring FAQ the site ships: the matcher is tuned for it.
const { items } = JSON.parse(
  readFileSync(new URL('../../../content/hiring-faq.json', import.meta.url), 'utf8'),
) as { items: MatchableFaqItem[] };
const match = createFaqMatcher(items);

function answerIdOf(question: string) {
  const result = match(question);
  return result.kind === 'answer' ? result.best.id : result.kind;
}

describe('the hiring FAQ matcher', () => {
  test.each([
    ['When will I hear back?', 'response-time'],
    ['how long do I have to wait for a reply', 'response-time'],
    ['Do you sponsor visas?', 'visa'],
    ['Can you help me relocate to Amsterdam?', 'visa'],
    ['What is the salary?', 'salary-range'],
    ['Is the pay negotiable', 'salary-range'],
    ['What does the interview process look like?', 'process'],
    ['I need live captions in my interview', 'adjustments'],
    ['Do I need a cover letter?', 'what-to-send'],
  ])('“%s” is answered by %s', (question, id) => {
    expect(answerIdOf(question)).toBe(id);
  });

  test('a question with a typo is not answered outright: the likely question is offered', () => {
    const result = match('vsia');
    expect(result).toMatchObject({ kind: 'did-you-mean', candidates: [{ id: 'visa' }] });
  });

  test('a word found only in an answer is a weak match', () => {
    expect(match('minutes')).toMatchObject({ kind: 'did-you-mean' });
  });

  test('a question about something else matches nothing', () => {
    expect(match('Which mattress is the firmest?')).toEqual({ kind: 'none' });
    // The offices answer names the cities: a weak match at most, so a job search answers it.
    expect(match('remote data jobs in Lisbon').kind).not.toBe('answer');
    expect(match('?!')).toEqual({ kind: 'none' });
  });

  test('the best answer comes first and close ones follow', () => {
    const result = match('interview adjustments');
    expect(result.kind).toBe('answer');
    if (result.kind !== 'answer') return;
    expect(result.best.id).toBe('adjustments');
    expect(result.others.map((item) => item.id)).toContain('process');
  });
});

describe('reading a question', () => {
  test('folds case, accents, punctuation and plurals, and drops filler words', () => {
    expect(significantWords('Do you sponsor VISAS? Vacancies in Málaga!')).toEqual([
      'sponsor',
      'visa',
      'vacancy',
      'malaga',
    ]);
  });

  test('counts a swap of neighbouring letters as one typo', () => {
    expect(editDistance('vsia', 'visa', 1)).toBe(1);
    expect(editDistance('salry', 'salary', 1)).toBe(1);
    expect(editDistance('salary', 'visa', 1)).toBe(2);
  });
});
