import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { Section } from '../../../contract/page-types';
import { testDrivers } from '../../test-support/test-database';
import { daysFromNow, insertJob, uniqueLabel, uniqueSlug } from '../../test-support/fixtures';
import { createRealApp, type RealApp } from '../../test-support/real-app';

type JobDetailSection = Extract<Section, { type: 'job-detail' }>;

const NOT_FOUND_MESSAGE = 'Could not find what you are looking for. Please check and try again.';

describe.each(testDrivers())('GET /api/page/job/{id} and job-ext/{slug} [%s]', (driver) => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp({}, { driver });
  });
  afterAll(() => real.close());

  const db = () => real.services.database.db;
  const getPage = (pagePath: string) => request(real.app).get(`/api/page/${pagePath}`);
  const detailOf = (body: { data: { section: Section[] } }) =>
    body.data.section.find((section) => section.type === 'job-detail') as JobDetailSection;

  test('a job has the spec’s shape with department, dates and pay', async () => {
    const postedAt = new Date('2026-10-01T09:00:00.000Z');
    const closesAt = daysFromNow(20);
    const row = await insertJob(db(), {
      title: 'Firmware Engineer',
      description: '## About the role\n\nSensors & *sleep*.',
      department: 'Engineering',
      team: 'Pulse',
      locations: [{ city: 'Lisbon', country_code: 'PT' }],
      employment_type: 'full_time',
      level: 'Senior',
      apply_url: 'https://jobs.example/apply/fw-1',
      pay_currency: 'EUR',
      pay_min: 15.5,
      pay_max: 22.75,
      pay_period: 'HOUR',
      posted_at: postedAt,
      closes_at: closesAt,
    });

    const res = await getPage(`job/${row.id}`);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: 200, message: 'OK' });
    expect(res.body.data.title).toBe('Firmware Engineer in Lisbon, Portugal');
    expect(res.body.data.meta).toEqual({ description: 'About the role Sensors & sleep.' });
    expect(detailOf(res.body).job).toEqual({
      id: row.id,
      slug: null,
      title: 'Firmware Engineer',
      content: { description: '<h2>About the role</h2>\n<p>Sensors &amp; <em>sleep</em>.</p>\n' },
      summary: { team: 'Pulse', location: 'Lisbon', jobType: 'Full-time', level: 'Senior' },
      urlList: { apply: 'https://jobs.example/apply/fw-1' },
      department: 'Engineering',
      country: 'PT',
      remote: false,
      workplaceType: 'on_site',
      locations: [{ city: 'Lisbon', region: null, countryCode: 'PT', primary: true }],
      employmentType: 'full_time',
      remoteRegions: [],
      postedAt: postedAt.toISOString(),
      closesAt: closesAt.toISOString(),
      updatedAt: expect.any(String),
      pay: {
        currency: 'EUR',
        min: 15.5,
        max: 22.75,
        period: 'HOUR',
        // Compared as a full-time year (docs/pay.md).
        fullYearEur: { min: 32240, max: 47320 },
      },
      teamSize: null,
      relocationAssistance: false,
    });
  });

  test('a remote job’s page title says remote, not the city of its first place', async () => {
    const row = await insertJob(db(), {
      title: 'Remote Firmware Engineer',
      department: uniqueLabel('Dept'),
      workplace_type: 'remote',
      locations: [{ city: 'Amsterdam' }],
    });
    const res = await getPage(`job/${row.id}`).expect(200);
    expect(res.body.data.title).toBe('Remote Firmware Engineer, Remote');
  });

  test('the team size and relocation note are the job’s own: the seed’s jobs keep the SPEC’s', async () => {
    const seeded = await db()
      .selectFrom('job')
      .select('id')
      .where('source', '=', 'manual')
      .where('status', '=', 'open')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const stated = await insertJob(db(), {
      department: 'Engineering',
      team_size: 8,
      relocation_assistance: true,
    });
    const unstated = await insertJob(db(), { department: 'Engineering' });

    const facts = async (id: number) => {
      const { job } = detailOf((await getPage(`job/${id}`).expect(200)).body);
      return { teamSize: job.teamSize, relocationAssistance: job.relocationAssistance };
    };

    expect(await facts(seeded.id)).toEqual({ teamSize: 20, relocationAssistance: true });
    expect(await facts(stated.id)).toEqual({ teamSize: 8, relocationAssistance: true });
    expect(await facts(unstated.id)).toEqual({ teamSize: null, relocationAssistance: false });
  });

  test('a job without its optional fields leaves them out, for the screen’s defaults', async () => {
    const row = await insertJob(db(), {
      department: uniqueLabel('Dept'),
      title: 'Generalist',
      description: null,
      team: null,
      locations: [],
      employment_type: null,
      level: null,
      apply_url: null,
      pay_currency: null,
      pay_min: null,
      pay_max: null,
      pay_period: null,
      closes_at: null,
    });

    const res = await getPage(`job/${row.id}`);

    const { job } = detailOf(res.body);
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe('Generalist');
    expect(res.body.data.meta.description).toBe('Generalist');
    expect(job.content).toEqual({ description: '' });
    expect(job.summary).toEqual({ team: null });
    expect(job.urlList).toEqual({});
    expect(job.pay).toBeNull();
    expect(job.closesAt).toBeNull();
  });

  test('the page title names the place in words: the primary place, or where a remote job is open', async () => {
    const department = uniqueLabel('Dept');
    const london = await insertJob(db(), {
      department,
      title: 'Buyer',
      locations: [
        { city: 'London', region: 'Greater London', country_code: 'GB' },
        { city: null, country_code: 'GB' },
      ],
    });
    const remote = await insertJob(db(), {
      department,
      title: 'Support Lead',
      workplace_type: 'remote',
      remote_regions: ['US', 'CA'],
      locations: [],
    });

    expect((await getPage(`job/${london.id}`)).body.data.title).toBe(
      'Buyer in London, United Kingdom',
    );
    expect((await getPage(`job/${remote.id}`)).body.data.title).toBe(
      'Support Lead, Remote (United States, Canada)',
    );
  });

  test('the detail suggests similar open jobs, same department first, never itself', async () => {
    const department = uniqueLabel('Dept');
    const row = await insertJob(db(), { department });
    const sibling = await insertJob(db(), { department });
    const closed = await insertJob(db(), { department, closes_at: daysFromNow(-1) });

    const { similar } = detailOf((await getPage(`job/${row.id}`)).body);

    expect(similar[0]?.id).toBe(sibling.id);
    expect(similar.map((job) => job.id)).not.toContain(row.id);
    expect(similar.map((job) => job.id)).not.toContain(closed.id);
  });

  test('similar jobs rank the same team and a shared city first, newest first within a rank', async () => {
    const department = uniqueLabel('Dept');
    const like = (team: string, cities: string[]) =>
      insertJob(db(), { department, team, locations: cities.map((city) => ({ city })) });
    const row = await like('Pulse', ['Lisbon']);
    const both = await like('Pulse', ['Lisbon']);
    await like('Other', ['Oslo']);
    const city = await like('Other', ['Oslo', 'Lisbon']);
    const team = await like('Pulse', ['Oslo']);

    const { similar } = detailOf((await getPage(`job/${row.id}`)).body);

    expect(similar.map((job) => job.id)).toEqual([both.id, team.id, city.id]);
  });

  test('similar jobs carry what a card shows, not the description', async () => {
    const department = uniqueLabel('Dept');
    const row = await insertJob(db(), { department });
    const sibling = await insertJob(db(), {
      department,
      title: 'Sibling',
      description: 'A long description.',
      team: 'Pulse',
      locations: [{ city: 'Lisbon' }],
      employment_type: 'full_time',
      level: 'Senior',
      posted_at: new Date('2026-10-01T09:00:00.000Z'),
    });

    const { similar } = detailOf((await getPage(`job/${row.id}`)).body);

    expect(similar.find((job) => job.id === sibling.id)).toEqual({
      id: sibling.id,
      title: 'Sibling',
      summary: { team: 'Pulse', location: 'Lisbon', jobType: 'Full-time', level: 'Senior' },
      department,
      postedAt: '2026-10-01T09:00:00.000Z',
      remote: false,
      workplaceType: 'on_site',
      locations: [{ city: 'Lisbon', region: null, countryCode: 'NL', primary: true }],
      remoteRegions: [],
      // The fixture's pay.
      pay: {
        currency: 'EUR',
        min: 50_000,
        max: 65_000,
        period: 'YEAR',
        fullYearEur: { min: 50_000, max: 65_000 },
      },
    });
  });

  test('an external job is found by its slug', async () => {
    const slug = uniqueSlug('partner');
    const row = await insertJob(db(), { department: uniqueLabel('Dept'), ext_slug: slug });

    const res = await getPage(`job-ext/${slug}`);

    expect(res.status).toBe(200);
    expect(detailOf(res.body).job).toMatchObject({ id: row.id, slug });
  });

  test.each([
    'job/99999999',
    'job/99999999999',
    'job/0',
    'job/01',
    'job/1e2',
    'job/abc',
    'job-ext/no-such-partner-job',
  ])('%s is a 404 envelope', async (pagePath) => {
    const res = await getPage(pagePath);

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 404, data: null, message: NOT_FOUND_MESSAGE });
  });

  test('a closed job is a 410 envelope carrying its title and similar open jobs', async () => {
    const department = uniqueLabel('Dept');
    const closed = await insertJob(db(), {
      department,
      title: 'Night Shift Lead',
      closes_at: daysFromNow(-1),
    });
    const open = await insertJob(db(), { department });

    const res = await getPage(`job/${closed.id}`);

    expect(res.status).toBe(410);
    expect(res.body).toEqual({
      success: false,
      code: 410,
      data: {
        title: 'Night Shift Lead',
        similar: expect.any(Array),
        alertQuery: expect.any(Object),
      },
      message: 'The position Night Shift Lead is closed.',
    });
    expect(res.body.data.similar[0]).toMatchObject({ id: open.id, title: open.title });
    expect(res.body.data.similar.length).toBeLessThanOrEqual(3);
  });

  test('a closed job offers the list’s search of its department and places: its cities, or its remote regions', async () => {
    const department = uniqueLabel('Dept');
    const [first, second] = [uniqueLabel('City'), uniqueLabel('City')];
    const inCities = await insertJob(db(), {
      department,
      closes_at: daysFromNow(-1),
      locations: [{ city: first }, { city: second }, { city: first }],
    });
    const remote = await insertJob(db(), {
      department,
      closes_at: daysFromNow(-1),
      workplace_type: 'remote',
      remote_regions: ['DE', 'EMEA'],
      locations: [],
    });

    const cities = await getPage(`job/${inCities.id}`);
    const regions = await getPage(`job/${remote.id}`);

    expect(cities.body.data.alertQuery).toMatchObject({
      department: [department],
      location: [first, second],
      jobType: [],
      workplace: [],
      search: '',
    });
    expect(regions.body.data.alertQuery).toMatchObject({
      department: [department],
      location: ['Germany', 'EMEA'],
    });
  });

  test('a closed external job is a 410 envelope too', async () => {
    const slug = uniqueSlug('partner');
    await insertJob(db(), {
      department: uniqueLabel('Dept'),
      ext_slug: slug,
      title: 'Partner Role',
      closes_at: daysFromNow(-2),
    });

    const res = await getPage(`job-ext/${slug}`);

    expect(res.status).toBe(410);
    expect(res.body.data.title).toBe('Partner Role');
  });

  test('a job detail takes no query parameters', async () => {
    const row = await insertJob(db(), { department: uniqueLabel('Dept') });

    const res = await getPage(`job/${row.id}?ref=newsletter`);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400, data: { field: 'ref' } });
  });
});
