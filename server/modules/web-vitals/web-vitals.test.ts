import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import {
  WEB_VITALS_BEACON_PATH,
  type WebVitalName,
  type WebVitalsReport,
} from '../../../contract/web-vitals';
import { readSigningKey, signAccessToken } from '../../test-support/access-token';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { testDrivers } from '../../test-support/test-database';
import { testEnv, testLimiters } from '../../test-support/test-env';
import { testErrorHandler } from '../../test-support/test-error-handler';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../platform/http/rate-limits';
import { createPruneWebVitalsTask } from './prune-web-vitals.task';
import { createWebVitalsRouter } from './web-vitals.router';
import { createWebVitalsService } from './web-vitals-service';

const DAY_MS = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

describe.each(testDrivers())('real-visitor speed [%s]', (driver) => {
  let real: RealApp;
  let bearer: string;
  let withoutVitals: string;
  beforeAll(async () => {
    real = await createRealApp({ ADMIN_PASSWORD: 'a-test-password' }, { driver, signIn: true });
    const key = await readSigningKey(real.services.database.db);
    const issuer = `${real.env.PUBLIC_ORIGIN}/oidc`;
    bearer = `Bearer ${await signAccessToken(key, { issuer })}`;
    withoutVitals = `Bearer ${await signAccessToken(key, { issuer, scope: ADMIN_SCOPES.system })}`;
  });
  afterAll(() => real.close());

  const db = () => real.services.database.db;
  /** As `navigator.sendBeacon(url, string)` sends it: JSON as text/plain. */
  const sendBeacon = (body: unknown) =>
    request(real.app)
      .post(WEB_VITALS_BEACON_PATH)
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify(body));
  const report = async (days: number) => {
    const res = await request(real.app)
      .get(`/api/admin/vitals?days=${days}`)
      .set('Authorization', bearer)
      .expect(200);
    return res.body.data.content as WebVitalsReport;
  };
  const routeIn = (content: WebVitalsReport, route: string) =>
    content.routes.find((entry) => entry.route === route);
  const storedOf = (route: string) =>
    db().selectFrom('web_vital').select(['metric', 'value']).where('route', '=', route).execute();
  const storeSamples = (route: string, metric: WebVitalName, at: Date, values: number[]) =>
    db()
      .insertInto('web_vital')
      .values(values.map((value) => ({ route, metric, value, recorded_at: at })))
      .execute();

  describe(`POST ${WEB_VITALS_BEACON_PATH}`, () => {
    test('a beacon is stored and answered 204 with no body and no cookie', async () => {
      const res = await sendBeacon({
        route: '/team/:id',
        metrics: [
          { name: 'LCP', value: 1834.2 },
          { name: 'CLS', value: 0.02 },
          { name: 'TTFB', value: 212 },
        ],
      });

      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(await storedOf('/team/:id')).toEqual(
        expect.arrayContaining([
          { metric: 'LCP', value: 1834.2 },
          { metric: 'CLS', value: 0.02 },
          { metric: 'TTFB', value: 212 },
        ]),
      );
      expect(routeIn(await report(7), '/team/:id')?.metrics.LCP).toMatchObject({
        p75: 1834.2,
        samples: 1,
      });
    });

    test.each([
      ['a URL instead of a route pattern', { route: '/team/12', metrics: [] }, 'route'],
      ['an admin route', { route: '/admin/jobs', metrics: [{ name: 'LCP', value: 1 }] }, 'route'],
      ['no metric', { route: '/team', metrics: [] }, 'metrics'],
      [
        'an unknown metric',
        { route: '/team', metrics: [{ name: 'FID', value: 1 }] },
        'metrics.0.name',
      ],
      [
        'a negative value',
        { route: '/team', metrics: [{ name: 'INP', value: -1 }] },
        'metrics.0.value',
      ],
      [
        "a value past the metric's bound",
        { route: '/team', metrics: [{ name: 'CLS', value: 101 }] },
        'metrics.0.value',
      ],
      [
        'a metric twice',
        {
          route: '/team',
          metrics: [
            { name: 'LCP', value: 1 },
            { name: 'LCP', value: 2 },
          ],
        },
        'metrics',
      ],
      [
        'a field more (a URL)',
        { route: '/team', metrics: [{ name: 'LCP', value: 1 }], url: '/team' },
        'url',
      ],
    ])('%s is a 400 naming the field, and nothing is stored', async (_case, body, field) => {
      const res = await sendBeacon(body);

      expect(res.status).toBe(400);
      expect(res.body.data.field).toBe(field);
      expect(await storedOf('/team')).toEqual([]);
    });

    test('a request sent with do-not-track is answered alike and stored nowhere', async () => {
      await sendBeacon({ route: '/press', metrics: [{ name: 'LCP', value: 900 }] })
        .set('DNT', '1')
        .expect(204);

      expect(await storedOf('/press')).toEqual([]);
    });

    test('past RATE_LIMIT_WEB_VITALS a client gets 429 and its beacons are not stored', async () => {
      const env = testEnv({ RATE_LIMIT_WEB_VITALS: '2/1m' });
      const limited = express();
      limited.use(
        createWebVitalsRouter({
          vitals: createWebVitalsService(db()),
          routes: new Set(['/accelerator']),
          beaconLimit: testLimiters(env).limit('webVitals'),
        }),
      );
      limited.use(testErrorHandler());
      const beacon = { route: '/accelerator', metrics: [{ name: 'TTFB', value: 300 }] };
      const send = () => request(limited).post(WEB_VITALS_BEACON_PATH).send(beacon);

      await send().expect(204);
      await send().expect(204);
      const refused = await send();

      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(TOO_MANY_REQUESTS_MESSAGE);
      expect(await storedOf('/accelerator')).toHaveLength(2);
    });
  });

  describe('GET /api/admin/vitals', () => {
    test('the p75 of each metric per route, over the window and per UTC day', async () => {
      const now = new Date();
      const yesterday = new Date(now.getTime() - DAY_MS);
      await storeSamples('/students', 'LCP', now, [1000, 2000, 3000, 4000]);
      await storeSamples('/students', 'LCP', yesterday, [500]);
      await storeSamples('/students', 'INP', now, [120]);
      await storeSamples('/students', 'LCP', new Date(now.getTime() - 10 * DAY_MS), [9000]);

      const week = await report(7);
      expect(week).toMatchObject({ days: 7, from: utcDay(new Date(now.getTime() - 6 * DAY_MS)) });
      expect(routeIn(week, '/students')?.metrics).toEqual({
        LCP: {
          p75: 3000,
          samples: 5,
          days: [
            { day: utcDay(yesterday), p75: 500, samples: 1 },
            // Interpolated between the third and fourth sample, as percentile_cont does.
            { day: utcDay(now), p75: 3250, samples: 4 },
          ],
        },
        INP: { p75: 120, samples: 1, days: [{ day: utcDay(now), p75: 120, samples: 1 }] },
      });
      // Four weeks reach the sample of ten days ago.
      expect(routeIn(await report(28), '/students')?.metrics.LCP).toMatchObject({
        p75: 3750,
        samples: 6,
      });
    });

    test('routes with the most page views come first', async () => {
      const now = new Date();
      await storeSamples('/how-we-hire', 'TTFB', now, [100, 100, 100, 100, 100, 100, 100, 100]);
      await storeSamples('/life-at-somnia', 'TTFB', now, [100, 100, 100, 100, 100, 100, 100]);

      const routes = (await report(7)).routes.map((entry) => entry.route);
      expect(routes.indexOf('/how-we-hire')).toBeLessThan(routes.indexOf('/life-at-somnia'));
    });

    test('another window is a 400 naming days; no admin:vitals is a 403', async () => {
      const bad = await request(real.app)
        .get('/api/admin/vitals?days=30')
        .set('Authorization', bearer);
      expect(bad.status).toBe(400);
      expect(bad.body.data.field).toBe('days');

      await request(real.app)
        .get('/api/admin/vitals')
        .set('Authorization', withoutVitals)
        .expect(403);
    });
  });

  describe('web-vitals.prune', () => {
    test('deletes samples past their retention, then the first stored past the cap', async () => {
      const now = new Date();
      await storeSamples('/stream', 'CLS', new Date(now.getTime() - 31 * DAY_MS), [0.5]);
      await storeSamples('/stream', 'CLS', now, [0.1, 0.2]);
      const ids = async () =>
        (await db().selectFrom('web_vital').select('id').orderBy('id').execute()).map(
          (row) => row.id,
        );
      const before = await ids();
      // Room for all but the expired sample and the two stored first (by the tests above).
      const maxRows = before.length - 3;

      const task = createPruneWebVitalsTask({ days: 30, maxRows });
      const result = await task.run({ db: db(), now, dueAt: now, attempt: 1 });

      expect(result).toEqual({ expired: 1, overCap: 2 });
      const after = await ids();
      expect(after).toHaveLength(maxRows);
      expect(after).not.toContain(before[0]);
      expect(after).not.toContain(before[1]);
      expect((await storedOf('/stream')).map((row) => row.value).sort()).toEqual([0.1, 0.2]);
    });
  });
});
