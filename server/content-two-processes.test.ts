import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { AppDatabase } from './platform/db/database';
import { createRealApp, type RealApp } from './test-support/real-app';
import { createTestDatabase, openSecondPool, testDrivers } from './test-support/test-database';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const STORY = '/news/pulse-2-launch';
const POLL_MS = 20;

// Decision 061: each process keeps the published content in memory and its composed pages in
// a cache. A change written through one pool must show in an app reading through another, as a
// second process would (on PGlite, which serves one process, the same one), within a second.
describe.each(testDrivers())('content changed by another process [%s]', (driver) => {
  let writer: AppDatabase | undefined;
  let reader: RealApp | undefined;
  beforeAll(async () => {
    writer = await createTestDatabase({ driver });
    reader = await createRealApp(
      {},
      { database: await openSecondPool(writer), cachePageData: true, cacheHtml: true },
    );
  });
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
  });

  const titleShown = async () => {
    const res = await request((reader as RealApp).app)
      .get(`/api/page${STORY}`)
      .expect(200);
    return (res.body as { data: { title: string } }).data.title;
  };

  test('a post retitled in the database shows on its page within a second', async () => {
    const db = (writer as AppDatabase).db;
    const before = await titleShown();
    const row = await db
      .selectFrom('content_document')
      .select('published')
      .where('path', '=', STORY)
      .executeTakeFirstOrThrow();

    const changedAt = Date.now();
    await db
      .updateTable('content_document')
      .set({ published: JSON.stringify({ ...row.published, title: 'Pulse 2, retitled' }) })
      .where('path', '=', STORY)
      .execute();
    let shown = await titleShown();
    while (shown === before && Date.now() - changedAt < 2_000) {
      await delay(POLL_MS);
      shown = await titleShown();
    }

    expect(before).not.toBe('Pulse 2, retitled');
    expect(shown).toBe('Pulse 2, retitled');
    expect(Date.now() - changedAt).toBeLessThan(1_000);
  });
});
