import './page-editor.css';

import { useParams } from 'react-router-dom';

import type { AdminPage } from '../../../../contract/admin-page-types';
import type { PageContent } from '../../../../contract/page-types';
import { BlockRenderer } from '../../../blocks/block-renderer';
import { Link } from '../../../blocks/link/link';
import { paths } from '../../../../contract/paths';
import { useAdminItem } from '../../../api/admin-api';
import { AdminLoading, EmptyState, SectionHeader } from '../shell/admin-ui';

/** What the banner says of the page below, by where the page stands. */
function previewStatus(page: AdminPage): string {
  if (page.status === 'scheduled')
    return 'Preview – your saved changes, to be published at their time.';
  if (page.status === 'draft') return 'Preview – not published: only admins see it.';
  if (page.hasUnpublishedChanges) return 'Preview – your saved changes, not published yet.';
  return 'Published: this is how the site shows it.';
}

/**
 * `/admin/pages/{id}/preview`: the page's saved version (or the hiring FAQ's entries) rendered by
 * the site's own blocks, its live blocks filled and its hidden blocks left out, under a banner
 * saying whether it is public yet.
 */
export function PagePreview() {
  const { id = '' } = useParams();
  const isId = /^[1-9]\d{0,8}$/.test(id);
  const preview = useAdminItem<PageContent>(isId ? `pages/${id}/preview` : null);
  const editorItem = useAdminItem<AdminPage>(isId ? `pages/${id}` : null);
  if (!isId || preview.notFound || editorItem.notFound) {
    return (
      <section className="admin-section" aria-labelledby="admin-heading">
        <SectionHeader title="Page not found" description="No page has this address." />
        <EmptyState title="No page has this address.">
          <Link to={paths.admin('pages')}>Back to the pages</Link>
        </EmptyState>
      </section>
    );
  }
  if (!preview.data || !editorItem.data) return <AdminLoading label="Loading the preview" />;
  const page = editorItem.data;
  return (
    <div className="page-preview">
      <div className="page-preview__banner" role="note" aria-label="Preview">
        <p>
          <strong>{previewStatus(page)}</strong>{' '}
          {page.publicPath && (
            <>
              Its address: <Link to={page.publicPath}>{page.publicPath}</Link>.
            </>
          )}
        </p>
        <Link className="button button--primary" to={paths.admin(`pages/${page.id}`)}>
          Back to the editor
        </Link>
      </div>
      <h1 className="visually-hidden" id="admin-heading">
        Preview of {preview.data.title}
      </h1>
      <BlockRenderer sections={preview.data.section} />
    </div>
  );
}
