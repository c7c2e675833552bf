import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { testFeedFailures } from '../../../../test-support/connector-failures';
import { type FeedServer, startFeedServer } from '../../../../test-support/feed-server';
import { ashbyConnector } from './connector';
import { verifyWebhook, type WebhookDelivery } from '../../webhook-signatures';

// Payloads written from the Job Postings API's documented shape (developers.ashbyhq.com):
// postal addresses or none, secondary locations, isRemote without workplaceType, compensation
// with tiers and summary components (salary beside equity), unlisted postings, nulls.
const BOARD = '/posting-api/job-board/acme?includeCompensation=true';

function ashbyPosting(id: string, changes: Record<string, unknown> = {}) {
  return {
    id,
    title: `Dream analyst ${id}`,
    department: 'Research',
    team: 'Dreams',
    employmentType: 'FullTime',
    location: 'Berlin',
    secondaryLocations: [],
    publishedAt: '2026-10-28T09:30:00.000+00:00',
    isListed: true,
    isRemote: false,
    workplaceType: 'OnSite',
    address: {
      postalAddress: {
        addressLocality: 'Berlin',
        addressRegion: 'Berlin',
        addressCountry: 'Germany',
      },
    },
    jobUrl: `https://jobs.ashbyhq.com/acme/${id}`,
    applyUrl: `https://jobs.ashbyhq.com/acme/${id}/application`,
    descriptionHtml: '<p>Study dreams.</p>',
    descriptionPlain: 'Study dreams.',
    shouldDisplayCompensationOnJobPostings: false,
    ...changes,
  };
}

let feed: FeedServer;
beforeAll(async () => {
  feed = await startFeedServer();
});
afterAll(() => feed.close());

const read = () =>
  ashbyConnector.readJobs(
    { type: 'ashby', board: 'acme', baseUrl: feed.baseUrl },
    AbortSignal.timeout(10_000),
  );

