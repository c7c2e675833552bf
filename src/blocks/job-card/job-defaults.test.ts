import { describe, expect, test } from 'vitest';

import { jobFacts } from './job-defaults';

describe('jobFacts', () => {
  test('a job with every field keeps its own values', () => {
    const facts = jobFacts({
      summary: { team: 'Storefront', location: 'Berlin', jobType: 'Full-time', level: 'Senior' },
      urlList: { apply: 'https://apply.example/1' },
    });
    expect(facts).toEqual({
      team: 'Storefront',
      location: 'Berlin',
      jobType: 'Full-time',
      level: 'Senior',
      applyUrl: 'https://apply.example/1',
    });
  });

  test('missing fields get the SPEC §3 defaults', () => {
    expect(jobFacts({ summary: { team: null }, urlList: {} })).toEqual({
      team: null,
      location: 'Unknown',
      jobType: 'Any',
      level: 'All Levels',
      applyUrl: '#',
    });
  });

  test('blank fields count as missing', () => {
    const facts = jobFacts({
      summary: { team: ' ', location: '', jobType: '  ', level: '' },
      urlList: { apply: '' },
    });
    expect(facts).toEqual({
      team: null,
      location: 'Unknown',
      jobType: 'Any',
      level: 'All Levels',
      applyUrl: '#',
    });
  });
});
