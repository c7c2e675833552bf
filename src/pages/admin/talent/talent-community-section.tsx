import { COUNTRIES, isCountry } from '../../../../contract/countries';
import { downloadAdminFile, useAdminPage, useAdminWrite } from '../../../api/admin-api';
import { ADMIN_TABLE_ID, AdminListSection } from '../shell/admin-list-section';
import type { AdminTalentSignup } from '../../../../contract/admin-types';
import { ActionFeedback, DateTime, RowAction, useFilterParams } from '../shell/admin-ui';
import { FilterForm, FilterInput, formText } from '../shell/filter-form';
import { useAdminAction } from '../shell/use-admin-action';

/**
 * `/admin/talent-community` (beyond the spec: collected data needs an owner): the signups, a CSV
 * export of the filtered list, and the deletion of one person's data on request.
 */
export function TalentCommunitySection() {
  const filters = useFilterParams();
  const search = filters.text('search');
  const country = filters.list('country');
  const page = useAdminPage<AdminTalentSignup[]>('talent-community', {
    search,
    country,
    page: filters.page,
  });
  const write = useAdminWrite();
  const action = useAdminAction();

  const exportCsv = () =>
    action.run(async () => {
      await downloadAdminFile(
        'talent-community/export.csv',
        { search, country },
        `talent-community-${new Date().toISOString().slice(0, 10)}.csv`,
      );
      return 'The CSV export is downloading.';
    });

  const remove = (person: AdminTalentSignup) => {
    if (
      !window.confirm(
        `Delete every record of ${person.name} (${person.email})? This cannot be undone.`,
      )
    )
      return;
    void action.run(
      async () => {
        const result = await write<{ commentsDeleted: number }>(
          'DELETE',
          `talent-community/${person.id}`,
        );
        const comments = result.commentsDeleted
          ? ` and ${result.commentsDeleted} blog comment(s)`
          : '';
        return `${person.name}'s signup${comments} deleted.`;
      },
      // The person's row goes: focus goes to the table that held it.
      { focusAfter: () => document.getElementById(ADMIN_TABLE_ID) },
    );
  };

  return (
    <AdminListSection
      title="Talent community"
      description="People who asked to hear about new jobs and confirmed their address (an unconfirmed signup is not listed, and is deleted after 30 days). Export a list, or delete a person's data when they ask."
      actions={
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void exportCsv()}
          disabled={action.busy}
        >
          Export CSV
        </button>
      }
      page={page}
      loadingLabel="Loading the talent community"
      empty={{
        title: 'Nobody matches these filters.',
        hint: 'Clear the filters to see everyone who signed up.',
      }}
      caption="Talent community signups, newest first"
      columns={['Name', 'E-mail', 'Country', 'Interests', 'Signed up', 'Actions']}
      renderRow={(person) => (
        <tr>
          <td>{person.name}</td>
          <td>{person.email}</td>
          <td>{person.country}</td>
          <td>{person.interests.join(', ')}</td>
          <td>
            <DateTime value={person.createdAt} />
          </td>
          <td className="admin-table__actions">
            <RowAction
              disabled={action.busy}
              onClick={() => remove(person)}
              label={`Delete the data of ${person.name}`}
            >
              Delete data
            </RowAction>
          </td>
        </tr>
      )}
    >
      <FilterForm
        label="Filter the talent community"
        read={(form) => ({
          search: formText(form, 'search'),
          country: form.getAll('country').map(String),
        })}
      >
        <FilterInput
          id="talent-search"
          name="search"
          label="Name or e-mail"
          defaultValue={search}
        />
        <div className="admin-field">
          <label htmlFor="talent-country">Countries</label>
          <select
            id="talent-country"
            name="country"
            multiple
            size={5}
            defaultValue={country}
            aria-describedby="talent-country-hint"
          >
            {/* A country in the URL that is not in the list (an old name) stays chosen. */}
            {country
              .filter((name) => !isCountry(name))
              .map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            {COUNTRIES.map(({ value, text }) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
          <p id="talent-country-hint" className="admin-field__hint">
            None chosen: every country. Ctrl-click (⌘-click on a Mac) to choose several.
          </p>
        </div>
      </FilterForm>
      <ActionFeedback message={action.message} error={action.error} />
    </AdminListSection>
  );
}
