import express, { type RequestHandler, type Response, type Router } from 'express';

import { setStatus } from '../platform/http/envelope';
import type { ErrorSurface } from '../platform/http/error-handler';
import { UNSAFE_TEXT_MESSAGE, unsafeBodyField } from '../platform/http/safe-text';
import { ContentQueryError } from './content-query';
import { createContentQueryThread, type ContentQueryThreadOptions } from './content-query-thread';
import type { ContentStore } from './content-store';

const BODY_LIMIT = '100kb';

/**
 * SPEC §7 call 5, §8: a failed content query answers with its status and a status-text message;
 * a 503 (out of time, too many at once) with `Retry-After`, as every 503 of the app.
 */
function sendContentError(res: Response, statusCode: number, message: string): void {
  setStatus(res, statusCode).json({ statusCode, message });
}

/**
 * The content query's errors, answered in its shape under `/_content` (the router is mounted
 * there): the app registers it with its one error handler.
 */
export const contentQueryErrors: ErrorSurface = {
  url: /^\/_content(?:[/?]|$)/,
  describe: (error) =>
    error instanceof ContentQueryError
      ? { status: error.statusCode, message: error.message }
      : undefined,
  send: sendContentError,
};

/** Past the content query's rate limit (`RATE_LIMIT_CONTENT_QUERY`): its 429, in its shape. */
export const contentQueryRateLimited: RequestHandler = (_req, res) =>
  sendContentError(res, 429, 'Too Many Requests: please wait a moment and try again');

/** The app's one input rule (safe-text.ts) for the parsed body, as a content query's 400. */
const refuseUnsafeBody: RequestHandler = (req, _res, next) => {
  const field = unsafeBodyField(req.body);
  if (field === null) return next();
  next(new ContentQueryError(400, `Bad Request: ${field}: ${UNSAFE_TEXT_MESSAGE}`));
};

/**
 * The content query API, mounted by the app at `/_content`. Queries run in their own thread
 * (content-query-thread.ts), never on the event loop. Failures (a bad query, a body the parser
 * refuses, a broken content file, out of time, too many waiting) go on to the app's error
 * handler, which answers them in the content query's shape (`contentQueryErrors`).
 *
 * @example
 * app.use('/_content', createContentRouter(store));
 * // POST /_content/blog {"sortBy":"publishedAt:desc","limit":3} → [{ _path: '/blog/…', … }, …]
 */
export function createContentRouter(
  store: ContentStore,
  threadOptions: ContentQueryThreadOptions = {},
): Router {
  const queries = createContentQueryThread(store, threadOptions);
  const router = express.Router();
  router.post(
    '/{*path}',
    express.json({ limit: BODY_LIMIT }),
    refuseUnsafeBody,
    async (req, res) => {
      const segments: unknown = req.params.path;
      const contentPath = Array.isArray(segments) ? segments.join('/') : '';
      res.json(await queries.run(contentPath, req.body));
    },
  );
  return router;
}
