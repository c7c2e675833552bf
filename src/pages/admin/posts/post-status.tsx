import type {
  AdminPost,
  PostConflictData,
  PostStatus,
} from '../../../../contract/admin-post-types';
import { Link } from '../../../blocks/link/link';
import { timeZoneLabel } from '../../../lib/local-date-time';
import { DateTime } from '../shell/admin-ui';

const STATUS_BADGES: Record<
  PostStatus,
  { label: string; tone: 'pending' | 'approved' | 'rejected' }
> = {
  draft: { label: 'Draft', tone: 'pending' },
  scheduled: { label: 'Scheduled', tone: 'pending' },
  published: { label: 'Published', tone: 'approved' },
};

/** A post's status as a badge, in the colours of the review statuses. */
export function PostStatusBadge({ status }: { status: PostStatus }) {
  const { label, tone } = STATUS_BADGES[status];
  return <span className={`admin-badge admin-badge--${tone}`}>{label}</span>;
}

/** The post's status and times, under the heading, in the admin's zone like the form. */
export function PostStatusLine({ post, timeZone }: { post: AdminPost; timeZone: string }) {
  const zone = timeZoneLabel(timeZone);
  const at = (value: string | null) => (
    <>
      <DateTime value={value} timeZone={timeZone} /> {zone}
    </>
  );
  const publicLink = <Link to={post.publicPath}>{post.publicPath}</Link>;
  return (
    <div className="post-status">
      <p>
        <PostStatusBadge status={post.status} />{' '}
        {post.status === 'draft' && <>Only admins see it.</>}
        {post.status === 'scheduled' && <>Goes public at {at(post.publishAt)}.</>}
        {post.status === 'published' && <>On the site at {publicLink}.</>}
        {post.hasUnpublishedChanges && (
          <>
            {' '}
            <strong>Saved changes are not public yet</strong>
            {post.publishAt ? <>: they go public at {at(post.publishAt)}.</> : ': publish them.'}
          </>
        )}
      </p>
      {post.fileChanged && (
        <p>
          Its file in content/ changed after it was edited here; this version is kept (decision
          061).
        </p>
      )}
    </div>
  );
}

/** Words for the fields a 409 names (the API's names). */
const FIELD_WORDS: Record<string, string> = {
  slug: 'Address',
  title: 'Title',
  summary: 'Summary',
  author: 'Author',
  tags: 'Tags',
  department: 'Team',
  body: 'Text',
  status: 'Status',
};

/** The refused save: what the other admin changed, and a way to load their version. */
export function PostConflict({
  conflict,
  onLoadTheirs,
}: {
  conflict: { message: string; data: PostConflictData };
  onLoadTheirs: () => void;
}) {
  const fields = conflict.data.changedFields.map((field) => FIELD_WORDS[field] ?? field);
  return (
    <div id="post-conflict" className="post-conflict" role="alert" tabIndex={-1}>
      <p>
        <strong>Not saved.</strong> {conflict.message}
      </p>
      {fields.length > 0 && <p>They changed: {fields.join(', ')}.</p>}
      <p>Save again to replace their version with yours, or load theirs.</p>
      <button type="button" className="button button--ghost" onClick={onLoadTheirs}>
        Load their version
      </button>
    </div>
  );
}
