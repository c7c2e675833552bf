import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { testFeedFailures } from '../../../../test-support/connector-failures';
import { type FeedServer, startFeedServer } from '../../../../test-support/feed-server';
import { workableConnector } from './connector';

// Payloads written from the fields Workable's careers widget feed is documented to carry
// (title, shortcode, employment_type, telecommuting, department, url/shortlink/application_url,
// published_on/created_at, city/state/country, locations[] with hidden, experience, descriptions).
const BOARD = '/api/v1/widget/accounts/acme?details=true';

function workableJob(shortcode: string, changes: Record<string, unknown> = {}) {
  return {
    title: `Pillow tester ${shortcode}`,
    shortcode,
    code: '',
    employment_type: 'Full-time',
    telecommuting: false,
    department: 'Product',
    url: `https://apply.workable.com/j/${shortcode}`,
    shortlink: `https://apply.workable.com/j/${shortcode}`,
    application_url: `https://apply.workable.com/j/${shortcode}/apply`,
    published_on: '2026-10-01',
    created_at: '2026-09-28',
    country: 'Greece',
    city: 'Athens',
    state: 'Attica',
    education: '',
    experience: 'Mid-Senior level',
    function: 'Engineering',
    industry: 'Consumer Goods',
    locations: [
      { country: 'Greece', countryCode: 'GR', city: 'Athens', region: 'Attica', hidden: false },
    ],
    description: '<p>Test pillows.</p>',
    ...changes,
  };
}

let feed: FeedServer;
beforeAll(async () => {
  feed = await startFeedServer();
});
afterAll(() => feed.close());

const read = () =>
  workableConnector.readJobs(
    { type: 'workable', board: 'acme', baseUrl: feed.baseUrl },
    AbortSignal.timeout(10_000),
  );

describe('workableConnector.readJobs', () => {
  test('reads visible locations, remote flag (open in their countries), level and the full description', async () => {
    feed.route(BOARD, {
      body: {
        name: 'Acme Sleep',
        description: null,
        jobs: [
          workableJob('A1B2C3', {
            title: 'Sleep Coach (m/f/d)',
            employment_type: 'Part-time',
            telecommuting: true,
            department: 'Coaching ',
            locations: [
              {
                country: 'Germany',
                countryCode: 'DE',
                city: 'Berlin',
                region: 'Berlin',
                hidden: false,
              },
              {
                country: 'Germany',
                countryCode: 'DE',
                city: 'Secret Office',
                region: null,
                hidden: true,
              },
              { country: 'Austria', countryCode: 'AT', city: null, region: null, hidden: false },
              {
                country: 'Germany',
                countryCode: 'DE',
                city: 'berlin',
                region: null,
                hidden: false,
              },
            ],
            description: '<p>Short.</p>',
            full_description:
              '<p>Coach <strong>sleepers</strong>.</p><h3>Requirements</h3><ul><li>Calm</li></ul><script>x()</script>',
          }),
        ],
      },
    });

    const { jobs, problems } = await read();

    expect(problems).toEqual([]);
    expect(jobs).toEqual([
      {
        externalId: 'A1B2C3',
        title: 'Sleep Coach (m/f/d)',
        department: 'Coaching',
        team: null,
        locations: [
          { city: 'Berlin', region: 'Berlin', countryCode: 'DE' },
          { city: null, region: null, countryCode: 'AT' },
        ],
        workplaceType: 'remote',
        remoteRegions: ['DE', 'AT'],
        employmentType: 'part_time',
        level: 'Mid-Senior level',
        pay: null,
        descriptionHtml:
          '<p>Coach <strong>sleepers</strong>.</p><h3>Requirements</h3><ul><li>Calm</li></ul>',
        applyUrl: 'https://apply.workable.com/j/A1B2C3/apply',
        atsUrl: 'https://apply.workable.com/j/A1B2C3',
        publishedAt: new Date('2026-10-01T00:00:00Z'),
        updatedAt: null,
      },
    ]);
  });

  test('without a list of locations the primary one is read; nulls and "Not Applicable" stay empty', async () => {
    feed.route(BOARD, {
      body: {
        name: 'Acme Sleep',
        jobs: [
          workableJob('N1', {
            locations: null,
            city: 'Austin',
            state: 'TX',
            country: 'United States',
            experience: 'Not Applicable',
            employment_type: null,
            department: null,
            telecommuting: null,
            description: null,
            url: null,
            shortlink: null,
            application_url: null,
            published_on: null,
            created_at: '2026-09-28T10:00:00Z',
          }),
          workableJob('N2', { locations: [], city: null, state: null, country: null }),
        ],
      },
    });

    const { jobs } = await read();

    expect(jobs[0]).toMatchObject({
      locations: [{ city: 'Austin', region: 'TX', countryCode: 'US' }],
      workplaceType: 'on_site',
      level: null,
      employmentType: null,
      department: null,
      descriptionHtml: '',
      applyUrl: null,
      atsUrl: null,
      publishedAt: new Date('2026-09-28T10:00:00Z'),
    });
    expect(jobs[1]?.locations).toEqual([]);
  });

  test('an account without jobs, and one with several thousand', async () => {
    feed.route(BOARD, { body: { name: 'Acme Sleep', description: '', jobs: [] } });
    await expect(read()).resolves.toEqual({ jobs: [], problems: [] });

    const many = Array.from({ length: 3000 }, (_, index) => workableJob(`G${index}`));
    feed.route(BOARD, { body: { name: 'Acme Sleep', jobs: [...many, { title: 'No shortcode' }] } });
    const { jobs, problems } = await read();
    expect(jobs).toHaveLength(3000);
    expect(problems).toEqual([
      {
        externalId: null,
        message: expect.stringMatching(
          /^skipped: not in the feed's documented shape \(shortcode: /,
        ),
        skipped: "not in the feed's shape",
      },
    ]);
  });

  testFeedFailures({
    connector: workableConnector,
    feed: () => feed,
    boardPath: BOARD,
    notFound: { status: 404, body: { error: 'Not Found' } },
  });
});
