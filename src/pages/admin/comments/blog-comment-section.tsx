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
const selectId = (commentId: number) => `select-comment-${commentId}`;
const decisionId = (commentId: number, decision: ReviewStatus) => `review-${commentId}-${decision}`;

/** A review as the API takes it: the status the admin saw keeps a decision made meanwhile. */
interface Review {
  ids: number[];
  status: ReviewStatus;
  expectedStatus: ReviewStatus;
}

/** A bulk decision that can still be undone as one. */
interface BulkDecision {
  ids: number[];
  status: Decision;
}

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

/** Only pending comments can be selected: a bulk action never touches a decided one. */
const isSelectable = (comment: AdminComment) => comment.status === 'pending';

/** The outcome of a review: how many changed, and how many someone else had decided meanwhile. */
function outcomeMessage(status: ReviewStatus, changed: number, asked: number): string {
  const message = `${plural(changed, 'comment')} ${OUTCOMES[status]}.`;
  const untouched = asked - changed;
  if (untouched === 0) return message;
  return `${message} ${plural(untouched, 'comment')} left as ${untouched === 1 ? 'it was' : 'they were'}: decided meanwhile.`;
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
  const [lastBulk, setLastBulk] = useState<BulkDecision | null>(null);
  const [feedbackRow, setFeedbackRow] = useState<number | null>(null);

  const comments = page.data?.content ?? [];
  const selectable = comments.filter(isSelectable);
  const visibleSelected = selectable
    .filter((comment) => selected.has(comment.id))
    .map((comment) => comment.id);

  /**
   * Sends `request`. The rows stay where they are with their new status (no refetch of this
   * page), each remembers the status it had for its Undo, and `feedbackRow` is the row whose
   * live region tells the outcome (`null`: the bulk bar's). `afterwards` gets the ids that changed.
   */
  const review = (
    request: Review,
    feedbackRow: number | null,
    afterwards: (updated: number[]) => void = () => {},
  ) =>
    action.run(
      async () => {
        setFeedbackRow(feedbackRow);
        const result = await write<{ updated: number[]; reviewedBy: string | null }>(
          'POST',
          'blog-comment/review',
          request,
          { keep: page.key },
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
        setPrevious((current) => {
          const next = new Map(current);
          for (const comment of comments) {
            if (!updated.has(comment.id)) continue;
            // An Undo forgets the row's Undo; a decision remembers what it replaced.
            if (next.get(comment.id) === request.status) next.delete(comment.id);
            else next.set(comment.id, comment.status);
          }
          return next;
        });
        setSelected(new Set());
        afterwards(result.updated);
        return outcomeMessage(request.status, updated.size, request.ids.length);
      },
      {
        // A bulk action empties the selection, which disables its buttons: focus goes to the
        // checkbox that starts the next one.
        focusAfter: () =>
          feedbackRow === null
            ? document.getElementById(SELECT_ALL_ID)
            : reviewedRowControl(feedbackRow, request.status),
      },
    );

  const decideSelected = (decision: Decision) =>
    void review(
      { ids: visibleSelected, status: decision, expectedStatus: 'pending' },
      null,
      (ids) => setLastBulk(ids.length > 0 ? { ids, status: decision } : null),
    );
  const undoBulk = (bulk: BulkDecision) =>
    void review({ ids: bulk.ids, status: 'pending', expectedStatus: bulk.status }, null, () =>
      setLastBulk(null),
    );

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
      caption="Blog comments, newest first"
      tableClassName="admin-table--comments"
      columns={[
        <SelectTarget key="all">
          <input
            id={SELECT_ALL_ID}
            type="checkbox"
            aria-label="Select every pending comment on this page"
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
      renderRow={(comment) => (
        <tr data-testid={`comment-${comment.id}`}>
          <td>
            <SelectTarget>
              <input
                id={selectId(comment.id)}
                type="checkbox"
                aria-label={`Select the comment of ${comment.name}`}
                aria-describedby={isSelectable(comment) ? undefined : reviewStateId(comment.id)}
                checked={isSelectable(comment) && selected.has(comment.id)}
                disabled={!isSelectable(comment)}
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
              previous={previous.get(comment.id)}
              feedback={feedbackRow === comment.id ? action.message : null}
              onReview={(status) =>
                void review(
                  { ids: [comment.id], status, expectedStatus: comment.status },
                  comment.id,
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

      {/* The buttons keep their width whatever the count, and the Undo's place is kept, so
          nothing here moves under a second click. */}
      <div className="admin-bulk" aria-label="Decide the selected pending comments" role="group">
        {DECISIONS.map(({ decision, verb, variant }) => (
          <button
            key={decision}
            type="button"
            className={`button button--${variant} admin-bulk__decision`}
            disabled={action.busy || visibleSelected.length === 0}
            onClick={() => decideSelected(decision)}
          >
            {verb} {plural(visibleSelected.length, 'comment')}
          </button>
        ))}
        <button
          type="button"
          className="button button--ghost admin-undo"
          hidden={lastBulk === null}
          disabled={action.busy}
          onClick={() => lastBulk && undoBulk(lastBulk)}
        >
          {lastBulk ? `Undo: return ${plural(lastBulk.ids.length, 'comment')} to pending` : 'Undo'}
        </button>
      </div>
      <ActionFeedback message={feedbackRow === null ? action.message : null} error={action.error} />
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
