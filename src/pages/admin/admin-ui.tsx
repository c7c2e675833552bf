import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';

import type { Pager } from '../../api/page-types';
import { pageNumber, splitMulti } from '../../api/query-params';
import { DEFAULT_PAGE } from '../../lib/constants';
import { formatDate } from '../../lib/date-format';
import { toQueryString, type QueryValue } from '../../lib/query-string';

const DATE_TIME_PATTERN = 'dd/MM/yyyy HH:mm';

/** A date and time for a table cell, in UTC like the rest of the admin area. */
export function DateTime({ value }: { value: string | null }) {
  if (!value) return <span aria-label="unknown">—</span>;
  return <time dateTime={value}>{formatDate(value, DATE_TIME_PATTERN)}</time>;
}

/** The section's heading and short description. */
export function SectionHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <header className="admin-section__header">
      <div>
        <h1 id="admin-heading">{title}</h1>
        <p className="admin-section__description">{description}</p>
      </div>
      {actions && <div className="admin-section__actions">{actions}</div>}
    </header>
  );
}

/** Skeleton rows while a section loads (DESIGN.md: loading states are designed). */
export function AdminLoading({ label = 'Loading the admin area' }: { label?: string }) {
  return (
    <div className="admin-loading" role="status" aria-label={label}>
      <div className="admin-loading__bar admin-loading__bar--title" />
      <div className="admin-loading__bar" />
      <div className="admin-loading__bar" />
      <div className="admin-loading__bar" />
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="admin-empty">
      <p className="admin-empty__title">{title}</p>
      {children}
    </div>
  );
}

/** A polite live region for the outcome of an action, and an alert for its failure. */
export function ActionFeedback({
  message,
  error,
}: {
  message: string | null;
  error: string | null;
}) {
  return (
    <>
      <p className="admin-feedback" role="status">
        {message}
      </p>
      {error && (
        <p className="admin-feedback admin-feedback--error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** The filters of a section live in the URL, so a filtered page can be shared and Back works. */
export function useFilterParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The API's page rule; a value it would refuse shows the first page (the admin area is one
  // screen, with no error page of its own for a hand-edited URL).
  const parsedPage = pageNumber.safeParse(searchParams.get('page') || undefined);
  const page = parsedPage.success ? parsedPage.data : DEFAULT_PAGE;
  const text = (key: string) => searchParams.get(key) ?? '';
  const list = (key: string) => searchParams.getAll(key).flatMap(splitMulti);
  /** Replaces the given filters and goes back to page 1 (unless `page` is among them). */
  const update = (changes: Readonly<Record<string, QueryValue>>) => {
    const next: Record<string, QueryValue> = Object.fromEntries(searchParams.entries());
    delete next.page;
    Object.assign(next, changes);
    setSearchParams(new URLSearchParams(toQueryString(next)));
  };
  return { searchParams, page, text, list, update };
}

/** Previous / next links with the current page, as a labelled navigation landmark. */
export function Pagination({ pager }: { pager: Pager }) {
  const location = useLocation();
  if (pager.totalPages <= 1) return null;
  const linkTo = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(page));
    return `${location.pathname}?${params.toString()}`;
  };
  return (
    <nav className="admin-pagination" aria-label="Pagination">
      {pager.page > 1 ? (
        <Link className="button button--ghost" to={linkTo(pager.page - 1)} rel="prev">
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">
        Page {pager.page} of {pager.totalPages} · {pager.total} in all
      </span>
      {pager.page < pager.totalPages ? (
        <Link className="button button--ghost" to={linkTo(pager.page + 1)} rel="next">
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

const STATUS_LABELS = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

export function StatusBadge({ status }: { status: keyof typeof STATUS_LABELS }) {
  return <span className={`admin-badge admin-badge--${status}`}>{STATUS_LABELS[status]}</span>;
}

/** A button of a table row's actions, named after its row for screen readers. */
export function RowAction({
  label,
  style = 'ghost',
  disabled,
  onClick,
  children,
}: {
  label: string;
  style?: 'primary' | 'ghost';
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`button button--${style} button--small`}
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </button>
  );
}
