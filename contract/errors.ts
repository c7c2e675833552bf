/**
 * The one error normaliser (SPEC §8): every failure the browser or server
 * sees from the product API becomes an `ApiError` with a catalogue message.
 * Axios errors are recognised by shape, so this file does not import axios.
 */

// SPEC §8: "Any other code N … The default code is -100."
const DEFAULT_ERROR_CODE = -100;
// SPEC §8: a status code is taken from statusCode, then status, then response.status; default 500
const DEFAULT_STATUS_CODE = 500;
// SPEC §8: a network error without a response is reported with status 0
const NETWORK_ERROR_STATUS = 0;

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  500: "Could not connect to the service's end. Please check and try again.",
  503: 'Service is temporarily down for maintenance. Please try again later.',
  404: 'Could not find what you are looking for. Please check and try again.',
  403: 'You dont have permission to access this page. Please check and try again.',
  401: 'Unauthorized. Please check and try again.',
};

/** SPEC §4, §8: the message a request is aborted with when both tokens have expired. */
export const BOTH_TOKENS_EXPIRED_MESSAGE =
  'Both token and refresh token have expired. Your request was aborted.';

/** SPEC §5, §8: the 404 message for an unmatched route or a failed validate step. */
export const PAGE_NOT_FOUND_MESSAGE = 'This page could not be found';

/**
 * What a page (not the JSON API) says for a failure: every 404 says the SPEC §5 not-found message,
 * whether no route matched or the API knows no such job, post or release; any other status keeps
 * its own message.
 *
 * @example
 * pageErrorMessage(404, messageForStatus(404)); // => 'This page could not be found'
 * pageErrorMessage(503, messageForStatus(503)); // => 'Service is temporarily down …'
 */
export function pageErrorMessage(status: number, message: string): string {
  return status === 404 ? PAGE_NOT_FOUND_MESSAGE : message;
}

/** A normalised failure: a catalogue message, a status code and the error payload. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly data: unknown;

  constructor(
    statusCode: number,
    options: { message?: string; data?: unknown; cause?: unknown } = {},
  ) {
    super(options.message ?? messageForStatus(statusCode), { cause: options.cause });
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.data = options.data;
  }
}

/** The failing form of the SPEC §3 API envelope. */
interface FailedEnvelope {
  success: false;
  code?: number;
  data?: unknown;
  message?: string;
}

interface AxiosLikeError {
  isAxiosError: true;
  response?: { status?: unknown; data?: unknown };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isStatusNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function isAxiosLikeError(error: unknown): error is AxiosLikeError {
  return isRecord(error) && error.isAxiosError === true;
}

function isFailedEnvelope(error: unknown): error is FailedEnvelope {
  return isRecord(error) && error.success === false && !(error instanceof Error);
}

/**
 * The SPEC §8 catalogue message for a status code, word for word.
 *
 * @example
 * messageForStatus(404); // => 'Could not find what you are looking for. Please check and try again.'
 * messageForStatus(418); // => 'An error with code (418) occurs. Please check and try again.'
 * messageForStatus(undefined); // => 'An error with code (-100) occurs. Please check and try again.'
 */
export function messageForStatus(code: number | undefined): string {
  const resolved = code ?? DEFAULT_ERROR_CODE;
  return (
    STATUS_MESSAGES[resolved] ??
    `An error with code (${resolved}) occurs. Please check and try again.`
  );
}

/**
 * The status code carried by an error: `statusCode`, then `status`, then
 * `response.status`; 500 when none is an integer (SPEC §8).
 *
 * @example
 * statusCodeOf({ response: { status: 404 } }); // => 404
 * statusCodeOf(new Error('boom')); // => 500
 */
export function statusCodeOf(error: unknown): number {
  if (!isRecord(error)) return DEFAULT_STATUS_CODE;
  if (isStatusNumber(error.statusCode)) return error.statusCode;
  if (isStatusNumber(error.status)) return error.status;
  if (isRecord(error.response) && isStatusNumber(error.response.status)) {
    return error.response.status;
  }
  return DEFAULT_STATUS_CODE;
}

/**
 * Turns an envelope with `success: false` into an `ApiError`: the message is
 * chosen from its code (not its own message) and the payload is its data (SPEC §8).
 *
 * @example
 * envelopeFailure({ success: false, code: 403, data: null }).message;
 * // => 'You dont have permission to access this page. Please check and try again.'
 */
export function envelopeFailure(envelope: FailedEnvelope): ApiError {
  const code = isStatusNumber(envelope.code) ? envelope.code : DEFAULT_ERROR_CODE;
  return new ApiError(code, { data: envelope.data });
}

/**
 * Normalises anything thrown or returned as a failure into an `ApiError` (SPEC §8):
 * an axios error with a response takes its status and body; one without a
 * response (network) gets status 0; a failed envelope goes through
 * `envelopeFailure`; an `ApiError` passes through; anything else gets
 * `statusCodeOf`. The original error is kept as `cause`.
 *
 * @example
 * normalizeError({ isAxiosError: true, response: { status: 503, data: { success: false } } });
 * // => ApiError { statusCode: 503, message: 'Service is temporarily down …', data: { success: false } }
 */
export function normalizeError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosLikeError(error)) {
    const status = error.response?.status;
    if (error.response && isStatusNumber(status)) {
      return new ApiError(status, { data: error.response.data, cause: error });
    }
    return new ApiError(NETWORK_ERROR_STATUS, { cause: error });
  }
  if (isFailedEnvelope(error)) return envelopeFailure(error);
  return new ApiError(statusCodeOf(error), { cause: error });
}
