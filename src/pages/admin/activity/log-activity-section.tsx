import './log-activity.css';

import { ActivitySubjectLink } from '../shell/activity-subject-link';
import { actionLabel, activityChanges, activityDetails } from '../shell/activity-words';
import { downloadAdminFile, useAdminList, useAdminPage } from '../../../api/admin-api';
import { AdminListSection } from '../shell/admin-list-section';
import type { AdminActivity } from '../../../../contract/admin-types';
import {
  isModerationRule,
  MODERATION_RULE_LABELS,
  MODERATION_RULES,
} from '../../../../contract/moderation';
import { ActionFeedback, DateTime, useFilterParams } from '../shell/admin-ui';
import { DayInput, FilterForm, FilterInput, formDay, formText } from '../shell/filter-form';
import { useAdminAction } from '../shell/use-admin-action';

/** The fields an entry changed, each with its value before and after. */
function ActivityChangeList({ entry }: { entry: AdminActivity }) {
  const changes = activityChanges(entry.details);
  if (changes.length === 0) return null;
  return (
    <ul className="admin-changes">
      {changes.map(({ field, before, after }) => (
        <li key={field}>
          {field}: was “{before}”, now “{after}”
        </li>
      ))}
    </ul>
  );
}

/**
 * `/admin/log-activity`: who did what and when, with filters (action, the moderation rule that
 * decided an entry, actor, date range), and the filtered entries exported as CSV.
 */
export function LogActivitySection() {
  const filters = useFilterParams();
  const action = filters.list('action');
  const rule = filters.list('rule').filter(isModerationRule);
  const actor = filters.text('actor');
  const from = filters.text('from');
  const to = filters.text('to');
  const shown = { action, rule, actor, from, to };
  const page = useAdminPage<AdminActivity[]>('log-activity', { ...shown, page: filters.page });
  const actions = useAdminList<string>('log-activity/actions', { limit: 100 });
  const knownActions = [...new Set([...actions, ...action])].sort();
  const exporting = useAdminAction();

  const exportCsv = () =>
    exporting.run(async () => {
      await downloadAdminFile(
        'log-activity/export.csv',
        shown,
        `activity-log-${new Date().toISOString().slice(0, 10)}.csv`,
      );
      return 'The CSV export of these entries is downloading.';
    });

  return (
    <AdminListSection
      title="Activity log"
      description="Every admin action and every public write, with who did it and when (times in UTC)."
      actions={
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void exportCsv()}
          disabled={exporting.busy}
        >
          Export CSV
        </button>
      }
      page={page}
      loadingLabel="Loading the activity log"
      empty={{
        title: 'Nothing was logged for these filters.',
        hint: 'Widen the date range or choose all actions.',
      }}
      caption="Activity log, newest first"
      columns={['When', 'Who', 'Action', 'What', 'Details']}
      renderRow={(entry) => (
        <tr>
          <td>
            <DateTime value={entry.createdAt} />
          </td>
          <td>{entry.actor}</td>
          <td>{actionLabel(entry.action)}</td>
          <td>
            <ActivitySubjectLink entry={entry} />
          </td>
          <td className="admin-table__muted">
            {activityDetails(entry.details)}
            <ActivityChangeList entry={entry} />
          </td>
        </tr>
      )}
    >
      <ActionFeedback message={exporting.message} error={exporting.error} />
      <div className="activity-filters">
        <FilterForm
          label="Filter the activity log"
          check={(form) => {
            const [start, end] = [formDay(form, 'from'), formDay(form, 'to')];
            // Both are yyyy-MM-dd here, so they compare as text.
            return start && end && end < start
              ? { field: 'to', message: 'The end date is before the start date.' }
              : null;
          }}
          read={(form) => ({
            action: form.getAll('action').map(String).filter(Boolean),
            rule: form.getAll('rule').map(String).filter(Boolean),
            actor: formText(form, 'actor'),
            from: formDay(form, 'from'),
            to: formDay(form, 'to'),
          })}
        >
          <div className="admin-field">
            <label htmlFor="activity-action">Action</label>
            <select id="activity-action" name="action" defaultValue={action[0] ?? ''}>
              <option value="">All actions</option>
              {knownActions.map((name) => (
                <option key={name} value={name}>
                  {actionLabel(name)}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor="activity-rule">Moderation rule</label>
            <select id="activity-rule" name="rule" defaultValue={rule[0] ?? ''}>
              <option value="">Any or none</option>
              {MODERATION_RULES.map((name) => (
                <option key={name} value={name}>
                  {MODERATION_RULE_LABELS[name]}
                </option>
              ))}
            </select>
          </div>
          <FilterInput
            id="activity-actor"
            name="actor"
            label="Actor"
            defaultValue={actor}
            placeholder="E-mail or anonymous"
          />
          <DayInput id="activity-from" name="from" label="From" defaultValue={from} />
          <DayInput id="activity-to" name="to" label="To" defaultValue={to} />
        </FilterForm>
      </div>
    </AdminListSection>
  );
}
