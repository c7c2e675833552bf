import { createHmac } from 'node:crypto';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

import type { AdminJobSource } from '../../../contract/admin-job-source-types';
import { readSigningKey, signAccessToken } from '../../test-support/access-token';
import { startFeedServer, type FeedServer } from '../../test-support/feed-server';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { testDrivers } from '../../test-support/test-database';

const SECRET = 'greenhouse-webhook-key';
const BOARD = '/v1/boards/somnia-test/jobs?content=true';

/** A posting in the shape of Greenhouse's Job Board API (`?content=true`). */
function posting(id: number, title: string, location = 'Lisbon, Portugal') {
  return {
    id,
    title,
    absolute_url: `https://boards.greenhouse.io/somnia-test/jobs/${id}`,
    location: { name: location },
    content:
      '&lt;h2&gt;What you will do&lt;/h2&gt;&lt;ul&gt;&lt;li&gt;Ship&lt;/li&gt;&lt;/ul&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    departments: [{ name: 'Engineering' }],
    offices: [{ name: 'Lisbon', location: 'Lisbon, Portugal' }],
    metadata: [{ name: 'Employment Type', value: 'Full-time' }],
    first_published: '2026-11-20T09:00:00Z',
    updated_at: '2026-11-21T09:00:00Z',
  };
}

