import type { Job } from '../../../contract/page-types';
import { usePublicConfig } from '../../lib/public-config-context';
import { applyUrl } from '../job-card/job-defaults';
import { applyDestination } from './apply-destination';

/** "Greenhouse (boards.greenhouse.io)", or the host alone for a system we do not name. */
function destinationText(destination: { host: string; name: string | null }): string {
  return destination.name ? `${destination.name} (${destination.host})` : destination.host;
}

/** Where the job's apply link leaves the site for, if it does. */
export function useApplyDestination(job: Pick<Job, 'urlList'>) {
  const { publicOrigin } = usePublicConfig();
  const destination = applyDestination(applyUrl(job), publicOrigin);
  return destination && destinationText(destination);
}

/**
 * The apply action. It opens the application system in this tab, so the browser's Back button
 * returns here (issue 32); the link's name and, with `note`, a line below it say where it goes
 * before the visitor leaves.
 */
export function ApplyLink({
  job,
  className,
  note = false,
}: {
  job: Job;
  className?: string;
  note?: boolean;
}) {
  const destination = useApplyDestination(job);
  return (
    <>
      <a
        className={`button button--accent job-detail__apply ${className ?? ''}`}
        href={applyUrl(job)}
      >
        Apply now
        <span className="visually-hidden">
          {' '}
          for {job.title}
          {destination && ` on ${destination}`}
        </span>
      </a>
      {note && destination && (
        <p className="job-detail__apply-where">
          You apply on {destination}, our application system. Your browser’s Back button brings you
          back here.
        </p>
      )}
    </>
  );
}
