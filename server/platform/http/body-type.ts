import type { Request } from 'express';

import { HttpError } from './envelope';

/** A chunked body, or a Content-Length above zero (`Content-Length: 0` is no body at all). */
function carriesBody(req: Request): boolean {
  const length = Number(req.headers['content-length'] ?? 0);
  return req.headers['transfer-encoding'] !== undefined || length > 0;
}

/**
 * Settles a body that an endpoint's parsers left unread, the one rule for every endpoint that
 * reads a body (jsonBody, multipartForm): a body of another type is a 415 that says which type the
 * endpoint takes (its fields would otherwise read as missing, or crash what expects an object);
 * a request without a body reads as an empty object, so the schema names the first field missing.
 *
 * @example
 * parse(req, res, (error) => next(error ?? settleUnreadBody(req, 'application/json')));
 */
export function settleUnreadBody(req: Request, accepted: string): HttpError | undefined {
  if (req.body !== undefined) return undefined;
  if (!carriesBody(req)) {
    req.body = {};
    return undefined;
  }
  const message = `must be sent as ${accepted}`;
  return new HttpError(415, `Invalid body: ${message}`, {
    field: 'body',
    issues: [{ field: 'body', message }],
  });
}
