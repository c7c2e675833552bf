import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

import { ApiError, messageForStatus, statusCodeOf } from '../api/errors';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';
import { PageHead } from './page-head';
import { paths } from './paths';
import type { ErrorPayload } from './route-loader';

export interface DisplayedError {
  status: number;
  message: string;
}

function hasMessage(value: unknown): value is ErrorPayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorPayload).message === 'string'
  );
}

/** SPEC §8: an error carrying a status shows that status and its message; the default is 500. */
export function describeError(error: unknown): DisplayedError {
  if (isRouteErrorResponse(error)) {
    const message = hasMessage(error.data) ? error.data.message : messageForStatus(error.status);
    return { status: error.status, message };
  }
  if (error instanceof ApiError && error.statusCode >= 400)
    return { status: error.statusCode, message: error.message };
  const code = statusCodeOf(error);
  // A network failure (0) or a non-HTTP code is no page status: the default 500 applies.
  const status = code >= 400 && code <= 599 ? code : 500;
  return { status, message: messageForStatus(status) };
}

function ErrorPageContent({ error }: { error: unknown }) {
  const { status, message } = describeError(error);
  useEffect(() => {
    if (isChunkLoadError(error))
      reloadAfterChunkError(window.sessionStorage, () => window.location.reload());
  }, [error]);
  const heading =
    status === 404 ? 'Page not found' : status >= 500 ? 'Something went wrong' : `Error ${status}`;
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <PageHead title={heading} description={message} noindex />
      <p className="error-page__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-heading">{heading}</h1>
      <p className="error-page__message" data-testid="error-message">
        {message}
      </p>
      <p>
        <Link className="button button--primary" to={paths.home()}>
          Go to the home page
        </Link>{' '}
        <Link className="button button--ghost" to={paths.jobs()}>
          See open jobs
        </Link>
      </p>
    </section>
  );
}

interface FallbackState {
  failed: boolean;
}

/** If the error page itself throws, this plain fallback still answers (SPEC §8). */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, FallbackState> {
  override state: FallbackState = { failed: false };

  static getDerivedStateFromError(): FallbackState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The error page failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="error-page" role="alert">
        <h1>An error occurred while showing the error page</h1>
        <p>
          <a href="/">Go back to home</a>
        </p>
      </section>
    );
  }
}

/** The route error element: the 404 and 500 pages and every error with a status. */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <ErrorPageBoundary>
      <ErrorPageContent error={error} />
    </ErrorPageBoundary>
  );
}
