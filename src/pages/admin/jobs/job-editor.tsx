import './job-editor.css';

import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import type { AdminJob, JobInput } from '../../../../contract/admin-job-types';
import { Link } from '../../../blocks/link/link';
import { browserTimeZone, timeZoneLabel } from '../../../lib/local-date-time';
import { paths } from '../../../../contract/paths';
import { useAdminItem, useAdminWrite } from '../../../api/admin-api';
import { ActionFeedback, AdminLoading, EmptyState, SectionHeader } from '../shell/admin-ui';
import { DepartmentPicker } from './department-picker';
import {
  DescriptionField,
  EmploymentTypeField,
  PayField,
  PlacesField,
  RemoteRegionsField,
  TextField,
  WorkplaceTypeField,
  type FieldsContext,
} from './job-form-fields';
import {
  emptyJobValues,
  fieldId,
  jobInputOf,
  jobValuesOf,
  localProblems,
  placeIssues,
  sameJobValues,
  type JobFormValues,
} from './job-form-values';
import { JobStatusActions, type RunJobWrite } from './job-status-actions';
import { JobConflict, JobStatusLine } from './job-status-line';
import { JobTeamFields } from './job-team-fields';
import { useSourceName } from '../shell/use-source-name';
import { useVersionedForm } from '../shell/use-versioned-form';

/** What saving does to the job, by its status: the line under the heading. */
function editorDescription(job: AdminJob | null, sourceName: string): string {
  if (!job) return 'A new job is a draft: nobody outside the admin sees it until it is published.';
  if (job.source !== 'manual') return `Read-only here: it comes from ${sourceName}.`;
  switch (job.status) {
    case 'draft':
      return 'A draft: saving keeps it in the admin; nobody outside sees it until it is published.';
    case 'scheduled':
      return 'Scheduled: saving changes what goes public at its time.';
    case 'open':
      return 'Saving a published job changes its page at once.';
    case 'closed':
      return 'Closed: its page answers “gone”; saving changes what it shows when it is reopened.';
  }
}

