import type { StaleReason } from './use-job-list-state';

const STALE_MESSAGES: Record<StaleReason, string> = {
  offline: 'You are offline; showing the last results.',
  failed: 'The jobs could not be updated just now; showing the last results.',
};

interface ListNoticeProps {
  /** Why the list on screen is not the one last asked for, if it is not. */
  stale: StaleReason | null;
  onRetry: () => void;
  /** A `sort` in the URL that the list does not know: the default order applies. */
  ignoredSort: string | null;
  /** The name of the order the list on screen uses. */
  appliedSortLabel: string;
}

/**
 * What the visitor should know about the list on screen: an order in the link that was not
 * understood, or a change that could not be loaded. One polite live region, always present, so
 * a screen reader hears each message as it appears.
 */
export function ListNotice({ stale, onRetry, ignoredSort, appliedSortLabel }: ListNoticeProps) {
  return (
    <div className="job-list__notices" role="status" aria-live="polite">
      {ignoredSort !== null && (
        <p className="job-list__notice">
          We do not know the order “{ignoredSort}”, so the jobs are in the default order:{' '}
          {appliedSortLabel}.
        </p>
      )}
      {stale && (
        <p className="job-list__notice job-list__notice--warning">
          <span>{STALE_MESSAGES[stale]}</span>
          <button type="button" className="button button--ghost" onClick={onRetry}>
            Try again
          </button>
        </p>
      )}
    </div>
  );
}
