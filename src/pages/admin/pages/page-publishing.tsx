import { useState } from 'react';

import type { AdminPage } from '../../../../contract/admin-page-types';
import { Link } from '../../../blocks/link/link';
import { localInputToUtc, timeZoneLabel, utcToLocalInput } from '../../../lib/local-date-time';
import { paths } from '../../../../contract/paths';
import type { useAdminWrite } from '../../../api/admin-api';

type Write = ReturnType<typeof useAdminWrite>;

/** Runs a write based on the version it is given; `save` first saves the form's changes. */
export type RunPageWrite = (
  then: ((version: number) => Promise<AdminPage>) | null,
  done: (result: AdminPage) => string,
  options?: { save?: boolean },
) => Promise<void>;

const SCHEDULE_ID = 'page-publish-at';

/**
 * What can happen to a saved page beside saving it: preview, publish now or at a time (both save
 * the form's changes first and say so), cancel a schedule, and take the file's version when a
 * developer changed the file after an edit here.
 */
export function PagePublishing({
  page,
  busy,
  dirty,
  timeZone,
  run,
  write,
}: {
  page: AdminPage;
  busy: boolean;
  dirty: boolean;
  timeZone: string;
  run: RunPageWrite;
  write: Write;
}) {
  const [publishAt, setPublishAt] = useState(() => utcToLocalInput(page.publishAt, timeZone));
  const [scheduleProblem, setScheduleProblem] = useState<string | null>(null);
  const zone = timeZoneLabel(timeZone);
  const path = (action: string) => `pages/${page.id}/${action}`;
  const where = page.publicPath ?? (page.kind === 'faq' ? 'The hiring chat' : 'The site');
  const saveFirst = dirty ? (
    <span className="page-actions__note"> (saves your changes first)</span>
  ) : null;
  const canPublish = dirty || page.status !== 'published' || page.hasUnpublishedChanges;

  const publishNow = () =>
    void run(
      (version) => write<AdminPage>('POST', path('publish'), { version }),
      () => `Published. ${where} shows it now.`,
    );
  const schedule = () => {
    const at = localInputToUtc(publishAt, timeZone);
    if (!at) {
      setScheduleProblem('Choose the date and time to publish at.');
      document.getElementById(SCHEDULE_ID)?.focus();
      return;
    }
    setScheduleProblem(null);
    void run(
      (version) => write<AdminPage>('POST', path('publish'), { version, at }),
      () => `Scheduled: it goes public by itself at ${publishAt.replace('T', ' ')} (${zone}).`,
    );
  };
  const unschedule = () =>
    void run(
      (version) => write<AdminPage>('POST', path('unschedule'), { version }),
      () => 'The schedule is cancelled: your changes stay saved, unpublished.',
      { save: false },
    );
  const takeFile = () =>
    void run(
      (version) => write<AdminPage>('POST', path('take-file-version'), { version }),
      () =>
        'The file’s version is in the form now, saved unpublished: publish it when it is right.',
      { save: false },
    );

  const describedBy = [scheduleProblem && `${SCHEDULE_ID}-error`, `${SCHEDULE_ID}-hint`]
    .filter(Boolean)
    .join(' ');
  return (
    <section className="page-actions" aria-labelledby="page-publishing-heading">
      <h2 id="page-publishing-heading">Publishing</h2>
      <div className="page-editor__actions">
        <Link className="button button--ghost" to={paths.admin(`pages/${page.id}/preview`)}>
          Preview
        </Link>
        {page.publicPath && page.status === 'published' && (
          <Link className="button button--ghost" to={page.publicPath}>
            View on the site
          </Link>
        )}
      </div>
      <div className="page-actions__group">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || !canPublish}
          onClick={publishNow}
        >
          Publish now{saveFirst}
        </button>
        {!canPublish && (
          <p className="admin-field__hint">
            The site shows this page as it is: nothing to publish.
          </p>
        )}
        <div className="admin-field">
          <label htmlFor={SCHEDULE_ID}>Publish at</label>
          <input
            id={SCHEDULE_ID}
            type="datetime-local"
            value={publishAt}
            aria-invalid={scheduleProblem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              setPublishAt(event.target.value);
              setScheduleProblem(null);
            }}
          />
          <p id={`${SCHEDULE_ID}-hint`} className="admin-field__hint">
            Your time zone: {zone}. The site publishes your saved changes by itself at this time.
          </p>
          {scheduleProblem && (
            <p id={`${SCHEDULE_ID}-error`} className="admin-field__error">
              {scheduleProblem}
            </p>
          )}
        </div>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || !canPublish}
          onClick={schedule}
        >
          {page.status === 'scheduled' ? 'Change the time' : 'Schedule'}
          {saveFirst}
        </button>
        {page.status === 'scheduled' && (
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
      {page.fileChanged && (
        <div className="page-actions__group">
          <button type="button" className="button button--ghost" disabled={busy} onClick={takeFile}>
            Take the file’s version
          </button>
          <p className="admin-field__hint">
            A developer changed this page’s file after it was edited here. Its version replaces your
            saved changes (unpublished, to review first); the published page stays as it is.
          </p>
        </div>
      )}
    </section>
  );
}
