import './job-sources.css';

import { useState } from 'react';

import type {
  AdminJobSource,
  AdminJobSourceKind,
} from '../../../../contract/admin-job-source-types';
import { CopyLinkButton } from '../../../blocks/copy-link/copy-link-button';
import { plural } from '../../../../contract/plural';
import { useAdminItem, useAdminPage, useAdminWrite } from '../../../api/admin-api';
import { AdminListSection } from '../shell/admin-list-section';
import { ActionFeedback, RowAction, useFilterParams } from '../shell/admin-ui';
import { JobSourceDepartmentsPanel } from './job-source-departments';
import { JobSourceForm } from './job-source-form';
import {
  describeSyncOutcome,
  FEED_REQUEST_TIMEOUT_MS,
  LastSync,
  sourceName,
} from './job-source-sync';
import { useAdminAction } from '../shell/use-admin-action';

// Scheduled and webhook syncs finish on their own: the list follows them while it is open.
const REFRESH_MS = 10_000;
const ADD_BUTTON_ID = 'job-sources-add';
const FORM_ID = 'job-source-form';
const syncButtonId = (source: AdminJobSource) => `job-source-${source.id}-sync`;

function SourceCell({ source }: { source: AdminJobSource }) {
  return (
    <>
      <strong>{source.label}</strong>
      <span className="admin-table__block job-source__board">{source.board}</span>
      {source.baseUrl && (
        <span className="admin-table__block admin-table__muted job-source__url">
          {source.baseUrl}
        </span>
      )}
      <span className="job-source__badges">
        {source.paused && <span className="admin-badge admin-badge--pending">Paused</span>}
        {source.fromConfig && (
          <span className="admin-badge job-source__config-badge">Set in JOB_SOURCES</span>
        )}
      </span>
    </>
  );
}

function WebhookCell({ source }: { source: AdminJobSource }) {
  if (!source.webhookUrl) {
    return (
      <span className="admin-table__muted">
        {source.label} sends no job webhooks: the site reads it on schedule.
      </span>
    );
  }
  return (
    <>
      <code className="job-source__webhook">{source.webhookUrl}</code>
      <CopyLinkButton
        url={source.webhookUrl}
        label="Copy"
        name={`Copy the webhook URL of ${sourceName(source)}`}
      />
      <span className="admin-table__block admin-table__muted">
        {source.hasWebhookSecret
          ? 'Webhooks must be signed with the secret you set.'
          : 'No webhook secret was given: the site refuses its webhooks and reads it on schedule.'}
      </span>
    </>
  );
}

/**
 * `/admin/job-sources`: the applicant-tracking feeds the jobs come from, each with its last
 * sync; add one, test it, sync it now, pause it or remove it.
 */
