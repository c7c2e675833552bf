import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { JobListItem, Section } from '../../../contract/page-types';
import { testDrivers } from '../../test-support/test-database';
import { daysFromNow, insertJob, uniqueLabel, uniqueWord } from '../../test-support/fixtures';
import { getJobListSection } from '../../test-support/job-list-section';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { writeSourcedJobs, type SourcedJob } from './sourced-jobs-service';

const titlesOf = (list: JobListItem[]) => list.map((job) => job.title);

describe.each(testDrivers())('GET /api/page/job [%s]', (driver) => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp({}, { driver });
  });
  afterAll(() => real.close());

  const db = () => real.services.database.db;

  const getJobList = (query: string) => getJobListSection(real.app, query);

  const param = (name: string, ...values: string[]) =>
    values.map((value) => `${name}=${encodeURIComponent(value)}`).join('&');

  test('answers the page envelope with the content and the job list', async () => {
    const res = await request(real.app).get('/api/page/job');

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: 200, message: 'OK' });
    expect(res.body.data).toEqual({
      title: expect.any(String),
      meta: { description: expect.any(String) },
      section: expect.arrayContaining([expect.objectContaining({ type: 'job-list' })]),
    });
  });

  test('a listed job carries what its card shows, not the description', async () => {
    const department = uniqueLabel('Dept');
    const row = await insertJob(db(), {
      department,
      title: 'Sleep Coach',
      description: 'A long description the card does not show.',
      team: 'Care',
      locations: [],
      employment_type: 'part_time',
      level: null,
      workplace_type: 'remote',
      remote_regions: ['US'],
      posted_at: new Date('2026-10-01T09:00:00.000Z'),
      pay_currency: 'EUR',
      pay_min: 21.5,
      pay_max: 24,
      pay_period: 'HOUR',
    });

    const section = await getJobList(param('department', department));

    expect(section.list).toEqual([
      {
        id: row.id,
        title: 'Sleep Coach',
        summary: { team: 'Care', jobType: 'Part-time' },
        department,
        postedAt: '2026-10-01T09:00:00.000Z',
        remote: true,
        workplaceType: 'remote',
        locations: [],
        remoteRegions: ['US'],
        pay: {
          currency: 'EUR',
          min: 21.5,
          max: 24,
          period: 'HOUR',
          fullYearEur: { min: 44720, max: 49920 },
        },
      },
    ]);
  });

  test('lists the newest first by createdAt when no order is chosen', async () => {
    const department = uniqueLabel('Dept');
    for (const [title, days] of [
      ['Middle', -2],
      ['Newest', -1],
      ['Oldest', -3],
    ] as const) {
      await insertJob(db(), { department, title, created_at: daysFromNow(days) });
    }

    const section = await getJobList(param('department', department));

    expect(section.query.sort).toBe('newest');
    expect(titlesOf(section.list)).toEqual(['Newest', 'Middle', 'Oldest']);
  });

  test('newest first takes an imported job by when its ATS published it, not when it was synced', async () => {
    const department = uniqueLabel('Dept');
    await insertJob(db(), {
      department,
      title: 'Opened two days ago',
      created_at: daysFromNow(-2),
    });
    const source = await db()
      .insertInto('job_source')
      .values({ type: 'greenhouse', board: uniqueWord() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const imported = (title: string, postedAt: Date | null): SourcedJob => ({
      externalId: uniqueWord(),
      contentHash: uniqueWord(),
      fields: {
        title,
        department,
        team: null,
        level: null,
        employmentType: 'full_time',
        workplaceType: 'on_site',
        remoteRegions: [],
        pay: null,
        description: '<p>Imported by a test.</p>',
        applyUrl: null,
        atsUrl: null,
        postedAt,
        locations: [{ city: 'Utrecht', region: null, countryCode: 'NL' }],
      },
    });
    await db()
      .transaction()
      .execute((trx) =>
        writeSourcedJobs(trx, {
          sourceType: 'greenhouse',
          sourceId: source.id,
          now: new Date(),
          added: [
            imported('Published yesterday', daysFromNow(-1)),
            imported('Published last week', daysFromNow(-7)),
            // A time ahead of the sync (a wrong clock in the ATS) counts as the sync's.
            imported('Published tomorrow', daysFromNow(1)),
            imported('Published at no stated time', null),
          ],
          updated: [],
          closed: [],
        }),
      );

    const section = await getJobList(param('department', department));

    expect(titlesOf(section.list)).toEqual([
      'Published at no stated time',
      'Published tomorrow',
      'Published yesterday',
      'Opened two days ago',
      'Published last week',
    ]);
  });

  test('sort=oldest lists the oldest first', async () => {
    const department = uniqueLabel('Dept');
    await insertJob(db(), { department, title: 'Newer', created_at: daysFromNow(-1) });
    await insertJob(db(), { department, title: 'Older', created_at: daysFromNow(-3) });

    const section = await getJobList(`${param('department', department)}&sort=oldest`);

    expect(titlesOf(section.list)).toEqual(['Older', 'Newer']);
  });

  test('sort=title lists by title from A to Z', async () => {
    const department = uniqueLabel('Dept');
    for (const title of ['Birch', 'Cedar', 'Alder']) await insertJob(db(), { department, title });

    const section = await getJobList(`${param('department', department)}&sort=title`);

    expect(titlesOf(section.list)).toEqual(['Alder', 'Birch', 'Cedar']);
  });

  test('filters by several departments joined with |', async () => {
    const [first, second, other] = [uniqueLabel('Dept'), uniqueLabel('Dept'), uniqueLabel('Dept')];
    await insertJob(db(), { department: first, title: 'First' });
    await insertJob(db(), { department: second, title: 'Second' });
    await insertJob(db(), { department: other, title: 'Other' });

    const section = await getJobList(param('department', `${first}|${second}`));

    expect(titlesOf(section.list).sort()).toEqual(['First', 'Second']);
    expect(section.query.department).toEqual([first, second]);
  });

  test('filters by repeated keys, as a form without JavaScript sends its checkboxes', async () => {
    const [first, second, third] = [uniqueLabel('Dept'), uniqueLabel('Dept'), uniqueLabel('Dept')];
    await insertJob(db(), { department: first, title: 'First' });
    await insertJob(db(), { department: second, title: 'Second' });
    await insertJob(db(), { department: third, title: 'Third' });

    const repeated = await getJobList(param('department', first, second));
    const mixed = await getJobList(param('department', first, `${second}|${third}`));

    expect(titlesOf(repeated.list).sort()).toEqual(['First', 'Second']);
    expect(repeated.query.department).toEqual([first, second]);
    expect(titlesOf(mixed.list).sort()).toEqual(['First', 'Second', 'Third']);
  });

  test('empty values, as a form without JavaScript sends them, mean the defaults', async () => {
    const department = uniqueLabel('Dept');
    await insertJob(db(), { department, title: 'Only' });

    const section = await getJobList(
      `search=&sort=&page=&location=&jobType=&${param('department', department)}`,
    );

    expect(titlesOf(section.list)).toEqual(['Only']);
    expect(section.query).toEqual({
      department: [department],
      location: [],
      jobType: [],
      workplace: [],
      search: '',
      sort: 'newest',
      page: 1,
    });
  });

  test('filters by location and job type, each value list matching any of its values', async () => {
    const department = uniqueLabel('Dept');
    const [berlin, remote] = [uniqueLabel('City'), uniqueLabel('Remote')];
    await insertJob(db(), {
      department,
      locations: [{ city: berlin }],
      employment_type: 'contract',
      title: 'A',
    });
    await insertJob(db(), {
      department,
      locations: [{ city: remote }],
      employment_type: 'part_time',
      title: 'B',
    });
    await insertJob(db(), {
      department,
      locations: [{ city: remote }],
      employment_type: 'contract',
      title: 'C',
    });
    await insertJob(db(), { department, locations: [{ city: uniqueLabel('City') }], title: 'D' });

    const byLocation = await getJobList(param('location', `${berlin}|${remote}`));
    const byBoth = await getJobList(
      `${param('location', `${berlin}|${remote}`)}&${param('jobType', 'Contract')}`,
    );

    expect(titlesOf(byLocation.list).sort()).toEqual(['A', 'B', 'C']);
    expect(titlesOf(byBoth.list).sort()).toEqual(['A', 'C']);
  });

  test.each(['without', 'with'])(
    'a job in several cities (%s a search): the location filter matches any of them, the list and the facets count it once',
    async (mode) => {
      const [department, word] = [uniqueLabel('Dept'), uniqueWord()];
      const [lisbon, porto, faro] = [uniqueLabel('City'), uniqueLabel('City'), uniqueLabel('City')];
      const job = (title: string, ...cities: string[]) =>
        insertJob(db(), {
          department,
          title: `${title} ${word}`,
          locations: cities.map((city) => ({ city })),
        });
      await job('Both', lisbon, porto);
      await job('Porto only', porto);
      await job('Faro first', faro, lisbon);
      await job('Elsewhere', uniqueLabel('City'));
      const search = mode === 'with' ? `&${param('search', word)}` : '';

      const section = await getJobList(
        `${param('department', department)}&${param('location', `${lisbon}|${porto}`)}${search}`,
      );

      expect(titlesOf(section.list).sort()).toEqual([
        `Both ${word}`,
        `Faro first ${word}`,
        `Porto only ${word}`,
      ]);
      expect(section.pager.total).toBe(3);
      expect(section.filters.department).toEqual([{ value: department, count: 3 }]);
      // Beside each city, the department's jobs there: 'Both' once under each of its cities.
      expect(section.filters.location).toEqual(
        expect.arrayContaining([
          { value: lisbon, count: 2 },
          { value: porto, count: 2 },
          { value: faro, count: 1 },
        ]),
      );
      expect(section.filters.location).toHaveLength(4);
      const card = section.list.find((item) => item.title === `Faro first ${word}`);
      expect(card?.summary.location).toBe(faro);
      expect(card?.locations.map((place) => [place.city, place.primary])).toEqual([
        [faro, true],
        [lisbon, false],
      ]);
    },
  );

  test('a place added, moved or removed changes which location filters find the job at once', async () => {
    const department = uniqueLabel('Dept');
    const [lisbon, porto, faro] = [uniqueLabel('City'), uniqueLabel('City'), uniqueLabel('City')];
    const job = await insertJob(db(), { department, locations: [{ city: lisbon }] });
    const found = async (city: string) =>
      (await getJobList(`${param('department', department)}&${param('location', city)}`)).list.map(
        (item) => item.id,
      );

    await db()
      .insertInto('job_location')
      .values({ job_id: job.id, position: 1, city: porto, region: null, country_code: 'PT' })
      .execute();
    expect([await found(lisbon), await found(porto)]).toEqual([[job.id], [job.id]]);

    await db()
      .updateTable('job_location')
      .set({ city: faro })
      .where('job_id', '=', job.id)
      .where('position', '=', 1)
      .execute();
    expect([await found(porto), await found(faro)]).toEqual([[], [job.id]]);

    await db()
      .deleteFrom('job_location')
      .where('job_id', '=', job.id)
      .where('position', '=', 0)
      .execute();
    expect([await found(lisbon), await found(faro)]).toEqual([[], [job.id]]);
  });

  test('shows 8 jobs a page with a pager of page, totalPages and total', async () => {
    const department = uniqueLabel('Dept');
    for (let day = 1; day <= 10; day += 1)
      await insertJob(db(), { department, title: `Job ${day}`, created_at: daysFromNow(-day) });

    const first = await getJobList(param('department', department));
    const second = await getJobList(`${param('department', department)}&page=2`);

    expect(first.list).toHaveLength(8);
    expect(first.pager).toEqual({ page: 1, totalPages: 2, total: 10 });
    expect(titlesOf(second.list)).toEqual(['Job 9', 'Job 10']);
    expect(second.pager).toEqual({ page: 2, totalPages: 2, total: 10 });
  });

  test('a page past the end returns an empty list with the right pager', async () => {
    const department = uniqueLabel('Dept');
    await insertJob(db(), { department });

    const section = await getJobList(`${param('department', department)}&page=5`);

    expect(section.list).toEqual([]);
    expect(section.pager).toEqual({ page: 5, totalPages: 1, total: 1 });
  });

  test('closed jobs are left out of the list and of the counts', async () => {
    const department = uniqueLabel('Dept');
    await insertJob(db(), { department, title: 'Open' });
    await insertJob(db(), { department, title: 'Open, no closing date', closes_at: null });
    await insertJob(db(), { department, title: 'Closed', closes_at: daysFromNow(-1) });

    const section = await getJobList(param('department', department));

    expect(titlesOf(section.list).sort()).toEqual(['Open', 'Open, no closing date']);
    expect(section.pager.total).toBe(2);
    expect(section.filters.department.find((option) => option.value === department)).toEqual({
      value: department,
      count: 2,
    });
  });

  test('the counts follow the jobs: a job added or closed changes the next list', async () => {
    const department = uniqueLabel('Dept');
    await insertJob(db(), { department, title: 'First' });
    expect((await getJobList(param('department', department))).pager.total).toBe(1);

    await insertJob(db(), { department, title: 'Added' });
    const closing = await insertJob(db(), {
      department,
      title: 'Closing soon',
      closes_at: new Date(Date.now() + 400),
    });
    const before = await getJobList(`${param('department', department)}&sort=oldest`);
    expect(before.pager.total).toBe(3);
    expect(before.filters.department).toContainEqual({ value: department, count: 3 });

    // No write this time: the job's closing time passes.
    await new Promise((resolve) =>
      setTimeout(resolve, closing.closes_at!.getTime() - Date.now() + 50),
    );
    const after = await getJobList(`${param('department', department)}&sort=title`);
    expect(titlesOf(after.list)).toEqual(['Added', 'First']);
    expect(after.filters.department).toContainEqual({ value: department, count: 2 });
  });

  test('search finds a word in the title, the description or the team', async () => {
    const word = uniqueWord();
    const department = uniqueLabel('Dept');
    await insertJob(db(), { department, title: `Lead ${word}` });
    await insertJob(db(), { department, title: 'In the description', description: `We ${word}.` });
    await insertJob(db(), { department, title: 'In the team', team: `${word} squad` });
    await insertJob(db(), { department, title: 'Elsewhere' });

    const section = await getJobList(param('search', word));

    expect(titlesOf(section.list).sort()).toEqual([
      'In the description',
      'In the team',
      `Lead ${word}`,
    ]);
  });

  test('search ranks a match in the title above a newer match in the description', async () => {
    const word = uniqueWord();
    const department = uniqueLabel('Dept');
    await insertJob(db(), {
      department,
      title: 'Newer, description only',
      description: `Some ${word} work.`,
      created_at: daysFromNow(-1),
    });
    await insertJob(db(), { department, title: `Older ${word}`, created_at: daysFromNow(-5) });

    const section = await getJobList(param('search', word));

    expect(section.query.sort).toBe('relevance');
    expect(titlesOf(section.list)).toEqual([`Older ${word}`, 'Newer, description only']);
  });

  test('search ranks the title, then the team, then the description; equals newest first', async () => {
    const word = uniqueWord();
    const department = uniqueLabel('Dept');
    const job = (title: string, daysAgo: number, fields: object) =>
      insertJob(db(), { department, title, created_at: daysFromNow(-daysAgo), ...fields });
    await job('Older description', 9, { description: `Some ${word} work.` });
    await job('In the team', 7, { team: `${word} squad` });
    await job('Newer description', 1, { description: `More ${word} work.` });
    await job(`Oldest ${word}`, 20, {});

    const section = await getJobList(param('search', word));

    expect(titlesOf(section.list)).toEqual([
      `Oldest ${word}`,
      'In the team',
      'Newer description',
      'Older description',
    ]);
    expect(section.pager.total).toBe(4);
  });

  test('plain words must all match, in any order; a quoted phrase only in that order', async () => {
    const [first, second] = [uniqueWord(), uniqueWord()];
    const department = uniqueLabel('Dept');
    await insertJob(db(), { department, title: 'In order', description: `${first} ${second}` });
    await insertJob(db(), {
      department,
      title: 'Reversed',
      description: `${second} and then ${first}`,
    });
    await insertJob(db(), { department, title: 'One word', description: first });

    const words = await getJobList(param('search', `${first} ${second}`));
    const phrase = await getJobList(param('search', `"${first} ${second}"`));

    expect(titlesOf(words.list).sort()).toEqual(['In order', 'Reversed']);
    expect(titlesOf(phrase.list)).toEqual(['In order']);
  });

  test('a search of stop words only finds nothing and keeps the page out of search engines', async () => {
    const res = await request(real.app).get('/api/page/job?search=the');

    const section = (res.body.data.section as Section[]).find((item) => item.type === 'job-list');
    expect(res.status).toBe(200);
    expect(section).toMatchObject({ list: [], pager: { page: 1, totalPages: 1, total: 0 } });
    expect(res.body.data.meta.noindex).toBe(true);
  });

  test('facets count the jobs of the current result', async () => {
    const word = uniqueWord();
    const [design, data] = [uniqueLabel('Dept'), uniqueLabel('Dept')];
    const [porto, remote] = [uniqueLabel('City'), uniqueLabel('Remote')];
    await insertJob(db(), {
      department: design,
      locations: [{ city: porto }],
      title: word,
      employment_type: 'contract',
    });
    await insertJob(db(), {
      department: design,
      locations: [{ city: remote }],
      title: word,
      employment_type: 'contract',
    });
    await insertJob(db(), {
      department: data,
      locations: [{ city: porto }],
      title: word,
      employment_type: 'part_time',
    });
    await insertJob(db(), {
      department: data,
      locations: [{ city: porto }],
      title: word,
      closes_at: daysFromNow(-1),
    });

    const section = await getJobList(param('search', word));

    expect(section.filters).toEqual({
      department: [
        { value: design, count: 2 },
        { value: data, count: 1 },
      ].sort((a, b) => (a.value < b.value ? -1 : 1)),
      location: [
        { value: porto, count: 2 },
        { value: remote, count: 1 },
      ].sort((a, b) => (a.value < b.value ? -1 : 1)),
      jobType: [
        { value: 'Contract', count: 2 },
        { value: 'Part-time', count: 1 },
      ],
      workplace: [{ value: 'On site', count: 3 }],
      // The fixture's pay: 50,000–65,000 euros a year.
      payMin: [
        { value: '40000', count: 3 },
        { value: '60000', count: 3 },
        { value: '80000', count: 0 },
        { value: '100000', count: 0 },
      ],
    });
  });

  test("a facet's counts ignore its own filter, so its other options stay selectable", async () => {
    const word = uniqueWord();
    const [design, data] = [uniqueLabel('Dept'), uniqueLabel('Dept')];
    const [porto, lyon] = [uniqueLabel('City'), uniqueLabel('City')];
    await insertJob(db(), { department: design, locations: [{ city: porto }], title: word });
    await insertJob(db(), { department: design, locations: [{ city: lyon }], title: word });
    await insertJob(db(), { department: data, locations: [{ city: porto }], title: word });

    const section = await getJobList(`${param('search', word)}&${param('department', design)}`);

    expect(section.pager.total).toBe(2);
    expect(section.filters.department).toEqual(
      expect.arrayContaining([
        { value: design, count: 2 },
        { value: data, count: 1 },
      ]),
    );
    expect(section.filters.location).toEqual(
      expect.arrayContaining([
        { value: porto, count: 1 },
        { value: lyon, count: 1 },
      ]),
    );
    expect(section.filters.location).toHaveLength(2);
  });

  test.each([
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['page=1e3', 'page'],
    ['page=2&page=3', 'page'],
    ['sort=bogus', 'sort'],
    ['sort=newest&sort=title', 'sort'],
    [`search=${'a'.repeat(201)}`, 'search'],
    [`department=${'d'.repeat(501)}`, 'department'],
    ['departement=Design', 'departement'],
  ])('?%s is a 400 envelope naming %s', async (query, field) => {
    const res = await request(real.app).get(`/api/page/job?${query}`);

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400, data: { field } });
    expect(res.body.message).toMatch(new RegExp(`^Invalid ${field}: `));
  });
});
