import { useState, type FormEvent } from 'react';

import type { AdminDepartment } from '../../../../contract/admin-department-types';
import type {
  AdminJobSource,
  JobSourceDepartments,
  JobSourceDepartmentsInput,
} from '../../../../contract/admin-job-source-types';
import type { AdminPage } from '../../../../contract/admin-types';
import { useAdminItem, useAdminWrite, writeErrorMessage } from '../../../api/admin-api';
import { sourceName } from './job-source-sync';

// The choice of an ATS department left to the rules: the site's of its name, else the default.
const UNMAPPED = '';

function MappingForm({
  source,
  current,
  departments,
}: {
  source: AdminJobSource;
  current: JobSourceDepartments;
  departments: string[];
}) {
  const write = useAdminWrite();
  const [defaultDepartment, setDefaultDepartment] = useState(current.defaultDepartment);
  const [mapped, setMapped] = useState<Record<string, string>>(() =>
    Object.fromEntries(current.mappings.map((m) => [m.atsDepartment, m.department ?? UNMAPPED])),
  );
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = (part: string) => `job-source-${source.id}-departments-${part}`;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    setFailure(null);
    const input: JobSourceDepartmentsInput = {
      defaultDepartment,
      mappings: current.mappings.map(({ atsDepartment }) => ({
        atsDepartment,
        department: mapped[atsDepartment] || null,
      })),
    };
    try {
      await write('PUT', `job-sources/${source.id}/departments`, input);
      setMessage('Saved. The next sync moves the jobs; Sync now moves them at once.');
    } catch (error) {
      setFailure(writeErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const options = departments.map((name) => (
    <option key={name} value={name}>
      {name}
    </option>
  ));
  return (
    <form className="job-source-departments__form" onSubmit={(event) => void save(event)}>
      <div className="admin-field">
        <label htmlFor={id('default')}>Unmapped departments go to</label>
        <select
          id={id('default')}
          value={defaultDepartment}
          onChange={(event) => setDefaultDepartment(event.target.value)}
        >
          {options}
        </select>
      </div>
      {current.mappings.length === 0 ? (
        <p className="admin-table__muted">
          No sync has named a department yet: its departments show here after the next one.
        </p>
      ) : (
        <table className="job-source-departments__table">
          <caption className="visually-hidden">
            The departments {sourceName(source)} names, and the site’s each goes to
          </caption>
          <thead>
            <tr>
              <th scope="col">In {source.label}</th>
              <th scope="col">On the site</th>
            </tr>
          </thead>
          <tbody>
            {current.mappings.map((mapping, index) => (
              <tr key={mapping.atsDepartment}>
                <th scope="row">
                  <label htmlFor={id(String(index))}>{mapping.atsDepartment}</label>
                  {!mapping.inLastSync && (
                    <span className="admin-table__block admin-table__muted">
                      Not in the last sync
                    </span>
                  )}
                </th>
                <td>
                  <select
                    id={id(String(index))}
                    value={mapped[mapping.atsDepartment] ?? UNMAPPED}
                    onChange={(event) =>
                      setMapped({ ...mapped, [mapping.atsDepartment]: event.target.value })
                    }
                  >
                    <option value={UNMAPPED}>Not mapped (now: {mapping.resolvesTo})</option>
                    {options}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="submit" className="button button--primary button--small" disabled={busy}>
        Save the departments
      </button>
      {message && (
        <p className="admin-feedback" role="status">
          {message}
        </p>
      )}
      {failure && (
        <p className="admin-feedback admin-feedback--error" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}

/**
 * Where a source's ATS departments land among the site's (decision 037): the departments its
 * syncs saw, each mapped to one of the site's or left to the default. Read when opened.
 */
export function JobSourceDepartmentsPanel({ source }: { source: AdminJobSource }) {
  const [open, setOpen] = useState(false);
  const current = useAdminItem<JobSourceDepartments>(
    open ? `job-sources/${source.id}/departments` : null,
  );
  const list = useAdminItem<AdminPage<AdminDepartment[]>>(open ? 'departments' : null);
  const departments = list.data?.content.map((department) => department.name);
  return (
    <details
      className="job-source-departments"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>Departments</summary>
      {current.data && departments ? (
        <MappingForm source={source} current={current.data} departments={departments} />
      ) : (
        open && <p className="admin-table__muted">Loading the departments…</p>
      )}
    </details>
  );
}
