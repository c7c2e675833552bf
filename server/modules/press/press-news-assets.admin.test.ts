import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type { AdminBrandAsset, AdminPressNews } from '../../../contract/admin-press-types';
import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import type { BrandAsset, Section } from '../../../contract/page-types';
import { readSigningKey, signAccessToken } from '../../test-support/access-token';
import { createRealApp, type RealApp } from '../../test-support/real-app';
import { testDrivers } from '../../test-support/test-database';

const NEWS = {
  title: 'Somnia’s Loop reviewed by De Volkskrant',
  summary: 'The paper slept on the Loop for a month.',
  body: 'A **month** on the Loop.',
  source: 'De Volkskrant',
  sourceUrl: 'https://www.volkskrant.nl/loop-review',
  publishedAt: '2026-11-18T07:00:00.000Z',
};
const ASSET = {
  title: 'Logo on dark',
  description: 'The wordmark in white, for dark backgrounds.',
};
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

interface Upload {
  field: 'file' | 'preview';
  bytes: Buffer;
  filename: string;
}

const png = (width = 1200, height = 600) =>
  sharp({ create: { width, height, channels: 4, background: '#211f84' } })
    .png()
    .toBuffer();

describe.each(testDrivers())('/api/admin/press news and brand assets [%s]', (driver) => {
  let real: RealApp;
  let bearer: string;
  let withoutPress: string;
  beforeAll(async () => {
    real = await createRealApp(
      { ADMIN_PASSWORD: 'a-test-password' },
      { driver, signIn: true, cachePageData: true },
    );
    const key = await readSigningKey(real.services.database.db);
    const issuer = `${real.env.PUBLIC_ORIGIN}/oidc`;
    bearer = `Bearer ${await signAccessToken(key, { issuer })}`;
    const others = Object.values(ADMIN_SCOPES).filter((scope) => scope !== ADMIN_SCOPES.press);
    withoutPress = `Bearer ${await signAccessToken(key, { issuer, scope: others.join(' ') })}`;
  });
  afterAll(() => real.close());

  const db = () => real.services.database.db;
  const news = (method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) => {
    const req = request(real.app)[method](`/api/admin/press/news${path}`);
    return (body === undefined ? req : req.send(body)).set('Authorization', bearer);
  };

  /** A multipart save of an asset: its fields and uploads. */
  function sendAsset(
    method: 'post' | 'put',
    path: string,
    fields: Record<string, string>,
    uploads: Upload[] = [],
    authorization = bearer,
  ) {
    let req = request(real.app)[method](`/api/admin/press/brand-assets${path}`);
    req.set('Authorization', authorization);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    for (const upload of uploads) req = req.attach(upload.field, upload.bytes, upload.filename);
    return req;
  }

  let uniqueHeight = 600;
  /** Adds an asset; by default a PNG of its own (the same bytes share one URL). */
  async function addAsset(uploads?: Upload[]): Promise<AdminBrandAsset> {
    uniqueHeight += 1;
    const own = await png(1200, uniqueHeight);
    const files = uploads ?? [{ field: 'file', bytes: own, filename: 'Logo Dark.png' }];
    return (await sendAsset('post', '', ASSET, files).expect(201)).body.data as AdminBrandAsset;
  }

  async function publicAssets(): Promise<BrandAsset[]> {
    const res = await request(real.app).get('/api/page/press/brand-assets').expect(200);
    const list = (res.body.data.section as Section[]).find((s) => s.type === 'asset-list');
    return list?.type === 'asset-list' ? list.list : [];
  }

  const count = async (table: 'press_news' | 'brand_asset') =>
    (
      await db()
        .selectFrom(table)
        .select(db().fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  test('a coverage item is on /press/news at once; a stale save is a 409 with the item as it is now', async () => {
    const created = (await news('post', '', NEWS).expect(201)).body.data as AdminPressNews;
    expect(created).toMatchObject({ ...NEWS, version: 1 });
    await expect
      .poll(async () => (await request(real.app).get('/api/page/press/news')).text)
      .toContain(NEWS.title);

    const saved = await news('put', `/${created.id}`, { ...NEWS, title: 'New', version: 1 });
    expect(saved.status).toBe(200);
    const stale = await news('put', `/${created.id}`, { ...NEWS, version: 1 }).expect(409);
    expect(stale.body.data).toMatchObject({ changedFields: ['title'], current: saved.body.data });
    // The same admin in another tab: named as such, not as someone else.
    expect(stale.body.message).toContain(
      'You (in another tab or window) changed this coverage item meanwhile: title.',
    );

    await news('delete', `/${created.id}`).expect(200);
    await request(real.app).get(`/api/page/press/news/${created.id}`).expect(404);
  });

  test('coverage: each bad field is a 400 naming it, and nothing is stored', async () => {
    const before = await count('press_news');
    const cases: [object, string][] = [
      [{ ...NEWS, title: '' }, 'title'],
      [{ ...NEWS, sourceUrl: 'http://insecure.example' }, 'sourceUrl'],
      [{ ...NEWS, publishedAt: 'yesterday' }, 'publishedAt'],
      [{ ...NEWS, body: 'x'.repeat(50_001) }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await news('post', '', body).expect(400);
      expect(res.body.data.field, field).toBe(field);
    }
    expect(await count('press_news')).toBe(before);
  });

  test('an uploaded image is served as it was sent, with a preview made from it, cached for good; its format and size are read from it', async () => {
    const bytes = await png();
    const asset = await addAsset([{ field: 'file', bytes, filename: 'Logo Dark.png' }]);
    expect(asset).toMatchObject({ ...ASSET, format: 'PNG', sizeBytes: bytes.length, version: 1 });
    expect(asset.url).toMatch(/^\/media\/brand-assets\/file\/[0-9a-f]{16}\/logo-dark\.png$/);

    const file = await request(real.app).get(asset.url).buffer(true).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(file.body as Buffer, bytes)).toBe(0);
    const preview = await request(real.app)
      .get(asset.previewSrc ?? '')
      .buffer(true)
      .expect(200);
    expect(preview.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(preview.body as Buffer).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 400,
    });
    await expect
      .poll(async () => (await publicAssets()).find((item) => item.id === asset.id)?.url)
      .toBe(asset.url);
  });

  test('a PDF takes its preview image from the form; a new file replaces the old, whose URL is gone', async () => {
    const asset = await addAsset([
      { field: 'file', bytes: PDF, filename: 'fact-sheet.pdf' },
      { field: 'preview', bytes: await png(800, 1000), filename: 'cover.png' },
    ]);
    expect(asset).toMatchObject({ format: 'PDF', sizeBytes: PDF.length });
    expect(asset.previewSrc).toMatch(/^\/media\/brand-assets\/preview\/[0-9a-f]{16}\.webp$/);
    const pdf = await request(real.app).get(asset.url).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const replaced = await sendAsset('put', `/${asset.id}`, { ...ASSET, version: '1' }, [
      { field: 'file', bytes: await png(600, 600), filename: 'square.png' },
    ]).expect(200);
    expect(replaced.body.data).toMatchObject({ format: 'PNG', version: 2 });
    await request(real.app).get(asset.url).expect(404);
    await request(real.app)
      .get(asset.previewSrc ?? '')
      .expect(404);
  });

  test('uploads are checked by their content: a PNG named .pdf, a text file named .png, a preview that is no image are each a 400 naming the field', async () => {
    const before = await count('brand_asset');
    const cases: [Upload[], string, string][] = [
      [[{ field: 'file', bytes: await png(), filename: 'logo.pdf' }], 'file', 'name ends in .pdf'],
      [
        [{ field: 'file', bytes: Buffer.from('not an image at all'), filename: 'logo.png' }],
        'file',
        'must be a PDF or an image',
      ],
      [[{ field: 'file', bytes: Buffer.alloc(0), filename: 'empty.pdf' }], 'file', 'empty'],
      [
        [
          { field: 'file', bytes: PDF, filename: 'kit.pdf' },
          { field: 'preview', bytes: PDF, filename: 'cover.png' },
        ],
        'preview',
        'must be an image',
      ],
      [[], 'file', 'choose the file'],
    ];
    for (const [uploads, field, message] of cases) {
      const res = await sendAsset('post', '', ASSET, uploads).expect(400);
      expect(res.body.data.field, message).toBe(field);
      expect(res.body.message).toContain(message);
    }
    const noTitle = await sendAsset('post', '', { ...ASSET, title: '' }).expect(400);
    expect(noTitle.body.data.field).toBe('title');
    expect(await count('brand_asset')).toBe(before);
  });

  test('a file over 20 MB is a 413 naming it', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 1);
    const res = await sendAsset('post', '', ASSET, [
      { field: 'file', bytes: big, filename: 'big.pdf' },
    ]).expect(413);
    expect(res.body.data.field).toBe('file');
  });

  test('assets move up and down on /press/brand-assets; a stale save is a 409 with the asset as it is now', async () => {
    const a = await addAsset();
    const b = await addAsset();
    const move = (direction: string) =>
      request(real.app)
        .post(`/api/admin/press/brand-assets/${b.id}/move`)
        .set('Authorization', bearer)
        .send({ direction });
    const up = await move('up').expect(200);
    expect(up.body.data).toEqual({ id: b.id, position: a.position });
    await expect
      .poll(async () => (await publicAssets()).slice(-2).map((asset) => asset.id))
      .toEqual([b.id, a.id]);
    const bad = await move('sideways').expect(400);
    expect(bad.body.data.field).toBe('direction');

    await sendAsset('put', `/${a.id}`, { ...ASSET, title: 'Theirs', version: '1' }).expect(200);
    const stale = await sendAsset('put', `/${a.id}`, { ...ASSET, version: '1' }).expect(409);
    expect(stale.body.data).toMatchObject({
      field: 'version',
      changedFields: ['title'],
      current: { id: a.id, title: 'Theirs', version: 2 },
    });
  });

  test('a removed asset leaves the page with its files, and is logged', async () => {
    const asset = await addAsset();
    await request(real.app)
      .delete(`/api/admin/press/brand-assets/${asset.id}`)
      .set('Authorization', bearer)
      .expect(200);
    await request(real.app).get(asset.url).expect(404);
    await expect
      .poll(async () => (await publicAssets()).some((item) => item.id === asset.id))
      .toBe(false);
    const actions = await db()
      .selectFrom('activity_log')
      .select('action')
      .where('entity', '=', 'brand_asset')
      .where('entity_id', '=', String(asset.id))
      .orderBy('id')
      .execute();
    expect(actions.map((entry) => entry.action)).toEqual([
      'press.asset_added',
      'press.asset_removed',
    ]);
  });

  test('a token without admin:press gets 403 for news and assets and changes nothing', async () => {
    const asset = await addAsset();
    const item = (await news('post', '', NEWS).expect(201)).body.data as AdminPressNews;
    const [assets, items] = [await count('brand_asset'), await count('press_news')];
    const as = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
      request(real.app)[method](`/api/admin/press${path}`).set('Authorization', withoutPress);
    await as('get', '/news').expect(403);
    await as('get', `/news/${item.id}`).expect(403);
    await as('post', '/news').send(NEWS).expect(403);
    await as('put', `/news/${item.id}`)
      .send({ ...NEWS, version: 1 })
      .expect(403);
    await as('delete', `/news/${item.id}`).expect(403);
    await as('get', '/brand-assets').expect(403);
    await sendAsset('post', '', ASSET, [], withoutPress).expect(403);
    await sendAsset('put', `/${asset.id}`, { ...ASSET, version: '1' }, [], withoutPress).expect(
      403,
    );
    await as('post', `/brand-assets/${asset.id}/move`).send({ direction: 'up' }).expect(403);
    await as('delete', `/brand-assets/${asset.id}`).expect(403);
    expect([await count('brand_asset'), await count('press_news')]).toEqual([assets, items]);
    expect((await news('get', `/${item.id}`).expect(200)).body.data).toEqual(item);
  });
});
