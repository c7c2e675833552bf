import type { Response } from 'express';

import { messageForStatus } from '../../src/api/errors';
import type { Envelope } from '../../src/api/page-types';

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

export function sendEnvelope<T>(res: Response, envelope: Envelope<T>): void {
  res.status(envelope.code).json(envelope);
}

/** An expected failure with an HTTP status, thrown by services and turned into an envelope at the edge. */
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
