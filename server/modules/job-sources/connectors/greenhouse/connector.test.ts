import { createHmac } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { testFeedFailures } from '../../../../test-support/connector-failures';
import { type FeedServer, startFeedServer } from '../../../../test-support/feed-server';
import { greenhouseConnector } from './connector';
import { verifyWebhook, type WebhookDelivery } from '../../webhook-signatures';

// Payloads written from the Job Board API's documented shape (developers.greenhouse.io/job-board.html),
// as messy as real boards: escaped HTML, nulls, trailing spaces, catch-all departments, offices
// repeating the location, the same id twice.
const BOARD = '/v1/boards/acme/jobs?content=true';

function greenhouseJob(id: number, changes: Record<string, unknown> = {}) {
  return {
    id,
    internal_job_id: 5000 + id,
    title: `Sleep coach ${id}`,
    updated_at: '2026-10-13T20:17:27-04:00',
    first_published: '2026-09-01T09:00:00-04:00',
    requisition_id: null,
    location: { name: 'Berlin, Germany' },
    absolute_url: `https://boards.greenhouse.io/acme/jobs/${id}`,
    language: 'en',
    metadata: null,
    data_compliance: [{ type: 'gdpr', requires_consent: false, retention_period: null }],
    content: '&lt;p&gt;Help people sleep.&lt;/p&gt;',
    departments: [{ id: 1, name: 'Sleep Science', parent_id: null, child_ids: [] }],
    offices: [
      { id: 2, name: 'Berlin', location: 'Berlin, Germany', parent_id: null, child_ids: [] },
    ],
    ...changes,
  };
}

let feed: FeedServer;
beforeAll(async () => {
  feed = await startFeedServer();
});
afterAll(() => feed.close());

const config = () => ({ type: 'greenhouse' as const, board: 'acme', baseUrl: feed.baseUrl });
const read = () => greenhouseConnector.readJobs(config(), AbortSignal.timeout(10_000));

