import './posts.css';

import { Suspense } from 'react';
import { useParams } from 'react-router-dom';

import type {
  AdminPost,
  PostPreview as PostPreviewData,
} from '../../../../contract/admin-post-types';
import { paths } from '../../../../contract/paths';
import { useAdminItem } from '../../../api/admin-api';
import { Link } from '../../../blocks/link/link';
import { lazyComponent } from '../../../lib/lazy-component';
import { browserTimeZone, timeZoneLabel } from '../../../lib/local-date-time';
import { AdminLoading, DateTime, EmptyState, SectionHeader } from '../shell/admin-ui';

/** The public block, imported as the public page imports it (see the job preview's note). */
const PostBlock = lazyComponent(() =>
  import('../../../blocks/post/post-block').then((module) => module.PostBlock),
);

/** What the banner says is true of the page below, by the post's status. */
function PreviewStatus({ post }: { post: AdminPost }) {
  const publicLink = <Link to={post.publicPath}>{post.publicPath}</Link>;
  if (post.status === 'published' && !post.hasUnpublishedChanges) {
    return (
      <p>
        <strong>Published.</strong> This is how its page looks: {publicLink}.
      </p>
    );
  }
  if (post.publishAt) {
    return (
      <p>
        <strong>
          Preview – to be published at{' '}
          <DateTime value={post.publishAt} timeZone={browserTimeZone()} /> {timeZoneLabel()}.
        </strong>{' '}
        Until then only admins see this version; then it is at {publicLink}.
      </p>
    );
  }
  return (
    <p>
      <strong>Preview – not published.</strong> Only admins see this version until it is published
      at {publicLink}.
    </p>
  );
}

/**
 * `/admin/posts/{id}/preview`: the saved version as the post page renders it, whatever its
 * status, under a banner saying what is public (the admin is noindex and out of the sitemap).
 */
export function PostPreview() {
  const { id = '' } = useParams();
  const isId = /^[1-9]\d{0,8}$/.test(id);
  const preview = useAdminItem<PostPreviewData>(isId ? `posts/${id}/preview` : null);
  const editorItem = useAdminItem<AdminPost>(isId ? `posts/${id}` : null);
  if (!isId || preview.notFound || editorItem.notFound) {
    return (
      <section className="admin-section" aria-labelledby="admin-heading">
        <SectionHeader title="Post not found" description="This post was removed." />
        <EmptyState title="No post has this address.">
          <Link to={paths.admin('posts')}>Back to the posts</Link>
        </EmptyState>
      </section>
    );
  }
  if (!preview.data || !editorItem.data) return <AdminLoading label="Loading the preview" />;
  return (
    <div className="post-preview">
      <div className="post-preview__banner" role="note" aria-label="Preview">
        <PreviewStatus post={editorItem.data} />
        <Link className="button button--primary" to={paths.admin(`posts/${id}`)}>
          Back to the editor
        </Link>
      </div>
      <Suspense fallback={<AdminLoading label="Loading the preview" />}>
        <PostBlock.Component
          section={{ type: 'post', post: preview.data, comments: null, nextSteps: null }}
          index={0}
        />
      </Suspense>
    </div>
  );
}
