import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { loadEnv } from './platform/config';
import { createDatabase, type AppDatabase } from './platform/db/database';
import { createTestDatabase, testDrivers } from './test-support/test-database';
import { createRealApp, type RealApp } from './test-support/real-app';
import { startRelay, type TcpRelay } from './test-support/tcp-relay';

const UNAVAILABLE = {
  success: false,
  code: 503,
  data: null,
  message: 'Service is temporarily down for maintenance. Please try again later.',
};
const RELAYED_APP_NAME = 'health-test-app';
const UNAVAILABLE_PAGE_TITLE = `<title>${UNAVAILABLE.message}`;
const COMMENT = { name: 'Ana Lima', email: 'ana@example.com', body: 'Does this rank by title?' };
const RECOVERY_TIMEOUT_MS = 10_000;
const RETRY_INTERVAL_MS = 100;
const SIGNUP = {
  name: 'Noor Haddad',
  email: 'noor.health@example.com',
  country: 'Jordan',
  interests: ['Design'],
  consent: true,
};

describe('health and readiness', () => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp();
  });
  afterAll(() => real.close());

  test('GET /healthz answers 200 while the process is up', async () => {
    const res = await request(real.app).get('/healthz');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  test('GET /readyz answers 200 when the database answers', async () => {
    const res = await request(real.app).get('/readyz');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });
});

describe('when the embedded database is closed', () => {
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp();
    await real.services.database.close();
  });
  afterAll(() => real.close());

  test('GET /readyz answers 503 and /healthz still 200', async () => {
    const ready = await request(real.app).get('/readyz');
    const healthy = await request(real.app).get('/healthz');

    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable' });
    expect(healthy.status).toBe(200);
  });

  test.each([
    '/api/page/home',
    '/api/page/job',
    '/api/blog/streaming-ssr-for-the-storefront/comments',
  ])('GET %s answers a 503 envelope', async (url) => {
    const res = await request(real.app).get(url);

    expect(res.status).toBe(503);
    expect(res.body).toEqual(UNAVAILABLE);
  });

  test('POST /api/talent-community answers a 503 envelope', async () => {
    const res = await request(real.app).post('/api/talent-community').send(SIGNUP);

    expect(res.status).toBe(503);
    expect(res.body).toEqual(UNAVAILABLE);
  });
});

async function untilOk(send: () => Promise<request.Response>): Promise<number[]> {
  const statuses: number[] = [];
  const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const res = await send();
    statuses.push(res.status);
    if (res.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, RETRY_INTERVAL_MS));
  }
  return statuses;
}

describe.skipIf(!testDrivers().includes('postgres'))('when PostgreSQL goes away', () => {
  let base: AppDatabase;
  let relay: TcpRelay;
  let real: RealApp;
  let serverUrl: URL;
  beforeAll(async () => {
    serverUrl = new URL(loadEnv().TEST_DATABASE_URL ?? '');
    base = await createTestDatabase({ driver: 'postgres' });
    const name = (await sql<{ name: string }>`select current_database() as name`.execute(base.db))
      .rows[0]?.name;
    relay = await startRelay({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
    const viaRelay = new URL(serverUrl);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    viaRelay.pathname = `/${name}`;
    // Names the app's connections apart from the base database's own.
    viaRelay.searchParams.set('application_name', RELAYED_APP_NAME);
    const database = await createDatabase({
      url: viaRelay.toString(),
      pool: { connectionTimeoutMs: 1_000 },
    });
    real = await createRealApp({}, { database });
  });
  afterAll(async () => {
    await real.close();
    await relay.takeAway();
    await base.close();
  });

  test('answers 503 envelopes while it is unreachable, then recovers by itself', async () => {
    expect((await request(real.app).get('/api/page/job')).status).toBe(200);

    await relay.takeAway();
    const page = await request(real.app).get('/api/page/job');
    const signup = await request(real.app).post('/api/talent-community').send(SIGNUP);
    const ready = await request(real.app).get('/readyz');
    await relay.bringBack();
    const afterRecovery = await request(real.app).get('/api/page/job');

    expect(page.status).toBe(503);
    expect(page.body).toEqual(UNAVAILABLE);
    expect(signup.body).toEqual(UNAVAILABLE);
    expect(ready.status).toBe(503);
    expect(afterRecovery.status).toBe(200);
    expect((await request(real.app).get('/readyz')).status).toBe(200);
  });

  test('replaces connections the server terminated, answering 503 and never 500 meanwhile', async () => {
    expect((await request(real.app).get('/api/page/home')).status).toBe(200);

    const terminated = await sql<{ count: number }>`
      select count(*) filter (where pg_terminate_backend(pid)) as count
      from pg_stat_activity where application_name = ${RELAYED_APP_NAME}`.execute(base.db);
    const statuses = await untilOk(() => request(real.app).get('/api/page/home'));

    expect(Number(terminated.rows[0]?.count), 'backends terminated').toBeGreaterThan(0);
    // Every answer before the first 200 is a 503 (none when the pool noticed first).
    expect(
      statuses.filter((status) => status !== 503),
      `answers: ${statuses.join()}`,
    ).toEqual([200]);
  });
});

describe.skipIf(!testDrivers().includes('postgres'))('when PostgreSQL hangs', () => {
  let base: AppDatabase;
  let relay: TcpRelay;
  let real: RealApp;
  let postSlug: string;
  beforeAll(async () => {
    const env = loadEnv();
    const serverUrl = new URL(env.TEST_DATABASE_URL ?? '');
    base = await createTestDatabase({ driver: 'postgres' });
    const name = (await sql<{ name: string }>`select current_database() as name`.execute(base.db))
      .rows[0]?.name;
    postSlug = (
      await base.db.selectFrom('blog_comment').select('post_slug').executeTakeFirstOrThrow()
    ).post_slug;
    relay = await startRelay({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
    const viaRelay = new URL(serverUrl);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    viaRelay.pathname = `/${name}`;
    // The server's settings (services.ts): the first request waits them out, later ones do not.
    const database = await createDatabase({
      url: viaRelay.toString(),
      pool: {
        connectionTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
        queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
      },
    });
    real = await createRealApp({}, { database });
  });
  afterAll(async () => {
    relay.thaw();
    await real.close();
    await relay.takeAway();
    await base.close();
  });

  test('pages, the API and readiness answer 503 instead of waiting, and recover when it answers', async () => {
    expect((await request(real.app).get('/api/page/job')).status).toBe(200);

    relay.freeze();
    const data = await request(real.app).get('/api/page/job');
    const page = await request(real.app).get('/job?page=2');
    const comment = await request(real.app).post(`/api/blog/${postSlug}/comments`).send(COMMENT);
    const ready = await request(real.app).get('/readyz');
    relay.thaw();
    const readyAgain = await untilOk(() => request(real.app).get('/readyz'));

    for (const answer of [data, page, comment]) {
      expect(answer.status).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(data.body).toEqual(UNAVAILABLE);
    expect(page.text).toContain(UNAVAILABLE_PAGE_TITLE);
    expect(comment.body).toEqual(UNAVAILABLE);
    expect(ready.status).toBe(503);
    expect(readyAgain.at(-1)).toBe(200);
    expect((await request(real.app).get('/job?page=2')).status).toBe(200);
  });
});
