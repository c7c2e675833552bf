import { describe, expect, test } from 'vitest';
import {
  ApiError,
  BOTH_TOKENS_EXPIRED_MESSAGE,
  PAGE_NOT_FOUND_MESSAGE,
  pageErrorMessage,
  envelopeFailure,
  messageForStatus,
  normalizeError,
  statusCodeOf,
} from './errors';

describe('messageForStatus (SPEC §8 catalogue)', () => {
  test('500', () => {
    expect(messageForStatus(500)).toBe(
      "Could not connect to the service's end. Please check and try again.",
    );
  });

  test('503', () => {
    expect(messageForStatus(503)).toBe(
      'Service is temporarily down for maintenance. Please try again later.',
    );
  });

  test('404', () => {
    expect(messageForStatus(404)).toBe(
      'Could not find what you are looking for. Please check and try again.',
    );
  });

  test('403', () => {
    expect(messageForStatus(403)).toBe(
      'You dont have permission to access this page. Please check and try again.',
    );
  });

  test('401', () => {
    expect(messageForStatus(401)).toBe('Unauthorized. Please check and try again.');
  });

  test('any other code N names the code', () => {
    expect(messageForStatus(418)).toBe(
      'An error with code (418) occurs. Please check and try again.',
    );
    expect(messageForStatus(0)).toBe('An error with code (0) occurs. Please check and try again.');
  });

  test('an undefined code defaults to -100', () => {
    expect(messageForStatus(undefined)).toBe(
      'An error with code (-100) occurs. Please check and try again.',
    );
  });
});

describe('catalogue constants', () => {
  test('both tokens expired', () => {
    expect(BOTH_TOKENS_EXPIRED_MESSAGE).toBe(
      'Both token and refresh token have expired. Your request was aborted.',
    );
  });

  test('page not found', () => {
    expect(PAGE_NOT_FOUND_MESSAGE).toBe('This page could not be found');
  });
});

describe('pageErrorMessage', () => {
  test('a page says every 404 in the same words, whatever the API answered', () => {
    expect(pageErrorMessage(404, messageForStatus(404))).toBe('This page could not be found');
  });

  test('any other status keeps its own message', () => {
    expect(pageErrorMessage(503, messageForStatus(503))).toBe(messageForStatus(503));
    expect(pageErrorMessage(410, 'The position Night Nurse is closed.')).toBe(
      'The position Night Nurse is closed.',
    );
  });
});

describe('statusCodeOf', () => {
  test('prefers statusCode over status and response.status', () => {
    expect(statusCodeOf({ statusCode: 401, status: 403, response: { status: 404 } })).toBe(401);
  });

  test('falls back to status', () => {
    expect(statusCodeOf({ status: 403, response: { status: 404 } })).toBe(403);
  });

  test('falls back to response.status', () => {
    expect(statusCodeOf({ response: { status: 404 } })).toBe(404);
  });

  test('skips a field that is not an integer', () => {
    expect(statusCodeOf({ statusCode: '401', status: 403 })).toBe(403);
  });

  test.each([new Error('boom'), 'boom', null, undefined, {}, { response: {} }])(
    'defaults to 500 for %j',
    (error) => {
      expect(statusCodeOf(error)).toBe(500);
    },
  );
});

describe('ApiError', () => {
  test('takes its message from the catalogue unless one is given', () => {
    const error = new ApiError(404);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe(messageForStatus(404));
    expect(error.data).toBeUndefined();
    expect(new ApiError(401, { message: BOTH_TOKENS_EXPIRED_MESSAGE }).message).toBe(
      BOTH_TOKENS_EXPIRED_MESSAGE,
    );
  });
});

describe('envelopeFailure', () => {
  test('chooses the message from the code, not the envelope message, and keeps the data', () => {
    const error = envelopeFailure({
      success: false,
      code: 403,
      data: { field: 'x' },
      message: 'nope',
    });
    expect(error.statusCode).toBe(403);
    expect(error.message).toBe(messageForStatus(403));
    expect(error.data).toEqual({ field: 'x' });
  });

  test('an envelope without a code gets the default code -100', () => {
    const error = envelopeFailure({ success: false });
    expect(error.statusCode).toBe(-100);
    expect(error.message).toBe('An error with code (-100) occurs. Please check and try again.');
  });
});

describe('normalizeError', () => {
  test('an ApiError passes through unchanged', () => {
    const original = new ApiError(503, { data: 1 });
    expect(normalizeError(original)).toBe(original);
  });

  test('an axios error with a response takes its status and body', () => {
    const body = { success: false, code: 9, data: null };
    const axiosError = {
      isAxiosError: true,
      message: 'Request failed',
      response: { status: 503, data: body },
    };
    const error = normalizeError(axiosError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(503);
    expect(error.message).toBe(messageForStatus(503));
    expect(error.data).toBe(body);
    expect(error.cause).toBe(axiosError);
  });

  test('an axios error without a response is a network failure with status 0', () => {
    const error = normalizeError({
      isAxiosError: true,
      code: 'ECONNREFUSED',
      message: 'Network Error',
    });
    expect(error.statusCode).toBe(0);
    expect(error.message).toBe('An error with code (0) occurs. Please check and try again.');
    expect(error.data).toBeUndefined();
  });

  test('a failed envelope takes the message from its code and the payload from its data', () => {
    const error = normalizeError({
      success: false,
      code: 401,
      data: ['expired'],
      message: 'ignored',
    });
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe(messageForStatus(401));
    expect(error.data).toEqual(['expired']);
  });

  test('an error carrying a status code keeps it and gets the catalogue message', () => {
    const original = Object.assign(new Error('Not here'), { statusCode: 404 });
    const error = normalizeError(original);
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe(messageForStatus(404));
    expect(error.cause).toBe(original);
  });

  test('anything else becomes a 500', () => {
    const error = normalizeError(new Error('Loading chunk 3 failed'));
    expect(error.statusCode).toBe(500);
    expect(error.message).toBe(messageForStatus(500));
    expect((error.cause as Error).message).toBe('Loading chunk 3 failed');
  });

  test('a thrown non-object becomes a 500', () => {
    expect(normalizeError('boom').statusCode).toBe(500);
    expect(normalizeError(undefined).statusCode).toBe(500);
  });
});
