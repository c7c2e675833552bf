import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { createRealApp, type RealApp } from '../test-support/real-app';

// React streams a page in 4 kB pieces, corked into one write per tick (page-handler.ts):
// every piece must arrive, however the response is encoded.
let real: RealApp;
beforeAll(async () => {
  real = await createRealApp();
});
afterAll(() => real.close());

test.each(['identity', 'gzip', 'br'])(
  'a page of many pieces arrives whole (%s)',
  async (encoding) => {
    const res = await request(real.app).get('/job').set('Accept-Encoding', encoding);

    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    expect(res.text.length).toBeGreaterThan(16_384);
    expect(res.text.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(res.text.trimEnd().endsWith('</html>')).toBe(true);
  },
);
