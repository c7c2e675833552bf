import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

import { pageNumber, splitMulti } from '../../../../contract/query-params';
import { DEFAULT_PAGE } from '../../../../contract/constants';
import { formatDate } from '../../../lib/date-format';
import { utcToLocalInput } from '../../../lib/local-date-time';
import { toQueryString, type QueryValue } from '../../../../contract/query-string';

const DATE_TIME_PATTERN = 'dd/MM/yyyy HH:mm';

/**
 * A date and time for a table cell, in UTC like the rest of the admin area, or in `timeZone`
 * where a form beside it reads and writes times in the admin's own zone (the job editor).
 */
export function DateTime({ value, timeZone }: { value: string | null; timeZone?: string }) {
  if (!value) return <span aria-label="unknown">—</span>;
  // The wall clock in that zone, formatted as if it were UTC (formatDate reads UTC fields).
  const shown = timeZone ? `${utcToLocalInput(value, timeZone)}Z` : value;
  return <time dateTime={value}>{formatDate(shown, DATE_TIME_PATTERN)}</time>;
}

/** How long something took: "850 ms", "1.2 s". */
export function formatDuration(ms: number): string {
  return ms < 1_000 ? `${ms} ms` : `${(ms / 1_000).toFixed(1)} s`;
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

const STATUS_LABELS = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

export function StatusBadge({ status }: { status: keyof typeof STATUS_LABELS }) {
  return <span className={`admin-badge admin-badge--${status}`}>{STATUS_LABELS[status]}</span>;
}

/**
 * A button of a table row's actions, named after its row for screen readers. An `inactive` one
 * looks disabled and does nothing, yet keeps focus (`aria-disabled`): a row's current state.
 */
export function RowAction({
  id,
  className,
  label,
  variant = 'ghost',
  disabled,
  inactive = false,
  hidden = false,
  onClick,
  children,
}: {
  id?: string;
  className?: string;
  label: string;
  variant?: 'primary' | 'ghost';
  disabled: boolean;
  inactive?: boolean;
  hidden?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      id={id}
      type="button"
      className={['button', `button--${variant}`, 'button--small', className]
        .filter(Boolean)
        .join(' ')}
      disabled={disabled}
      aria-disabled={inactive || undefined}
      hidden={hidden}
      onClick={inactive ? undefined : onClick}
      aria-label={label}
    >
      {children}
    </button>
  );
}
