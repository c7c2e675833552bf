import { useState, type ReactNode } from 'react';

import { useAdminList, useAdminPage, useAdminWrite } from '../../../api/admin-api';
import { AdminListSection } from '../shell/admin-list-section';
import type { AdminComment, CommentedPost, ReviewStatus } from '../../../../contract/admin-types';
import {
  ActionFeedback,
  DateTime,
  RowAction,
  StatusBadge,
  useFilterParams,
} from '../shell/admin-ui';
import { FilterForm, FilterInput, formText } from '../shell/filter-form';
import { paths } from '../../../../contract/paths';
import { plural } from '../../../../contract/plural';
import { postName } from '../shell/post-name';
import { useAdminAction } from '../shell/use-admin-action';
import { Link } from '../../../blocks/link/link';
import { CommentAuthorActions } from './comment-author-actions';
import { MatchedText, ModerationNote } from './moderation-reason';
import {
  bulkUndoLabel,
  outcomeMessage,
  reviewsBySeenStatus,
  undoReviews,
  type Review,
} from './review-requests';
import { useReviewUndo, type ReviewChange } from './use-review-undo';

const STATUSES: ReviewStatus[] = ['pending', 'approved', 'rejected'];

type Decision = 'approved' | 'rejected';
const DECISIONS = [
  { decision: 'approved', verb: 'Approve', variant: 'primary' },
  { decision: 'rejected', verb: 'Reject', variant: 'ghost' },
] as const satisfies readonly { decision: Decision; verb: string; variant: 'primary' | 'ghost' }[];

const SELECT_ALL_ID = 'select-all-comments';
const reviewActionsId = (commentId: number) => `review-${commentId}`;
const selectId = (commentId: number) => `select-comment-${commentId}`;
const decisionId = (commentId: number, decision: ReviewStatus) => `review-${commentId}-${decision}`;

/**
 * Where focus goes after a row's decision or Undo, once the row shows its new status: the button
 * of that status, which stays focusable but inert, so a second Enter does nothing; a row back in
 * pending focuses its checkbox.
 */
