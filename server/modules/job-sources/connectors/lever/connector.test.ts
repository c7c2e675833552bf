import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { testFeedFailures } from '../../../../test-support/connector-failures';
import { type FeedServer, startFeedServer } from '../../../../test-support/feed-server';
import { leverConnector } from './connector';

// Payloads written from the Postings API's documented fields (github.com/lever/postings-api):
// the current shape with workplaceType, allLocations, country and salaryRange, and the old one
// without them, whose description is plain text; inconsistent case and missing locations.
const BOARD = '/v0/postings/acme?mode=json';

function leverPosting(id: string, changes: Record<string, unknown> = {}) {
  return {
    id,
    text: `Night nurse ${id}`,
    categories: {
      commitment: 'Full-time',
      location: 'Berlin',
      team: 'Care',
      allLocations: ['Berlin'],
    },
    country: 'DE',
    workplaceType: 'on-site',
    opening: '',
    openingPlain: '',
    description: '<div>We look after sleepers.</div>',
    descriptionPlain: 'We look after sleepers.\n',
    descriptionBody: '<div>We look after sleepers.</div>',
    descriptionBodyPlain: 'We look after sleepers.\n',
    lists: [],
    additional: '',
    additionalPlain: '',
    hostedUrl: `https://jobs.lever.co/acme/${id}`,
    applyUrl: `https://jobs.lever.co/acme/${id}/apply`,
    createdAt: 1_785_000_000_000,
    ...changes,
  };
}

let feed: FeedServer;
beforeAll(async () => {
  feed = await startFeedServer();
});
afterAll(() => feed.close());

const read = (baseUrl = feed.baseUrl) =>
  leverConnector.readJobs({ type: 'lever', board: 'acme', baseUrl }, AbortSignal.timeout(10_000));

