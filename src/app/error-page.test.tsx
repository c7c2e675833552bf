// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, createStaticHandler, data, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { ApiError, messageForStatus } from '../../contract/errors';
import { PublicConfigProvider } from '../lib/public-config-context';
import type { PublicConfig } from '../../contract/public-config';
import { describeError, ErrorPage, ErrorPageBoundary } from './error-page';
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
  vi.restoreAllMocks();
});

const CONFIG = { companyName: 'Somnia', companySlug: 'somnia' } as PublicConfig;

/** Renders the error page a route shows when its loader throws `thrown`. */
async function renderErrorPage(thrown: () => never) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: thrown,
      element: <p>never</p>,
      errorElement: <ErrorPage />,
      HydrateFallback: () => null,
    },
  ]);
  render(
    <PublicConfigProvider config={CONFIG}>
      <RouterProvider router={router} />
    </PublicConfigProvider>,
  );
  return screen.findByRole('heading', { level: 1 });
}

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

describe('ErrorPage', () => {
  test('the 404 page states its message once, as its heading, and offers ways on', async () => {
    const heading = await renderErrorPage(() => throwErrorResponse(404, NOT_FOUND_MESSAGE));

    expect(heading.textContent).toBe('This page could not be found');
    expect(screen.queryByText('Page not found')).toBeNull();
    expect(screen.getByRole('link', { name: 'See open jobs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  test('the 500 page shows only the catalogue message and a Try again button that reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const heading = await renderErrorPage(() => {
      throw new Error('boom');
    });

    expect(heading.textContent).toBe(messageForStatus(500));
    expect(screen.getAllByText(/try again/i).map((node) => node.tagName)).toEqual(['H1', 'BUTTON']);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
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