function reviewedRowControl(commentId: number, status: ReviewStatus): HTMLElement | null {
  const actions = document.getElementById(reviewActionsId(commentId));
  if (actions?.dataset.status !== status) return null;
  return status === 'pending'
    ? document.getElementById(selectId(commentId))
    : document.getElementById(decisionId(commentId, status));
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
    // What waits comes first, whatever the filters (decision 066).
    order: 'pending-first',
  });
  const posts = useAdminList<CommentedPost>('blog-comment/posts', { limit: 100 });
  const write = useAdminWrite();
  const action = useAdminAction();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const undo = useReviewUndo();
  const [feedbackRow, setFeedbackRow] = useState<number | null>(null);

  const comments = page.data?.content ?? [];
  // "Select all" takes the comments of the one status filtered on, else those that wait: a
  // decided comment joins a bulk decision only when ticked, or filtered on (decision 066).
  const selectAllStatus: ReviewStatus = status.length === 1 && status[0] ? status[0] : 'pending';
  const selectable = comments.filter((comment) => comment.status === selectAllStatus);
  const visibleSelected = comments.filter((comment) => selected.has(comment.id));
  const bulkReviews = (decision: Decision) => reviewsBySeenStatus(visibleSelected, decision);
  const countOf = (reviews: Review[]) =>
    reviews.reduce((sum, review) => sum + review.ids.length, 0);

  /**
   * Sends `requests`, one after the other. The rows stay where they are with their new status
   * (no refetch of this page), the Undo remembers what each change replaced (`bulk`: as the bulk
   * bar's, or its Undo), and `feedbackRow` is the row whose live region tells the outcome
   * (`null`: the bulk bar's).
   */
  const review = (
    requests: Review[],
    feedbackRow: number | null,
    bulk: 'decision' | 'undo' | null,
  ) =>
    action.run(
      async () => {
        setFeedbackRow(feedbackRow);
        const changes: ReviewChange[] = [];
        const onPage = new Set(comments.map((comment) => comment.id));
        for (const request of requests) {
          // A bulk Undo after a reload may touch comments this page no longer lists: it is read
          // again then, so they show where the filters put them.
          const keep = request.ids.every((id) => onPage.has(id)) ? page.key : undefined;
          const result = await write<{ updated: number[]; reviewedBy: string | null }>(
            'POST',
            'blog-comment/review',
            request,
            { keep },
          );
          const updated = new Set(result.updated);
          const reviewedAt = new Date().toISOString();
          page.patch((content) =>
            content.map((comment) =>
              updated.has(comment.id)
                ? { ...comment, status: request.status, reviewedBy: result.reviewedBy, reviewedAt }
                : comment,
            ),
          );
          for (const id of result.updated)
            changes.push({ id, previous: request.expectedStatus, decided: request.status });
        }
        undo.recordReview(changes, bulk);
        setSelected(new Set());
        return outcomeMessage(requests, changes.length);
      },
      {
        // A bulk action empties the selection, which disables its buttons: focus goes to the
        // checkbox that starts the next one.
        focusAfter: () =>
          feedbackRow === null
            ? document.getElementById(SELECT_ALL_ID)
            : reviewedRowControl(feedbackRow, requests[0]?.status ?? 'pending'),
      },
    );

  const decideSelected = (decision: Decision) =>
    void review(bulkReviews(decision), null, 'decision');

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = selectable.length > 0 && visibleSelected.length === selectable.length;

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
      caption="Blog comments, waiting ones first, then newest"
      tableClassName="admin-table--comments"
      columns={[
        <SelectTarget key="all">
          <input
            id={SELECT_ALL_ID}
            type="checkbox"
            aria-label={`Select every ${selectAllStatus} comment on this page`}
            checked={allSelected}
            disabled={selectable.length === 0}
            onChange={() =>
              setSelected(
                allSelected ? new Set() : new Set(selectable.map((comment) => comment.id)),
              )
            }
          />
        </SelectTarget>,
        'Comment',
        'Post',
        'Status',
        'Actions',
      ]}
      footer={
        // Sticks to the bottom of the screen below the table (the thumb's reach on a phone) and
        // rests after the last row, which it never covers. The buttons keep their width whatever
        // the count, and the Undo's place is kept, so nothing here moves under a second click.
        <div className="admin-bulk" aria-label="Decide the selected comments" role="group">
          {DECISIONS.map(({ decision, verb, variant }) => {
            const count = countOf(bulkReviews(decision));
            return (
              <button
                key={decision}
                type="button"
                className={`button button--${variant} admin-bulk__decision`}
                disabled={action.busy || count === 0}
                onClick={() => decideSelected(decision)}
              >
                {verb} {plural(count, 'comment')}
              </button>
            );
          })}
          <button
            type="button"
            className="button button--ghost admin-undo"
            hidden={undo.bulk === null}
            disabled={action.busy}
            onClick={() => undo.bulk && void review(undoReviews(undo.bulk), null, 'undo')}
          >
            {bulkUndoLabel(undo.bulk)}
          </button>
          <ActionFeedback
            message={feedbackRow === null ? action.message : null}
            error={action.error}
          />
        </div>
      }
      renderRow={(comment) => (
        <tr data-testid={`comment-${comment.id}`}>
          <td>
            <SelectTarget>
              <input
                id={selectId(comment.id)}
                type="checkbox"
                aria-label={`Select the comment of ${comment.name}`}
                aria-describedby={reviewStateId(comment.id)}
                checked={selected.has(comment.id)}
                onChange={() => toggle(comment.id)}
              />
            </SelectTarget>
          </td>
          <td className="admin-table__text">
            <strong>{comment.name}</strong>
            {comment.email && <span className="admin-table__muted"> · {comment.email}</span>}
            <span className="admin-table__muted admin-table__block">
              Received <DateTime value={comment.createdAt} />
            </span>
            <p>
              <MatchedText text={comment.body} matches={comment.moderation?.matches ?? []} />
            </p>
            <CommentAuthorActions
              comment={comment}
              keep={page.key}
              onRejected={(reviewedBy) =>
                page.patch((content) =>
                  content.map((row) =>
                    row.id === comment.id ? { ...row, status: 'rejected', reviewedBy } : row,
                  ),
                )
              }
            />
          </td>
          <td className="admin-table__post">
            {comment.postTitle ? (
              <Link to={paths.techBlogPost(comment.postSlug)}>{comment.postTitle}</Link>
            ) : (
              postName(comment.postSlug, null)
            )}
          </td>
          <td id={reviewStateId(comment.id)}>
            <ReviewState comment={comment} />
            <ModerationNote comment={comment} />
          </td>
          <td className="admin-table__actions">
            <ReviewActions
              comment={comment}
              busy={action.busy}
              previous={undo.previousOf(comment.id, comment.status)}
              feedback={feedbackRow === comment.id ? action.message : null}
              onReview={(status) =>
                void review(
                  [{ ids: [comment.id], status, expectedStatus: comment.status }],
                  comment.id,
                  null,
                )
              }
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
    </AdminListSection>
  );
}

/**
 * The 44 px target of a row's checkbox on phones (the box itself is 24 px): the label around it.
 * The checkbox keeps its own accessible name.
 */
function SelectTarget({ children }: { children: ReactNode }) {
  return <label className="admin-select">{children}</label>;
}

const reviewStateId = (commentId: number) => `review-state-${commentId}`;

/** Who decided the comment: a moderator, or a blacklist keyword when it was posted. */
function reviewerNote(comment: AdminComment): string | null {
  if (comment.status === 'pending') return null;
  if (comment.reviewedBy) return `by ${comment.reviewedBy}`;
  if (comment.status !== 'rejected') return null;
  return comment.blacklistedKeyword
    ? `automatically: blacklisted word "${comment.blacklistedKeyword}"`
    : 'automatically';
}

function ReviewState({ comment }: { comment: AdminComment }) {
  const note = reviewerNote(comment);
  return (
    <>
      <StatusBadge status={comment.status} />
      {note && (
        <span className="admin-table__muted admin-table__block admin-table__note">{note}</span>
      )}
    </>
  );
}

/**
 * A row's Approve and Reject, always in the same places and of the same size: the row's current
 * status is an inert button (it keeps focus, so a second click or Enter does nothing). Undo has a
 * place of its own below them, kept empty until there is something to undo, so it never appears
 * under the pointer nor moves anything. The outcome is announced in the row.
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
          disabled={busy}
          id={decisionId(comment.id, decision)}
          inactive={comment.status === decision}
          onClick={() => onReview(decision)}
          label={`${verb} the comment of ${comment.name}`}
        >
          {verb}
        </RowAction>
      ))}
      <RowAction
        className="admin-undo"
        hidden={!previous}
        disabled={busy}
        onClick={() => previous && onReview(previous)}
        label={`Undo: make the comment of ${comment.name} ${previous ?? 'pending'} again`}
      >
        Undo
      </RowAction>
      <span className="admin-review__feedback visually-hidden" role="status">
        {feedback}
      </span>
    </div>
  );
}
