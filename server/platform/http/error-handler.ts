import { STATUS_CODES } from 'node:http';

import type { ErrorRequestHandler, Response } from 'express';

import { invalidInputError, toErrorEnvelope } from './validation';
import { isDatabaseUnavailable } from '../db/availability';
import { ConflictError, GoneError, InvalidFieldError, NotFoundError } from '../domain-errors';
import { failEnvelope, HttpError, sendEnvelope, setStatus } from './envelope';
import type { Logger } from '../logger';

const FALLBACK_ERROR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title><meta name="robots" content="noindex"></head><body><h1>Something went wrong</h1><p><a href="/">Go back to home</a></p></body></html>';

/**
 * A part of the site that answers its errors in a shape of its own, registered by the app (the
 * content query's `{statusCode, message}` under `/_content`), so the platform knows no such part.
 */
export interface ErrorSurface {
  /** The requests whose errors this surface answers. */
  url: RegExp;
  /**
   * The status and client message of an error of its own kind, wherever it was thrown; its
   * status is by design (a content query out of time answers 503), so it is not logged as a fault.
   */
  describe(error: unknown): { status: number; message: string } | undefined;
  send(res: Response, status: number, message: string): void;
}

/**
 * A service's domain error (domain-errors.ts) as the HTTP error it answers; any other error as
 * it is. The one place that maps them: a conflict is a 409 whose `data` names the field, if one is, which
 * the form reads its message from (the browser shows the catalogue message for the code, SPEC §8).
 */
export function asHttpError(error: unknown): unknown {
  if (error instanceof NotFoundError) return new HttpError(404, error.message || undefined);
  if (error instanceof ConflictError) {
    const { message, field, details } = error;
    if (field === undefined)
      return new HttpError(409, message, Object.keys(details).length > 0 ? details : undefined);
    return new HttpError(409, message, { field, issues: [{ field, message }], ...details });
  }
  if (error instanceof GoneError) return new HttpError(410, error.message, error.details);
  if (error instanceof InvalidFieldError) return invalidInputError(error.field, error.message);
  return error;
}

/**
 * For an address outside `/api` that mail clients POST to (a one-click unsubscribe, RFC 8058):
 * its expected errors (domain errors and HttpErrors) answer with the API's envelope, not the
 * app's error page; others pass on.
 *
 * @example
 * router.use('/alerts/unsubscribe', answerWithEnvelope);
 */
export const answerWithEnvelope: ErrorRequestHandler = (thrown: unknown, _req, res, next) => {
  const error = asHttpError(thrown);
  if (error instanceof HttpError) sendEnvelope(res, toErrorEnvelope(error));
  else next(thrown);
};

/**
 * HttpErrors carry their status, and so do the errors of Express's own
 * middleware (static files, body parser); an unreachable database is a 503.
 */
function httpStatusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  if (isDatabaseUnavailable(error)) return 503;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** The message a client may read: its own for an expected error, none for a fault. */
function clientMessageOf(error: unknown, status: number): string | null {
  return error instanceof HttpError && status < 500 ? error.message : null;
}

/**
 * The app's one error middleware: every error thrown or passed on by a route, answered in the
 * shape of the surface that was asked (the API's envelope, a registered surface's own,
 * OAuth's error for the provider, a page otherwise); faults are logged.
 *
 * @example
 * app.use(createErrorHandler(logger, [contentQueryErrors])); // after every router
 */
export function createErrorHandler(
  logger: Logger,
  surfaces: readonly ErrorSurface[] = [],
): ErrorRequestHandler {
  return (thrown: unknown, req, res, next) => {
    if (res.headersSent) return next(thrown);
    const error = asHttpError(thrown);
    const own = describedBySurface(surfaces, error);
    const status = own?.status ?? httpStatusOf(error);
    if (status >= 500 && !own) {
      logger.error({ err: error, url: req.originalUrl }, 'request failed');
    }
    if (req.originalUrl.startsWith('/api/')) {
      sendEnvelope(res, status === 503 ? failEnvelope(503) : toErrorEnvelope(error));
      return;
    }
    const clientMessage = own?.message ?? clientMessageOf(error, status);
    const surface = surfaces.find(({ url }) => url.test(req.originalUrl));
    if (surface) {
      surface.send(res, status, clientMessage ?? STATUS_CODES[status] ?? 'Error');
      return;
    }
    if (req.originalUrl.startsWith('/oidc/') && clientMessage) {
      // RFC 6749 §5.2, as the provider answers a bad parameter itself.
      res.status(status).json({ error: 'invalid_request', error_description: clientMessage });
      return;
    }
    if (status === 404) {
      res.status(404).type('text').send('Not found');
      return;
    }
    setStatus(res, status).type('html').send(FALLBACK_ERROR_HTML);
  };
}

function describedBySurface(surfaces: readonly ErrorSurface[], error: unknown) {
  for (const surface of surfaces) {
    const described = surface.describe(error);
    if (described) return described;
  }
  return undefined;
}
