import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createRealApp, type RealApp } from '../../test-support/real-app';

let real: RealApp;
beforeAll(async () => {
  real = await createRealApp({ ADMIN_PASSWORD: 'a-test-password' }, { signIn: true });
});
afterAll(() => real.close());

describe('a sign-in page whose interaction is gone (timed out, or its cookie lost)', () => {
  test.each([
    ['GET /interaction/{uid}', () => request(real.app).get('/interaction/gone')],
    [
      'POST /interaction/{uid}/login',
      () =>
        request(real.app)
          .post('/interaction/gone/login')
          .type('form')
          .send({ email: 'admin@somnia.example', password: 'a-test-password' }),
    ],
    ['GET /interaction/{uid}/abort', () => request(real.app).get('/interaction/gone/abort')],
  ])('%s answers 400 with a link back to the sign-in page', async (_name, send) => {
    const res = await send();

    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('This sign-in has expired');
    expect(res.text).toContain('href="/login"');
  });
});
