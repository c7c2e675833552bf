/**
 * The ceiling arm: the product's own bytes for each page, captured once, answered from memory
 * through an Express app with the product's middleware stack (request log, CSP nonce, security
 * headers, compression) and nothing else. Started by the bench with NODE_ENV=production.
 *
 *   PORT=3611 BENCH_PAGES_FILE=pages.json node --import tsx bench/apps/ceiling.ts
 */
import { readFileSync } from 'node:fs';

import compression from 'compression';
import express from 'express';
import { pinoHttp } from 'pino-http';

import { parseEnv } from '../../server/platform/config';
import { assignCspNonce } from '../../server/platform/http/csp';
import { securityHeaders } from '../../server/platform/http/security-headers';
import { createLogger } from '../../server/platform/logger';

const env = parseEnv(process.env);
const pages = new Map(
  Object.entries(
    JSON.parse(readFileSync(process.env.BENCH_PAGES_FILE ?? '', 'utf8')) as Record<string, string>,
  ).map(([url, html]) => [url, Buffer.from(html)]),
);

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', 'loopback');
app.use(pinoHttp({ logger: createLogger(env) }));
app.use(assignCspNonce);
app.use(securityHeaders(env, false));
app.use(compression());
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
app.get('/{*splat}', (req, res) => {
  const page = pages.get(req.originalUrl);
  if (!page) {
    res.status(404).type('text').send('Not captured');
    return;
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(page);
});
app.listen(env.PORT, '127.0.0.1', (error?: Error) => {
  if (error) throw error;
});
