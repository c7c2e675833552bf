import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import request from 'supertest';

import type { Envelope, PageContent } from '../../contract/page-types';
import { testDrivers } from '../test-support/test-database';
import { createRealApp, type RealApp } from '../test-support/real-app';
import { uniqueLabel } from '../test-support/fixtures';
import { createPageDataCache } from './page-cache';

const POST_SLUG = 'accessibility-audit';
const POST_PAGE = `/api/page/tech-blog/${POST_SLUG}`;

const commentNames = (body: Envelope<PageContent>) =>
  body.success
    ? body.data.section.flatMap((section) =>
        section.type === 'post' ? (section.comments?.list ?? []).map((c) => c.name) : [],
      )
    : [];

for (const driver of testDrivers()) {
  describe(`page data cache [${driver}]`, () => {
    let real: RealApp;
    beforeAll(async () => {
      real = await createRealApp({}, { driver, cachePageData: true });
    });
    afterAll(() => real.close());

    test('a cached post shows a comment once it is approved, without a restart', async () => {
      const name = uniqueLabel('Reader');
      const before = await request(real.app).get(POST_PAGE).expect(200);
      const { id } = await real.services.database.db
        .insertInto('blog_comment')
        .values({ post_slug: POST_SLUG, name, body: 'Thanks for the audit notes.' })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Pending comments are not shown, so the page is the same...
      expect(commentNames((await request(real.app).get(POST_PAGE)).body)).toEqual(
        commentNames(before.body),
      );
      await real.services.database.db
        .updateTable('blog_comment')
        .set({ status: 'approved' })
        .where('id', '=', id)
        .execute();
      // ...and after the approval commits, the next read composes it afresh. On PostgreSQL the
      // change arrives on the listening connection a moment after the commit.
      await expect
        .poll(async () => commentNames((await request(real.app).get(POST_PAGE)).body))
        .toContain(name);
    });

    test('a missing page is answered from the cache the same way', async () => {
      const first = await request(real.app).get('/api/page/tech-blog/no-such-post');
      const second = await request(real.app).get('/api/page/tech-blog/no-such-post');
      expect([first.status, second.status]).toEqual([404, 404]);
      expect(second.body).toEqual(first.body);
    });
  });
}

describe('createPageDataCache', () => {
  const page = (title: string): Envelope<PageContent> => ({
    success: true,
    code: 200,
    message: 'OK',
    data: { title, section: [] },
  });

  test('concurrent requests for one page share one composition', async () => {
    let compositions = 0;
    const cache = createPageDataCache(async () => {
      compositions += 1;
      return page('Jobs');
    });
    await Promise.all([1, 2, 3].map(() => cache.fetchPageEnvelope('job', 'page=2')));
    await cache.fetchPageEnvelope('job', 'page=2');
    expect(compositions).toBe(1);
    await cache.fetchPageEnvelope('job', 'page=3');
    expect(compositions).toBe(2);
  });

  test('a page composed while the data changed is answered but not kept', async () => {
    let release: (() => void) | undefined;
    let title = 'old';
    const cache = createPageDataCache(async () => {
      const composed = page(title);
      await new Promise<void>((resolve) => (release = resolve));
      return composed;
    });
    const first = cache.fetchPageEnvelope('home', '');
    title = 'new';
    cache.invalidate();
    release?.();
    expect((await first).success && (await first).data).toMatchObject({ title: 'old' });
    const second = cache.fetchPageEnvelope('home', '');
    release?.();
    expect(await second).toMatchObject({ data: { title: 'new' } });
  });

  test('an unreachable database (503) is never kept', async () => {
    let calls = 0;
    const cache = createPageDataCache(async () => {
      calls += 1;
      return { success: false, code: 503, message: 'Service Unavailable', data: null };
    });
    await cache.fetchPageEnvelope('job', '');
    await cache.fetchPageEnvelope('job', '');
    expect(calls).toBe(2);
  });

  test('a personal page is composed for every request, and never kept', async () => {
    const composed: string[] = [];
    const cache = createPageDataCache(
      async (path) => {
        composed.push(path);
        return page(path);
      },
      { isPersonal: (path) => path.startsWith('press/preview/') },
    );
    await cache.fetchPageEnvelope('press/preview/a-token', '');
    await cache.fetchPageEnvelope('press/preview/a-token', '');
    await cache.fetchPageEnvelope('press', '');
    await cache.fetchPageEnvelope('press', '');
    expect(composed).toEqual(['press/preview/a-token', 'press/preview/a-token', 'press']);
    expect(cache.has('press/preview/a-token', '')).toBe(false);
  });

  test('past its size, the least recently used page goes first', async () => {
    const composed: string[] = [];
    const cache = createPageDataCache(
      async (path) => {
        composed.push(path);
        return page(path);
      },
      { maxEntries: 2 },
    );
    await cache.fetchPageEnvelope('a', '');
    await cache.fetchPageEnvelope('b', '');
    await cache.fetchPageEnvelope('a', '');
    await cache.fetchPageEnvelope('c', '');
    await cache.fetchPageEnvelope('a', '');
    await cache.fetchPageEnvelope('b', '');
    expect(composed).toEqual(['a', 'b', 'c', 'b']);
  });
});
