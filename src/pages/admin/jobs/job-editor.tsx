import './job-editor.css';

import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

import type { AdminJob, JobConflictData, JobInput } from '../../../../contract/admin-job-types';
import { normalizeError } from '../../../../contract/errors';
import { Link } from '../../../blocks/link/link';
import { browserTimeZone, timeZoneLabel } from '../../../lib/local-date-time';
import { paths } from '../../../../contract/paths';
import {
  isAuthFailure,
  useAdminItem,
  useAdminWrite,
  useRedirectOnAdminFailure,
  writeErrorIssues,
  writeErrorMessage,
} from '../../../api/admin-api';
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
  type FieldIssue,
  type FieldPath,
  type JobFormValues,
} from './job-form-values';
import { JobStatusActions, type RunJobWrite } from './job-status-actions';
import { JobConflict, JobStatusLine, sourceName } from './job-status-line';
import { JobTeamFields } from './job-team-fields';
import { useConfirmLeaving } from '../shell/use-confirm-leaving';
import { useVersionedRecord } from '../shell/use-versioned-record';

/** The 409 of a stale write, with the job as it is now; null for any other failure. */
export function jobConflictOf(error: unknown): { message: string; data: JobConflictData } | null {
  const apiError = normalizeError(error);
  if (apiError.statusCode !== 409) return null;
  const envelope = apiError.data as { message?: unknown; data?: Partial<JobConflictData> } | null;
  const data = envelope?.data;
  if (!data?.current || !Array.isArray(data.changedFields)) return null;
  const message =
    typeof envelope?.message === 'string' ? envelope.message : writeErrorMessage(error);
  return { message, data: { changedFields: data.changedFields, current: data.current } };
}

/** What saving does to the job, by its status: the line under the heading. */
function editorDescription(job: AdminJob | null): string {
  if (!job) return 'A new job is a draft: nobody outside the admin sees it until it is published.';
  if (job.source !== 'manual') return `Read-only here: it comes from ${sourceName(job.source)}.`;
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
  const location = useLocation();
  const write = useAdminWrite();
  const timeZone = browserTimeZone();
  const record = useVersionedRecord<AdminJob, JobFormValues>(
    job,
    (result) => jobValuesOf(result, timeZone),
    emptyJobValues,
  );
  const { saved, values, setValues } = record;
  const [errors, setErrors] = useState<Record<FieldPath, string>>({});
  const [focusField, setFocusField] = useState<{ path: FieldPath } | null>(null);
  const [conflict, setConflict] = useState<{ message: string; data: JobConflictData } | null>(null);
  const [busy, setBusy] = useState(false);
  // A job just created or duplicated arrives here with the message of its making.
  const [message, setMessage] = useState<string | null>(
    (location.state as { message?: string } | null)?.message ?? null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [authError, setAuthError] = useState<unknown>(null);
  const [openNext, setOpenNext] = useState<{ job: AdminJob; message: string } | null>(null);
  const [deleted, setDeleted] = useState(false);
  useRedirectOnAdminFailure(authError);

  const readOnly = saved !== null && saved.source !== 'manual';
  const dirty =
    !readOnly &&
    openNext === null &&
    !deleted &&
    !sameJobValues(values, saved ? jobValuesOf(saved, timeZone) : emptyJobValues());
  useConfirmLeaving(dirty, 'Leave this page? Your changes to this job are not saved.');

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

  // Focus goes to a field once it is on screen (a tab or a hidden part may have to show it first).
  useEffect(() => {
    if (focusField) document.getElementById(fieldId(focusField.path))?.focus();
  }, [focusField]);

  const change: FieldsContext['change'] = (patch, touched) => {
    setValues((current) => ({ ...current, ...patch }));
    // An error was about the text that was there; it says nothing about the new one.
    setErrors((current) => {
      const next = { ...current };
      for (const path of touched) delete next[path];
      return next;
    });
  };

  const showIssues = (issues: readonly FieldIssue[]): boolean => {
    const placed = placeIssues(issues, values);
    setErrors(placed.errors);
    if (placed.first) setFocusField({ path: placed.first });
    if (placed.unplaced.length > 0) setFailure(placed.unplaced.join(' '));
    return placed.first !== null || placed.unplaced.length > 0;
  };

  /** A 409 on a stale version: their job becomes the base, the text typed here stays. */
  const showConflict = (found: { message: string; data: JobConflictData }) => {
    setConflict(found);
    record.rebase(found.data.current.version);
  };
  // The refusal takes focus once it is on screen, so it is read out first.
  useEffect(() => {
    if (conflict) document.getElementById('job-conflict')?.focus();
  }, [conflict]);

  const fail = (error: unknown) => {
    const found = jobConflictOf(error);
    if (isAuthFailure(error)) setAuthError(error);
    else if (found) showConflict(found);
    else if (!showIssues(writeErrorIssues(error))) setFailure(writeErrorMessage(error));
  };

  /** The form's job, or null after showing what the form itself can tell is wrong. */
  const checkedInput = (): JobInput | null => {
    const problems = localProblems(values, timeZone);
    if (problems.length > 0) {
      showIssues(problems);
      return null;
    }
    return jobInputOf(values, timeZone);
  };

  /** The server's answer becomes the form's base; `keepValues` leaves unsaved changes typed. */
  const adopt = (result: AdminJob, { keepValues = false } = {}) => {
    record.adopt(result, { keepValues });
    setConflict(null);
  };

  /** Saves the typed text (if any changed and `save`), then runs `then` on the saved version. */
  const run: RunJobWrite = async (then, done, { save = true } = {}) => {
    setBusy(true);
    setErrors({});
    setMessage(null);
    setFailure(null);
    try {
      if (save && dirty && saved) {
        const input = checkedInput();
        if (!input) return;
        const { version } = record.base();
        adopt(await write<AdminJob>('PUT', `jobs/${saved.id}`, { ...input, version }));
      }
      const result = then ? await then(record.base().version) : record.base().saved;
      if (result) {
        adopt(result, { keepValues: !save });
        setMessage(done(result));
      }
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const create = async () => {
    const input = checkedInput();
    if (!input) return;
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const created = await write<AdminJob>('POST', 'jobs', input);
      setOpenNext({
        job: created,
        message: `${created.title} was saved as a draft. Preview it, then publish it now or at a time.`,
      });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

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
        description={editorDescription(saved)}
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
            adopt(conflict.data.current);
            setMessage('Their version is in the form now; your text is gone.');
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
        <ActionFeedback message={message} error={failure} />
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
