import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { ApiError, messageForStatus, pageErrorMessage, statusCodeOf } from '../../contract/errors';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';
import { DecorativeSvg } from '../blocks/icon/icon';
import { PageHead } from '../blocks/page-head/page-head';
import { paths } from '../../contract/paths';
import type { ErrorPayload } from './route-loader';
import { Link } from '../blocks/link/link';

interface DisplayedError {
  status: number;
  message: string;
  /** A list's page past its end links to the list's last page. */
  lastPage?: { href: string; page: number };
}

function hasMessage(value: unknown): value is ErrorPayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorPayload).message === 'string'
  );
}

/** The message and status the error carries (SPEC §8); the default is 500. */
function carriedError(error: unknown): DisplayedError {
  if (isRouteErrorResponse(error)) {
    const payload = hasMessage(error.data) ? error.data : undefined;
    return {
      status: error.status,
      message: payload?.message ?? messageForStatus(error.status),
      ...(payload?.lastPage ? { lastPage: payload.lastPage } : {}),
    };
  }
  if (error instanceof ApiError && error.statusCode >= 400)
    return { status: error.statusCode, message: error.message };
  const code = statusCodeOf(error);
  // A network failure (0) or a non-HTTP code is no page status: the default 500 applies.
  const status = code >= 400 && code <= 599 ? code : 500;
  return { status, message: messageForStatus(status) };
}

/** SPEC §8: an error carrying a status shows that status and its message; every 404 says one thing. */
export function describeError(error: unknown): DisplayedError {
  const carried = carriedError(error);
  return { ...carried, message: pageErrorMessage(carried.status, carried.message) };
}

/** A sleepy crescent under a few stars: the error pages' illustration (decorative). */
function ErrorArt() {
  return (
    <DecorativeSvg className="error-page__art" width={240} height={150}>
      <circle className="error-page__halo" cx="112" cy="78" r="62" />
      <path className="error-page__moon" d="M128 28a50 50 0 1 0 34 86 56 56 0 0 1-34-86Z" />
      <g className="error-page__sleep">
        <path d="M160 40h14l-14 16h14" />
        <path d="M182 18h10l-10 11h10" />
      </g>
      <g className="error-page__stars">
        <circle cx="36" cy="30" r="2" />
        <circle cx="206" cy="96" r="2.5" />
        <circle cx="22" cy="112" r="1.5" />
        <circle cx="220" cy="52" r="1.5" />
      </g>
      <path className="error-page__pillow" d="M40 140h160" />
    </DecorativeSvg>
  );
}

/** What the visitor can do next; the 500 page offers a retry instead, so it needs no hint. */
function hintFor({ status, lastPage }: DisplayedError): string | null {
  if (lastPage)
    return `This list ends at page ${lastPage.page}: it may have become shorter since the link was made.`;
  if (status === 404)
    return 'The link may be old or have a typo. These are good places to pick up again.';
  if (status >= 500) return null;
  return 'You can go back to the home page or have a look at the open jobs.';
}

function ErrorPageContent({ error }: { error: unknown }) {
  const displayed = describeError(error);
  const { status, message, lastPage } = displayed;
  useEffect(() => {
    // Offline, a reload would only swap this page for the browser's own offline page.
    if (isChunkLoadError(error) && navigator.onLine)
      reloadAfterChunkError(window.sessionStorage, () => window.location.reload());
  }, [error]);
  const hint = hintFor(displayed);
  // The SPEC's message is the page's one statement (SPEC §8), so it is the heading: no
  // second wording of the same failure beside it.
  return (
    <section className="error-page" aria-labelledby="error-heading">
      <PageHead title={message} description={message} noindex />
      <ErrorArt />
      <p className="error-page__code">Error {status}</p>
      <h1 id="error-heading" data-testid="error-message">
        {message}
      </h1>
      {hint ? <p className="error-page__hint">{hint}</p> : null}
      <div className="error-page__actions">
        {lastPage ? (
          <Link className="button button--primary" to={lastPage.href}>
            Go to the last page (page {lastPage.page})
          </Link>
        ) : null}
        {status >= 500 ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => window.location.reload()}
          >
            Try again
          </button>
        ) : null}
        <Link
          className={`button ${status >= 500 || lastPage ? 'button--ghost' : 'button--primary'}`}
          to={paths.home()}
        >
          Go to the home page
        </Link>
        <Link className="button button--ghost" to={paths.jobs()}>
          See open jobs
        </Link>
      </div>
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