/** The form of one job; `job` null for a new one. */
function JobForm({ job }: { job: AdminJob | null }) {
  const navigate = useNavigate();
  const write = useAdminWrite();
  const timeZone = browserTimeZone();
  const [openNext, setOpenNext] = useState<{ job: AdminJob; message: string } | null>(null);
  const [deleted, setDeleted] = useState(false);
  const form = useVersionedForm<AdminJob, JobFormValues>({
    record: job,
    valuesOf: (result) => jobValuesOf(result, timeZone),
    empty: emptyJobValues,
    same: sameJobValues,
    place: placeIssues,
    fieldId,
    conflictId: 'job-conflict',
    leaveQuestion: 'Leave this page? Your changes to this job are not saved.',
    settled: openNext !== null || deleted,
  });
  const { saved, values, errors, change, conflict, busy, dirty } = form;
  const readOnly = saved !== null && saved.source !== 'manual';
  const sourceName = useSourceName();

  // Once the form is clean (the blocker lets it go), a new job or a copy opens at its address.
  useEffect(() => {
    if (openNext) {
      navigate(paths.admin(`jobs/${openNext.job.id}`), {
        replace: !job,
        state: { message: openNext.message },
      });
    }
  }, [openNext, navigate, job]);

  // A deleted draft has no form left: back to the list, which says so.
  useEffect(() => {
    if (deleted && saved) {
      navigate(paths.admin('jobs'), {
        replace: true,
        state: { message: `The draft ${saved.title} was deleted.` },
      });
    }
  }, [deleted, saved, navigate]);

  /** The form's job, or null after showing what the form itself can tell is wrong. */
  const checkedInput = (): JobInput | null => {
    const problems = localProblems(values, timeZone);
    if (problems.length > 0) {
      form.showIssues(problems);
      return null;
    }
    return jobInputOf(values, timeZone);
  };

  /** Saves the typed text (if any changed and `save`), then runs `then` on the saved version. */
  const run: RunJobWrite = (then, done, { save = true } = {}) =>
    form.run(async () => {
      if (save && dirty && saved) {
        const input = checkedInput();
        if (!input) return null;
        const { version } = form.base();
        form.adopt(await write<AdminJob>('PUT', `jobs/${saved.id}`, { ...input, version }));
      }
      const result = then ? await then(form.base().version) : form.base().saved;
      if (!result) return null;
      form.adopt(result, { keepValues: !save });
      return done(result);
    });

  const create = () =>
    form.run(async () => {
      const input = checkedInput();
      if (!input) return null;
      const created = await write<AdminJob>('POST', 'jobs', input);
      setOpenNext({
        job: created,
        message: `${created.title} was saved as a draft. Preview it, then publish it now or at a time.`,
      });
      return null;
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saved) {
      void create();
      return;
    }
    void run(null, (result) =>
      result.status === 'open'
        ? 'Saved. The job’s page shows the change now.'
        : 'Saved. Nobody outside the admin sees this job yet.',
    );
  };

  const context: FieldsContext = { values, errors, change };
  const errorCount = Object.keys(errors).length;
  const zone = timeZoneLabel(timeZone);

  return (
    <section className="admin-section" aria-labelledby="admin-heading">
      <SectionHeader
        title={saved ? `${readOnly ? 'View' : 'Edit'} ${saved.title}` : 'New job'}
        description={editorDescription(saved, saved ? sourceName(saved.source) : '')}
        actions={
          <Link className="button button--ghost" to={paths.admin('jobs')}>
            Back to the jobs
          </Link>
        }
      />
      {saved && <JobStatusLine job={saved} timeZone={timeZone} />}
      {readOnly && saved && (
        <div className="job-editor__notice" role="note">
          <p>
            This job comes from {sourceName(saved.source)}: change it there. The next sync brings
            the change here.
          </p>
          {saved.atsUrl && (
            <a
              className="button button--primary"
              href={saved.atsUrl}
              target="_blank"
              rel="noreferrer"
            >
              Open it in {sourceName(saved.source)}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      )}
      {conflict && saved && (
        <JobConflict
          conflict={conflict}
          onLoadTheirs={() => {
            form.adopt(conflict.data.current);
            form.setMessage('Their version is in the form now; your text is gone.');
          }}
        />
      )}
      <form className="job-editor" onSubmit={submit} noValidate aria-label="The job">
        {errorCount > 0 && (
          <p className="admin-feedback admin-feedback--error" role="alert">
            Not saved: {errorCount === 1 ? 'one field needs' : `${errorCount} fields need`} a
            change.
          </p>
        )}
        <fieldset className="job-editor__all" disabled={readOnly}>
          <legend className="visually-hidden">The job’s fields</legend>
          <TextField
            path="title"
            label="Title"
            value={values.title}
            onChange={(title) => change({ title }, ['title'])}
            errors={errors}
            maxLength={120}
          />
          <div className="job-editor__row">
            <DepartmentPicker {...context} />
            <TextField
              path="team"
              label="Team"
              value={values.team}
              onChange={(team) => change({ team }, ['team'])}
              errors={errors}
              optional
              maxLength={80}
            />
          </div>
          <div className="job-editor__row">
            <TextField
              path="level"
              label="Level"
              value={values.level}
              onChange={(level) => change({ level }, ['level'])}
              errors={errors}
              optional
              hint="For example Senior; the site says “All Levels” without one."
              maxLength={80}
            />
            <EmploymentTypeField {...context} />
          </div>
          <JobTeamFields {...context} />
          <WorkplaceTypeField {...context} />
          <PlacesField {...context} />
          {values.workplaceType === 'remote' && <RemoteRegionsField {...context} />}
          <PayField {...context} />
          <DescriptionField {...context} />
          <TextField
            path="applyUrl"
            label="Apply link"
            type="url"
            value={values.applyUrl}
            onChange={(applyUrl) => change({ applyUrl }, ['applyUrl'])}
            errors={errors}
            optional
            hint="An https address where people apply: a job goes public only with one."
          />
          <TextField
            path="closesAt"
            label="Closes at"
            type="datetime-local"
            value={values.closesAt}
            onChange={(closesAt) => change({ closesAt }, ['closesAt'])}
            errors={errors}
            optional
            hint={`Your time zone: ${zone}. The job leaves the site at this time.`}
          />
        </fieldset>
        {!readOnly && (
          <div className="job-editor__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? 'Saving…' : saved ? 'Save' : 'Save draft'}
            </button>
            {!saved && (
              <p className="admin-field__hint">Preview and publish once the draft is saved.</p>
            )}
          </div>
        )}
        <ActionFeedback message={form.message} error={form.failure} />
      </form>
      {saved && (
        <JobStatusActions
          job={saved}
          readOnly={readOnly}
          busy={busy}
          dirty={dirty}
          timeZone={timeZone}
          errors={errors}
          run={run}
          write={write}
          onDuplicated={(copy) =>
            setOpenNext({
              job: copy,
              message: `This is a new draft, ${copy.title}. Change it, then publish it.`,
            })
          }
          onDeleted={() => setDeleted(true)}
        />
      )}
    </section>
  );
}

/** `/admin/jobs/new` and `/admin/jobs/{id}`: a job's form and what can happen to it. */
export function JobEditor() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const isId = /^[1-9]\d{0,8}$/.test(id);
  const item = useAdminItem<AdminJob>(isId ? `jobs/${id}` : null);
  if (!isNew && (!isId || item.notFound)) {
    return (
      <section className="admin-section" aria-labelledby="admin-heading">
        <SectionHeader title="Job not found" description="This job was removed." />
        <EmptyState title="No job has this address.">
          <Link to={paths.admin('jobs')}>Back to the jobs</Link>
        </EmptyState>
      </section>
    );
  }
  if (!isNew && !item.data) return <AdminLoading label="Loading the job" />;
  return <JobForm key={id} job={item.data ?? null} />;
}
