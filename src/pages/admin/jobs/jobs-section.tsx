import './job-editor.css';

import { useLocation, useNavigate } from 'react-router-dom';

import type { AdminJob, AdminJobRow } from '../../../../contract/admin-job-types';
import {
  JOB_STATUSES,
  WORKPLACE_TYPE_LABELS,
  type JobStatus,
} from '../../../../contract/job-model';
import { jobPlaceSummary } from '../../../../contract/job-places';
import { Link } from '../../../blocks/link/link';
import { paths } from '../../../../contract/paths';
import { useAdminPage, useAdminWrite } from '../../../api/admin-api';
import { AdminListSection } from '../shell/admin-list-section';
import { ActionFeedback, DateTime, RowAction, useFilterParams } from '../shell/admin-ui';
import { FilterForm, FilterInput, formText } from '../shell/filter-form';
import { JobStatusBadge } from './job-status-line';
import { useAdminAction } from '../shell/use-admin-action';
import { useSourceName } from '../shell/use-source-name';

const STATUS_LABELS: Record<JobStatus, string> = {
  draft: 'Drafts',
  scheduled: 'Scheduled',
  open: 'Open',
  closed: 'Closed',
};

const isStatus = (value: string): value is JobStatus =>
  (JOB_STATUSES as readonly string[]).includes(value);

/** What a row's dates say, by its status: one line each, never broken inside a date. */
function RowDates({ job }: { job: AdminJobRow }) {
  return (
    <>
      {job.status === 'scheduled' && (
        <span className="jobs-table__date">
          Goes public <DateTime value={job.publishAt} />
        </span>
      )}
      {job.status === 'open' && (
        <span className="jobs-table__date">
          Public since <DateTime value={job.publishAt} />
        </span>
      )}
      {job.closesAt && (
        <span className="jobs-table__date">
          {job.status === 'closed' ? 'Closed' : 'Closes'} <DateTime value={job.closesAt} />
        </span>
      )}
      <span className="jobs-table__date admin-table__muted">
        Changed <DateTime value={job.updatedAt} />
      </span>
    </>
  );
}

/** `/admin/jobs`: every job, newest change first; search, filter by status, create, duplicate. */
export function JobsSection() {
  const navigate = useNavigate();
  const sourceName = useSourceName();
  // A deleted draft's editor comes back here with what it did.
  const arrived = (useLocation().state as { message?: string } | null)?.message ?? null;
  const filters = useFilterParams();
  const search = filters.text('search');
  const statusParam = filters.text('status');
  const status = isStatus(statusParam) ? statusParam : '';
  const page = useAdminPage<AdminJobRow[]>('jobs', {
    search,
    status: status || undefined,
    page: filters.page,
  });
  const write = useAdminWrite();
  const action = useAdminAction();

  const duplicate = (job: AdminJobRow) =>
    void action.run(async () => {
      const copy = await write<AdminJob>('POST', `jobs/${job.id}/duplicate`);
      navigate(paths.admin(`jobs/${copy.id}`), {
        state: { message: `This is a new draft, ${copy.title}. Change it, then publish it.` },
      });
      return `${job.title} was copied.`;
    });

  const filtered = search !== '' || status !== '';
  return (
    <AdminListSection
      title="Jobs"
      description="The jobs on /job and their drafts. Times are in UTC."
      actions={
        <Link className="button button--primary" to={paths.admin('jobs/new')}>
          New job
        </Link>
      }
      page={page}
      loadingLabel="Loading the jobs"
      empty={
        filtered
          ? { title: 'No job matches these filters.', hint: 'Clear the search or the status.' }
          : { title: 'There are no jobs yet.', hint: 'Write the first with New job.' }
      }
      caption="Jobs, the latest changed first"
      columns={['Job', 'Status', 'Places', 'Dates', 'Actions']}
      tableClassName="jobs-table"
      renderRow={(job) => (
        <tr>
          <td>
            <Link to={paths.admin(`jobs/${job.id}`)}>
              <strong>{job.title}</strong>
            </Link>
            <br />
            <span className="admin-table__muted">{job.department}</span>
          </td>
          <td>
            <JobStatusBadge status={job.status} />
            {job.source !== 'manual' && (
              <>
                <br />
                <span className="admin-table__muted">from {sourceName(job.source)}</span>
              </>
            )}
          </td>
          <td>
            {jobPlaceSummary(job)}
            <br />
            <span className="admin-table__muted">{WORKPLACE_TYPE_LABELS[job.workplaceType]}</span>
          </td>
          <td>
            <RowDates job={job} />
          </td>
          <td className="admin-table__actions">
            {/* An imported job is read-only here: its form only shows it. */}
            <Link
              className="button button--ghost button--small"
              to={paths.admin(`jobs/${job.id}`)}
              aria-label={`${job.source === 'manual' ? 'Edit' : 'View'} ${job.title}`}
            >
              {job.source === 'manual' ? 'Edit' : 'View'}
            </Link>
            {job.source === 'manual' && (
              <RowAction
                disabled={action.busy}
                onClick={() => duplicate(job)}
                label={`Duplicate ${job.title}`}
              >
                Duplicate
              </RowAction>
            )}
            {job.status === 'open' || job.status === 'closed' ? (
              <Link
                className="button button--ghost button--small"
                to={job.publicPath}
                aria-label={`Public page of ${job.title}`}
              >
                Public page
              </Link>
            ) : (
              <Link
                className="button button--ghost button--small"
                to={paths.admin(`jobs/${job.id}/preview`)}
                aria-label={`Preview ${job.title}`}
              >
                Preview
              </Link>
            )}
          </td>
        </tr>
      )}
    >
      <ActionFeedback message={action.message ?? arrived} error={action.error} />
      <FilterForm
        role="search"
        submitLabel="Search"
        submitStyle="ghost"
        read={(form) => ({
          search: formText(form, 'search'),
          status: formText(form, 'status') || undefined,
        })}
      >
        <FilterInput
          id="jobs-search"
          name="search"
          label="Find a job (title, department or team)"
          defaultValue={search}
        />
        <div className="admin-field">
          <label htmlFor="jobs-status">Status</label>
          <select id="jobs-status" name="status" defaultValue={status}>
            <option value="">Any status</option>
            {JOB_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </FilterForm>
    </AdminListSection>
  );
}
