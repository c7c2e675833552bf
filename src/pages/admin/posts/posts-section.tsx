import './posts.css';

import type { AdminPostRow, PostStatus } from '../../../../contract/admin-post-types';
import type { PostKind } from '../../../../contract/page-types';
import { paths } from '../../../../contract/paths';
import { useAdminPage } from '../../../api/admin-api';
import { Link } from '../../../blocks/link/link';
import { AdminListSection } from '../shell/admin-list-section';
import { DateTime, useFilterParams } from '../shell/admin-ui';
import { FilterForm, FilterInput, formText } from '../shell/filter-form';
import { PostStatusBadge } from './post-status';

const KIND_LABELS: Record<PostKind, string> = { blog: 'Tech blog', news: 'Newsroom' };
const STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Drafts',
  scheduled: 'Scheduled',
  published: 'Published',
};
const isKind = (value: string): value is PostKind => value in KIND_LABELS;
const isStatus = (value: string): value is PostStatus => value in STATUS_LABELS;

/** `/admin/posts`: every blog and news post, the latest changed first; search and filter. */
export function PostsSection() {
  const filters = useFilterParams();
  const search = filters.text('search');
  const kindParam = filters.text('kind');
  const statusParam = filters.text('status');
  const kind = isKind(kindParam) ? kindParam : '';
  const status = isStatus(statusParam) ? statusParam : '';
  const page = useAdminPage<AdminPostRow[]>('posts', {
    search,
    kind: kind || undefined,
    status: status || undefined,
    page: filters.page,
  });

  const filtered = search !== '' || kind !== '' || status !== '';
  return (
    <AdminListSection
      title="Posts"
      description="The tech blog and the newsroom: drafts, scheduled and published posts. Times are in UTC."
      actions={
        <Link className="button button--primary" to={paths.admin('posts/new')}>
          New post
        </Link>
      }
      page={page}
      loadingLabel="Loading the posts"
      empty={
        filtered
          ? { title: 'No post matches these filters.', hint: 'Clear the search or the filters.' }
          : { title: 'There are no posts yet.', hint: 'Write the first with New post.' }
      }
      caption="Posts, the latest changed first"
      columns={['Post', 'Status', 'Changed', 'Actions']}
      tableClassName="posts-table"
      renderRow={(post) => (
        <tr>
          <td>
            <Link to={paths.admin(`posts/${post.id}`)}>
              <strong>{post.title}</strong>
            </Link>
            <br />
            <span className="admin-table__muted">
              {KIND_LABELS[post.kind]} · {post.publicPath}
            </span>
          </td>
          <td>
            <PostStatusBadge status={post.status} />
            {post.publishAt && (
              <>
                <br />
                <span className="admin-table__muted">
                  {post.status === 'published' ? 'Changes go public' : 'Goes public'}{' '}
                  <DateTime value={post.publishAt} />
                </span>
              </>
            )}
            {post.status === 'published' && post.hasUnpublishedChanges && !post.publishAt && (
              <>
                <br />
                <span className="admin-table__muted">Unpublished changes</span>
              </>
            )}
          </td>
          <td>
            <DateTime value={post.changedAt} />
          </td>
          <td className="admin-table__actions">
            <Link
              className="button button--ghost button--small"
              to={paths.admin(`posts/${post.id}`)}
              aria-label={`Edit ${post.title}`}
            >
              Edit
            </Link>
            {post.status === 'published' ? (
              <Link
                className="button button--ghost button--small"
                to={post.publicPath}
                aria-label={`Public page of ${post.title}`}
              >
                Public page
              </Link>
            ) : (
              <Link
                className="button button--ghost button--small"
                to={paths.admin(`posts/${post.id}/preview`)}
                aria-label={`Preview ${post.title}`}
              >
                Preview
              </Link>
            )}
          </td>
        </tr>
      )}
    >
      <FilterForm
        role="search"
        submitLabel="Search"
        submitStyle="ghost"
        read={(form) => ({
          search: formText(form, 'search'),
          kind: formText(form, 'kind') || undefined,
          status: formText(form, 'status') || undefined,
        })}
      >
        <FilterInput
          id="posts-search"
          name="search"
          label="Find a post (title, address or author)"
          defaultValue={search}
        />
        <div className="admin-field">
          <label htmlFor="posts-kind">Where</label>
          <select id="posts-kind" name="kind" defaultValue={kind}>
            <option value="">Blog and newsroom</option>
            {Object.entries(KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="posts-status">Status</label>
          <select id="posts-status" name="status" defaultValue={status}>
            <option value="">Any status</option>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </FilterForm>
    </AdminListSection>
  );
}
