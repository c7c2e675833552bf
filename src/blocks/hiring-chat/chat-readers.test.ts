import { expect, test } from 'vitest';

import { countryInQuestion } from './chat-countries';
import { dutchToEnglish } from './chat-dutch';
import { asksForRemoteWork, payQuestion } from './chat-intents';

const PLACES = ['Amsterdam', 'Berlin', 'Lisbon', 'Remote'];

test.each([
  ['How much does a backend engineer make in Berlin?', 'backend engineer', ['Berlin'], true],
  ['What is the salary for a data engineer?', 'data engineer', [], true],
  ['what does a designer earn', 'designer', [], true],
  ['What is the salary for a firefighter?', 'firefighter', [], true],
  ['Is the salary negotiable?', 'negotiable', [], false],
])('“%s” asks the pay of %s in %j', (question, role, places, namesRole) => {
  expect(payQuestion(question, PLACES)).toEqual({ role, places, namesRole });
});

test('questions that are not about pay name no pay question', () => {
  expect(payQuestion('Do you make mattresses?', PLACES)).toMatchObject({ namesRole: false });
  expect(payQuestion('Where are your offices?', PLACES)).toBeNull();
  expect(payQuestion('How much is the pay?', PLACES)).toBeNull();
});

test.each([
  ['Can I work remote from Portugal?', 'PT'],
  ['remote jobs in the US', 'US'],
  ['Remote jobs in the USA', 'US'],
  ['work from home in the United Kingdom', 'GB'],
  ['Can you tell us about remote work?', null],
])('“%s” names the country %s', (question, code) => {
  expect(countryInQuestion(question)).toBe(code);
});

test('remote work is asked for in several ways', () => {
  expect(asksForRemoteWork('Can I work from home?')).toBe(true);
  expect(asksForRemoteWork('remote jobs in the US')).toBe(true);
  expect(asksForRemoteWork('Engineering jobs in Lisbon')).toBe(false);
});

test('a Dutch question reads as the English words the rules know', () => {
  expect(dutchToEnglish('Hoeveel verdient een designer in Berlijn?')).toBe(
    'how much earn a designer in berlin',
  );
  expect(dutchToEnglish('Kan ik vanuit Portugal thuiswerken?')).toBe(
    'can i from portugal work from home',
  );
  expect(dutchToEnglish('Hebben jullie stages?')).toBe('have you internships');
});
