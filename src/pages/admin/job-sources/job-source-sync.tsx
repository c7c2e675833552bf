import type { AdminJobSource, JobSourceSync } from '../../../../contract/admin-job-source-types';
import { describeSkipped } from '../../../../contract/job-source-skipped';
import { formatRelativeTime } from '../../../lib/date-format';
import { plural } from '../../../../contract/plural';
import { DateTime, formatDuration } from '../shell/admin-ui';

/**
 * How long "Test" and "Sync now" wait for the server: it reads the feed (its own timeout is 15 s)
 * and a sync writes what changed (a 10,000-job import takes up to 30 s), past the client's 10 s.
 */
export const FEED_REQUEST_TIMEOUT_MS = 60_000;

/** "Greenhouse · somnia": how the screen names a source. */
export const sourceName = (source: Pick<AdminJobSource, 'label' | 'board'>) =>
  `${source.label} · ${source.board}`;

/** "3 added, 1 updated, 0 closed, 12 unchanged; 1 job skipped: pay out of range". */
export function describeCounts(sync: JobSourceSync): string {
  const counts = `${sync.added} added, ${sync.updated} updated, ${sync.closed} closed, ${sync.unchanged} unchanged`;
  const skipped = describeSkipped(sync.skipped);
  return skipped ? `${counts}; ${skipped}` : counts;
}

/** What "Sync now" announces once the sync is over. */
export function describeSyncOutcome(source: AdminJobSource): string {
  const sync = source.lastSync;
  if (!sync) return `${sourceName(source)} was not synced.`;
  if (sync.error) {
    return `${sourceName(source)} was not synced: ${sync.error} Nothing on the site changed.`;
  }
  return `${sourceName(source)} synced in ${formatDuration(sync.durationMs)}: ${describeCounts(sync)}.`;
}

/** A time as "3 minutes ago", with the exact time (UTC) beside it. */
function When({ value, now }: { value: string; now: number }) {
  return (
    <>
      {formatRelativeTime(value, now)}{' '}
      <span className="admin-table__muted">
        (<DateTime value={value} />)
      </span>
    </>
  );
}

/** A source's last sync: when, how long, what it changed, its error and its problems. */
export function LastSync({ source, now }: { source: AdminJobSource; now: number }) {
  const sync = source.lastSync;
  return (
    <div className="job-source-sync">
      {!sync ? (
        <span className="admin-table__muted">Not synced yet</span>
      ) : (
        <>
          <span className="admin-table__block">
            <When value={sync.startedAt} now={now} />
          </span>
          <span className="admin-table__block">
            Took {formatDuration(sync.durationMs)}
            {!sync.error && <>: {describeCounts(sync)}</>}
          </span>
          {sync.error && (
            <p className="job-source-sync__error">
              <strong>Not synced:</strong> {sync.error} Nothing on the site changed.
            </p>
          )}
          {sync.problems.length > 0 && (
            <details className="job-source-sync__problems">
              <summary>{plural(sync.problems.length, 'problem')} in the feed</summary>
              <ul>
                {sync.problems.map((problem, index) => (
                  // Problems have no id of their own, and the list is replaced whole.
                  <li key={index}>
                    {problem.externalId && (
                      <span className="admin-table__muted">Job {problem.externalId}: </span>
                    )}
                    {problem.message}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
      <span className="admin-table__block admin-table__muted">
        {source.paused ? (
          'Paused: not synced until resumed'
        ) : source.nextSyncAt ? (
          <>
            Next:{' '}
            {Date.parse(source.nextSyncAt) > now
              ? formatRelativeTime(source.nextSyncAt, now)
              : 'due now'}
          </>
        ) : null}
      </span>
    </div>
  );
}
