import { useState, type FormEvent } from 'react';

import {
  downloadAdminFile,
  isAuthFailure,
  useAdminPage,
  useAdminWrite,
  useRedirectOnAdminFailure,
  writeErrorMessage,
} from './admin-api';
import type { AdminTalentSignup } from './admin-types';
import {
  ActionFeedback,
  AdminLoading,
  DateTime,
  EmptyState,
  Pagination,
  SectionHeader,
  useFilterParams,
} from './admin-ui';

/**
 * `/admin/talent-community` (beyond the spec: collected data needs an owner): the signups, a CSV
 * export of the filtered list, and the deletion of one person's data on request.
 */
export function TalentCommunitySection() {
  const filters = useFilterParams();
  const search = filters.text('search');
  const country = filters.list('country');
  const { data, isPending, isFetching } = useAdminPage<AdminTalentSignup[]>('talent-community', {
    search,
    country,
    page: filters.page,
  });
  const write = useAdminWrite();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [authError, setAuthError] = useState<unknown>(null);
  useRedirectOnAdminFailure(authError);

  const run = async (task: () => Promise<string>) => {
    setBusy(true);
    setError(null);
    try {
      setMessage(await task());
    } catch (failure) {
      if (isAuthFailure(failure)) setAuthError(failure);
      else setError(writeErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const exportCsv = () =>
    run(async () => {
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
    void run(async () => {
      const result = await write<{ commentsDeleted: number }>(
        'DELETE',
        `talent-community/${person.id}`,
      );
      const comments = result.commentsDeleted
        ? ` and ${result.commentsDeleted} blog comment(s)`
        : '';
      return `${person.name}'s signup${comments} deleted.`;
    });
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    filters.update({
      search: String(form.get('search') ?? '').trim(),
      country: String(form.get('country') ?? '')
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean),
    });
  };

  const people = data?.content ?? [];
  return (
    <section className="admin-section" aria-labelledby="admin-heading" aria-busy={isFetching}>
      <SectionHeader
        title="Talent community"
        description="People who asked to hear about new jobs. Export a list, or delete a person's data when they ask."
        actions={
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void exportCsv()}
            disabled={busy}
          >
            Export CSV
          </button>
        }
      />
      <form
        className="admin-filters"
        onSubmit={apply}
        aria-label="Filter the talent community"
        key={filters.searchParams.toString()}
      >
        <div className="admin-field">
          <label htmlFor="talent-search">Name or e-mail</label>
          <input id="talent-search" name="search" type="search" defaultValue={search} />
        </div>
        <div className="admin-field">
          <label htmlFor="talent-country">Countries</label>
          <input
            id="talent-country"
            name="country"
            defaultValue={country.join(', ')}
            aria-describedby="talent-country-hint"
          />
          <p id="talent-country-hint" className="admin-field__hint">
            Separate several with commas.
          </p>
        </div>
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
      </form>
      <ActionFeedback message={message} error={error} />

      {isPending ? (
        <AdminLoading label="Loading the talent community" />
      ) : people.length === 0 ? (
        <EmptyState title="Nobody matches these filters.">
          <p>Clear the filters to see everyone who signed up.</p>
        </EmptyState>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Talent community signups, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Country</th>
                <th scope="col">Interests</th>
                <th scope="col">Signed up</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {people.map((person) => (
                <tr key={person.id}>
                  <td>{person.name}</td>
                  <td>{person.email}</td>
                  <td>{person.country}</td>
                  <td>{person.interests.join(', ')}</td>
                  <td>
                    <DateTime value={person.createdAt} />
                  </td>
                  <td className="admin-table__actions">
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={busy}
                      onClick={() => remove(person)}
                      aria-label={`Delete the data of ${person.name}`}
                    >
                      Delete data
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pagination pager={data.pager} />}
    </section>
  );
}
