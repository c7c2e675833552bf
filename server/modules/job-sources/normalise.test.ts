import { describe, expect, test } from 'vitest';

import { feedJob } from '../../test-support/job-feed';
import type { ImportedJob } from './connectors/connector';
import { normaliseJob } from './normalise';

const normalise = (overrides: Partial<ImportedJob>) => normaliseJob(feedJob('7', overrides), 'h');

describe('normaliseJob: what the database cannot store', () => {
  test.each([
    ['an hour', { currency: 'EUR', min: 50, max: 1_100_000, period: 'HOUR' }],
    ['a year', { currency: 'USD', min: 1, max: 9_999_999_999.99, period: 'YEAR' }],
    [
      'a month, at its lowest end',
      { currency: 'EUR', min: 50_000_000, max: 60_000_000, period: 'MONTH' },
    ],
  ] as const)('pay out of range %s skips the job, saying why', (_when, pay) => {
    const { job, problems } = normalise({ pay });

    expect(job).toBeNull();
    expect(problems).toEqual([
      {
        externalId: '7',
        message: expect.stringMatching(/^Its pay \(up to .*\) is more than the site can store/),
        skipped: 'pay out of range',
      },
    ]);
  });

  test('the highest pay the limit allows is kept', () => {
    const pay = { currency: 'EUR', min: 240_384.61, max: 240_384.61, period: 'HOUR' } as const;

    expect(normalise({ pay })).toMatchObject({ job: { fields: { pay } }, problems: [] });
  });

  test('NUL characters, which PostgreSQL text refuses, are taken out of every text', () => {
    const { job, problems } = normalise({
      title: 'Night\u0000 nurse',
      team: '\u0000',
      descriptionHtml: '<p>Care\u0000</p>',
      locations: [{ city: 'Ber\u0000lin', region: null, countryCode: 'DE' }],
      remoteRegions: ['EU\u0000'],
      applyUrl: 'https://ats.example/apply/\u00007',
    });

    expect(problems).toEqual([]);
    expect(job?.fields).toMatchObject({
      title: 'Night nurse',
      team: null,
      description: '<p>Care</p>',
      locations: [{ city: 'Berlin' }],
      remoteRegions: ['EU'],
      applyUrl: 'https://ats.example/apply/7',
    });
    expect(normalise({ externalId: '7\u0000' }).problems[0]?.skipped).toBe('id not storable');
  });

  test('a publication date outside the years 1 to 9999, or an invalid one, is left out', () => {
    for (const publishedAt of [new Date('-010000-01-01T00:00:00Z'), new Date(Number.NaN)]) {
      const { job, problems } = normalise({ publishedAt });

      expect(job?.fields.postedAt).toBeNull();
      expect(problems.map((problem) => problem.message)).toEqual([
        'The publication date is not a date the site can store; it was left out.',
      ]);
    }
  });

  test('an employment type the model lacks is left out; a workplace type it lacks skips the job', () => {
    const employment = normalise({ employmentType: 'gig' as ImportedJob['employmentType'] });
    expect(employment.job?.fields.employmentType).toBeNull();
    expect(employment.problems[0]?.message).toBe(
      'The employment type "gig" is none the site knows; it was left out.',
    );

    const workplace = normalise({ workplaceType: 'moon' as ImportedJob['workplaceType'] });
    expect(workplace.job).toBeNull();
    expect(workplace.problems[0]?.skipped).toBe('workplace type unknown');
  });
});
