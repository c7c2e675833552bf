import { randomInt } from 'node:crypto';

import express, { type Express } from 'express';
import type { SlowDownInfo } from 'express-slow-down';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createLogger } from '../logger';
import { testEnv } from '../../test-support/test-env';
import { getTestRedisUrl } from '../../test-support/test-redis';
import { startRelay, type TcpRelay } from '../../test-support/tcp-relay';
import { createRateLimiters, SLOW_DOWN_STEP_MS } from './rate-limits';
import { connectRedisStores, type RedisStores } from './redis-store';

const RECOVERY_TIMEOUT_MS = 10_000;
const RETRY_INTERVAL_MS = 100;
const redisUrl = getTestRedisUrl();

describe.skipIf(!redisUrl)('rate limits in Redis when Redis goes away', () => {
  const lines: string[] = [];
  let relay: TcpRelay;
  let stores: RedisStores;
  let app: Express;
  beforeAll(async () => {
    const target = new URL(redisUrl ?? '');
    relay = await startRelay({ host: target.hostname, port: Number(target.port || 6379) });
    const viaRelay = new URL(target);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(relay.port);
    const env = testEnv({ RATE_LIMIT_COMMENTS: '2/1m', LOG_LEVEL: 'info' });
    const logger = createLogger(env, { write: (line: string) => void lines.push(line) });
    stores = await connectRedisStores(viaRelay.toString(), logger);
    const limiters = createRateLimiters(env, { logger, storeFor: stores.storeFor });
    app = express();
    // The test speaks as the proxy: a client of its own each run (counts outlive the test).
    app.set('trust proxy', 'loopback');
    app.post('/comments', limiters.limit('comments'), (_req, res) => {
      res.status(201).end();
    });
  });
  afterAll(async () => {
    await stores?.close();
    await relay?.takeAway();
  });

  test('requests pass while it is unreachable, logged, and the limit holds again once it is back', async () => {
    const host = `${randomInt(256)}.${randomInt(1, 255)}`;
    const post = (client: string) => request(app).post('/comments').set('X-Forwarded-For', client);
    const client = `198.18.${host}`;
    const before = [await post(client), await post(client), await post(client)];

    await relay.takeAway();
    const during = await post(`198.19.${host}`);
    const duringLimited = await post(client);
    await relay.bringBack();
    const after: number[] = [];
    const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
    while (after.at(-1) !== 429 && Date.now() < deadline) {
      after.push((await post(client)).status);
      await new Promise((resolve) => setTimeout(resolve, RETRY_INTERVAL_MS));
    }

    expect(before.map((res) => res.status)).toEqual([201, 201, 429]);
    expect([during.status, duringLimited.status]).toEqual([201, 201]);
    expect(lines.join('')).toContain('allowing request without rate-limiting');
    expect(after.at(-1), `answers after recovery: ${after.join()}`).toBe(429);
  });
});

describe.skipIf(!redisUrl)('the sign-in slow-down in Redis', () => {
  const connections: RedisStores[] = [];
  afterAll(async () => {
    await Promise.all(connections.map((stores) => stores.close()));
  });

  /** An app as one process builds it, with a Redis connection of its own; it answers with its delay. */
  async function processApp(): Promise<Express> {
    const env = testEnv({ SLOW_DOWN_SIGN_IN_ACCOUNT: '1/1m' });
    const logger = createLogger(env);
    const stores = await connectRedisStores(redisUrl ?? '', logger);
    connections.push(stores);
    const limiters = createRateLimiters(env, { logger, storeFor: stores.storeFor });
    const app = express();
    app.post(
      '/sign-in',
      limiters.slowDown('signInAccount', { keyGenerator: (req) => String(req.get('X-Account')) }),
      (req, res) => {
        res.json({ delayMs: (req as unknown as { slowDown: SlowDownInfo }).slowDown.delay });
      },
    );
    return app;
  }

  test('failures counted by one process slow the next attempt on another', async () => {
    const [one, another] = [await processApp(), await processApp()];
    const account = `account-${randomInt(1e9)}`;
    const attempt = async (app: Express) =>
      (await request(app).post('/sign-in').set('X-Account', account)).body as { delayMs: number };

    const delays = [await attempt(one), await attempt(another), await attempt(one)];

    expect(delays.map((answer) => answer.delayMs)).toEqual([
      0,
      SLOW_DOWN_STEP_MS,
      2 * SLOW_DOWN_STEP_MS,
    ]);
  });
});
