import './press-admin.css';

import type {
  AdminBrandAsset,
  AdminPressNewsRow,
  AdminPressReleaseRow,
} from '../../../../contract/admin-press-types';
import { paths } from '../../../../contract/paths';
import { useAdminPage, useAdminWrite } from '../../../api/admin-api';
import { Link } from '../../../blocks/link/link';
import { formatBytes } from '../../../lib/bytes';
import { AdminListSection } from '../shell/admin-list-section';
import { ActionFeedback, DateTime, RowAction, useFilterParams } from '../shell/admin-ui';
import { FilterForm, FilterInput, formText } from '../shell/filter-form';
import { useAdminAction } from '../shell/use-admin-action';

const LISTS = [
  { key: 'releases', label: 'Press releases' },
  { key: 'news', label: 'Coverage' },
  { key: 'brand-assets', label: 'Brand assets' },
] as const;
type ListKey = (typeof LISTS)[number]['key'];

const DESCRIPTION =
  'The press room’s releases, coverage and brand assets. A change is on the site at once; an embargoed release publishes itself at its time.';

/** The three lists of the press room, one at a time (`?list=`), each a link so Back works. */
function PressTabs({ current }: { current: ListKey }) {
  return (
    <nav className="press-tabs" aria-label="Press lists">
      <ul>
        {LISTS.map(({ key, label }) => (
          <li key={key}>
            <Link
              to={`${paths.admin('press')}?list=${key}`}
              aria-current={key === current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SearchForm({ id, label, search }: { id: string; label: string; search: string }) {
  return (
    <FilterForm
      role="search"
      submitLabel="Search"
      submitStyle="ghost"
      read={(form) => ({ search: formText(form, 'search') })}
    >
      <FilterInput id={id} name="search" label={label} defaultValue={search} />
    </FilterForm>
  );
}

function ReleasesList() {
  const filters = useFilterParams();
  const search = filters.text('search');
  const page = useAdminPage<AdminPressReleaseRow[]>('press/releases', {
    search,
    page: filters.page,
  });
  return (
    <AdminListSection
      title="Press"
      description={DESCRIPTION}
      actions={
        <Link className="button button--primary" to={paths.admin('press/releases/new')}>
          Write a press release
        </Link>
      }
      page={page}
      loadingLabel="Loading the press releases"
      empty={
        search
          ? { title: 'No release matches this search.', hint: 'Clear the search to see them all.' }
          : { title: 'There are no press releases yet.', hint: 'Write the first one.' }
      }
      caption="Press releases, the embargoed first, then the newest"
      columns={['Title', 'Date', 'Status']}
      renderRow={(release) => (
        <tr>
          <td>
            <Link to={paths.admin(`press/releases/${release.id}`)}>
              <strong>{release.title}</strong>
            </Link>
          </td>
          <td>
            {release.shownDate ? <DateTime value={release.shownDate} /> : 'Its story is gone'}
          </td>
          <td>
            {release.embargoed ? (
              <>
                Embargoed until <DateTime value={release.publishAt} />
              </>
            ) : (
              <Link to={release.publicPath}>Public</Link>
            )}
          </td>
        </tr>
      )}
    >
      <PressTabs current="releases" />
      <SearchForm id="press-release-search" label="Find a release (title)" search={search} />
    </AdminListSection>
  );
}

function CoverageList() {
  const filters = useFilterParams();
  const search = filters.text('search');
  const page = useAdminPage<AdminPressNewsRow[]>('press/news', {
    search,
    page: filters.page,
  });
  return (
    <AdminListSection
      title="Press"
      description={DESCRIPTION}
      actions={
        <Link className="button button--primary" to={paths.admin('press/news/new')}>
          Add coverage
        </Link>
      }
      page={page}
      loadingLabel="Loading the coverage"
      empty={
        search
          ? { title: 'No coverage matches this search.', hint: 'Clear the search to see it all.' }
          : { title: 'There is no coverage yet.', hint: 'Add the first article about the company.' }
      }
      caption="Coverage, the newest first"
      columns={['Title', 'Outlet', 'Date']}
      renderRow={(item) => (
        <tr>
          <td>
            <Link to={paths.admin(`press/news/${item.id}`)}>
              <strong>{item.title}</strong>
            </Link>
          </td>
          <td>{item.source ?? 'The company'}</td>
          <td>
            <DateTime value={item.publishedAt} />
          </td>
        </tr>
      )}
    >
      <PressTabs current="news" />
      <SearchForm id="press-news-search" label="Find coverage (title or outlet)" search={search} />
    </AdminListSection>
  );
}

function BrandAssetsList() {
  const filters = useFilterParams();
  const page = useAdminPage<AdminBrandAsset[]>('press/brand-assets', {
    page: filters.page,
  });
  const write = useAdminWrite();
  const action = useAdminAction();
  const total = page.data?.pager.total ?? 0;
  const move = (asset: AdminBrandAsset, direction: 'up' | 'down') =>
    action.run(async () => {
      const moved = await write<{ position: number }>(
        'POST',
        `press/brand-assets/${asset.id}/move`,
        { direction },
      );
      return `${asset.title} is now number ${moved.position} on the brand assets page.`;
    });
  const remove = (asset: AdminBrandAsset) => {
    if (!window.confirm(`Remove ${asset.title}? Its download goes from the site at once.`)) return;
    void action.run(async () => {
      await write('DELETE', `press/brand-assets/${asset.id}`);
      return `${asset.title} was removed.`;
    });
  };
  return (
    <AdminListSection
      title="Press"
      description={DESCRIPTION}
      actions={
        <Link className="button button--primary" to={paths.admin('press/brand-assets/new')}>
          Add a brand asset
        </Link>
      }
      page={page}
      loadingLabel="Loading the brand assets"
      empty={{ title: 'There are no brand assets yet.', hint: 'Add the logo first.' }}
      caption="Brand assets, in the brand assets page's order"
      columns={['#', 'Asset', 'File', 'Actions']}
      renderRow={(asset) => (
        <tr>
          <td>{asset.position}</td>
          <td>
            <Link to={paths.admin(`press/brand-assets/${asset.id}`)}>
              <strong>{asset.title}</strong>
            </Link>
          </td>
          <td>
            <a href={asset.url}>
              {asset.format}, {formatBytes(asset.sizeBytes)}
            </a>
          </td>
          <td className="admin-table__actions">
            <RowAction
              disabled={action.busy}
              inactive={asset.position === 1}
              onClick={() => void move(asset, 'up')}
              label={`Move ${asset.title} up`}
            >
              Move up
            </RowAction>
            <RowAction
              disabled={action.busy}
              inactive={asset.position === total}
              onClick={() => void move(asset, 'down')}
              label={`Move ${asset.title} down`}
            >
              Move down
            </RowAction>
            <RowAction
              disabled={action.busy}
              onClick={() => remove(asset)}
              label={`Remove ${asset.title}`}
            >
              Remove
            </RowAction>
          </td>
        </tr>
      )}
    >
      <PressTabs current="brand-assets" />
      <ActionFeedback message={action.message} error={action.error} />
    </AdminListSection>
  );
}

/** `/admin/press`: the press releases (default), the coverage or the brand assets (`?list=`). */
export function PressSection() {
  const list = useFilterParams().text('list');
  if (list === 'news') return <CoverageList />;
  if (list === 'brand-assets') return <BrandAssetsList />;
  return <ReleasesList />;
}
