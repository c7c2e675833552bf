/**
 * The floor arm: the product's own `render()` (dist/server/entry-server.js: route matching,
 * loaders, React's streaming render, the dehydrated caches) with every page envelope answered
 * from memory — SSR without data access — behind a bare `node:http` server (no Express, no
 * middleware). Started by the bench with NODE_ENV=production.
 *
 *   PORT=3612 BENCH_ENVELOPES_FILE=envelopes.json node --import tsx bench/apps/floor.ts
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';

import type { Envelope, PageContent } from '../../contract/page-types';
import { parseEnv, toPublicConfig } from '../../server/platform/config';
import { ROOT_DIR } from '../../server/platform/root-dir';
import { createProdRenderer } from '../../server/ssr/prod-renderer';

const env = parseEnv(process.env);
const config = toPublicConfig(env);
const envelopes = JSON.parse(
  readFileSync(process.env.BENCH_ENVELOPES_FILE ?? '', 'utf8'),
) as Record<string, Envelope<PageContent>>;
const renderer = createProdRenderer(ROOT_DIR);
const entry = await renderer.loadEntry('/');
const missing: Envelope<PageContent> = {
  success: false,
  code: 404,
  data: null,
  message: 'Not captured',
};

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  if (url === '/healthz') {
    res.setHeader('Content-Type', 'application/json');
    res.end('{"status":"ok"}');
    return;
  }
  entry
    .render({
      request: new Request(new URL(url, config.publicOrigin)),
      config,
      fetchPageEnvelope: (path, search) =>
        Promise.resolve(envelopes[`${path}?${search}`] ?? missing),
      experiments: { variants: { [`tech-at-${config.companySlug}`]: 0 }, newlyAssigned: [] },
      nonce: 'bench',
      assets: renderer.assets,
      waitForAll: false,
      onError: (error) => console.error(error),
    })
    .then((result) => {
      if (result.type === 'response') {
        res.statusCode = result.response.status;
        res.end();
        return;
      }
      res.statusCode = result.status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      // The same compression as the other arms: gzip only when the client asks for it.
      let destination: Writable = res;
      if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        res.setHeader('Content-Encoding', 'gzip');
        const gzip = createGzip();
        gzip.pipe(res);
        destination = gzip;
      }
      if (result.type === 'document') destination.end(result.html);
      else result.pipe(destination);
    })
    .catch((error: unknown) => {
      console.error(error);
      res.statusCode = 500;
      res.end();
    });
});
server.listen(env.PORT, '127.0.0.1');
