import './team-sections.css';

import { useAdminPage, useAdminWrite } from '../../../api/admin-api';
import { AdminListSection } from '../shell/admin-list-section';
import type { AdminTeamMemberSummary } from '../../../../contract/admin-types';
import { Link } from '../../../blocks/link/link';
import { paths } from '../../../../contract/paths';
import { ActionFeedback, RowAction, useFilterParams } from '../shell/admin-ui';
import { FilterForm, FilterInput, formText } from '../shell/filter-form';
import { useAdminAction } from '../shell/use-admin-action';

type Direction = 'up' | 'down';

/** `/admin/team`: the people on /team, in the page's order; add, edit, reorder and remove them. */
export function TeamSection() {
  const filters = useFilterParams();
  const search = filters.text('search');
  const page = useAdminPage<AdminTeamMemberSummary[]>('team', { search, page: filters.page });
  const write = useAdminWrite();
  const action = useAdminAction();
  const total = page.data?.pager.total ?? 0;

  const move = (member: AdminTeamMemberSummary, direction: Direction) =>
    action.run(async () => {
      const moved = await write<{ position: number }>('POST', `team/${member.id}/move`, {
        direction,
      });
      return `${member.name} is now number ${moved.position} on the team page.`;
    });

  const remove = (member: AdminTeamMemberSummary) => {
    if (
      !window.confirm(`Remove ${member.name} from the team? Their page and portrait go at once.`)
    ) {
      return;
    }
    void action.run(
      async () => {
        await write('DELETE', `team/${member.id}`);
        return `${member.name} was removed from the team.`;
      },
      { focusAfter: () => document.getElementById('team-search') },
    );
  };

  return (
    <AdminListSection
      title="Team"
      description="The people on the team page, in the order it shows them. A change is on the site at once."
      actions={
        <Link className="button button--primary" to={paths.admin('team/new')}>
          Add a team member
        </Link>
      }
      page={page}
      loadingLabel="Loading the team"
      empty={
        search
          ? {
              title: 'Nobody on the team matches this search.',
              hint: 'Clear the search to see everyone.',
            }
          : { title: 'The team page is empty.', hint: 'Add the first team member.' }
      }
      caption="Team members, in the team page's order"
      columns={['#', 'Portrait', 'Name and role', 'Team', 'Actions']}
      tableClassName="team-table"
      renderRow={(member) => (
        <tr>
          <td>{member.position}</td>
          <td>
            {/* The name is in the next cell. */}
            <img
              className="team-table__portrait"
              src={member.portraitSrc}
              alt=""
              width={48}
              height={48}
            />
          </td>
          <td>
            <Link to={paths.admin(`team/${member.id}`)}>
              <strong>{member.name}</strong>
            </Link>
            <br />
            <span className="admin-table__muted">{member.role}</span>
          </td>
          <td>{member.team}</td>
          <td className="admin-table__actions">
            <RowAction
              disabled={action.busy}
              inactive={member.position === 1}
              onClick={() => void move(member, 'up')}
              label={`Move ${member.name} up`}
            >
              Move up
            </RowAction>
            <RowAction
              disabled={action.busy}
              inactive={member.position === total}
              onClick={() => void move(member, 'down')}
              label={`Move ${member.name} down`}
            >
              Move down
            </RowAction>
            <RowAction
              disabled={action.busy}
              onClick={() => remove(member)}
              label={`Remove ${member.name}`}
            >
              Remove
            </RowAction>
          </td>
        </tr>
      )}
    >
      <ActionFeedback message={action.message} error={action.error} />
      <FilterForm
        role="search"
        submitLabel="Search"
        submitStyle="ghost"
        read={(form) => ({ search: formText(form, 'search') })}
      >
        <FilterInput
          id="team-search"
          name="search"
          label="Find a member (name, role or team)"
          defaultValue={search}
        />
      </FilterForm>
    </AdminListSection>
  );
}
