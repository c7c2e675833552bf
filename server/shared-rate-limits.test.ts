import { randomInt } from 'node:crypto';

import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { AppDatabase } from './platform/db/database';
import { createTestDatabase, getTestDatabaseUrl, testDrivers } from './test-support/test-database';
import { getTestRedisUrl } from './test-support/test-redis';
import { startServerProcess, type ServerProcess } from './test-support/server-process';

const POST_SLUG = 'streaming-ssr-for-the-storefront';
const START_TIMEOUT_MS = 200_000;
const hasPostgres = testDrivers().includes('postgres');
const redisUrl = getTestRedisUrl();

describe.skipIf(!hasPostgres || !redisUrl)(
  'two app processes on one PostgreSQL and one Redis',
  () => {
    let database: AppDatabase | undefined;
    const servers: ServerProcess[] = [];
    beforeAll(async () => {
      // Migrated and seeded here, so the two processes find it ready and never race to seed it.
      database = await createTestDatabase({ driver: 'postgres' });
      const name = (
        await sql<{ name: string }>`select current_database() as name`.execute(database.db)
      ).rows[0]?.name;
      const url = new URL(getTestDatabaseUrl() ?? '');
      url.pathname = `/${name}`;
      // One after the other: Vite's dependency cache is shared by both.
      for (let index = 0; index < 2; index += 1) {
        servers.push(
          await startServerProcess({
            DATABASE_URL: url.toString(),
            REDIS_URL: redisUrl ?? '',
            // The test speaks as the proxy, each run for a client of its own (counts last a minute).
            TRUST_PROXY: 'loopback',
            RATE_LIMIT_COMMENTS: '5/1m',
            RATE_LIMIT_CONTENT_QUERY: '3/1m',
          }),
        );
      }
    }, START_TIMEOUT_MS);
    afterAll(async () => {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.exit));
      await database?.close();
    });

    test('a limit of 5 comments a minute holds across both: the sixth, on either, gets 429', async () => {
      const host = `${randomInt(256)}.${randomInt(1, 255)}`;
      const [client, anotherClient] = [`198.18.${host}`, `198.19.${host}`];
      const post = (server: ServerProcess, from: string, index: number) =>
        request(`http://127.0.0.1:${server.port}`)
          .post(`/api/blog/${POST_SLUG}/comments`)
          .set('X-Forwarded-For', from)
          .send({ name: 'Robin Reader', body: `Comment ${index} from ${from}` });

      const statuses: number[] = [];
      let refused: request.Response | undefined;
      for (let index = 0; index < 6; index += 1) {
        const res = await post(servers[index % 2] as ServerProcess, client, index);
        statuses.push(res.status);
        if (res.status === 429) refused = res;
      }
      const fromAnother = await post(servers[1] as ServerProcess, anotherClient, 6);

      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(fromAnother.status).toBe(201);
    });

    test('a limit of 3 content queries a minute holds across both: the fourth gets 429', async () => {
      const host = `${randomInt(256)}.${randomInt(1, 255)}`;
      const [client, anotherClient] = [`198.18.${host}`, `198.19.${host}`];
      const query = (server: ServerProcess, from: string) =>
        request(`http://127.0.0.1:${server.port}`)
          .post('/_content/blog')
          .set('X-Forwarded-For', from)
          .send({ limit: 1 });

      const statuses: number[] = [];
      for (let index = 0; index < 4; index += 1) {
        statuses.push((await query(servers[index % 2] as ServerProcess, client)).status);
      }
      const fromAnother = await query(servers[0] as ServerProcess, anotherClient);

      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(fromAnother.status).toBe(200);
    });
  },
);