describe('greenhouseConnector.readJobs', () => {
  test('reads a job with escaped HTML, several offices, a remote phrase and custom fields', async () => {
    feed.route(BOARD, {
      body: {
        jobs: [
          greenhouseJob(4012, {
            title: ' Senior Sleep Scientist ',
            location: { name: 'Dublin, London or remote in the UK or Ireland' },
            content:
              '&lt;h2&gt;About&lt;/h2&gt;&lt;p&gt;Science &amp;amp; care&lt;/p&gt;&lt;ul&gt;&lt;li&gt;' +
              '&lt;strong&gt;Kind&lt;/strong&gt;&lt;/li&gt;&lt;/ul&gt;&lt;script&gt;track()&lt;/script&gt;',
            departments: [
              { id: 1, name: 'Research ', parent_id: null, child_ids: [3] },
              { id: 3, name: 'Sleep Lab', parent_id: 1, child_ids: [] },
            ],
            offices: [
              {
                id: 7,
                name: 'Dublin',
                location: 'Dublin, Ireland',
                parent_id: null,
                child_ids: [],
              },
              {
                id: 8,
                name: 'London ',
                location: 'London, United Kingdom',
                parent_id: null,
                child_ids: [],
              },
              { id: 9, name: 'Dublin', location: null, parent_id: null, child_ids: [] },
            ],
            metadata: [
              { id: 1, name: 'Employment Type', value: 'Full-time', value_type: 'single_select' },
              { id: 2, name: 'Seniority Level', value: 'Senior', value_type: 'single_select' },
              { id: 3, name: 'Team size', value: null, value_type: 'short_text' },
            ],
          }),
        ],
        meta: { total: 1 },
      },
    });

    const { jobs, problems } = await read();

    expect(problems).toEqual([]);
    expect(jobs).toEqual([
      {
        externalId: '4012',
        title: 'Senior Sleep Scientist',
        department: 'Research',
        team: 'Sleep Lab',
        locations: [
          { city: 'Dublin', region: null, countryCode: 'IE' },
          { city: 'London', region: null, countryCode: 'GB' },
        ],
        workplaceType: 'remote',
        remoteRegions: ['GB', 'IE'],
        employmentType: 'full_time',
        level: 'Senior',
        pay: null,
        descriptionHtml:
          '<h2>About</h2><p>Science &amp; care</p><ul><li><strong>Kind</strong></li></ul>',
        applyUrl: 'https://boards.greenhouse.io/acme/jobs/4012',
        atsUrl: 'https://boards.greenhouse.io/acme/jobs/4012',
        publishedAt: new Date('2026-09-01T13:00:00Z'),
        updatedAt: new Date('2026-10-14T00:17:27Z'),
      },
    ]);
  });

  test('nulls everywhere and the "No Department"/"No Office" catch-alls leave fields empty', async () => {
    feed.route(BOARD, {
      body: {
        jobs: [
          greenhouseJob(1, {
            location: null,
            content: null,
            departments: [{ id: 0, name: 'No Department', parent_id: null, child_ids: [] }],
            offices: [{ id: 0, name: 'No Office', location: null, parent_id: null, child_ids: [] }],
            metadata: null,
            first_published: null,
            updated_at: 'not a date',
            absolute_url: null,
          }),
        ],
      },
    });

    const [job] = (await read()).jobs;

    expect(job).toMatchObject({
      department: null,
      team: null,
      locations: [],
      workplaceType: 'on_site',
      descriptionHtml: '',
      applyUrl: null,
      publishedAt: null,
      updatedAt: null,
    });
  });

  test('one job per city stays one job each; a repeated id and a broken job are reported', async () => {
    feed.route(BOARD, {
      body: {
        jobs: [
          greenhouseJob(10, { location: { name: 'Chicago, IL' } }),
          greenhouseJob(11, { location: { name: 'Dublin, Ireland' } }),
          greenhouseJob(10, { title: 'Same id again' }),
          { id: 12, title: null },
        ],
      },
    });

    const { jobs, problems } = await read();

    expect(jobs.map((job) => [job.externalId, job.locations[0]])).toEqual([
      ['10', { city: 'Chicago', region: 'IL', countryCode: 'US' }],
      ['11', { city: 'Dublin', region: null, countryCode: 'IE' }],
    ]);
    expect(problems).toEqual([
      {
        externalId: '12',
        message: expect.stringMatching(/^skipped: not in the feed's documented shape \(title: /),
        skipped: "not in the feed's shape",
      },
      {
        externalId: '10',
        message: 'a second job with id 10 skipped (the first kept)',
        skipped: 'id repeated',
      },
    ]);
  });

  test('an empty board is an empty list, not an error', async () => {
    feed.route(BOARD, { body: { jobs: [], meta: { total: 0 } } });
    await expect(read()).resolves.toEqual({ jobs: [], problems: [] });
  });

  test('a board of several thousand jobs is read whole', async () => {
    const many = Array.from({ length: 4000 }, (_, index) => greenhouseJob(100_000 + index));
    feed.route(BOARD, { body: { jobs: many, meta: { total: many.length } } });

    const { jobs, problems } = await read();

    expect(jobs).toHaveLength(4000);
    expect(problems).toEqual([]);
    expect(jobs[3999]?.title).toBe('Sleep coach 103999');
  });

  testFeedFailures({
    connector: greenhouseConnector,
    feed: () => feed,
    boardPath: BOARD,
    notFound: {
      status: 404,
      body: { status: 404, error: 'Job not found' },
    },
  });
});

describe('greenhouseConnector.completeJob', () => {
  const listed = async (id: number) => {
    feed.route(BOARD, { body: { jobs: [greenhouseJob(id)] } });
    const [job] = (await read()).jobs;
    if (!job) throw new Error('the board lost its job');
    return job;
  };

  test('adds the pay of the zones of the first currency, in units, per year', async () => {
    const job = await listed(77);
    feed.route('/v1/boards/acme/jobs/77?pay_transparency=true', {
      body: {
        ...greenhouseJob(77),
        pay_input_ranges: [
          {
            min_cents: 6_000_000,
            max_cents: 8_000_000,
            currency_type: 'EUR',
            title: 'Zone 1',
            blurb: 'Pay varies by location; every day counts.',
          },
          {
            min_cents: 5_500_000,
            max_cents: 7_000_000,
            currency_type: 'EUR',
            title: 'Zone 2',
            blurb: '',
          },
          {
            min_cents: 9_000_000,
            max_cents: 9_900_000,
            currency_type: 'USD',
            title: 'US',
            blurb: null,
          },
        ],
      },
    });

    const completed = await greenhouseConnector.completeJob?.(
      config(),
      job,
      AbortSignal.timeout(5_000),
    );

    expect(completed).toEqual({
      ...job,
      pay: { currency: 'EUR', min: 55_000, max: 80_000, period: 'YEAR' },
    });
  });

  test('an hourly zone is per hour; a job without ranges keeps no pay', async () => {
    const job = await listed(78);
    feed.route('/v1/boards/acme/jobs/78?pay_transparency=true', {
      body: {
        pay_input_ranges: [
          {
            min_cents: 2500,
            max_cents: 3000,
            currency_type: 'USD',
            title: 'Hourly rate',
            blurb: null,
          },
        ],
      },
    });
    feed.route('/v1/boards/acme/jobs/79?pay_transparency=true', { body: { pay_input_ranges: [] } });

    const hourly = await greenhouseConnector.completeJob?.(
      config(),
      job,
      AbortSignal.timeout(5_000),
    );
    const none = await greenhouseConnector.completeJob?.(
      config(),
      { ...job, externalId: '79' },
      AbortSignal.timeout(5_000),
    );

    expect(hourly?.pay).toEqual({ currency: 'USD', min: 25, max: 30, period: 'HOUR' });
    expect(none?.pay).toBeNull();
  });
});

/** A webhook delivery of `body` with these headers (lower-case names). */
function webhookDelivery(body: string, headers: Record<string, string> = {}): WebhookDelivery {
  return { header: (name) => headers[name.toLowerCase()], body: Buffer.from(body) };
}
const hmacOf = (data: string, secret: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

describe('greenhouseConnector.webhookSignature', () => {
  const SECRET = 'the-signing-key';
  const body = '{"action":"job_post_updated","payload":{"job_post":{"id":7}}}';
  const check = greenhouseConnector.webhookSignature;
  if (!check) throw new Error('Greenhouse signs its job webhooks');
  const verify = (sent: WebhookDelivery) => verifyWebhook(check, SECRET, sent);

  test('`Signature: sha256 <hex HMAC of the raw body>`; a replay has the same digest', () => {
    const signed = webhookDelivery(body, { signature: `sha256 ${hmacOf(body, SECRET)}` });
    expect(verify(signed)).toMatch(/^[0-9a-f]{64}$/);
    expect(verify(signed)).toBe(verify(signed));
    expect(
      verify(webhookDelivery(body, { signature: `sha256 ${hmacOf(body, 'other')}` })),
    ).toBeNull();
    expect(
      verify(webhookDelivery(`${body}\n`, { signature: `sha256 ${hmacOf(body, SECRET)}` })),
    ).toBeNull();
    expect(verify(webhookDelivery(body))).toBeNull();
  });
});
