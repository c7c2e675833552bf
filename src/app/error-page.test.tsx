// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createStaticHandler, data } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { ApiError, messageForStatus } from '../api/errors';
import { describeError, ErrorPageBoundary } from './error-page';
import { NOT_FOUND_MESSAGE, throwErrorResponse } from './route-loader';

/** The error React Router hands the error page when a loader throws `thrown`. */
async function routeErrorFrom(thrown: () => never): Promise<unknown> {
  const handler = createStaticHandler([{ id: 'page', path: '/', loader: thrown }]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('the loader redirected');
  return context.errors?.page;
}

afterEach(() => {
  cleanup();
});

describe('describeError (SPEC §8)', () => {
  test('a route error response with a message shows its status and that message', async () => {
    const error = await routeErrorFrom(() => throwErrorResponse(404, NOT_FOUND_MESSAGE));

    expect(describeError(error)).toEqual({ status: 404, message: 'This page could not be found' });
  });

  test('a route error response without a message shows the catalogue message of its status', async () => {
    const error = await routeErrorFrom(() => {
      throw data(null, { status: 403 });
    });

    expect(describeError(error)).toEqual({ status: 403, message: messageForStatus(403) });
  });

  test('an ApiError shows its status and message', () => {
    expect(describeError(new ApiError(503))).toEqual({
      status: 503,
      message: messageForStatus(503),
    });
  });

  test('an ApiError from a network failure (status 0) shows as a 500', () => {
    expect(describeError(new ApiError(0))).toEqual({ status: 500, message: messageForStatus(500) });
  });

  test('a plain Error is a 500', () => {
    expect(describeError(new Error('undefined is not a function'))).toEqual({
      status: 500,
      message: messageForStatus(500),
    });
  });
});

describe('ErrorPageBoundary', () => {
  function BrokenErrorPage(): never {
    throw new Error('the error page broke');
  }

  test('when the error page itself throws, a plain fallback with a link home is shown', () => {
    // React and the boundary both report the caught error through console.error.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    render(
      <ErrorPageBoundary>
        <BrokenErrorPage />
      </ErrorPageBoundary>,
    );

    expect(
      screen.getByRole('heading', { name: 'An error occurred while showing the error page' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/');
    expect(consoleError).toHaveBeenCalledWith(
      'The error page failed',
      expect.any(Error),
      expect.any(String),
    );
  });

  test('while nothing throws, the children are shown', () => {
    render(
      <ErrorPageBoundary>
        <p>Page not found</p>
      </ErrorPageBoundary>,
    );

    expect(screen.getByText('Page not found')).toBeTruthy();
  });
});