export function JobSourcesSection() {
  const filters = useFilterParams();
  const page = useAdminPage<AdminJobSource[]>(
    'job-sources',
    { page: filters.page },
    { refetchIntervalMs: REFRESH_MS },
  );
  // The ATSs the form offers: the server's connectors, with what the form says of each.
  const kinds = useAdminItem<AdminJobSourceKind[]>('job-sources/kinds');
  const write = useAdminWrite();
  const action = useAdminAction();
  const [syncingId, setSyncingId] = useState<number | null>(null);
  // Open by choice, or on its own while there is no source yet.
  const [formChoice, setFormChoice] = useState<boolean | null>(null);
  const formOpen = formChoice ?? page.data?.content.length === 0;

  const syncNow = async (source: AdminJobSource) => {
    setSyncingId(source.id);
    action.setMessage(`Syncing ${sourceName(source)}…`);
    await action.run(async () => {
      const synced = await write<AdminJobSource>(
        'POST',
        `job-sources/${source.id}/sync`,
        undefined,
        { timeoutMs: FEED_REQUEST_TIMEOUT_MS },
      );
      return describeSyncOutcome(synced);
    });
    setSyncingId(null);
  };

  const setPaused = (source: AdminJobSource, paused: boolean) =>
    action.run(async () => {
      await write('POST', `job-sources/${source.id}/${paused ? 'pause' : 'resume'}`);
      return paused
        ? `${sourceName(source)} is paused: its jobs stay as they are until you resume it.`
        : `${sourceName(source)} is synced on schedule again.`;
    });

  const remove = (source: AdminJobSource) => {
    const jobs =
      source.openJobs === 0
        ? 'It has no open jobs.'
        : `Its ${plural(source.openJobs, 'open job')} will close at once and leave the job list.`;
    if (!window.confirm(`Remove ${sourceName(source)}? ${jobs}`)) return;
    void action.run(
      async () => {
        await write('DELETE', `job-sources/${source.id}`);
        return `${sourceName(source)} was removed; ${plural(source.openJobs, 'job')} closed.`;
      },
      { focusAfter: () => document.getElementById(ADD_BUTTON_ID) },
    );
  };

  // Through the action, for its focus handling: the new row's Sync now is not rendered yet.
  const added = (source: AdminJobSource) => {
    setFormChoice(false);
    void action.run(
      async () =>
        `${sourceName(source)} was added. Its first sync runs within a minute; Sync now runs it at once.`,
      { focusAfter: () => document.getElementById(syncButtonId(source)) },
    );
  };

  const now = page.dataUpdatedAt;
  return (
    <AdminListSection
      title="Job sources"
      description="The applicant-tracking systems the jobs come from. Each source is read on a schedule, and at once when its system sends a webhook; its jobs are then on the site (times in UTC)."
      actions={
        <button
          id={ADD_BUTTON_ID}
          type="button"
          className="button button--primary"
          aria-expanded={formOpen}
          aria-controls={FORM_ID}
          onClick={() => setFormChoice(!formOpen)}
        >
          Add a source
        </button>
      }
      page={page}
      loadingLabel="Loading the job sources"
      empty={{
        title: 'No job sources yet.',
        hint: 'Add the applicant-tracking system you keep your openings in: its jobs come onto the site with every sync.',
      }}
      caption="Job sources"
      columns={['Source', 'Open jobs', 'Last sync', 'Webhook', 'Actions']}
      tableClassName="job-sources-table"
      renderRow={(source) => {
        const syncing = source.syncing || syncingId === source.id;
        const syncLabel = syncingId === source.id ? 'Syncing…' : 'Sync now';
        return (
          <tr data-testid={`job-source-${source.id}`}>
            <td>
              <SourceCell source={source} />
              <JobSourceDepartmentsPanel source={source} />
            </td>
            <td>
              <span className="job-source__count">{source.openJobs}</span>
              <span className="job-source__count-unit">
                {' '}
                {source.openJobs === 1 ? 'open job' : 'open jobs'}
              </span>
            </td>
            <td className="admin-table__text">
              {syncing && (
                <span className="job-source__progress">
                  Syncing…
                  <progress aria-label={`Syncing ${sourceName(source)}`} />
                </span>
              )}
              <LastSync source={source} now={now} />
            </td>
            <td className="job-source__webhook-cell">
              <WebhookCell source={source} />
            </td>
            <td className="admin-table__actions">
              <RowAction
                id={syncButtonId(source)}
                variant="primary"
                // WCAG 2.5.3: the name starts with the words the button shows.
                label={`${syncLabel}: ${sourceName(source)}`}
                disabled={action.busy}
                inactive={syncing}
                onClick={() => void syncNow(source)}
              >
                {syncLabel}
              </RowAction>
              <RowAction
                label={`${source.paused ? 'Resume' : 'Pause'} ${sourceName(source)}`}
                disabled={action.busy}
                onClick={() => void setPaused(source, !source.paused)}
              >
                {source.paused ? 'Resume' : 'Pause'}
              </RowAction>
              {source.fromConfig ? (
                <span className="admin-table__block admin-table__muted job-source__config-note">
                  Remove it from JOB_SOURCES to remove it.
                </span>
              ) : (
                <RowAction
                  label={`Remove ${sourceName(source)}`}
                  disabled={action.busy}
                  onClick={() => remove(source)}
                >
                  Remove
                </RowAction>
              )}
            </td>
          </tr>
        );
      }}
    >
      <ActionFeedback message={action.message} error={action.error} />
      <div id={FORM_ID} hidden={!formOpen}>
        {formOpen &&
          (kinds.data ? (
            <JobSourceForm kinds={kinds.data} onAdded={added} />
          ) : (
            <p role="status">Loading the applicant-tracking systems…</p>
          ))}
      </div>
    </AdminListSection>
  );
}
