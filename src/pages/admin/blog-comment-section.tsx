import { useState } from 'react';

import { useAdminList, useAdminPage, useAdminWrite } from './admin-api';
import { AdminListSection } from './admin-list-section';
import type { AdminComment, CommentedPost, ReviewStatus } from '../../api/admin-types';
import { ActionFeedback, DateTime, RowAction, StatusBadge, useFilterParams } from './admin-ui';
import { FilterForm, FilterInput, formText } from './filter-form';
import { paths } from '../../lib/paths';
import { postName } from './post-name';
import { useAdminAction } from './use-admin-action';
import { Link } from '../../blocks/link/link';

const STATUSES: ReviewStatus[] = ['pending', 'approved', 'rejected'];

type Decision = 'approved' | 'rejected';
const DECISIONS = [
  { decision: 'approved', verb: 'Approve', variant: 'primary' },
  { decision: 'rejected', verb: 'Reject', variant: 'ghost' },
] as const satisfies readonly { decision: Decision; verb: string; variant: 'primary' | 'ghost' }[];

const OUTCOMES = {
  approved: 'approved',
  rejected: 'rejected',
  pending: 'returned to pending',
} as const satisfies Record<ReviewStatus, string>;

const SELECT_ALL_ID = 'select-all-comments';
const reviewActionsId = (commentId: number) => `review-${commentId}`;
const undoId = (commentId: number) => `review-undo-${commentId}`;

/**
 * Where focus goes after a row's decision or Undo, once the row shows its new status: the row's
 * Undo, else its first decision still open (the button just used is now disabled).
 */
