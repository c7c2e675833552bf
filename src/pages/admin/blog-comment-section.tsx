import { useState, type FormEvent } from 'react';

import { ADMIN_SCOPES } from '../../auth/admin-scopes';
import {
  useAdminList,
  useAdminPage,
  useAdminWrite,
  useRedirectOnAdminFailure,
  writeErrorMessage,
  isAuthFailure,
} from './admin-api';
import type { AdminComment, CommentedPost, ReviewStatus } from './admin-types';
import {
  ActionFeedback,
  AdminLoading,
  DateTime,
  EmptyState,
  Pagination,
  SectionHeader,
  StatusBadge,
  useFilterParams,
} from './admin-ui';

export const BLOG_COMMENT_SCOPE = ADMIN_SCOPES.comments;
const STATUSES: ReviewStatus[] = ['pending', 'approved', 'rejected'];

type Decision = 'approved' | 'rejected';

function plural(count: number, noun: string) {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** `/admin/blog-comment`: filter, read and approve or reject comments, one or many at a time. */
export function BlogCommentSection() {
  const filters = useFilterParams();
  const status = filters
    .list('status')
    .filter((value): value is ReviewStatus => STATUSES.includes(value as ReviewStatus));
  const post = filters.text('post');
  const search = filters.text('search');
  const { data, isPending, isFetching } = useAdminPage<AdminComment[]>('blog-comment', {
    status,
    post,
    search,
    page: filters.page,
  });
  const posts = useAdminList<CommentedPost>('blog-comment/posts', { limit: 100 });
  const write = useAdminWrite();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [authError, setAuthError] = useState<unknown>(null);
  useRedirectOnAdminFailure(authError);

  const comments = data?.content ?? [];
  const visibleSelected = comments
    .filter((comment) => selected.has(comment.id))
    .map((comment) => comment.id);

  const review = async (ids: number[], decision: Decision) => {
    setBusy(true);
    setError(null);
    try {
      const result = await write<{ updated: number[] }>('POST', 'blog-comment/review', {
        ids,
        status: decision,
      });
      setMessage(`${plural(result.updated.length, 'comment')} ${decision}.`);
      setSelected(new Set());
    } catch (failure) {
      if (isAuthFailure(failure)) setAuthError(failure);
      else setError(writeErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const applyFilters = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    filters.update({
      status: form.getAll('status').map(String),
      post: String(form.get('post') ?? ''),
      search: String(form.get('search') ?? '').trim(),
    });
    setSelected(new Set());
  };

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = comments.length > 0 && visibleSelected.length === comments.length;

  return (
    <section className="admin-section" aria-labelledby="admin-heading" aria-busy={isFetching}>
      <SectionHeader
        title="Blog comments"
        description="Approved comments appear on their post; rejected ones disappear from it."
      />
      <form
        className="admin-filters"
        onSubmit={applyFilters}
        aria-label="Filter comments"
        key={filters.searchParams.toString()}
      >
        <fieldset className="admin-filters__group">
          <legend>Status</legend>
          {STATUSES.map((value) => (
            <label key={value} className="admin-check">
              <input
                type="checkbox"
                name="status"
                value={value}
                defaultChecked={status.includes(value)}
              />{' '}
              {value}
            </label>
          ))}
        </fieldset>
        <div className="admin-field">
          <label htmlFor="comment-post">Post</label>
          <select id="comment-post" name="post" defaultValue={post}>
            <option value="">All posts</option>
            {posts.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.slug} ({option.pending} pending)
              </option>
            ))}
            {post && !posts.some((option) => option.slug === post) && (
              <option value={post}>{post}</option>
            )}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="comment-search">Search</label>
          <input
            id="comment-search"
            name="search"
            type="search"
            defaultValue={search}
            placeholder="Name, e-mail or text"
          />
        </div>
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
      </form>

      <div className="admin-bulk" aria-label="Selected comments" role="group">
        <span>{plural(visibleSelected.length, 'comment')} selected</span>
        <button
          type="button"
          className="button button--primary"
          disabled={busy || visibleSelected.length === 0}
          onClick={() => void review(visibleSelected, 'approved')}
        >
          Approve selected
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || visibleSelected.length === 0}
          onClick={() => void review(visibleSelected, 'rejected')}
        >
          Reject selected
        </button>
      </div>
      <ActionFeedback message={message} error={error} />

      {isPending ? (
        <AdminLoading label="Loading comments" />
      ) : comments.length === 0 ? (
        <EmptyState title="No comments match these filters.">
          <p>Try another status or clear the search.</p>
        </EmptyState>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Blog comments, newest first</caption>
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="Select every comment on this page"
                    checked={allSelected}
                    onChange={() =>
                      setSelected(
                        allSelected ? new Set() : new Set(comments.map((comment) => comment.id)),
                      )
                    }
                  />
                </th>
                <th scope="col">Comment</th>
                <th scope="col">Post</th>
                <th scope="col">Status</th>
                <th scope="col">Received</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {comments.map((comment) => (
                <tr key={comment.id} data-testid={`comment-${comment.id}`}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Select the comment of ${comment.name}`}
                      checked={selected.has(comment.id)}
                      onChange={() => toggle(comment.id)}
                    />
                  </td>
                  <td className="admin-table__text">
                    <strong>{comment.name}</strong>
                    {comment.email && (
                      <span className="admin-table__muted"> · {comment.email}</span>
                    )}
                    <p>{comment.body}</p>
                  </td>
                  <td>{comment.postSlug}</td>
                  <td>
                    <StatusBadge status={comment.status} />
                    {comment.reviewedBy && (
                      <span className="admin-table__muted admin-table__block">
                        by {comment.reviewedBy}
                      </span>
                    )}
                  </td>
                  <td>
                    <DateTime value={comment.createdAt} />
                  </td>
                  <td className="admin-table__actions">
                    {comment.status !== 'approved' && (
                      <button
                        type="button"
                        className="button button--primary button--small"
                        disabled={busy}
                        onClick={() => void review([comment.id], 'approved')}
                        aria-label={`Approve the comment of ${comment.name}`}
                      >
                        Approve
                      </button>
                    )}
                    {comment.status !== 'rejected' && (
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        disabled={busy}
                        onClick={() => void review([comment.id], 'rejected')}
                        aria-label={`Reject the comment of ${comment.name}`}
                      >
                        Reject
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pagination pager={data.pager} />}
    </section>
  );
}
