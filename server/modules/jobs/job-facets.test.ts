import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { JOB_FILTER_KEYS } from '../../../contract/job-list-query';
import type { FilterOption } from '../../../contract/page-types';
import { testDrivers } from '../../test-support/test-database';
import { insertJob, uniqueLabel } from '../../test-support/fixtures';
import { getJobListSection } from '../../test-support/job-list-section';
import { createRealApp, type RealApp } from '../../test-support/real-app';

const sumOf = (options: FilterOption[]) => options.reduce((sum, option) => sum + option.count, 0);

// Issue 32: every open job is findable by every filter, and each facet's counts add up.
describe.each(testDrivers())('the job list facets tell the truth [%s]', (driver) => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp({}, { driver });
  });
  afterAll(() => real.close());

  const db = () => real.services.database.db;

  const getJobList = (query: string) => getJobListSection(real.app, query);

  const param = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

  test('on the seed jobs, each facet counts every open job once: its counts add up to the total', async () => {
    const { pager, filters } = await getJobList('');

    expect(pager.total).toBeGreaterThan(0);
    for (const key of JOB_FILTER_KEYS)
      expect([key, sumOf(filters[key])]).toEqual([key, pager.total]);
    const values = JOB_FILTER_KEYS.flatMap((key) => filters[key].map((option) => option.value));
    expect(values).not.toContain('Unknown');
    expect(values).not.toContain('Any');
    // A workplace, not a place (migration 021).
    expect(filters.location.map((option) => option.value)).not.toContain('Remote');
  });

  test('a remote job without an office is found by the country where its people may live', async () => {
    const department = uniqueLabel('Dept');
    const city = uniqueLabel('City');
    await insertJob(db(), { department, locations: [{ city }], title: 'Office' });
    await insertJob(db(), {
      department,
      locations: [],
      workplace_type: 'remote',
      remote_regions: ['PT', 'EU', 'EMEA'],
      title: 'Remote',
    });

    const all = await getJobList(param('department', department));
    const fromPortugal = await getJobList(
      `${param('department', department)}&${param('location', 'Portugal')}`,
    );
    const fromEmea = await getJobList(
      `${param('department', department)}&${param('location', 'EMEA')}`,
    );
    const fromEu = await getJobList(
      `${param('department', department)}&${param('location', 'European Union')}`,
    );

    expect(all.filters.location).toEqual([
      { value: city, count: 1 },
      { value: 'EMEA', count: 1, label: 'Anywhere in EMEA' },
      { value: 'European Union', count: 1, label: 'Anywhere in European Union' },
      { value: 'Portugal', count: 1, label: 'Anywhere in Portugal' },
    ]);
    expect(fromPortugal.list.map((job) => job.title)).toEqual(['Remote']);
    expect(fromEmea.list.map((job) => job.title)).toEqual(['Remote']);
    expect(fromEu.list.map((job) => job.title)).toEqual(['Remote']);
  });

  test('the workplace filter lists the jobs of the chosen workplace types, counted beside each', async () => {
    const department = uniqueLabel('Dept');
    await insertJob(db(), { department, workplace_type: 'on_site', title: 'On site' });
    await insertJob(db(), { department, workplace_type: 'hybrid', title: 'Hybrid' });
    await insertJob(db(), {
      department,
      workplace_type: 'remote',
      remote_regions: ['DE'],
      title: 'Remote',
    });

    const remote = await getJobList(`${param('department', department)}&workplace=Remote`);
    const either = await getJobList(
      `${param('department', department)}&${param('workplace', 'Remote|Hybrid')}`,
    );

    expect(remote.list.map((job) => job.title)).toEqual(['Remote']);
    expect(remote.query.workplace).toEqual(['Remote']);
    expect(either.list.map((job) => job.title).sort()).toEqual(['Hybrid', 'Remote']);
    // The facet ignores its own filter, so the other types stay selectable.
    expect(remote.filters.workplace).toEqual([
      { value: 'Hybrid', count: 1 },
      { value: 'On site', count: 1 },
      { value: 'Remote', count: 1 },
    ]);
  });

  test('a link or alert saved when Remote was a place, ?location=Remote, lists the remote jobs', async () => {
    const department = uniqueLabel('Dept');
    await insertJob(db(), { department, workplace_type: 'on_site', title: 'On site' });
    await insertJob(db(), {
      department,
      workplace_type: 'remote',
      remote_regions: ['PT'],
      title: 'Remote',
    });

    const old = await getJobList(`${param('department', department)}&location=Remote`);

    expect(old.list.map((job) => job.title)).toEqual(['Remote']);
    expect(old.query).toMatchObject({ location: [], workplace: ['Remote'] });
  });

  test.each([['workplace=remote'], ['workplace=Anywhere'], ['workplace=Remote%7COffice']])(
    '?%s is a 400 naming workplace',
    async (query) => {
      const res = await request(real.app).get(`/api/page/job?${query}`);

      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 400, data: { field: 'workplace' } });
      expect(res.body.message).toMatch(
        /^Invalid workplace: must be one of On site, Hybrid, Remote/,
      );
    },
  );
});
