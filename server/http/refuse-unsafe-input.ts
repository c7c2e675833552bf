import type { Request, RequestHandler } from 'express';

import { invalidInputError } from '../api/validation';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from './safe-text';

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape: Express answers it with its own 400 where a route decodes it.
    return null;
  }
}

/** The first place of the request line or headers holding unsafe text, as the field to name. */
function unsafeFieldOf(req: Request): string | null {
  const queryStart = req.originalUrl.indexOf('?');
  const path = queryStart === -1 ? req.originalUrl : req.originalUrl.slice(0, queryStart);
  const search = queryStart === -1 ? '' : req.originalUrl.slice(queryStart + 1);
  if (path.split('/').some((segment) => !isSafeText(decodeSegment(segment) ?? ''))) return 'path';
  for (const [key, value] of new URLSearchParams(search)) {
    if (!isSafeText(key)) return 'query';
    if (!isSafeText(value)) return key;
  }
  for (const [name, value] of Object.entries(req.headers)) {
    const values = Array.isArray(value) ? value : [value ?? ''];
    if (!values.every(isSafeText)) return name;
  }
  return null;
}

/**
 * The edge of the app (issue 9): a request whose path, query string or headers hold a NUL
 * character or an unpaired surrogate is a 400 naming the field, before any router, SQL or the
 * identity provider sees it. JSON bodies get the same check where they are parsed (`jsonBody`,
 * the content query); the app's error handler answers in each surface's own shape.
 *
 * @example
 * app.use(refuseUnsafeInput); // GET /api/page/job?search=a%00b → 400 naming `search`
 */
export const refuseUnsafeInput: RequestHandler = (req, _res, next) => {
  const field = unsafeFieldOf(req);
  next(field === null ? undefined : invalidInputError(field, UNSAFE_TEXT_MESSAGE));
};
