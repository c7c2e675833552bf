import './page-editor.css';

import type { AdminPageRow } from '../../../../contract/admin-page-types';
import { Link } from '../../../blocks/link/link';
import { paths } from '../../../../contract/paths';
import { useAdminPage } from '../../../api/admin-api';
import { AdminListSection } from '../shell/admin-list-section';
import { DateTime, useFilterParams } from '../shell/admin-ui';
import { FilterForm, FilterInput, formText } from '../shell/filter-form';
import { PageStatusBadge } from './page-status';

/** `/admin/pages`: the hiring FAQ, then the site's pages by name; search by name or path. */
export function PagesSection() {
  const filters = useFilterParams();
  const search = filters.text('search');
  const page = useAdminPage<AdminPageRow[]>('pages', { search, page: filters.page });
  return (
    <AdminListSection
      title="Pages"
      description="The site’s pages and the hiring FAQ: edit their blocks’ texts, images and links, order and hide blocks, then publish. Times are in UTC."
      page={page}
      loadingLabel="Loading the pages"
      empty={
        search
          ? { title: 'No page matches this search.', hint: 'Clear the search.' }
          : { title: 'There are no pages yet.', hint: 'The site’s content files bring them in.' }
      }
      caption="The hiring FAQ, then the pages by name"
      columns={['Page', 'Status', 'Changed', 'Actions']}
      tableClassName="pages-table"
      renderRow={(row) => (
        <tr>
          <td>
            <Link to={paths.admin(`pages/${row.id}`)}>
              <strong>{row.kind === 'faq' ? `Hiring FAQ: ${row.name}` : row.name}</strong>
            </Link>
            <br />
            <span className="admin-table__muted">{row.publicPath ?? row.path}</span>
          </td>
          <td>
            <PageStatusBadge page={row} />
          </td>
          <td>
            <DateTime value={row.changedAt} />
          </td>
          <td className="admin-table__actions">
            <Link
              className="button button--ghost button--small"
              to={paths.admin(`pages/${row.id}`)}
              aria-label={`Edit ${row.name}`}
            >
              Edit
            </Link>
            <Link
              className="button button--ghost button--small"
              to={paths.admin(`pages/${row.id}/preview`)}
              aria-label={`Preview ${row.name}`}
            >
              Preview
            </Link>
          </td>
        </tr>
      )}
    >
      <FilterForm
        role="search"
        submitLabel="Search"
        submitStyle="ghost"
        read={(form) => ({ search: formText(form, 'search') })}
      >
        <FilterInput
          id="pages-search"
          name="search"
          label="Find a page (name or address)"
          defaultValue={search}
        />
      </FilterForm>
    </AdminListSection>
  );
}
