import { createHmac } from 'node:crypto';

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

import type { AdminJobSource, AdminJobSourceKind } from '../../../contract/admin-job-source-types';
import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { readSigningKey, signAccessToken } from '../../test-support/access-token';
import {
  feedJob,
  startTestJobFeed,
  testConnectors,
  type TestJobFeed,
} from '../../test-support/job-feed';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { CONNECTORS } from './connectors';
import { testDrivers } from '../../test-support/test-database';

const SECRET = 'a-webhook-secret';
const signed = (body: string, secret = SECRET) =>
  `sha256 ${createHmac('sha256', secret).update(body).digest('hex')}`;

describe.each(testDrivers())('/api/admin/job-sources and the webhook [%s]', (driver) => {
  let real: RealApp;
  let feed: TestJobFeed;
  let bearer: string;
  let withoutJobs: string;
  beforeAll(async () => {
    feed = await startTestJobFeed([feedJob('api-1'), feedJob('api-2')]);
    real = await createRealApp(
      // the test feed is on loopback: opened to the admin as an operator would
      {
        ADMIN_PASSWORD: 'a-test-password',
        JOB_FEED_TIMEOUT_MS: '2000',
        JOB_SOURCE_ALLOWED_HOSTS: '127.0.0.1',
      },
      { driver, signIn: true, cachePageData: true, jobFeedConnectors: testConnectors },
    );
    const key = await readSigningKey(real.services.database.db);
    const issuer = `${real.env.PUBLIC_ORIGIN}/oidc`;
    bearer = `Bearer ${await signAccessToken(key, { issuer })}`;
    const others = Object.values(ADMIN_SCOPES).filter((scope) => scope !== ADMIN_SCOPES.jobs);
    withoutJobs = `Bearer ${await signAccessToken(key, { issuer, scope: others.join(' ') })}`;
  });
  afterAll(async () => {
    await real.close();
    await feed.close();
  });

  const api = (method: 'get' | 'post' | 'delete', path: string, authorization = bearer) =>
    request(real.app)[method](`/api/admin/job-sources${path}`).set('Authorization', authorization);
  const jobIdOf = async (externalId: string) =>
    (
      await real.services.database.db
        .selectFrom('job')
        .select('id')
        .where('external_id', '=', externalId)
        .executeTakeFirst()
    )?.id;

  let source: AdminJobSource;

  test('the section needs admin:jobs', async () => {
    await api('get', '', withoutJobs).expect(403);
    await request(real.app).get('/api/admin/job-sources').expect(401);
  });

  test('the kinds: every connector with what the form says of it, in the registry’s order', async () => {
    await api('get', '/kinds', withoutJobs).expect(403);
    const kinds = (await api('get', '/kinds').expect(200)).body.data as AdminJobSourceKind[];
    expect(kinds.map((kind) => kind.type)).toEqual(CONNECTORS.map((connector) => connector.type));
    expect(kinds.find((kind) => kind.type === 'lever')).toEqual({
      type: 'lever',
      label: 'Lever',
      boardHint:
        'Lever calls it the site name: the last part of your job site’s address, jobs.lever.co/<site>.',
      boardExample: 'somnia',
      baseUrlHint: 'Accounts in Lever’s EU region use https://api.eu.lever.co.',
      sendsWebhooks: false,
      needsApiKey: false,
    });
    expect(kinds.find((kind) => kind.type === 'teamtailor')).toMatchObject({
      label: 'Teamtailor',
      baseUrlHint: null,
      sendsWebhooks: true,
      needsApiKey: true,
    });
  });

  test('a type of no connector is stored by no way in (the database checks only its shape)', async () => {
    const bad = await api('post', '').send({ type: 'jobvite', board: 'acme' }).expect(400);
    expect(bad.body.data).toMatchObject({ field: 'type' });
    const insert = (type: string) =>
      real.services.database.db
        .insertInto('job_source')
        .values({ type, board: `shape-${type.length}` })
        .execute();
    await expect(insert('Not a type')).rejects.toThrow(/job_source_type_check/);
  });

  test('adding a source: 400 naming the field, 201 with the source, 409 for the same board again', async () => {
    const bad = await api('post', '')
      .send({ type: 'greenhouse', board: 'no spaces/here' })
      .expect(400);
    expect(bad.body.data).toMatchObject({ field: 'board' });
    const noKey = await api('post', '').send({ type: 'teamtailor', board: 'acme' }).expect(400);
    expect(noKey.body.data).toMatchObject({ field: 'apiKey' });

    const res = await api('post', '')
      .send({ type: 'greenhouse', board: 'acme', baseUrl: feed.baseUrl, webhookSecret: SECRET })
      .expect(201);
    source = res.body.data as AdminJobSource;
    expect(source).toMatchObject({
      type: 'greenhouse',
      label: 'Test ATS',
      board: 'acme',
      baseUrl: feed.baseUrl,
      hasWebhookSecret: true,
      hasApiKey: false,
      paused: false,
      fromConfig: false,
      webhookUrl: `${real.env.PUBLIC_ORIGIN}/api/job-sources/${source.id}/webhook`,
      openJobs: 0,
      lastSync: null,
      syncing: false,
    });
    expect(JSON.stringify(res.body)).not.toContain(SECRET);

    const again = await api('post', '').send({ type: 'greenhouse', board: 'acme' }).expect(409);
    expect(again.body.data).toMatchObject({ field: 'board' });
    const list = await api('get', '').expect(200);
    expect(list.body.data.list).toEqual([source]);
    expect(list.body.data.pager).toMatchObject({ total: 1 });
  });

  test('testing a feed reads it without writing: its count and first titles, or the error in words', async () => {
    const ok = await api('post', '/test')
      .send({ type: 'greenhouse', board: 'acme', baseUrl: feed.baseUrl })
      .expect(200);
    expect(ok.body.data).toEqual({
      ok: true,
      count: 2,
      titles: ['Engineer api-1', 'Engineer api-2'],
      problems: [],
    });
    expect(await jobIdOf('api-1')).toBeUndefined();

    feed.mode = 'server-error';
    const failed = await api('post', '/test')
      .send({ type: 'greenhouse', board: 'acme', baseUrl: feed.baseUrl })
      .expect(200);
    feed.mode = 'ok';
    expect(failed.body.data).toEqual({ ok: false, error: 'Test ATS answered 503.' });
  });

  test('sync now imports the jobs: they are on /job', async () => {
    const res = await api('post', `/${source.id}/sync`).expect(200);
    expect(res.body.data).toMatchObject({
      id: source.id,
      openJobs: 2,
      syncing: false,
      lastSync: { added: 2, updated: 0, closed: 0, unchanged: 0, error: null, problems: [] },
    });
    const page = await request(real.app)
      .get(`/job/${await jobIdOf('api-1')}`)
      .expect(200);
    expect(page.text).toContain('Engineer api-1');
  });

  test('pause and resume', async () => {
    const paused = await api('post', `/${source.id}/pause`).expect(200);
    expect(paused.body.data).toMatchObject({ paused: true, nextSyncAt: null });
    const resumed = await api('post', `/${source.id}/resume`).expect(200);
    expect(resumed.body.data).toMatchObject({ paused: false, nextSyncAt: expect.any(String) });
    await api('post', '/999999/pause').expect(404);
  });

  test('a webhook with a bad signature is refused and syncs nothing; a good one syncs at once; its replay is refused', async () => {
    feed.jobs = [feedJob('api-1'), feedJob('api-2'), feedJob('api-3')];
    const body = JSON.stringify({ action: 'job_post_created', payload: { job_post: { id: 3 } } });
    const webhook = (signature: string, payload = body) =>
      request(real.app)
        .post(`/api/job-sources/${source.id}/webhook`)
        .set('Content-Type', 'application/json')
        .set('Signature', signature)
        .send(payload);
    const reads = feed.boardReads;

    await webhook(signed(body, 'the-wrong-secret')).expect(401);
    await webhook(signed(`${body} `)).expect(401);
    expect(feed.boardReads).toBe(reads);

    await webhook(signed(body)).expect(202);
    await vi.waitFor(async () => expect(await jobIdOf('api-3')).toBeDefined(), { timeout: 10_000 });

    await webhook(signed(body)).expect(401);
    await request(real.app).post('/api/job-sources/999999/webhook').send('{}').expect(404);
  });

  test('removing a source closes its jobs (410); a source of JOB_SOURCES is removed there, not here', async () => {
    const id = await jobIdOf('api-1');
    await api('delete', `/${source.id}`).expect(204);
    await request(real.app).get(`/job/${id}`).expect(410);
    await api('delete', `/${source.id}`).expect(404);
    await api('get', `/${source.id}`).expect(404);

    await real.services.jobSources.upsertConfigSources([{ type: 'lever', board: 'kept-as-code' }]);
    const list = await api('get', '').expect(200);
    const configured = (list.body.data.list as AdminJobSource[]).find(
      (row) => row.board === 'kept-as-code',
    );
    expect(configured).toMatchObject({ fromConfig: true, webhookUrl: null });
    await api('delete', `/${configured?.id}`).expect(409);
    // Taken out of JOB_SOURCES, it is an ordinary source the admin may remove.
    await real.services.jobSources.upsertConfigSources([]);
    const released = await api('get', `/${configured?.id}`).expect(200);
    expect(released.body.data).toMatchObject({ fromConfig: false });
    await api('delete', `/${configured?.id}`).expect(204);
  });
});
