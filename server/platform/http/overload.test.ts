import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createRealApp, type RealApp } from '../../test-support/real-app';
import { createEventLoopDelayGauge } from './overload';

const BLOCK_CHUNK_MS = 100;
const BLOCKED_FOR_MS = 1_500;
/** A returning visitor's experiment variant: pages are cached per variant. */
const VISITOR_COOKIE = 'exp=tech-at-somnia.1';

/** Keeps the event loop busy in long chunks, as a server past its sustainable rate does. */
async function overloadTheEventLoop() {
  const until = Date.now() + BLOCKED_FOR_MS;
  while (Date.now() < until) {
    const chunkEnd = Date.now() + BLOCK_CHUNK_MS;
    while (Date.now() < chunkEnd);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('while the server is overloaded', () => {
  let overloaded = false;
  let real: RealApp;
  beforeAll(async () => {
    real = await createRealApp(
      {},
      { cachePageData: true, cacheHtml: true, isOverloaded: () => overloaded },
    );
    // Served once before the load: the job list's page and its data are now in the caches.
    const first = await request(real.app).get('/job').set('Cookie', VISITOR_COOKIE);
    expect(first.headers['x-html-cache']).toBe('miss');
    expect((await request(real.app).get('/api/page/job')).status).toBe(200);
    overloaded = true;
  });
  afterAll(() => real.close());

  test.each(['/api/page/home', '/'])(
    'GET %s, not cached yet, answers 503 with Retry-After at once',
    async (url) => {
      const res = await request(real.app).get(url);

      expect(res.status).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  test('a page already cached is still served whole, and so is its data', async () => {
    const page = await request(real.app).get('/job').set('Cookie', VISITOR_COOKIE);
    const data = await request(real.app).get('/api/page/job');

    expect(page.status).toBe(200);
    expect(page.headers['x-html-cache']).toBe('hit');
    expect(page.text).toContain('</html>');
    expect(data.status).toBe(200);
    expect(data.body).toMatchObject({ success: true });
  });

  test('a static file is still served', async () => {
    const res = await request(real.app).get('/favicon.svg');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });

  test('a page that is not a page of the site (it would render a 404) is shed', async () => {
    expect((await request(real.app).get('/no-such-page')).status).toBe(503);
  });

  test('an API answer keeps the envelope shape', async () => {
    const res = await request(real.app).post('/api/talent-community').send({});

    expect(res.body).toMatchObject({ success: false, code: 503 });
  });

  test.each(['/healthz', '/readyz'])('the probe %s is never shed', async (url) => {
    expect((await request(real.app).get(url)).status).toBe(200);
  });

  test('once the load is gone, pages are served again', async () => {
    overloaded = false;

    expect((await request(real.app).get('/api/page/home')).status).toBe(200);
    expect((await request(real.app).get('/')).status).toBe(200);
  });
});

describe('the event-loop delay gauge', () => {
  test('reads a loop kept busy as delayed, and an idle one as not', async () => {
    const gauge = createEventLoopDelayGauge();
    try {
      await overloadTheEventLoop();
      const busy = gauge.delayMs();
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const idle = gauge.delayMs();

      expect(busy).toBeGreaterThan(BLOCK_CHUNK_MS / 2);
      expect(idle).toBeLessThan(busy);
    } finally {
      gauge.stop();
    }
  });
});