describe.each(testDrivers())('a Greenhouse board synced end to end [%s]', (driver) => {
  let real: RealApp;
  let feed: FeedServer;
  let bearer: string;
  let source: AdminJobSource;
  const serve = (...jobs: ReturnType<typeof posting>[]) =>
    feed.route(BOARD, { body: { jobs, meta: { total: jobs.length } } });

  beforeAll(async () => {
    feed = await startFeedServer();
    for (const id of [101, 102, 103])
      feed.route(`/v1/boards/somnia-test/jobs/${id}?pay_transparency=true`, {
        body: {
          pay_input_ranges:
            id === 101
              ? [
                  {
                    min_cents: 6_000_000,
                    max_cents: 8_000_000,
                    currency_type: 'EUR',
                    title: 'Portugal',
                  },
                ]
              : [],
        },
      });
    serve(posting(101, 'Backend Engineer'), posting(102, 'Remote Support Lead', 'Remote - EU'));
    real = await createRealApp(
      // the test feed is on loopback: opened to the admin as an operator would
      {
        ADMIN_PASSWORD: 'a-test-password',
        JOB_FEED_TIMEOUT_MS: '5000',
        JOB_SOURCE_ALLOWED_HOSTS: '127.0.0.1',
      },
      { driver, signIn: true, cachePageData: true },
    );
    const key = await readSigningKey(real.services.database.db);
    bearer = `Bearer ${await signAccessToken(key, { issuer: `${real.env.PUBLIC_ORIGIN}/oidc` })}`;
  });
  afterAll(async () => {
    await real.close();
    await feed.close();
  });

  const admin = (path: string) =>
    request(real.app).post(`/api/admin/job-sources${path}`).set('Authorization', bearer);
  const jobIdOf = async (externalId: string) =>
    (
      await real.services.database.db
        .selectFrom('job')
        .select('id')
        .where('external_id', '=', externalId)
        .executeTakeFirst()
    )?.id;

  test('added, tested and synced, its jobs are on /job with their places, workplace type and pay', async () => {
    const input = {
      type: 'greenhouse',
      board: 'somnia-test',
      baseUrl: feed.baseUrl,
      webhookSecret: SECRET,
    };
    const tested = await admin('/test').send(input).expect(200);
    expect(tested.body.data).toMatchObject({
      ok: true,
      count: 2,
      titles: ['Backend Engineer', 'Remote Support Lead'],
    });
    source = (await admin('').send(input).expect(201)).body.data as AdminJobSource;
    expect(source.label).toBe('Greenhouse');

    const synced = await admin(`/${source.id}/sync`).expect(200);
    expect(synced.body.data.lastSync).toMatchObject({ added: 2, error: null });

    const list = await request(real.app).get('/api/page/job?search=engineer').expect(200);
    expect(JSON.stringify(list.body)).toContain('Backend Engineer');
    const id = await jobIdOf('101');
    const detail = await request(real.app).get(`/api/page/job/${id}`).expect(200);
    const { job } = detail.body.data.section[0];
    expect(job).toMatchObject({
      title: 'Backend Engineer',
      department: 'Engineering',
      locations: [expect.objectContaining({ city: 'Lisbon', countryCode: 'PT' })],
      pay: { currency: 'EUR', min: 60_000, max: 80_000, period: 'YEAR' },
      urlList: { apply: 'https://boards.greenhouse.io/somnia-test/jobs/101' },
    });
    expect(job.content.description).toContain('<h2>What you will do</h2>');
    expect(job.content.description).not.toContain('script');
    const remote = await request(real.app)
      .get(`/api/page/job/${await jobIdOf('102')}`)
      .expect(200);
    expect(remote.body.data.section[0].job.workplaceType).toBe('remote');
    const page = await request(real.app).get(`/job/${id}`).expect(200);
    expect(page.text).toContain('Backend Engineer');
  });

  test('a job gone from the board answers 410 after the next sync, and comes back at the same URL', async () => {
    const id = await jobIdOf('102');
    serve(posting(101, 'Backend Engineer'));
    await admin(`/${source.id}/sync`).expect(200);
    await request(real.app).get(`/job/${id}`).expect(410);

    serve(posting(101, 'Backend Engineer'), posting(102, 'Remote Support Lead', 'Remote - EU'));
    await admin(`/${source.id}/sync`).expect(200);
    expect(await jobIdOf('102')).toBe(id);
    await request(real.app).get(`/job/${id}`).expect(200);
  });

  test('a webhook with a bad signature is refused; a good one brings the new job within seconds', async () => {
    serve(
      posting(101, 'Backend Engineer'),
      posting(102, 'Remote Support Lead', 'Remote - EU'),
      posting(103, 'Data Analyst'),
    );
    const body = JSON.stringify({ action: 'job_post_created', payload: { job_post: { id: 103 } } });
    const signature = `sha256 ${createHmac('sha256', SECRET).update(body).digest('hex')}`;
    const send = (value: string) =>
      request(real.app)
        .post(`/api/job-sources/${source.id}/webhook`)
        .set('Content-Type', 'application/json')
        .set('Signature', value)
        .send(body);

    await send(`sha256 ${'0'.repeat(64)}`).expect(401);
    expect(await jobIdOf('103')).toBeUndefined();
    await send(signature).expect(202);
    await vi.waitFor(async () => expect(await jobIdOf('103')).toBeDefined(), { timeout: 10_000 });
    await request(real.app)
      .get(`/job/${await jobIdOf('103')}`)
      .expect(200);
  });

  test('a posting whose hourly pay the site cannot store is skipped and reported; the board stays as it was', async () => {
    // 1,100,000.00 an hour: 2,288,000,000 a year, over job.pay_annual_eur's int4.
    feed.route('/v1/boards/somnia-test/jobs/104?pay_transparency=true', {
      body: {
        pay_input_ranges: [
          { min_cents: 5_000, max_cents: 110_000_000, currency_type: 'EUR', title: 'Hourly' },
        ],
      },
    });
    serve(
      posting(101, 'Backend Engineer'),
      posting(102, 'Remote Support Lead', 'Remote - EU'),
      posting(103, 'Data Analyst'),
      posting(104, 'Night Nurse'),
    );

    const synced = await admin(`/${source.id}/sync`).expect(200);

    expect(synced.body.data.lastSync).toMatchObject({
      added: 0,
      closed: 0,
      unchanged: 3,
      error: null,
      skipped: { 'pay out of range': 1 },
      problems: [{ externalId: '104', skipped: 'pay out of range' }],
    });
    expect(synced.body.data.openJobs).toBe(3);
    expect(await jobIdOf('104')).toBeUndefined();
    const activity = await real.services.database.db
      .selectFrom('activity_log')
      .select('details')
      .where('action', '=', 'job-source.synced')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(activity.details).toMatchObject({
      summary: 'Greenhouse: nothing changed; 1 job skipped: pay out of range',
    });
  });
});
