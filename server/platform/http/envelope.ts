import type { Response } from 'express';

import { messageForStatus } from '../../../contract/errors';
import type { Envelope } from '../../../contract/page-types';

/** SPEC §3: every API answer is `{success, code, data, message}` with the HTTP status matching `code`. */
export function okEnvelope<T>(
  data: T,
  code = 200,
  message = 'OK',
): Envelope<T> & { success: true } {
  return { success: true, code, data, message };
}

export function failEnvelope(
  code: number,
  message = messageForStatus(code),
  data: unknown = null,
): Envelope<never> & { success: false } {
  return { success: false, code, data, message };
}

// A 503 is a moment (the database, the identity provider or the server is away or busy).
const RETRY_AFTER_S = 5;

/** `res.status(status)`, with `Retry-After` on a 503 so clients and crawlers know when to ask again. */
export function setStatus(res: Response, status: number): Response {
  if (status === 503) res.set('Retry-After', String(RETRY_AFTER_S));
  return res.status(status);
}

export function sendEnvelope<T>(res: Response, envelope: Envelope<T>): void {
  setStatus(res, envelope.code).json(envelope);
}

/**
 * An expected failure with an HTTP status: a condition of HTTP itself (a body the edge cannot
 * read, a bad signature), or a domain error as `asHttpError` maps it; an envelope at the edge.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    message = messageForStatus(status),
    readonly data: unknown = null,
  ) {
    super(message);
  }
}
