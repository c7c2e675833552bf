import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { createRealApp, type RealApp } from '../test-support/real-app';

// The server builds its routes once and hands each request its own page data: requests that
// render at the same time must never see each other's data.
const PATHS = ['/', '/job', '/job/1', '/team', '/press', '/students', '/how-we-hire', '/job/2'];

let real: RealApp;
beforeAll(async () => {
  real = await createRealApp();
});
afterAll(() => real.close());

const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];

test('pages rendered at the same time each carry their own title and data', async () => {
  const alone: (string | undefined)[] = [];
  for (const path of PATHS) alone.push(titleOf((await request(real.app).get(path)).text));
  expect(new Set(alone).size).toBe(PATHS.length);

  const together = await Promise.all(PATHS.map((path) => request(real.app).get(path)));

  expect(together.map((res) => titleOf(res.text))).toEqual(alone);
  for (const [index, res] of together.entries()) {
    expect(res.status).toBe(200);
    // The dehydrated cache holds this page's data only.
    const pageKeys = res.text.match(/"queryKey":\["page","[^"]*"/g) ?? [];
    expect(pageKeys.length).toBeGreaterThan(0);
    expect(new Set(pageKeys).size, PATHS[index]).toBe(1);
  }
});
