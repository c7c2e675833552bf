import { Suspense } from 'react';
import { useParams } from 'react-router-dom';

import type { AdminPressRelease } from '../../../../contract/admin-press-types';
import type { PressRelease } from '../../../../contract/page-types';
import { paths } from '../../../../contract/paths';
import { useAdminItem } from '../../../api/admin-api';
import { Link } from '../../../blocks/link/link';
import { lazyComponent } from '../../../lib/lazy-component';
import { AdminLoading, DateTime, EmptyState, SectionHeader } from '../shell/admin-ui';

// The public block, imported as the public page imports it (see the job preview for why).
const ReleaseBlock = lazyComponent(() =>
  import('../../../blocks/press-release/press-release-block').then(
    (module) => module.PressReleaseBlock,
  ),
);

/**
 * `/admin/press/releases/{id}/preview`: the release as its public page will show it, embargoed
 * or not, under a banner that says where it is public (the admin is noindex and out of the sitemap).
 */
export function PressReleasePreview() {
  const { id = '' } = useParams();
  const isId = /^[1-9]\d{0,8}$/.test(id);
  const preview = useAdminItem<PressRelease>(isId ? `press/releases/${id}/preview` : null);
  const release = useAdminItem<AdminPressRelease>(isId ? `press/releases/${id}` : null);
  if (!isId || preview.notFound || release.notFound) {
    return (
      <section className="admin-section" aria-labelledby="admin-heading">
        <SectionHeader title="Press release not found" description="It may have been removed." />
        <EmptyState title="No press release has this address.">
          <Link to={paths.admin('press')}>Back to the press room</Link>
        </EmptyState>
      </section>
    );
  }
  if (!preview.data || !release.data) return <AdminLoading label="Loading the preview" />;
  return (
    <div>
      <div className="admin-preview-banner" role="note" aria-label="Preview">
        <p>
          {release.data.embargoed ? (
            <>
              <strong>Preview – embargoed</strong> until <DateTime value={release.data.publishAt} />
              : then it is at {release.data.publicPath}.
            </>
          ) : (
            <>
              <strong>Public.</strong> This is how{' '}
              <Link to={release.data.publicPath}>its page</Link> looks.
            </>
          )}
        </p>
        <Link className="button button--primary" to={paths.admin(`press/releases/${id}`)}>
          Back to the editor
        </Link>
      </div>
      <Suspense fallback={<AdminLoading label="Loading the preview" />}>
        <ReleaseBlock.Component section={{ type: 'press-release', release: preview.data }} />
      </Suspense>
    </div>
  );
}
