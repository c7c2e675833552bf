import { readFile } from 'node:fs/promises';
import path from 'node:path';

import express from 'express';
import request from 'supertest';
import { beforeAll, expect, test } from 'vitest';
import yauzl from 'yauzl';

import { ROOT_DIR } from '../../platform/root-dir';
import { describeEachDriver } from '../../test-support/test-database';
import { testErrorHandler } from '../../test-support/test-error-handler';
import { createPressKitService } from './press-kit-service';
import { createPressKitRouter } from './press-kit.router';

const PUBLIC_DIR = path.join(ROOT_DIR, 'public');

/** Each entry of a zip, read with yauzl from its central directory: its name and its bytes. */
async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of archive.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await archive.openReadStreamPromise(entry))
      chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  return entries;
}

/** Supertest's body of a binary answer, as one buffer. */
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describeEachDriver('GET /api/press/press-kit', ({ getApp }) => {
  let api: express.Express;
  let assets: { id: number; file_path: string }[];
  beforeAll(async () => {
    api = express();
    api.use(
      createPressKitRouter({
        pressKit: createPressKitService(getApp().db, PUBLIC_DIR),
        companySlug: 'somnia',
      }),
    );
    api.use(testErrorHandler());
    assets = await getApp()
      .db.selectFrom('brand_asset')
      .select(['id', 'file_path'])
      .orderBy('sort_order')
      .execute();
  });

  const download = (query: string) =>
    request(api).get(`/api/press/press-kit?${query}`).buffer(true).parse(binary);

  test('streams a zip holding exactly the chosen files, byte for byte, its size told first', async () => {
    const chosen = [assets[0], assets[3], assets[7]].filter((asset) => asset !== undefined);
    expect(chosen).toHaveLength(3);

    const res = await download(chosen.map((asset) => `asset=${asset.id}`).join('&'));

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename=somnia-press-kit.zip');
    const body = res.body as Buffer;
    expect(Number(res.headers['content-length'])).toBe(body.length);
    const entries = await unzip(body);
    expect([...entries.keys()]).toEqual(chosen.map((asset) => path.basename(asset.file_path)));
    for (const asset of chosen)
      expect(
        entries
          .get(path.basename(asset.file_path))
          ?.equals(await readFile(path.join(PUBLIC_DIR, asset.file_path))),
      ).toBe(true);
  });

  test('an id given twice is packed once', async () => {
    const [first] = assets;
    const res = await download(`asset=${first?.id}&asset=${first?.id}`);

    expect([...(await unzip(res.body as Buffer)).keys()]).toEqual([
      path.basename(first?.file_path ?? ''),
    ]);
  });

  test('no ids, or ids that are not whole numbers, are a 400 naming asset', async () => {
    for (const query of ['', 'asset=', 'asset=abc', 'asset=1&asset=-2', 'asset=99999999999']) {
      const res = await request(api).get(`/api/press/press-kit?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ success: false, data: { field: 'asset' } });
    }
    const unknownKey = await request(api).get(`/api/press/press-kit?asset=1&format=tar`);
    expect(unknownKey.body).toMatchObject({ data: { field: 'format' } });
  });

  test('an id that is no brand asset is a 404 naming it, and nothing is streamed', async () => {
    const res = await request(api).get(`/api/press/press-kit?asset=${assets[0]?.id}&asset=99999`);

    expect(res.status).toBe(404);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.body.message).toBe('No brand asset has the id 99999.');
  });
});
