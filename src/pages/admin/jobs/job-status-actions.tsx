import { useState } from 'react';

import type { AdminJob } from '../../../../contract/admin-job-types';
import { Link } from '../../../blocks/link/link';
import { localInputToUtc, timeZoneLabel, utcToLocalInput } from '../../../lib/local-date-time';
import { paths } from '../../../../contract/paths';
import { adminItemKey, type useAdminWrite } from '../../../api/admin-api';
import { FieldNotes, controlProps } from './job-form-fields';
import { fieldId, type FieldPath } from './job-form-values';
import { UnsavedChangesDialog } from '../shell/unsaved-changes-dialog';

type Write = ReturnType<typeof useAdminWrite>;

/** What a write of the editor does, given the version it is based on. */
export type JobWrite = (version: number) => Promise<AdminJob>;

/**
 * Runs a write: with `save` (the default) the form's unsaved changes are saved first; without,
 * they stay in the form, unsaved, and the write acts on the saved version.
 */
export type RunJobWrite = (
  then: JobWrite | null,
  done: (result: AdminJob) => string,
  options?: { save?: boolean },
) => Promise<void>;

/** An action that would carry unsaved changes along, waiting for the admin's answer. */
interface PendingChoice {
  body: string;
  saveLabel: string;
  savedLabel: string;
  go: (save: boolean) => void;
}

/**
 * What can happen to a saved job beside saving it: publish now or at a time, cancel the
 * schedule, unpublish, close, reopen, duplicate, delete a draft and preview. Publishing and
 * reopening save the form first and say so on the button; duplicating and closing ask first.
 */
