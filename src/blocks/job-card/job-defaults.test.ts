import { describe, expect, test } from 'vitest';

import { applyUrl, jobFacts } from './job-defaults';

describe('jobFacts', () => {
  test('a job with every field keeps its own values', () => {
    const facts = jobFacts({
      summary: { team: 'Storefront', location: 'Berlin', jobType: 'Full-time', level: 'Senior' },
    });
    expect(facts).toEqual({
      team: 'Storefront',
      jobType: 'Full-time',
      level: 'Senior',
    });
  });

  test('missing fields get the SPEC §3 defaults, and no job type rather than "Any"', () => {
    expect(jobFacts({ summary: { team: null } })).toEqual({
      team: null,
      jobType: null,
      level: 'All Levels',
    });
  });

  test('blank fields count as missing', () => {
    const facts = jobFacts({ summary: { team: ' ', location: '', jobType: '  ', level: '' } });
    expect(facts).toEqual({
      team: null,
      jobType: null,
      level: 'All Levels',
    });
  });
});

describe('applyUrl', () => {
  test("the job's own link, or # when it has none or a blank one (SPEC §3)", () => {
    expect(applyUrl({ urlList: { apply: 'https://apply.example/1' } })).toBe(
      'https://apply.example/1',
    );
    expect(applyUrl({ urlList: {} })).toBe('#');
    expect(applyUrl({ urlList: { apply: '' } })).toBe('#');
  });
});
