import type { AdminPageRow, ContentStatus } from '../../../../contract/admin-page-types';
import { Link } from '../../../blocks/link/link';
import { timeZoneLabel } from '../../../lib/local-date-time';
import { DateTime } from '../shell/admin-ui';

const STATUS_BADGES: Record<ContentStatus, { label: string; tone: 'pending' | 'approved' }> = {
  draft: { label: 'Not published', tone: 'pending' },
  scheduled: { label: 'Scheduled', tone: 'pending' },
  published: { label: 'Published', tone: 'approved' },
};

/** A page's status as a badge; "changes not published" beside a published one that has some. */
export function PageStatusBadge({ page }: { page: AdminPageRow }) {
  const { label, tone } = STATUS_BADGES[page.status];
  return (
    <>
      <span className={`admin-badge admin-badge--${tone}`}>{label}</span>
      {page.hasUnpublishedChanges && page.status !== 'scheduled' && (
        <>
          {' '}
          <span className="admin-badge admin-badge--pending">Changes not published</span>
        </>
      )}
    </>
  );
}

/** Where the page stands, under the editor's heading, in the admin's own time zone. */
export function PageStatusLine({ page, timeZone }: { page: AdminPageRow; timeZone: string }) {
  const where = page.publicPath ? (
    <>
      at <Link to={page.publicPath}>{page.publicPath}</Link>
    </>
  ) : page.kind === 'faq' ? (
    'in the hiring chat on the job list'
  ) : null;
  return (
    <div className="page-status">
      <p>
        <PageStatusBadge page={page} />{' '}
        {page.status === 'scheduled' && (
          <>
            Your saved changes go public at <DateTime value={page.publishAt} timeZone={timeZone} />{' '}
            {timeZoneLabel(timeZone)}.
          </>
        )}
        {page.status === 'published' &&
          (page.hasUnpublishedChanges
            ? 'The site shows the published version until you publish your saved changes.'
            : 'The site shows it as it is here.')}
        {page.status === 'draft' && 'Only admins see it until it is published.'}
        {where && <> It shows {where}.</>}
      </p>
      {page.fileChanged && (
        <p role="note">
          A developer changed this page’s file after it was edited here: your version is kept.
        </p>
      )}
    </div>
  );
}
