import { Writable } from 'node:stream';

import type {
  NextFunction,
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express';

import type { PageEnvelopeFetcher } from '../../src/api/page-api';
import type { PublicConfig } from '../../src/lib/public-config';
import type { Logger } from '../logger';
import { assignExperiments, experimentDefinitions } from './experiments';
import type { Renderer } from './renderer';

const RENDER_ABORT_MS = 10_000;
const CRAWLER_PATTERN = /bot|crawl|spider|slurp|facebookexternalhit|embedly|lighthouse|preview/i;

/** Adapts Express to a Fetch Request, aborted when the visitor goes away. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse, origin: string): Request {
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(req.originalUrl, origin), {
    method: 'GET',
    headers,
    signal: controller.signal,
  });
}

/**
 * compression buffers a stream piped through it; forwarding each chunk and flushing keeps the
 * shell's early bytes early (MACHINE.md).
 */
function flushingWritable(res: ExpressResponse & { flush?: () => void }): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      const drained = res.write(chunk);
      res.flush?.();
      if (drained) callback();
      else res.once('drain', () => callback());
    },
    final(callback) {
      res.end();
      callback();
    },
  });
}

export interface PageHandlerDeps {
  renderer: Renderer;
  config: PublicConfig;
  fetchPageEnvelope: PageEnvelopeFetcher;
  logger: Logger;
}

/** The catch-all HTML handler: React Router decides the status (200, 404, 410, 500) or a redirect. */
export function createPageHandler({
  renderer,
  config,
  fetchPageEnvelope,
  logger,
}: PageHandlerDeps): RequestHandler {
  const experiments = experimentDefinitions(config.companySlug);
  const secureCookies = config.publicOrigin.startsWith('https://');
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const entry = await renderer.loadEntry(req.originalUrl);
      const result = await entry.render({
        request: toFetchRequest(req, res, config.publicOrigin),
        config,
        fetchPageEnvelope,
        experiments: assignExperiments(req, res, experiments, secureCookies),
        nonce: res.locals.cspNonce,
        assets: renderer.assets,
        waitForAll: CRAWLER_PATTERN.test(req.get('user-agent') ?? ''),
        onError: (error) => logger.error({ err: error, url: req.originalUrl }, 'render error'),
      });
      if (result.type === 'response') {
        res.status(result.response.status);
        // Headers yields each Set-Cookie on its own: setHeader would keep only the last one.
        result.response.headers.forEach((value, name) =>
          name === 'set-cookie' ? res.append(name, value) : res.setHeader(name, value),
        );
        res.end();
        return;
      }
      res.status(result.status);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      const abortTimer = setTimeout(() => result.abort(), RENDER_ABORT_MS);
      res.on('close', () => clearTimeout(abortTimer));
      result.pipe(flushingWritable(res));
    } catch (error) {
      if (error instanceof Error) renderer.fixStacktrace?.(error);
      next(error);
    }
  };
}