function reviewedRowControl(commentId: number, status: ReviewStatus): HTMLElement | null {
  const actions = document.getElementById(reviewActionsId(commentId));
  if (actions?.dataset.status !== status) return null;
  return (
    document.getElementById(undoId(commentId)) ??
    actions.querySelector<HTMLElement>('button:enabled')
  );
}

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
  const page = useAdminPage<AdminComment[]>('blog-comment', {
    status,
    post,
    search,
    page: filters.page,
  });
  const posts = useAdminList<CommentedPost>('blog-comment/posts', { limit: 100 });
  const write = useAdminWrite();
  const action = useAdminAction();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [previous, setPrevious] = useState<ReadonlyMap<number, ReviewStatus>>(new Map());
  const [feedbackRow, setFeedbackRow] = useState<number | null>(null);

  const comments = page.data?.content ?? [];
  const visibleSelected = comments
    .filter((comment) => selected.has(comment.id))
    .map((comment) => comment.id);

  /**
   * Sets the status of `ids`. The rows stay where they are with their new status (no refetch of
   * this page), each remembers the status it had for its Undo, and `feedbackRow` is the row whose
   * live region tells the outcome (`null`: the bulk bar's).
   */
  const review = (ids: number[], status: ReviewStatus, feedbackRow: number | null) =>
    action.run(
      async () => {
        setFeedbackRow(feedbackRow);
        const result = await write<{ updated: number[] }>(
          'POST',
          'blog-comment/review',
          { ids, status },
          page.key,
        );
        const updated = new Set(result.updated);
        page.patch((content) =>
          content.map((comment) =>
            updated.has(comment.id) ? { ...comment, status, reviewedBy: null } : comment,
          ),
        );
        setPrevious((current) => {
          const next = new Map(current);
          for (const comment of comments) {
            if (!updated.has(comment.id)) continue;
            // An Undo forgets the row's Undo; a decision remembers what it replaced.
            if (next.get(comment.id) === status) next.delete(comment.id);
            else next.set(comment.id, comment.status);
          }
          return next;
        });
        setSelected(new Set());
        return `${plural(updated.size, 'comment')} ${OUTCOMES[status]}.`;
      },
      {
        // A bulk action empties the selection, which disables its buttons: focus goes to the
        // checkbox that starts the next one.
        focusAfter: () =>
          feedbackRow === null
            ? document.getElementById(SELECT_ALL_ID)
            : reviewedRowControl(feedbackRow, status),
      },
    );

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = comments.length > 0 && visibleSelected.length === comments.length;

  return (
    <AdminListSection
      title="Blog comments"
      description="Approved comments appear on their post; rejected ones disappear from it."
      page={page}
      loadingLabel="Loading comments"
      empty={{
        title: 'No comments match these filters.',
        hint: 'Try another status or clear the search.',
      }}
      caption="Blog comments, newest first"
      columns={[
        <input
          key="all"
          id={SELECT_ALL_ID}
          type="checkbox"
          aria-label="Select every comment on this page"
          checked={allSelected}
          onChange={() =>
            setSelected(allSelected ? new Set() : new Set(comments.map((comment) => comment.id)))
          }
        />,
        'Comment',
        'Post',
        'Status',
        'Received',
        'Actions',
      ]}
      renderRow={(comment) => (
        <tr data-testid={`comment-${comment.id}`}>
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
            {comment.email && <span className="admin-table__muted"> · {comment.email}</span>}
            <p>{comment.body}</p>
          </td>
          <td className="admin-table__post">
            {comment.postTitle ? (
              <Link to={paths.techBlogPost(comment.postSlug)}>{comment.postTitle}</Link>
            ) : (
              postName(comment.postSlug, null)
            )}
          </td>
          <td>
            <StatusBadge status={comment.status} />
            {comment.reviewedBy && (
              <span className="admin-table__muted admin-table__block">by {comment.reviewedBy}</span>
            )}
          </td>
          <td>
            <DateTime value={comment.createdAt} />
          </td>
          <td className="admin-table__actions">
            <ReviewActions
              comment={comment}
              busy={action.busy}
              previous={previous.get(comment.id)}
              feedback={feedbackRow === comment.id ? action.message : null}
              onReview={(status) => void review([comment.id], status, comment.id)}
            />
          </td>
        </tr>
      )}
    >
      <FilterForm
        label="Filter comments"
        read={(form) => ({
          status: form.getAll('status').map(String),
          post: String(form.get('post') ?? ''),
          search: formText(form, 'search'),
        })}
        onApplied={() => setSelected(new Set())}
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
                {postName(option.slug, option.title)} ({option.pending} pending)
              </option>
            ))}
            {post && !posts.some((option) => option.slug === post) && (
              <option value={post}>{post}</option>
            )}
          </select>
        </div>
        <FilterInput
          id="comment-search"
          name="search"
          label="Search"
          defaultValue={search}
          placeholder="Name, e-mail or text"
        />
      </FilterForm>

      <div className="admin-bulk" aria-label="Selected comments" role="group">
        <span>{plural(visibleSelected.length, 'comment')} selected</span>
        {DECISIONS.map(({ decision, verb, variant }) => (
          <button
            key={decision}
            type="button"
            className={`button button--${variant}`}
            disabled={action.busy || visibleSelected.length === 0}
            onClick={() => void review(visibleSelected, decision, null)}
          >
            {verb} selected
          </button>
        ))}
      </div>
      <ActionFeedback message={feedbackRow === null ? action.message : null} error={action.error} />
    </AdminListSection>
  );
}

/**
 * A row's Approve and Reject, always in the same places: the row's current status is a disabled
 * button, so a second click of a double click lands on nothing. Undo comes after them (never under
 * the pointer) and the outcome is announced in the row.
 */
function ReviewActions({
  comment,
  busy,
  previous,
  feedback,
  onReview,
}: {
  comment: AdminComment;
  busy: boolean;
  previous: ReviewStatus | undefined;
  feedback: string | null;
  onReview: (status: ReviewStatus) => void;
}) {
  return (
    <div className="admin-review" id={reviewActionsId(comment.id)} data-status={comment.status}>
      {DECISIONS.map(({ decision, verb, variant }) => (
        <RowAction
          key={decision}
          variant={variant}
          disabled={busy || comment.status === decision}
          onClick={() => onReview(decision)}
          label={`${verb} the comment of ${comment.name}`}
        >
          {verb}
        </RowAction>
      ))}
      {previous && (
        <RowAction
          id={undoId(comment.id)}
          disabled={busy}
          onClick={() => onReview(previous)}
          label={`Undo: make the comment of ${comment.name} ${previous} again`}
        >
          Undo
        </RowAction>
      )}
      <span className="admin-review__feedback" role="status">
        {feedback}
      </span>
    </div>
  );
}
