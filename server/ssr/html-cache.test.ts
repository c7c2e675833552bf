import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { insertJob, uniqueLabel } from '../test-support/fixtures';
import { createRealApp, type RealApp } from '../test-support/real-app';
import { testDrivers } from '../test-support/test-database';
import { createHtmlCache, type PageRequest } from './html-cache';

const VARIANT_1 = 'exp=tech-at-somnia.1';
const POST_PATH = '/tech-blog/accessibility-audit';

const cspNonceOf = (res: request.Response) =>
  /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
const htmlNoncesOf = (res: request.Response) =>
  new Set([...res.text.matchAll(/ nonce="([^"]+)"/g)].map((match) => match[1]));

for (const driver of testDrivers()) {
  describe(`HTML cache [${driver}]`, () => {
    let real: RealApp;
    beforeAll(async () => {
      real = await createRealApp({}, { driver, cachePageData: true, cacheHtml: true });
    });
    afterAll(() => real.close());

    const get = (path: string, cookie = VARIANT_1) =>
      request(real.app).get(path).set('Cookie', cookie);

    test('a cached page carries a fresh nonce, the one its CSP header names', async () => {
      const first = await get('/job?page=2');
      const second = await get('/job?page=2');

      expect([first.headers['x-html-cache'], second.headers['x-html-cache']]).toEqual([
        'miss',
        'hit',
      ]);
      const nonce = cspNonceOf(second);
      expect(nonce).toBeDefined();
      expect(nonce).not.toBe(cspNonceOf(first));
      expect(htmlNoncesOf(second)).toEqual(new Set([nonce]));
      expect(second.text).toBe(first.text.replaceAll(cspNonceOf(first) ?? '', nonce ?? ''));
      expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    });

    test('each experiment variant has its own page, and a new visitor still gets a cookie', async () => {
      await get('/students', 'exp=tech-at-somnia.0');
      const otherVariant = await get('/students', VARIANT_1);
      const newVisitor = await request(real.app).get('/students');

      expect(otherVariant.headers['x-html-cache']).toBe('miss');
      expect(String(newVisitor.headers['set-cookie'])).toMatch(/^exp=tech-at-somnia\.[01];/);
    });

    test('a changed job shows on the next response', async () => {
      const job = await insertJob(real.services.database.db, { department: uniqueLabel('Dept') });
      const path = `/job/${job.id}`;
      // The insert's own change notice may land after the first render: wait for a kept copy.
      await expect.poll(async () => (await get(path)).headers['x-html-cache']).toBe('hit');

      const title = uniqueLabel('Retitled');
      await real.services.database.db
        .updateTable('job')
        .set({ title })
        .where('id', '=', job.id)
        .execute();

      // On PostgreSQL the change arrives on the listening connection a moment after the commit.
      await expect.poll(async () => (await get(path)).text).toContain(title);
    });

    test('an approved comment shows on the next response', async () => {
      const name = uniqueLabel('Reader');
      await get(POST_PATH);
      const { id } = await real.services.database.db
        .insertInto('blog_comment')
        .values({ post_slug: 'accessibility-audit', name, body: 'Thanks for the audit notes.' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await real.services.database.db
        .updateTable('blog_comment')
        .set({ status: 'approved' })
        .where('id', '=', id)
        .execute();

      await expect.poll(async () => (await get(POST_PATH)).text).toContain(name);
    });

    test('sign-in, a signed-in visitor and a missing page are rendered every time', async () => {
      for (const res of [
        await get('/login'),
        await get('/login'),
        await get('/job').set('Authorization', 'Bearer token'),
        await get('/job', `${VARIANT_1}; _session=abc`),
        await get('/job', `${VARIANT_1}; _session=abc`),
        await get('/no-such-page'),
        await get('/no-such-page'),
      ])
        expect(res.headers['x-html-cache']).not.toBe('hit');
    });
  });
}

describe('createHtmlCache', () => {
  const visit = (overrides: Partial<PageRequest> = {}): PageRequest => ({
    url: '/job',
    cookieHeader: VARIANT_1,
    hasAuthorization: false,
    experiments: { variants: { 'tech-at-somnia': 1 }, newlyAssigned: [] },
    wholeDocument: false,
    ...overrides,
  });

  test('only anonymous requests for public routes have a key', () => {
    const cache = createHtmlCache('somnia');
    expect(cache.keyFor(visit())).not.toBeNull();
    expect(cache.keyFor(visit({ url: '/about-somnia?x=1' }))).not.toBeNull();
    expect(cache.keyFor(visit({ cookieHeader: `${VARIANT_1}; _ga=GA1.1.1` }))).not.toBeNull();
    for (const url of ['/admin', '/admin/blog-comment', '/login', '/nowhere'])
      expect(cache.keyFor(visit({ url }))).toBeNull();
    expect(cache.keyFor(visit({ hasAuthorization: true }))).toBeNull();
    expect(cache.keyFor(visit({ cookieHeader: '_session=abc' }))).toBeNull();
    expect(cache.keyFor(visit({ cookieHeader: '_session.legacy.sig=abc' }))).toBeNull();
  });

  test('a personal page, whose URL may carry a secret token, has no key', () => {
    const cache = createHtmlCache('somnia');
    expect(cache.keyFor(visit({ url: '/talent-community/confirm?token=abc' }))).toBeNull();
    expect(cache.keyFor(visit({ url: '/talent-community' }))).not.toBeNull();
  });

  test('the variant, a new assignment and a crawler each make another key', () => {
    const cache = createHtmlCache('somnia');
    const keys = [
      visit(),
      visit({ experiments: { variants: { 'tech-at-somnia': 0 }, newlyAssigned: [] } }),
      visit({
        experiments: { variants: { 'tech-at-somnia': 1 }, newlyAssigned: ['tech-at-somnia'] },
      }),
      visit({ wholeDocument: true }),
      visit({ url: '/job?page=2' }),
    ].map((item) => cache.keyFor(item));
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('a kept page answers with the nonce it is asked for', () => {
    const cache = createHtmlCache('somnia');
    const recording = cache.record('k', 'N1');
    recording.write(Buffer.from('<script nonce="N1">a</script>'));
    recording.write(Buffer.from('<script nonce="N1">b</script>'));
    recording.finish(200);
    expect(cache.get('k', 'N2')).toEqual({
      status: 200,
      html: '<script nonce="N2">a</script><script nonce="N2">b</script>',
    });
  });

  test('a failed render, a 404 or a render that overlapped a change is not kept', () => {
    const cache = createHtmlCache('somnia');
    const failed = cache.record('failed', 'N');
    failed.write(Buffer.from('half'));
    failed.fail();
    failed.finish(200);
    const missing = cache.record('missing', 'N');
    missing.finish(404);
    const overlapped = cache.record('overlapped', 'N');
    cache.invalidate();
    overlapped.finish(200);
    const closed = cache.record('closed', 'N');
    closed.finish(410);

    expect(['failed', 'missing', 'overlapped'].map((key) => cache.get(key, 'N'))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(cache.get('closed', 'N')).toEqual({ status: 410, html: '' });
  });
});
