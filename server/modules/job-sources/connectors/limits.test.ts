import { describe, expect, test } from 'vitest';

import type { ImportedJob } from './connector';
import { finishFeed, IMPORTED_JOB_LIMITS } from './limits';

function importedJob(externalId: string, changes: Partial<ImportedJob> = {}): ImportedJob {
  return {
    externalId,
    title: `Job ${externalId}`,
    department: 'Research',
    team: null,
    locations: [{ city: 'Berlin', region: null, countryCode: 'DE' }],
    workplaceType: 'on_site',
    remoteRegions: [],
    employmentType: 'full_time',
    level: null,
    pay: null,
    descriptionHtml: '<p>Hi</p>',
    applyUrl: null,
    atsUrl: null,
    publishedAt: null,
    updatedAt: null,
    ...changes,
  };
}

describe('finishFeed', () => {
  test('jobs within the limits pass unchanged, without problems', () => {
    const jobs = [importedJob('1'), importedJob('2')];
    expect(finishFeed(jobs)).toEqual({ jobs, problems: [] });
  });

  test('a repeated id keeps the first job and reports the second', () => {
    const result = finishFeed([
      importedJob('7', { title: 'First' }),
      importedJob('8'),
      importedJob('7', { title: 'Second' }),
    ]);
    expect(result.jobs.map((job) => job.title)).toEqual(['First', 'Job 8']);
    expect(result.problems).toEqual([
      {
        externalId: '7',
        message: 'a second job with id 7 skipped (the first kept)',
        skipped: 'id repeated',
      },
    ]);
  });

  test('over-long title and department are cut to the editor’s limits and reported', () => {
    const result = finishFeed([
      importedJob('1', { title: 'T'.repeat(300), department: 'D'.repeat(81) }),
    ]);
    const [job] = result.jobs;
    expect(job?.title).toHaveLength(IMPORTED_JOB_LIMITS.title);
    expect(job?.title.endsWith('…')).toBe(true);
    expect(job?.department).toHaveLength(IMPORTED_JOB_LIMITS.department);
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'title cut to 120 characters (it had 300)',
      'department cut to 80 characters (it had 81)',
    ]);
  });

  test('more than ten places keep the first ten', () => {
    const locations = Array.from({ length: 12 }, (_, index) => ({
      city: `City ${index}`,
      region: null,
      countryCode: 'DE',
    }));
    const result = finishFeed([importedJob('1', { locations })]);
    expect(result.jobs[0]?.locations).toEqual(locations.slice(0, 10));
    expect(result.problems[0]?.message).toBe('12 places: the first 10 kept');
  });

  test('an over-long description is cut to well-formed HTML within the limit', () => {
    const descriptionHtml = `<ul>${'<li><strong>point</strong></li>'.repeat(3000)}</ul>`;
    const [job] = finishFeed([importedJob('1', { descriptionHtml })]).jobs;
    expect(job?.descriptionHtml.length).toBeLessThanOrEqual(IMPORTED_JOB_LIMITS.descriptionHtml);
    expect(job?.descriptionHtml.endsWith('</ul>')).toBe(true);
  });

  test('a job without id or title is skipped and reported; whitespace in titles is tidied', () => {
    const result = finishFeed([
      importedJob(' ', { title: 'No id' }),
      importedJob('2', { title: '   ' }),
      importedJob('3', { title: '  Sleep   coach \n' }),
    ]);
    expect(result.jobs.map((job) => job.title)).toEqual(['Sleep coach']);
    expect(result.problems).toEqual([
      { externalId: null, message: '"No id" skipped: the feed gives it no id', skipped: 'no id' },
      { externalId: '2', message: 'skipped: the job has no title', skipped: 'no title' },
    ]);
  });

  test('problems found by the connector come first', () => {
    const earlier = { externalId: '9', message: 'pay left out' };
    expect(finishFeed([], [earlier]).problems).toEqual([earlier]);
  });
});