export function JobStatusActions({
  job,
  readOnly,
  busy,
  dirty,
  timeZone,
  errors,
  run,
  write,
  onDuplicated,
  onDeleted,
}: {
  job: AdminJob;
  readOnly: boolean;
  busy: boolean;
  dirty: boolean;
  timeZone: string;
  errors: Readonly<Record<FieldPath, string>>;
  run: RunJobWrite;
  write: Write;
  onDuplicated: (copy: AdminJob) => void;
  onDeleted: () => void;
}) {
  const [publishAt, setPublishAt] = useState(() => utcToLocalInput(job.publishAt, timeZone));
  const [reason, setReason] = useState('');
  const [scheduleProblem, setScheduleProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingChoice | null>(null);
  const zone = timeZoneLabel(timeZone);
  const path = (action: string) => `jobs/${job.id}/${action}`;
  const saveFirst = dirty ? (
    <span className="job-actions__note"> (saves your changes first)</span>
  ) : null;
  const shownErrors: Record<FieldPath, string> = scheduleProblem
    ? { ...errors, publishAt: scheduleProblem }
    : errors;

  /** Runs `go` at once on a clean form; with unsaved changes, asks first. */
  const askIfDirty = (choice: PendingChoice) => {
    if (dirty) setPending(choice);
    else choice.go(false);
  };
  const choose = (save: boolean) => {
    const go = pending?.go;
    setPending(null);
    go?.(save);
  };

  const publishNow = () =>
    void run(
      (version) => write<AdminJob>('POST', path('publish'), { version }),
      () => `Published. ${job.publicPath} shows it now, and so does the job list.`,
    );
  const schedule = () => {
    const at = localInputToUtc(publishAt, timeZone);
    if (!at) {
      setScheduleProblem('Choose the date and time to publish at.');
      document.getElementById(fieldId('publishAt'))?.focus();
      return;
    }
    setScheduleProblem(null);
    void run(
      (version) => write<AdminJob>('POST', path('publish'), { version, at }),
      (result) =>
        result.status === 'open'
          ? `That time has passed, so it is published now at ${result.publicPath}.`
          : `Scheduled: it goes public by itself at ${publishAt.replace('T', ' ')} (${zone}).`,
    );
  };
  const unschedule = () =>
    void run(
      (version) => write<AdminJob>('POST', path('unschedule'), { version }),
      () => 'The schedule is cancelled: it is a draft again, and nobody outside the admin sees it.',
      { save: false },
    );
  const unpublish = () =>
    void run(
      (version) => write<AdminJob>('POST', path('unpublish'), { version }),
      () =>
        `Unpublished: it is a draft again. ${job.publicPath} answers “gone” until it is published again.`,
      { save: false },
    );
  const close = () =>
    askIfDirty({
      body: 'Closing takes the job off the site. Save your changes with it, or close the saved version and keep your changes in the form, unsaved?',
      saveLabel: 'Save them and close',
      savedLabel: 'Close the saved version',
      go: (save) =>
        void run(
          (version) =>
            write<AdminJob>('POST', path('close'), {
              version,
              ...(reason.trim() ? { reason: reason.trim() } : {}),
            }),
          () => {
            setReason('');
            return `Closed. ${job.publicPath} now answers “gone” with similar jobs.`;
          },
          { save },
        ),
    });
  const reopen = () =>
    void run(
      (version) => write<AdminJob>('POST', path('reopen'), { version }),
      (result) => `Reopened at the same address, ${result.publicPath}.`,
    );
  const duplicate = () =>
    askIfDirty({
      body:
        job.status === 'open'
          ? 'This job is public: saving your changes shows them on its page at once. Save them and duplicate, or duplicate the saved version (your changes are left behind)?'
          : 'Save your changes and duplicate, or duplicate the saved version (your changes are left behind)?',
      saveLabel: 'Save them and duplicate',
      savedLabel: 'Duplicate the saved version',
      go: (save) =>
        void run(
          () => write<AdminJob>('POST', path('duplicate')),
          (copy) => {
            onDuplicated(copy);
            return 'Copied. Opening the copy…';
          },
          { save },
        ),
    });
  const remove = () => {
    if (!window.confirm(`Delete the draft ${job.title}? This cannot be undone.`)) return;
    void run(
      async (version) => {
        await write(
          'DELETE',
          `jobs/${job.id}`,
          { version },
          { keep: adminItemKey(`jobs/${job.id}`) },
        );
        onDeleted();
        return job;
      },
      () => 'Deleted.',
      { save: false },
    );
  };

  const canPublish = job.status === 'draft' || job.status === 'scheduled';
  return (
    <section className="job-actions" aria-labelledby="job-actions-heading">
      <h2 id="job-actions-heading">Publishing</h2>
      <div className="job-editor__actions">
        <Link className="button button--ghost" to={paths.admin(`jobs/${job.id}/preview`)}>
          Preview
        </Link>
        {job.status === 'open' && (
          <Link className="button button--ghost" to={job.publicPath}>
            View on the site
          </Link>
        )}
        {!readOnly && (
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={duplicate}
            aria-haspopup={dirty ? 'dialog' : undefined}
          >
            Duplicate
          </button>
        )}
        {!readOnly && job.status === 'draft' && (
          <button type="button" className="button button--ghost" disabled={busy} onClick={remove}>
            Delete the draft
          </button>
        )}
      </div>
      {pending && (
        <UnsavedChangesDialog
          body={pending.body}
          choices={[
            { label: pending.saveLabel, onChoose: () => choose(true) },
            { label: pending.savedLabel, onChoose: () => choose(false) },
          ]}
          onCancel={() => setPending(null)}
        />
      )}
      {!readOnly && canPublish && (
        <div className="job-actions__group">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={publishNow}
          >
            Publish now{saveFirst}
          </button>
          <div className="admin-field">
            <label htmlFor={fieldId('publishAt')}>Publish at</label>
            <input
              {...controlProps('publishAt', shownErrors, true)}
              type="datetime-local"
              value={publishAt}
              onChange={(event) => {
                setPublishAt(event.target.value);
                setScheduleProblem(null);
              }}
            />
            <FieldNotes
              path="publishAt"
              errors={shownErrors}
              hint={`Your time zone: ${zone}. The site publishes it by itself at this time.`}
            />
          </div>
          <button type="button" className="button button--ghost" disabled={busy} onClick={schedule}>
            {job.status === 'scheduled' ? 'Change the time' : 'Schedule'}
            {saveFirst}
          </button>
          {job.status === 'scheduled' && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={unschedule}
            >
              Cancel the schedule
            </button>
          )}
        </div>
      )}
      {!readOnly && job.status === 'open' && (
        <div className="job-actions__group">
          <div className="admin-field">
            <label htmlFor="job-close-reason">
              Why it closes{' '}
              <span className="admin-table__muted">(optional, only admins see it)</span>
            </label>
            <textarea
              id="job-close-reason"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={close}
            aria-haspopup={dirty ? 'dialog' : undefined}
          >
            Close the job
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={unpublish}
          >
            Unpublish to a draft
          </button>
          <p className="admin-field__hint">
            Unpublishing takes it off the site to change it and publish it again; its address
            answers “gone” meanwhile.
          </p>
        </div>
      )}
      {!readOnly && job.status === 'closed' && (
        <div className="job-actions__group">
          <button type="button" className="button button--primary" disabled={busy} onClick={reopen}>
            Reopen{saveFirst}
          </button>
          <p className="admin-field__hint">
            It comes back at {job.publicPath}. A closing time already passed is cleared.
          </p>
        </div>
      )}
    </section>
  );
}
