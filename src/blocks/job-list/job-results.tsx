import type { JobListItem, Pager } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import { DecorativeSvg } from '../icon/icon';
import { JobCard, JobCardSkeleton } from '../job-card/job-card';
import { Link } from '../link/link';

/** SPEC §9 page size: a loading page shows as many placeholders as a full page, at most. */
const SKELETON_CARDS = 8;

/**
 * The result count, announced politely when it changes.
 *
 * @example
 * resultCountText({ page: 2, totalPages: 3, total: 17 }, true); // => '17 matching jobs · page 2 of 3'
 */
export function resultCountText(pager: Pager, filtered: boolean): string {
  if (pager.total === 0) return filtered ? 'No matching jobs' : 'No open jobs right now';
  const noun = pager.total === 1 ? 'job' : 'jobs';
  const what = `${pager.total} ${filtered ? 'matching' : 'open'} ${noun}`;
  return pager.totalPages > 1 ? `${what} · page ${pager.page} of ${pager.totalPages}` : what;
}

function EmptyState({ filtered, clearHref }: { filtered: boolean; clearHref: string }) {
  return (
    <div className="job-list__empty">
      <DecorativeSvg className="job-list__empty-art" width={120} height={120}>
        <circle cx="60" cy="60" r="56" fill="var(--surface-raised)" />
        <path d="M72 30a32 32 0 1 0 20 52 26 26 0 0 1-20-52Z" fill="var(--color-dawn-500)" />
        <circle cx="34" cy="38" r="2.5" fill="var(--color-brand-400)" />
        <circle cx="88" cy="30" r="2" fill="var(--color-brand-400)" />
        <circle cx="30" cy="84" r="1.8" fill="var(--color-brand-400)" />
      </DecorativeSvg>
      <h3 className="job-list__empty-title">
        {filtered ? 'Nothing matches, yet' : 'No open jobs right now'}
      </h3>
      <p>
        {filtered
          ? 'Try fewer filters or a broader search. New roles open every week, so it is worth checking back.'
          : 'We are not hiring at this moment. Join our talent community and we will tell you when a role opens.'}
      </p>
      <p className="job-list__empty-actions">
        {filtered && (
          <Link className="button button--primary" to={clearHref}>
            Clear all filters
          </Link>
        )}
        <Link className="button button--ghost" to={paths.talentCommunity()}>
          Join the talent community
        </Link>
      </p>
    </div>
  );
}

interface JobResultsProps {
  list: JobListItem[];
  isLoading: boolean;
  filtered: boolean;
  clearHref: string;
}

/** The cards, placeholders while the next page loads, or a way out when nothing matches. */
export function JobResults({ list, isLoading, filtered, clearHref }: JobResultsProps) {
  if (isLoading) {
    return (
      <ul className="job-list__grid" aria-hidden="true">
        {Array.from({ length: Math.min(SKELETON_CARDS, Math.max(list.length, 4)) }, (_, index) => (
          <li key={index}>
            <JobCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (list.length === 0) return <EmptyState filtered={filtered} clearHref={clearHref} />;
  return (
    <ul className="job-list__grid">
      {list.map((job) => (
        <li key={job.id}>
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}