describe('leverConnector.readJobs', () => {
  test('reads the current shape: every location, workplace type, salary range, lists', async () => {
    feed.route(BOARD, {
      body: [
        leverPosting('a1b2c3d4-0001', {
          text: 'Sleep Researcher',
          categories: {
            commitment: 'Full-time',
            department: 'Research',
            team: 'Sleep Lab ',
            level: 'Senior',
            location: 'Amsterdam, Netherlands',
            allLocations: ['Amsterdam, Netherlands', 'Remote – EU', 'amsterdam'],
          },
          country: 'NL',
          workplaceType: 'hybrid',
          description:
            '<div><b>Who we are</b></div><div>Rested people, <a href="https://acme.example">rested world</a>.</div>' +
            '<div><br></div><div onmouseover="x()">Join us</div>',
          lists: [
            { text: 'What you will do', content: '<li>Run studies</li><li>Write &amp; share</li>' },
            { text: '', content: '<li>Untitled list</li>' },
          ],
          additional: '<div>Equal opportunity.</div>',
          salaryRange: { currency: 'EUR', interval: 'per-year-salary', min: 65000, max: 80000 },
        }),
      ],
    });

    const { jobs, problems } = await read();

    expect(problems).toEqual([]);
    expect(jobs).toEqual([
      {
        externalId: 'a1b2c3d4-0001',
        title: 'Sleep Researcher',
        department: 'Research',
        team: 'Sleep Lab',
        locations: [{ city: 'Amsterdam', region: null, countryCode: 'NL' }],
        workplaceType: 'hybrid',
        remoteRegions: ['EU'],
        employmentType: 'full_time',
        level: 'Senior',
        pay: { currency: 'EUR', min: 65000, max: 80000, period: 'YEAR' },
        descriptionHtml:
          '<p><b>Who we are</b></p><p>Rested people, <a href="https://acme.example" rel="noopener">rested world</a>.</p>' +
          '<p>Join us</p>\n<h3>What you will do</h3><ul><li>Run studies</li><li>Write &amp; share</li></ul>\n' +
          '<ul><li>Untitled list</li></ul>\n<p>Equal opportunity.</p>',
        applyUrl: 'https://jobs.lever.co/acme/a1b2c3d4-0001/apply',
        atsUrl: 'https://jobs.lever.co/acme/a1b2c3d4-0001',
        publishedAt: new Date(1_785_000_000_000),
        updatedAt: null,
      },
    ]);
  });

  test('reads the old shape: no workplace type or country, plain-text description, odd case', async () => {
    feed.route(BOARD, {
      body: [
        {
          id: 'old-1',
          text: 'Operations Manager',
          description: 'We make beds.\n\nYou keep <everything> running & tidy.\n',
          lists: [],
          additional: 'Apply soon.',
          createdAt: 1_404_344_202_506,
          hostedUrl: 'https://jobs.lever.co/acme/old-1',
          applyUrl: 'https://jobs.lever.co/acme/old-1/apply',
          categories: {
            team: 'Operations',
            location: 'San francisco',
            commitment: 'Part-time',
            level: null,
          },
        },
        {
          id: 'old-2',
          text: 'Remote Writer',
          description: '',
          createdAt: 1_404_344_202_506,
          categories: { team: 'Content', location: 'Remote (US)', commitment: 'Contractor' },
        },
        { id: 'old-3', text: 'No categories at all', createdAt: null },
      ],
    });

    const { jobs, problems } = await read();

    expect(problems).toEqual([]);
    expect(
      jobs.map(
        ({
          externalId,
          department,
          team,
          locations,
          workplaceType,
          remoteRegions,
          employmentType,
        }) => ({
          externalId,
          department,
          team,
          locations,
          workplaceType,
          remoteRegions,
          employmentType,
        }),
      ),
    ).toEqual([
      {
        externalId: 'old-1',
        department: 'Operations',
        team: null,
        locations: [{ city: 'San francisco', region: null, countryCode: null }],
        workplaceType: 'on_site',
        remoteRegions: [],
        employmentType: 'part_time',
      },
      {
        externalId: 'old-2',
        department: 'Content',
        team: null,
        locations: [],
        workplaceType: 'remote',
        remoteRegions: ['US'],
        employmentType: 'contract',
      },
      {
        externalId: 'old-3',
        department: null,
        team: null,
        locations: [],
        workplaceType: 'on_site',
        remoteRegions: [],
        employmentType: null,
      },
    ]);
    expect(jobs[0]?.descriptionHtml).toBe(
      '<p>We make beds.</p><p>You keep &lt;everything&gt; running &amp; tidy.</p>\n<p>Apply soon.</p>',
    );
    expect(jobs[1]?.applyUrl).toBeNull();
  });

  test('the country completes the primary place; a salary range that makes no sense is reported', async () => {
    feed.route(BOARD, {
      body: [
        leverPosting('p-1', {
          categories: {
            location: 'Austin',
            allLocations: ['Austin', 'Denver'],
            commitment: 'Intern',
          },
          country: 'US',
          workplaceType: 'unspecified',
          salaryRange: { currency: 'USD', interval: 'per-hour-wage', min: 40, max: 20 },
        }),
      ],
    });

    const { jobs, problems } = await read();

    expect(jobs[0]).toMatchObject({
      locations: [
        { city: 'Austin', region: null, countryCode: 'US' },
        { city: 'Denver', region: null, countryCode: null },
      ],
      workplaceType: 'on_site',
      employmentType: 'internship',
      pay: null,
    });
    expect(problems).toEqual([
      { externalId: 'p-1', message: 'pay left out: the minimum 40 is above the maximum 20' },
    ]);
  });

  test('a remote posting in a country is open to people living there, unless its text names a region', async () => {
    feed.route(BOARD, {
      body: [
        leverPosting('r-1', {
          categories: { location: 'Berlin', allLocations: ['Berlin'], commitment: 'Full-time' },
          country: 'DE',
          workplaceType: 'remote',
        }),
        leverPosting('r-2', {
          categories: { location: 'Remote – EU', allLocations: ['Remote – EU'] },
          country: 'DE',
          workplaceType: 'remote',
        }),
      ],
    });

    const { jobs } = await read();

    expect(jobs.map((job) => [job.workplaceType, job.remoteRegions])).toEqual([
      ['remote', ['DE']],
      ['remote', ['EU']],
    ]);
  });

  test('an EU account is read from the source’s own host', async () => {
    const euFeed = await startFeedServer();
    try {
      euFeed.route(BOARD, { body: [leverPosting('eu-1')] });
      const { jobs } = await read(`${euFeed.baseUrl}/`);
      expect(jobs.map((job) => job.externalId)).toEqual(['eu-1']);
      expect(euFeed.requests).toEqual([BOARD]);
    } finally {
      await euFeed.close();
    }
  });

  test('an empty site is an empty list', async () => {
    feed.route(BOARD, { body: [] });
    await expect(read()).resolves.toEqual({ jobs: [], problems: [] });
  });

  test('several thousand postings are read whole; a repeated id is reported', async () => {
    const many = Array.from({ length: 3000 }, (_, index) => leverPosting(`gen-${index}`));
    feed.route(BOARD, { body: [...many, leverPosting('gen-7', { text: 'Again' })] });

    const { jobs, problems } = await read();

    expect(jobs).toHaveLength(3000);
    expect(problems).toEqual([
      {
        externalId: 'gen-7',
        message: 'a second job with id gen-7 skipped (the first kept)',
        skipped: 'id repeated',
      },
    ]);
  });

  testFeedFailures({
    connector: leverConnector,
    feed: () => feed,
    boardPath: BOARD,
    notFound: {
      status: 404,
      body: { ok: false, error: 'Document not found' },
    },
  });
});
