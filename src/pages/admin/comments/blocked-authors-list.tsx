import { useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { useAdminPage, useAdminWrite } from '../../../api/admin-api';
import { Pagination } from '../../../blocks/pagination/pagination';
import type { BlockedAuthor } from '../../../../contract/moderation';
import { ActionFeedback, AdminLoading, DateTime, EmptyState, RowAction } from '../shell/admin-ui';
import { useAdminAction } from '../shell/use-admin-action';

// Its own page parameter: the keyword entries' list above has `page`.
const PAGE_PARAM = 'blocked';

/** The blocked authors (decision 065): their next comments are held; Unblock ends it. */
export function BlockedAuthorsList() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const page = Number(params.get(PAGE_PARAM)) || 1;
  const authors = useAdminPage<BlockedAuthor[]>('moderation-rules/blocked-authors', { page });
  const write = useAdminWrite();
  const action = useAdminAction();
  const heading = useRef<HTMLHeadingElement>(null);
  const rows = authors.data?.content ?? [];
  const pager = authors.data?.pager;

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(location.search);
    next.set(PAGE_PARAM, String(target));
    return `${location.pathname}?${next.toString()}`;
  };

  // The row and its button go: focus goes to the part's heading.
  const unblock = (author: BlockedAuthor) =>
    action.run(
      async () => {
        await write('DELETE', `moderation-rules/blocked-authors/${author.id}`);
        return `${author.email} is unblocked: their next comments follow the other rules.`;
      },
      { focusAfter: () => heading.current },
    );

  return (
    <section
      className="moderation-part"
      aria-labelledby="blocked-authors-heading"
      aria-busy={authors.isFetching}
    >
      <h2 id="blocked-authors-heading" ref={heading} tabIndex={-1}>
        Blocked authors
      </h2>
      <p className="admin-section__description">
        Every new comment of a blocked author waits for a moderator, whatever the other rules say.
        Block an author from their comment in the blog comments list.
      </p>
      <ActionFeedback message={action.message} error={action.error} />
      {authors.isPending ? (
        <AdminLoading label="Loading the blocked authors" />
      ) : rows.length === 0 ? (
        <EmptyState title="No author is blocked.">
          <p>Use “Block author” on a comment to hold that author’s next comments.</p>
        </EmptyState>
      ) : (
        <div className="admin-table-wrap" role="region" aria-label="Blocked authors" tabIndex={0}>
          <table className="admin-table">
            <caption className="visually-hidden">Blocked authors, the latest first</caption>
            <thead>
              <tr>
                <th scope="col">Author</th>
                <th scope="col">Blocked by</th>
                <th scope="col">Blocked</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((author) => (
                <tr key={author.id}>
                  <td>
                    <strong>{author.email}</strong>
                  </td>
                  <td>{author.blockedBy}</td>
                  <td>
                    <DateTime value={author.blockedAt} />
                  </td>
                  <td className="admin-table__actions">
                    <RowAction
                      disabled={action.busy}
                      onClick={() => void unblock(author)}
                      label={`Unblock ${author.email}`}
                    >
                      Unblock
                    </RowAction>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pager && pager.totalPages > 1 && (
        <div className="admin-pager">
          <Pagination
            page={pager.page}
            totalPages={pager.totalPages}
            hrefFor={hrefFor}
            label="Pages of blocked authors"
          />
          <p className="admin-pager__total">{pager.total} in all</p>
        </div>
      )}
    </section>
  );
}
