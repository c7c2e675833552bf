import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { CHROMIUM_ARGS, ensureChromium } from '../chromium';
import { visit } from './visit';

// A page whose entry fetches a chunk a while after the load event, as a lazily loaded block does.
// The app's server leaves files under 1 kB uncompressed (the entry here) and gzips the others.
const FILES: Record<string, { type: string; body: string; gzip?: true }> = {
  '/': {
    type: 'text/html',
    body: '<!DOCTYPE html><title>Later</title><script type="module" src="/entry.js"></script>',
  },
  '/entry.js': {
    type: 'text/javascript',
    body: "addEventListener('load', () => setTimeout(() => import('/later.js'), 300));",
  },
  // A page that takes longer than the quiet period to be ready (a slow hydration), and then
  // fetches a chunk.
  '/slow': {
    type: 'text/html',
    body: '<!DOCTYPE html><title>Slow</title><script type="module" src="/slow.js"></script>',
  },
  '/slow.js': {
    type: 'text/javascript',
    body: "setTimeout(() => { document.body.dataset.ready = 'true'; import('/later.js'); }, 900);",
  },
  '/later.js': {
    type: 'text/javascript',
    body: `export const words = ${JSON.stringify('a lazily fetched chunk '.repeat(200))};`,
    gzip: true,
  },
};

let server: Server;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const file = FILES[request.url ?? ''];
    if (!file) return void response.writeHead(404).end();
    if (!file.gzip)
      return void response.writeHead(200, { 'content-type': file.type }).end(file.body);
    // Chunked, as the app's compression sends it: the chunks' framing is not the script's size.
    response.writeHead(200, { 'content-type': file.type, 'content-encoding': 'gzip' });
    const gzipped = gzipSync(file.body);
    const half = Math.floor(gzipped.length / 2);
    response.write(gzipped.subarray(0, half));
    response.end(gzipped.subarray(half));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('visit', () => {
  test('counts a chunk fetched after the load event, in the encoding it came in', async () => {
    const { scripts } = await visit(browser, `${origin}/`);

    expect(scripts).toEqual([
      { url: `${origin}/entry.js`, bytes: Buffer.byteLength(FILES['/entry.js']?.body ?? '') },
      { url: `${origin}/later.js`, bytes: gzipSync(FILES['/later.js']?.body ?? '').length },
    ]);
  });

  test('waits for the page to be ready before the quiet counts, then for what it fetches', async () => {
    const { scripts } = await visit(
      browser,
      `${origin}/slow`,
      () => document.body.dataset.ready === 'true',
    );

    expect(scripts.map((script) => script.url)).toEqual([
      `${origin}/later.js`,
      `${origin}/slow.js`,
    ]);
  });

  test('gives the HTML as the server sent it', async () => {
    const { html } = await visit(browser, `${origin}/`);

    expect(html).toBe(FILES['/']?.body);
  });
});