describe('ashbyConnector.readJobs', () => {
  test('reads addresses, secondary locations, a remote region and the salary among tiers', async () => {
    feed.route(BOARD, {
      body: {
        apiVersion: '1',
        jobs: [
          ashbyPosting('9f1c', {
            title: 'Staff Sleep Engineer',
            team: null,
            employmentType: 'Contract',
            location: 'San Francisco',
            address: {
              postalAddress: {
                addressLocality: 'San Francisco',
                addressRegion: 'California',
                addressCountry: 'United States',
              },
            },
            secondaryLocations: [
              { location: 'New York, NY', address: null },
              {
                location: 'Toronto',
                address: {
                  postalAddress: {
                    addressLocality: 'Toronto',
                    addressRegion: 'ON',
                    addressCountry: 'Canada',
                  },
                },
              },
              { location: 'Remote - US & Canada', address: { postalAddress: null } },
            ],
            workplaceType: 'Hybrid',
            descriptionHtml:
              '<h2>Role</h2><p style="x">Build <em>quiet</em> things.</p><img src="http://tracker.example/p.gif"><iframe></iframe>',
            compensation: {
              compensationTierSummary: '$180K – $240K • Offers Equity',
              scrapeableCompensationSalarySummary: '$180K - $240K',
              compensationTiers: [
                {
                  id: 't1',
                  title: 'Zone A',
                  tierSummary: '$200K – $240K',
                  components: [
                    {
                      compensationType: 'Salary',
                      interval: '1 YEAR',
                      currencyCode: 'USD',
                      minValue: 200000,
                      maxValue: 240000,
                    },
                  ],
                },
              ],
              summaryComponents: [
                {
                  compensationType: 'EquityPercentage',
                  interval: 'NONE',
                  currencyCode: null,
                  minValue: 0.1,
                  maxValue: 0.2,
                },
                {
                  compensationType: 'Salary',
                  interval: '1 YEAR',
                  currencyCode: 'USD',
                  minValue: 180000,
                  maxValue: 240000,
                },
              ],
            },
          }),
        ],
      },
    });

    const { jobs, problems } = await read();

    expect(problems).toEqual([]);
    expect(jobs).toEqual([
      {
        externalId: '9f1c',
        title: 'Staff Sleep Engineer',
        department: 'Research',
        team: null,
        locations: [
          { city: 'San Francisco', region: 'CA', countryCode: 'US' },
          { city: 'New York', region: 'NY', countryCode: 'US' },
          { city: 'Toronto', region: 'ON', countryCode: 'CA' },
        ],
        workplaceType: 'hybrid',
        remoteRegions: ['US', 'CA'],
        employmentType: 'contract',
        level: null,
        pay: { currency: 'USD', min: 180000, max: 240000, period: 'YEAR' },
        descriptionHtml: '<h2>Role</h2><p>Build <em>quiet</em> things.</p>',
        applyUrl: 'https://jobs.ashbyhq.com/acme/9f1c/application',
        atsUrl: 'https://jobs.ashbyhq.com/acme/9f1c',
        publishedAt: new Date('2026-10-28T09:30:00Z'),
        updatedAt: null,
      },
    ]);
  });

  test('isRemote without a workplace type is remote, open in the country of its address; a tier’s hourly salary is per hour', async () => {
    feed.route(BOARD, {
      body: {
        jobs: [
          ashbyPosting('r1', {
            location: 'Remote',
            address: { postalAddress: { addressCountry: 'Germany' } },
            isRemote: true,
            workplaceType: null,
            employmentType: 'Intern',
            descriptionHtml: null,
            descriptionPlain: 'Nap research.\n\nPaid.',
            compensation: {
              summaryComponents: [],
              compensationTiers: [
                {
                  components: [
                    {
                      compensationType: 'Salary',
                      interval: '1 HOUR',
                      currencyCode: 'EUR',
                      minValue: 18,
                      maxValue: 22,
                    },
                  ],
                },
              ],
            },
          }),
        ],
      },
    });

    const [job] = (await read()).jobs;

    expect(job).toMatchObject({
      locations: [{ city: null, region: null, countryCode: 'DE' }],
      workplaceType: 'remote',
      remoteRegions: ['DE'],
      employmentType: 'internship',
      pay: { currency: 'EUR', min: 18, max: 22, period: 'HOUR' },
      descriptionHtml: '<p>Nap research.</p><p>Paid.</p>',
    });
  });

  test('nulls leave fields empty; unlisted postings stay off; equity alone is no pay', async () => {
    feed.route(BOARD, {
      body: {
        jobs: [
          ashbyPosting('n1', {
            department: null,
            team: '  ',
            employmentType: null,
            location: null,
            address: null,
            secondaryLocations: null,
            isRemote: null,
            workplaceType: null,
            publishedAt: null,
            jobUrl: null,
            applyUrl: null,
            descriptionHtml: null,
            descriptionPlain: null,
            compensation: {
              summaryComponents: [
                {
                  compensationType: 'EquityPercentage',
                  interval: 'NONE',
                  currencyCode: null,
                  minValue: 1,
                  maxValue: 2,
                },
              ],
            },
          }),
          ashbyPosting('hidden', { isListed: false }),
        ],
      },
    });

    const { jobs, problems } = await read();

    expect(problems).toEqual([]);
    expect(jobs).toEqual([
      expect.objectContaining({
        externalId: 'n1',
        department: null,
        team: null,
        employmentType: null,
        locations: [],
        workplaceType: 'on_site',
        pay: null,
        descriptionHtml: '',
        applyUrl: null,
        publishedAt: null,
      }),
    ]);
  });

  test('an empty board and a board of several thousand postings', async () => {
    feed.route(BOARD, { body: { apiVersion: '1', jobs: [] } });
    await expect(read()).resolves.toEqual({ jobs: [], problems: [] });

    const many = Array.from({ length: 3500 }, (_, index) => ashbyPosting(`gen-${index}`));
    feed.route(BOARD, { body: { apiVersion: '1', jobs: many } });
    const { jobs, problems } = await read();
    expect(jobs).toHaveLength(3500);
    expect(problems).toEqual([]);
  });

  testFeedFailures({
    connector: ashbyConnector,
    feed: () => feed,
    boardPath: BOARD,
    notFound: {
      status: 404,
      body: { success: false, errors: 'Job board not found' },
    },
  });
});

/** A webhook delivery of `body` with these headers (lower-case names). */
function webhookDelivery(body: string, headers: Record<string, string> = {}): WebhookDelivery {
  return { header: (name) => headers[name.toLowerCase()], body: Buffer.from(body) };
}
const hmacOf = (data: string, secret: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

describe('ashbyConnector.webhookSignature', () => {
  const SECRET = 'the-signing-key';
  const body = '{"action":"jobPostingUpdate","data":{"jobPosting":{"id":"9f1c"}}}';
  const check = ashbyConnector.webhookSignature;
  if (!check) throw new Error('Ashby signs its job webhooks');
  const verify = (sent: WebhookDelivery) => verifyWebhook(check, SECRET, sent);

  test('`Ashby-Signature: sha256=<hex>`, and not in Greenhouse’s form', () => {
    const hex = hmacOf(body, SECRET);
    expect(verify(webhookDelivery(body, { 'ashby-signature': `sha256=${hex}` }))).not.toBeNull();
    expect(verify(webhookDelivery(body, { 'ashby-signature': `sha256 ${hex}` }))).toBeNull();
    expect(verify(webhookDelivery(body, { signature: `sha256 ${hex}` }))).toBeNull();
  });
});
