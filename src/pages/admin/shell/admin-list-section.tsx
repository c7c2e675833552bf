import { Fragment, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import type { AdminPage } from '../../../../contract/admin-types';
import type { Pager } from '../../../../contract/page-types';
import { Pagination } from '../../../blocks/pagination/pagination';
import { AdminLoading, EmptyState, SectionHeader } from './admin-ui';

interface AdminListSectionProps<T extends { id: number | string }> {
  title: string;
  description: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** The section's page, as `useAdminPage` answers it. */
  page: { data: AdminPage<T[]> | undefined; isPending: boolean; isFetching: boolean };
  loadingLabel: string;
  /** What the section says when no row matches. */
  empty: { title: string; hint: string };
  /** The table's caption for screen readers. */
  caption: string;
  /** The column headers, in order. */
  columns: readonly ReactNode[];
  /** A class of the table's own, for column widths. */
  tableClassName?: string;
  /** One `<tr>` for an item. */
  renderRow: (item: T) => ReactNode;
  /** The forms and feedback between the heading and the table. */
  children: ReactNode;
  /** What follows the table, before the pager (the comments' bulk bar). */
  footer?: ReactNode;
}

/** The table of a list section: a scroll region that takes focus. */
export const ADMIN_TABLE_ID = 'admin-table';

/** The site's page links, keeping the section's filters, and how many rows there are in all. */
function AdminPager({ pager }: { pager: Pager }) {
  const location = useLocation();
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(page));
    return `${location.pathname}?${params.toString()}`;
  };
  if (pager.totalPages <= 1) return null;
  return (
    <div className="admin-pager">
      <Pagination page={pager.page} totalPages={pager.totalPages} hrefFor={hrefFor} />
      <p className="admin-pager__total">{pager.total} in all</p>
    </div>
  );
}

/**
 * The frame of every admin list: heading, forms, then the loading skeleton, the empty state or the
 * table, and the pager (DESIGN.md: loading and empty states are designed).
 */
export function AdminListSection<T extends { id: number | string }>({
  title,
  description,
  actions,
  page: { data, isPending, isFetching },
  loadingLabel,
  empty,
  caption,
  columns,
  tableClassName,
  renderRow,
  children,
  footer,
}: AdminListSectionProps<T>) {
  const items = data?.content ?? [];
  return (
    <section className="admin-section" aria-labelledby="admin-heading" aria-busy={isFetching}>
      <SectionHeader title={title} description={description} actions={actions} />
      {children}
      {isPending ? (
        <AdminLoading label={loadingLabel} />
      ) : items.length === 0 ? (
        <EmptyState title={empty.title}>
          <p>{empty.hint}</p>
        </EmptyState>
      ) : (
        // A table wider than a phone scrolls; keyboard users reach the scroll region by Tab.
        <div
          id={ADMIN_TABLE_ID}
          className="admin-table-wrap"
          role="region"
          aria-label={caption}
          tabIndex={0}
        >
          <table className={tableClassName ? `admin-table ${tableClassName}` : 'admin-table'}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column, index) => (
                  // The headers are fixed for the section: their place is their identity.
                  <th key={index} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <Fragment key={item.id}>{renderRow(item)}</Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {footer}
      {data && <AdminPager pager={data.pager} />}
    </section>
  );
}
