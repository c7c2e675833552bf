import { formatPayBand } from '../../../contract/job-pay';
import type { ForgivenJobListParam } from '../../api/page-search';
import type { StaleReason } from './use-job-list-state';

const STALE_MESSAGES: Record<StaleReason, string> = {
  offline: 'You are offline; showing the last results.',
  failed: 'The jobs could not be updated just now; showing the last results.',
};

interface ListNoticeProps {
  /** Why the list on screen is not the one last asked for, if it is not. */
  stale: StaleReason | null;
  onRetry: () => void;
  /** Values in the URL that the list does not take, and what it shows instead. */
  forgiven: ForgivenJobListParam[];
  /** The name of the order the list on screen uses. */
  appliedSortLabel: string;
}

function forgivenText(param: ForgivenJobListParam, appliedSortLabel: string): string {
  switch (param.key) {
    case 'sort':
      return `We do not know the order “${param.given}”, so the jobs are in the default order: ${appliedSortLabel}.`;
    case 'payMin':
      return param.applied === null
        ? `There is no pay filter “${param.given}”, so the list shows jobs at any pay.`
        : `There is no pay filter “${param.given}”, so the list uses the nearest one below: ${formatPayBand(param.applied)}.`;
    case 'page':
      return `There is no page “${param.given}”, so this is page ${param.applied}.`;
  }
}

/**
 * What the visitor should know about the list on screen: a value in the link that was not
 * understood (and what the list shows instead), or a change that could not be loaded. One polite
 * live region, always present, so a screen reader hears each message as it appears.
 */
export function ListNotice({ stale, onRetry, forgiven, appliedSortLabel }: ListNoticeProps) {
  return (
    <div className="job-list__notices" role="status" aria-live="polite">
      {forgiven.map((param) => (
        <p key={param.key} className="job-list__notice">
          {forgivenText(param, appliedSortLabel)}
        </p>
      ))}
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
