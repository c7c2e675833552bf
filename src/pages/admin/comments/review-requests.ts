/**
 * The moderation list's reviews as the API takes them (decision 066): a bulk decision or its Undo
 * is one review per status its comments had, each naming that status, so that a comment someone
 * decided meanwhile is left alone.
 */
import type { AdminComment, ReviewStatus } from '../../../../contract/admin-types';
import { plural } from '../../../../contract/plural';
import type { BulkUndo } from './use-review-undo';

const OUTCOMES = {
  approved: 'approved',
  rejected: 'rejected',
  pending: 'returned to pending',
} as const satisfies Record<ReviewStatus, string>;

/** A review as the API takes it: the status the admin saw keeps a decision made meanwhile. */
export interface Review {
  ids: number[];
  status: ReviewStatus;
  expectedStatus: ReviewStatus;
}

/** The ids by their status, in the order each status first comes. */
function idsByStatus(
  entries: Iterable<readonly [number, ReviewStatus]>,
): Map<ReviewStatus, number[]> {
  const groups = new Map<ReviewStatus, number[]>();
  for (const [id, status] of entries) groups.set(status, [...(groups.get(status) ?? []), id]);
  return groups;
}

/**
 * The comments a bulk decision asks for, one review per status they were seen in, so that each
 * names the status the admin saw and a comment decided meanwhile is left alone.
 */
export function reviewsBySeenStatus(comments: AdminComment[], status: ReviewStatus): Review[] {
  const changing = comments.filter((comment) => comment.status !== status);
  return [...idsByStatus(changing.map((comment) => [comment.id, comment.status]))].map(
    ([seen, ids]) => ({ ids, status, expectedStatus: seen }),
  );
}

/** The reviews that undo a bulk decision: each comment back to the status it had. */
export function undoReviews(bulk: BulkUndo): Review[] {
  return [...idsByStatus(bulk.previous)].map(([previous, ids]) => ({
    ids,
    status: previous,
    expectedStatus: bulk.status,
  }));
}

/** The bulk bar's Undo, in words: back to pending, or (from mixed statuses) as they were. */
export function bulkUndoLabel(bulk: BulkUndo | null): string {
  if (!bulk) return 'Undo';
  const count = plural(bulk.previous.length, 'comment');
  return bulk.previous.every(([, previous]) => previous === 'pending')
    ? `Undo: return ${count} to pending`
    : `Undo: restore ${count} as they were`;
}

/** The outcome of reviews: how many changed, and how many someone else had decided meanwhile. */
export function outcomeMessage(requests: Review[], changed: number): string {
  const statuses = new Set(requests.map((request) => request.status));
  const [status] = statuses;
  const message =
    statuses.size === 1 && status
      ? `${plural(changed, 'comment')} ${OUTCOMES[status]}.`
      : `${plural(changed, 'comment')} restored.`;
  const asked = requests.reduce((sum, request) => sum + request.ids.length, 0);
  const untouched = asked - changed;
  if (untouched === 0) return message;
  return `${message} ${plural(untouched, 'comment')} left as ${untouched === 1 ? 'it was' : 'they were'}: decided meanwhile.`;
}
