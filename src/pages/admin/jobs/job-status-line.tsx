import type { AdminJob, JobConflictData } from '../../../../contract/admin-job-types';
import type { JobStatus } from '../../../../contract/job-model';
import { Link } from '../../../blocks/link/link';
import { timeZoneLabel } from '../../../lib/local-date-time';
import { DateTime } from '../shell/admin-ui';

const STATUS_BADGES: Record<
  JobStatus,
  { label: string; tone: 'pending' | 'approved' | 'rejected' }
> = {
  draft: { label: 'Draft', tone: 'pending' },
  scheduled: { label: 'Scheduled', tone: 'pending' },
  open: { label: 'Open', tone: 'approved' },
  closed: { label: 'Closed', tone: 'rejected' },
};

/** A job's status as a badge, in the colours of the review statuses. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { label, tone } = STATUS_BADGES[status];
  return <span className={`admin-badge admin-badge--${tone}`}>{label}</span>;
}

/** The job's status and its times, under the heading, in the admin's zone like the form. */
export function JobStatusLine({ job, timeZone }: { job: AdminJob; timeZone: string }) {
  const zone = timeZoneLabel(timeZone);
  const at = (value: string | null) => (
    <>
      <DateTime value={value} timeZone={timeZone} /> {zone}
    </>
  );
  return (
    <div className="job-status">
      <p>
        <JobStatusBadge status={job.status} />{' '}
        {job.status === 'scheduled' && <>Goes public at {at(job.publishAt)}.</>}
        {job.status === 'open' && (
          <>
            Public since {at(job.publishAt)} at <Link to={job.publicPath}>{job.publicPath}</Link>.
          </>
        )}
        {job.status === 'draft' && <>Only admins see it.</>}
        {job.status === 'closed' && (
          <>
            Its address <Link to={job.publicPath}>{job.publicPath}</Link> answers “gone” with
            similar jobs.
          </>
        )}
        {job.closesAt && job.status !== 'closed' && <> Closes at {at(job.closesAt)}.</>}
      </p>
      {job.status === 'closed' && job.closedReason && (
        <p>
          <strong>Why it was closed</strong> (only admins see this): {job.closedReason}
        </p>
      )}
    </div>
  );
}

/** Words for the fields a 409 names (the API's names). */
const FIELD_WORDS: Record<string, string> = {
  title: 'Title',
  department: 'Department',
  team: 'Team',
  level: 'Level',
  employmentType: 'Employment type',
  workplaceType: 'Workplace type',
  locations: 'Places',
  remoteRegions: 'Where applicants may live',
  pay: 'Pay',
  description: 'Description',
  applyUrl: 'Apply link',
  closesAt: 'Closes at',
  status: 'Status',
  publishAt: 'Publish at',
};

/** The refused save: what the other admin changed, and a way to load their version. */
export function JobConflict({
  conflict,
  onLoadTheirs,
}: {
  conflict: { message: string; data: JobConflictData };
  onLoadTheirs: () => void;
}) {
  const fields = conflict.data.changedFields.map((field) => FIELD_WORDS[field] ?? field);
  return (
    <div id="job-conflict" className="team-conflict" role="alert" tabIndex={-1}>
      <p>
        <strong>Not saved.</strong> {conflict.message}
      </p>
      {fields.length > 0 && <p>They changed: {fields.join(', ')}.</p>}
      <p>Save again to replace their version with yours, or load theirs.</p>
      <div className="job-editor__actions">
        <button type="button" className="button button--ghost" onClick={onLoadTheirs}>
          Load their version
        </button>
      </div>
    </div>
  );
}
