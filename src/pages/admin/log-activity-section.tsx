import type { FormEvent } from 'react';

import { useAdminList, useAdminPage } from './admin-api';
import type { AdminActivity } from './admin-types';
import {
  AdminLoading,
  DateTime,
  EmptyState,
  Pagination,
  SectionHeader,
  useFilterParams,
} from './admin-ui';

function describeDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'object')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');
}

/** `/admin/log-activity`: who did what and when, with filters (action, actor, date range). */
export function LogActivitySection() {
  const filters = useFilterParams();
  const action = filters.list('action');
  const actor = filters.text('actor');
  const from = filters.text('from');
  const to = filters.text('to');
  const { data, isPending, isFetching } = useAdminPage<AdminActivity[]>('log-activity', {
    action,
    actor,
    from,
    to,
    page: filters.page,
  });
  const actions = useAdminList<string>('log-activity/actions', { limit: 100 });

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    filters.update({
      action: form.getAll('action').map(String).filter(Boolean),
      actor: String(form.get('actor') ?? '').trim(),
      from: String(form.get('from') ?? ''),
      to: String(form.get('to') ?? ''),
    });
  };

  const entries = data?.content ?? [];
  const knownActions = [...new Set([...actions, ...action])].sort();
  return (
    <section className="admin-section" aria-labelledby="admin-heading" aria-busy={isFetching}>
      <SectionHeader
        title="Activity log"
        description="Every admin action and every public write, with who did it and when (times in UTC)."
      />
      <form
        className="admin-filters"
        onSubmit={apply}
        aria-label="Filter the activity log"
        key={filters.searchParams.toString()}
      >
        <div className="admin-field">
          <label htmlFor="activity-action">Action</label>
          <select id="activity-action" name="action" defaultValue={action[0] ?? ''}>
            <option value="">All actions</option>
            {knownActions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="activity-actor">Actor</label>
          <input
            id="activity-actor"
            name="actor"
            type="search"
            defaultValue={actor}
            placeholder="E-mail or anonymous"
          />
        </div>
        <div className="admin-field">
          <label htmlFor="activity-from">From</label>
          <input id="activity-from" name="from" type="date" defaultValue={from} />
        </div>
        <div className="admin-field">
          <label htmlFor="activity-to">To</label>
          <input id="activity-to" name="to" type="date" defaultValue={to} />
        </div>
        <button type="submit" className="button button--primary">
          Apply filters
        </button>
      </form>

      {isPending ? (
        <AdminLoading label="Loading the activity log" />
      ) : entries.length === 0 ? (
        <EmptyState title="Nothing was logged for these filters.">
          <p>Widen the date range or choose all actions.</p>
        </EmptyState>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Activity log, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">What</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <DateTime value={entry.createdAt} />
                  </td>
                  <td>{entry.actor}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>
                    {entry.entity}
                    {entry.entityId && ` #${entry.entityId}`}
                  </td>
                  <td className="admin-table__muted">{describeDetails(entry.details)}</td>
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
