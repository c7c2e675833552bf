import { expect, test } from 'vitest';

import { readJobQuestion, type FacetValues } from './job-question';

// The facet values the job list offers for the seeded jobs.
const facets: FacetValues = {
  department: ['Customer Care', 'Data & Analytics', 'Design', 'Engineering', 'Sales & Retail'],
  location: ['Amsterdam', 'Lisbon'],
  jobType: ['Full-time', 'Internship', 'Part-time'],
  workplace: ['Hybrid', 'On site', 'Remote'],
};
const none = { department: [], location: [], jobType: [], workplace: [], search: '' };

test('filter values named in the question become the list’s filters', () => {
  expect(readJobQuestion('Remote data jobs in Lisbon', facets)).toEqual({
    ...none,
    department: ['Data & Analytics'],
    location: ['Lisbon'],
    workplace: ['Remote'],
  });
});

test('a value of several words counts when they appear together', () => {
  expect(readJobQuestion('part time roles in Amsterdam', facets)).toEqual({
    ...none,
    location: ['Amsterdam'],
    jobType: ['Part-time'],
  });
  expect(readJobQuestion('Is there time for a break?', facets)).toBeNull();
});

test('the other meaningful words become the search text, as typed', () => {
  expect(readJobQuestion('Any designers openings in Amsterdam?', facets)).toEqual({
    ...none,
    location: ['Amsterdam'],
    search: 'designers',
  });
});

test('a plural names the value too', () => {
  expect(readJobQuestion('internships', facets)).toEqual({ ...none, jobType: ['Internship'] });
});

test('asking for jobs without saying which lists them all', () => {
  expect(readJobQuestion('What jobs are open?', facets)).toEqual(none);
});

test('a question that asks for no jobs is not a job search', () => {
  expect(readJobQuestion('When will I hear back?', facets)).toBeNull();
});

test('working from home asks for the remote jobs, not a search for “home”', () => {
  for (const question of ['Can I work from home?', 'jobs I can do remotely', 'wfh roles'])
    expect(readJobQuestion(question, facets)).toEqual({ ...none, workplace: ['Remote'] });
});
