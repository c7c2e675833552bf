import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { AdminJobSource } from '../../../contract/admin-job-source-types';
import { readSigningKey, signAccessToken } from '../../test-support/access-token';
import { startFeedServer, type FeedServer } from '../../test-support/feed-server';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { testDrivers } from '../../test-support/test-database';

/** What a service on the server's own network says: no screen, log or status may carry it. */
const INSIDE_WORDS = 'redis_version:7.2.4 requirepass=hunter2';
const board = (name: string) => `/v1/boards/${name}/jobs?content=true`;
const LOOPBACK_REFUSED =
  'Greenhouse could not be reached: 127.0.0.1 is a loopback address, and sources added in the admin reach only the public internet';

/**
 * Issue 31: sources written through the admin API reach only the public internet. Only loopback
 * is reachable here, so "public" is played by `localhost`, opened with JOB_SOURCE_ALLOWED_HOSTS as
 * an operator would open an intranet host; private addresses are refused before any connection,
 * so no test sends anything to one.
 */
describe.each(testDrivers())('job sources and the server’s own network [%s]', (driver) => {
  let real: RealApp;
  /** A service on loopback the admin must not reach (a database, a metadata endpoint …). */
  let inside: FeedServer;
  /** The "public" ATS, on `localhost`, the one host the allow-list opens. */
  let outside: FeedServer;
  let closedPort: string;
  let bearer: string;

  beforeAll(async () => {
    [inside, outside] = await Promise.all([startFeedServer(), startFeedServer()]);
    const closed = await startFeedServer();
    closedPort = new URL(closed.baseUrl).port;
    await closed.close();
    inside.route(board('acme'), { status: 500, body: INSIDE_WORDS, contentType: 'text/plain' });
    inside.route(board('intranet'), {
      body: { jobs: [{ id: 7, title: 'Night Nurse', location: { name: 'Berlin, Germany' } }] },
    });
    inside.route(board('intranet-broken'), { body: INSIDE_WORDS, contentType: 'text/plain' });
    real = await createRealApp(
      {
        ADMIN_PASSWORD: 'a-test-password',
        JOB_FEED_TIMEOUT_MS: '2000',
        JOB_SOURCE_ALLOWED_HOSTS: 'localhost',
        // the operator's sources may name the server's own network
        JOB_SOURCES: JSON.stringify([
          { type: 'greenhouse', board: 'intranet', baseUrl: inside.baseUrl },
          { type: 'greenhouse', board: 'intranet-broken', baseUrl: inside.baseUrl },
        ]),
      },
      { driver, signIn: true },
    );
    const key = await readSigningKey(real.services.database.db);
    bearer = `Bearer ${await signAccessToken(key, { issuer: `${real.env.PUBLIC_ORIGIN}/oidc` })}`;
  });
  afterAll(async () => {
    await real.close();
    await Promise.all([inside.close(), outside.close()]);
  });

  const api = (method: 'get' | 'post', path: string) =>
    request(real.app)[method](`/api/admin/job-sources${path}`).set('Authorization', bearer);
  const outsideUrl = () => `http://localhost:${new URL(outside.baseUrl).port}`;
  const sourceNamed = async (name: string): Promise<AdminJobSource> => {
    const list = (await api('get', '').expect(200)).body.data.list as AdminJobSource[];
    const found = list.find((source) => source.board === name);
    if (!found) throw new Error(`no source ${name}`);
    return found;
  };
  const activityText = async () =>
    JSON.stringify(
      await real.services.database.db.selectFrom('activity_log').selectAll().execute(),
    );

  test.each([
    ['a loopback address', () => inside.baseUrl, '127.0.0.1 is a loopback address'],
    [
      'a closed loopback port',
      () => `http://127.0.0.1:${closedPort}`,
      '127.0.0.1 is a loopback address',
    ],
    [
      'loopback, IPv4-mapped',
      () => 'http://[::ffff:127.0.0.1]:8080',
      '[::ffff:7f00:1] is a loopback address',
    ],
    ['loopback, in decimal', () => 'http://2130706433:6379', '127.0.0.1 is a loopback address'],
    ['loopback, in octal', () => 'http://0177.0.0.1/', '127.0.0.1 is a loopback address'],
    ['loopback, IPv6', () => 'http://[::1]:5432', '[::1] is a loopback address'],
    ['a private address', () => 'http://10.0.0.1/', '10.0.0.1 is a private address'],
    [
      'a private address and port',
      () => 'https://192.168.1.20:8443',
      '192.168.1.20 is a private address',
    ],
    [
      'the link-local metadata address',
      () => 'http://169.254.169.254/latest',
      '169.254.169.254 is a link-local address',
    ],
    ['a unique-local address', () => 'http://[fd00::1]/', '[fd00::1] is a private address'],
    ['the unspecified address', () => 'http://0.0.0.0:3000', '0.0.0.0 is a reserved address'],
  ])(
    '%s as baseUrl: 400 naming baseUrl, from the test and the add alike, before any request',
    async (_, url, words) => {
      const input = { type: 'greenhouse', board: 'acme', baseUrl: url() };
      for (const path of ['/test', '']) {
        const res = await api('post', path).send(input).expect(400);
        expect(res.body.data).toEqual({
          field: 'baseUrl',
          issues: [{ field: 'baseUrl', message: `must be on the public internet: ${words}` }],
        });
      }
      expect(inside.requests).toEqual([]);
      expect((await api('get', '').expect(200)).body.data.list).not.toContainEqual(
        expect.objectContaining({ board: 'acme' }),
      );
    },
  );

  test('an allowed host that redirects to loopback: the test and the sync refuse the redirect, and nothing reaches loopback', async () => {
    outside.route(board('acme'), {
      status: 302,
      headers: { location: `${inside.baseUrl}${board('acme')}` },
    });
    const input = { type: 'greenhouse', board: 'acme', baseUrl: outsideUrl() };
    const tested = await api('post', '/test').send(input).expect(200);
    expect(tested.body.data).toEqual({ ok: false, error: LOOPBACK_REFUSED });

    const added = (await api('post', '').send(input).expect(201)).body.data as AdminJobSource;
    const synced = await api('post', `/${added.id}/sync`).expect(200);
    expect(synced.body.data.lastSync).toMatchObject({ added: 0, error: LOOPBACK_REFUSED });
    expect(outside.requests.filter((path) => path === board('acme'))).toHaveLength(2);
    expect(inside.requests).toEqual([]);
    expect(await activityText()).toContain(LOOPBACK_REFUSED);
  });

  test('a source of JOB_SOURCES on loopback still syncs', async () => {
    const intranet = await sourceNamed('intranet');
    expect(intranet).toMatchObject({ fromConfig: true, baseUrl: inside.baseUrl });
    const synced = await api('post', `/${intranet.id}/sync`).expect(200);
    expect(synced.body.data).toMatchObject({ openJobs: 1, lastSync: { added: 1, error: null } });
  });

  test('no error carries what a server said: not the test, the sync, the source or the activity log', async () => {
    outside.route(board('loud'), { status: 500, body: INSIDE_WORDS, contentType: 'text/plain' });
    const input = { type: 'greenhouse', board: 'loud', baseUrl: outsideUrl() };
    const tested = await api('post', '/test').send(input).expect(200);
    expect(tested.body.data).toEqual({
      ok: false,
      error: 'Greenhouse answered 500 (Internal Server Error)',
    });
    const loud = (await api('post', '').send(input).expect(201)).body.data as AdminJobSource;
    const answers = [
      tested.body,
      (await api('post', `/${loud.id}/sync`).expect(200)).body,
      (await api('post', `/${(await sourceNamed('intranet-broken')).id}/sync`).expect(200)).body,
      (await api('get', '').expect(200)).body,
    ];
    expect(answers[2].data.lastSync.error).toBe('Greenhouse did not answer JSON');
    for (const answer of answers) expect(JSON.stringify(answer)).not.toContain('hunter2');
    expect(await activityText()).not.toContain('hunter2');
  });
});
