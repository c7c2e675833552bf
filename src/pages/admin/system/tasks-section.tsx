import './system-sections.css';

import type { AdminTask, AdminTaskRun } from '../../../../contract/admin-types';
import { useAdminPage, useAdminWrite } from '../../../api/admin-api';
import { AdminListSection } from '../shell/admin-list-section';
import {
  ActionFeedback,
  DateTime,
  formatDuration,
  RowAction,
  useFilterParams,
} from '../shell/admin-ui';
import { StateBadge } from '../shell/state-badge';
import { useAdminAction } from '../shell/use-admin-action';

// Runs finish on their own: the list follows them while it is open.
const REFRESH_MS = 5_000;

/** "every 1 min", "every 6 h", "every 10 s". */
export function describeInterval(ms: number): string {
  if (ms % 3_600_000 === 0) return `every ${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `every ${ms / 60_000} min`;
  return `every ${ms / 1_000} s`;
}

/** How long a run took, or that it is still running. */
export function describeDuration(run: Pick<AdminTaskRun, 'startedAt' | 'endedAt'>): string {
  if (!run.startedAt || !run.endedAt) return 'still running';
  return formatDuration(Date.parse(run.endedAt) - Date.parse(run.startedAt));
}

function RunLine({ run }: { run: AdminTaskRun }) {
  const result = run.result ? Object.entries(run.result) : [];
  return (
    <li>
      <StateBadge state={run.status} /> <DateTime value={run.startedAt} />
      <span className="admin-table__muted">
        {' '}
        · {describeDuration(run)}
        {run.attempt > 1 && ` · try ${run.attempt}`}
      </span>
      {result.length > 0 && (
        <span className="admin-table__muted admin-table__block">
          {result.map(([key, value]) => `${key}: ${String(value)}`).join(', ')}
        </span>
      )}
      {run.error && <span className="admin-table__block admin-task__error">{run.error}</span>}
    </li>
  );
}

function Schedule({ task }: { task: AdminTask }) {
  return (
    <>
      <span className="admin-table__block">{describeInterval(task.intervalMs)}</span>
      {task.running && <StateBadge state="running" />}
      {task.retryAt ? (
        <span className="admin-table__block">
          Try {task.failedAttempts + 1} at <DateTime value={task.retryAt} />
        </span>
      ) : (
        <span className="admin-table__block">
          Next: {task.nextRunAt ? <DateTime value={task.nextRunAt} /> : 'when the runner starts'}
        </span>
      )}
    </>
  );
}

/** `/admin/tasks`: the background tasks, when each runs next, its last runs, and "Run now". */
export function TasksSection() {
  const filters = useFilterParams();
  const page = useAdminPage<AdminTask[]>(
    'tasks',
    { page: filters.page },
    { refetchIntervalMs: REFRESH_MS },
  );
  const write = useAdminWrite();
  const action = useAdminAction();

  const runNow = (name: string) =>
    action.run(async () => {
      await write('POST', `tasks/${encodeURIComponent(name)}/run`);
      return `${name} is due now: one of the server processes runs it within seconds.`;
    });

  return (
    <AdminListSection
      title="Background tasks"
      description="Work no request starts: each task runs in one server process at a time, and each run is recorded (times in UTC)."
      page={page}
      loadingLabel="Loading the tasks"
      empty={{ title: 'The app has no background tasks.', hint: 'Tasks are registered in code.' }}
      caption="Background tasks"
      columns={['Task', 'Schedule', 'Last runs, newest first', 'Actions']}
      renderRow={(task) => (
        <tr data-testid={`task-${task.name}`}>
          <td className="admin-table__text">
            <strong>{task.name}</strong>
            <p>{task.description}</p>
          </td>
          <td>
            <Schedule task={task} />
          </td>
          <td>
            {task.lastRuns.length === 0 ? (
              <span className="admin-table__muted">Not run yet</span>
            ) : (
              <ul className="admin-task__runs">
                {task.lastRuns.map((run) => (
                  <RunLine key={run.id} run={run} />
                ))}
              </ul>
            )}
          </td>
          <td className="admin-table__actions">
            <RowAction
              label={`Run ${task.name} now`}
              disabled={action.busy}
              onClick={() => void runNow(task.name)}
            >
              Run now
            </RowAction>
          </td>
        </tr>
      )}
    >
      <ActionFeedback message={action.message} error={action.error} />
    </AdminListSection>
  );
}
