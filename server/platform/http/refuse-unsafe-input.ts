import type { Request, RequestHandler } from 'express';

import { invalidInputError } from './validation';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from './safe-text';

const MALFORMED_ENCODING_MESSAGE = 'must be valid percent-encoded UTF-8';
// JavaScript's line terminators: React Router's patterns (`.`) match none of them, so a page path
// holding one would match no route, not even the 404 page's.
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;
const LINE_TERMINATOR_MESSAGE = 'must not contain line breaks';

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

interface UnsafePlace {
  field: string;
  message: string;
}

/** The first place of the request line or headers holding unsafe text, as the field to name. */
function unsafePlaceOf(req: Request): UnsafePlace | null {
  const queryStart = req.originalUrl.indexOf('?');
  const path = queryStart === -1 ? req.originalUrl : req.originalUrl.slice(0, queryStart);
  const search = queryStart === -1 ? '' : req.originalUrl.slice(queryStart + 1);
  const unsafe = (field: string): UnsafePlace => ({ field, message: UNSAFE_TEXT_MESSAGE });
  for (const segment of path.split('/')) {
    const decoded = decodeSegment(segment);
    // A route would fail to decode it (`%ED%A0%80`, `%zz`) with a 400 that names nothing.
    if (decoded === null) return { field: 'path', message: MALFORMED_ENCODING_MESSAGE };
    if (!isSafeText(decoded)) return unsafe('path');
    if (LINE_TERMINATOR.test(decoded)) return { field: 'path', message: LINE_TERMINATOR_MESSAGE };
  }
  for (const [key, value] of new URLSearchParams(search)) {
    if (!isSafeText(key)) return unsafe('query');
    if (!isSafeText(value)) return unsafe(key);
  }
  for (const [name, value] of Object.entries(req.headers)) {
    const values = Array.isArray(value) ? value : [value ?? ''];
    if (!values.every(isSafeText)) return unsafe(name);
  }
  return null;
}

/**
 * The edge of the app (issue 9): a request whose path, query string or headers hold a NUL
 * character or an unpaired surrogate, or whose path is not valid percent-encoded UTF-8 or
 * holds a line break (issue 12), is a 400 naming the field, before any router, SQL or the
 * identity provider sees it. JSON bodies get the same check where they are parsed (`jsonBody`,
 * the content query); the app's error handler answers in each surface's own shape.
 *
 * @example
 * app.use(refuseUnsafeInput); // GET /api/page/job?search=a%00b → 400 naming `search`
 */
export const refuseUnsafeInput: RequestHandler = (req, _res, next) => {
  const place = unsafePlaceOf(req);
  next(place === null ? undefined : invalidInputError(place.field, place.message));
};
