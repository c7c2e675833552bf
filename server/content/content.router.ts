import express, { type RequestHandler, type Response, type Router } from 'express';

import { UNSAFE_TEXT_MESSAGE, unsafeBodyField } from '../platform/http/safe-text';
import { ContentQueryError, queryContent } from './content-query';
import type { ContentStore } from './content-store';

const BODY_LIMIT = '100kb';

/** SPEC §7 call 5, §8: a failed content query answers with its status and a status-text message. */
export function sendContentError(res: Response, statusCode: number, message: string): void {
  res.status(statusCode).json({ statusCode, message });
}

/** The app's one input rule (safe-text.ts) for the parsed body, as a content query's 400. */
const refuseUnsafeBody: RequestHandler = (req, _res, next) => {
  const field = unsafeBodyField(req.body);
  if (field === null) return next();
  next(new ContentQueryError(400, `Bad Request: ${field}: ${UNSAFE_TEXT_MESSAGE}`));
};

/**
 * The content query API, mounted by the app at `/_content`. Its failures (a bad query, a body
 * the parser refuses, a broken content file) go on to the app's error handler, which answers
 * them with `sendContentError`.
 *
 * @example
 * app.use('/_content', createContentRouter(store));
 * // POST /_content/blog {"sortBy":"publishedAt:desc","limit":3} → [{ _path: '/blog/…', … }, …]
 */
export function createContentRouter(store: ContentStore): Router {
  const router = express.Router();
  router.post(
    '/{*path}',
    express.json({ limit: BODY_LIMIT }),
    refuseUnsafeBody,
    async (req, res) => {
      const segments: unknown = req.params.path;
      const contentPath = Array.isArray(segments) ? segments.join('/') : '';
      res.json(await queryContent(store, contentPath, req.body));
    },
  );
  return router;
}
