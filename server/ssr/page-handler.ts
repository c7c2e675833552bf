import { Writable } from 'node:stream';

import type {
  NextFunction,
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express';

import type { PageEnvelopeFetcher } from '../../contract/page-types';
import type { ExperimentState } from '../../contract/experiment-state';
import type { PublicConfig } from '../../contract/public-config';
import { setStatus } from '../platform/http/envelope';
import { answerOverloaded } from '../platform/http/overload';
import type { Logger } from '../platform/logger';
import { assignExperiments, experimentDefinitions } from './experiments';
import type { HtmlCache, PageRecording } from './html-cache';
import type { Renderer } from './renderer';
import { createRenderTurns } from './render-turns';

const RENDER_ABORT_MS = 10_000;
/** About 8 ms of rendering per pass of the event loop (render-turns.ts). */
const RENDERS_PER_TURN = 4;
const CRAWLER_PATTERN = /bot|crawl|spider|slurp|facebookexternalhit|embedly|lighthouse|preview/i;

/** Adapts Express to a Fetch Request, aborted when the visitor goes away before the end. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse, origin: string): Request {
  const controller = new AbortController();
  // 'close' follows every response; aborting a finished one only costs a DOMException.
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  // Joined, not resolved: a path that starts with `//` is a path here, not another host.
  return new Request(`${origin}${req.originalUrl}`, {
    method: 'GET',
    headers,
    signal: controller.signal,
  });
}

/**
 * React writes a render's output in 4 kB pieces, then calls the destination's `flush()`. The
 * pieces written in one tick are corked into one write instead of a system call each (on the
 * socket: `res.cork()` lost every piece after the first of an uncompressed response), and
 * compression, which buffers a stream piped through it, is flushed once per batch, so the
 * shell's early bytes stay early (MACHINE.md). A recording sees the same chunks.
 */
function flushingWritable(
  res: ExpressResponse & { flush?: () => void },
  recording?: PageRecording,
): Writable & { flush: () => void } {
  let corked = false;
  const uncork = () => {
    corked = false;
    res.socket?.uncork();
  };
  const writable = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      recording?.write(chunk);
      if (!corked && res.socket) {
        corked = true;
        res.socket.cork();
        process.nextTick(uncork);
      }
      if (res.write(chunk)) callback();
      else res.once('drain', () => callback());
    },
    final(callback) {
      recording?.finish(res.statusCode);
      res.end();
      callback();
    },
  });
  return Object.assign(writable, { flush: () => res.flush?.() });
}

/**
 * The request's key in the HTML cache, or null when its page is rendered for it alone. The key
 * holds everything of the request the render reads, but the nonce (see html-cache.ts).
 */
function htmlCacheKey(
  htmlCache: HtmlCache | undefined,
  req: ExpressRequest,
  experiments: ExperimentState,
  wholeDocument: boolean,
): string | null {
  if (!htmlCache || req.method !== 'GET') return null;
  return htmlCache.keyFor({
    url: req.originalUrl,
    cookieHeader: req.headers.cookie,
    hasAuthorization: req.headers.authorization !== undefined,
    experiments,
    wholeDocument,
  });
}

function sendHtmlHeaders(res: ExpressResponse, status: number) {
  setStatus(res, status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // A route's own rule comes first (a press preview link's page: private, no-store).
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
}

interface PageHandlerDeps {
  renderer: Renderer;
  config: PublicConfig;
  fetchPageEnvelope: PageEnvelopeFetcher;
  logger: Logger;
  /** Whole pages for anonymous visitors (HTML_CACHE); absent, every page is rendered. */
  htmlCache?: HtmlCache;
  /** The overload gate (http/overload.ts): a cached page is still served, a render is shed. */
  isOverloaded?: () => boolean;
}

/** The catch-all HTML handler: React Router decides the status (200, 404, 410, 500) or a redirect. */
export function createPageHandler({
  renderer,
  config,
  fetchPageEnvelope,
  logger,
  htmlCache,
  isOverloaded,
}: PageHandlerDeps): RequestHandler {
  const experiments = experimentDefinitions(config.companySlug);
  const secureCookies = config.publicOrigin.startsWith('https://');
  const nextRenderTurn = createRenderTurns(RENDERS_PER_TURN);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const nonce = res.locals.cspNonce;
      const experimentState = assignExperiments(req, res, experiments, secureCookies);
      const waitForAll = CRAWLER_PATTERN.test(req.get('user-agent') ?? '');
      const cacheKey = htmlCacheKey(htmlCache, req, experimentState, waitForAll);
      const cached = cacheKey === null ? undefined : htmlCache?.get(cacheKey, nonce);
      if (cached) {
        sendHtmlHeaders(res, cached.status);
        res.setHeader('X-Html-Cache', 'hit');
        res.end(cached.html);
        return;
      }
      if (isOverloaded?.()) return answerOverloaded(req, res);
      const recording = cacheKey === null ? undefined : htmlCache?.record(cacheKey, nonce);
      const entry = await renderer.loadEntry(req.originalUrl);
      await nextRenderTurn();
      const result = await entry.render({
        request: toFetchRequest(req, res, config.publicOrigin),
        config,
        fetchPageEnvelope,
        experiments: experimentState,
        nonce,
        assets: renderer.assets,
        waitForAll,
        onError: (error) => {
          recording?.fail();
          logger.error({ err: error, url: req.originalUrl }, 'render error');
        },
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
      sendHtmlHeaders(res, result.status);
      if (recording) res.setHeader('X-Html-Cache', 'miss');
      if (result.type === 'document') {
        if (!recording) {
          // Written as a string, Node encodes the page into native memory as it writes it: a
          // Buffer made here would be one more 40 kB object per page for the collector.
          res.end(result.html);
          return;
        }
        const html = Buffer.from(result.html);
        recording.write(html);
        recording.finish(result.status);
        res.end(html);
        return;
      }
      const abortTimer = setTimeout(() => result.abort(), RENDER_ABORT_MS);
      res.on('close', () => clearTimeout(abortTimer));
      result.pipe(flushingWritable(res, recording));
    } catch (error) {
      // A visitor who left before the shell was ready aborted its render: nothing failed, and
      // nobody waits for an answer.
      if (res.closed) {
        logger.debug({ url: req.originalUrl }, 'visitor left before the page was ready');
        return;
      }
      if (error instanceof Error) renderer.fixStacktrace?.(error);
      next(error);
    }
  };
}
