import type { TaskDefinition } from '../../platform/tasks/task';
import type { SearchEngine } from './search-engines';
import {
  enqueueNewEvents,
  labelsOf,
  sendDueNotices,
  type SearchNotifyOptions,
} from './search-notify-service';

export const ENQUEUE_TASK = 'search.enqueue';
export const NOTIFY_TASK = 'search.notify';

/** What the admin reads when no engine is configured. */
export const NOT_NOTIFIED =
  'Search engines are not notified: no credentials (GOOGLE_INDEXING_CREDENTIALS, INDEXNOW_KEY).';

/** Which engines are told, in the admin's words, for the tasks' descriptions. */
function describeEngines(engines: readonly SearchEngine[]): string {
  if (engines.length === 0) return NOT_NOTIFIED;
  return `Tells ${labelsOf(engines)} that a job opened, changed or closed.`;
}

/**
 * The two tasks of the notifier (decision 034): `search.enqueue` turns job events into notices,
 * `search.notify` sends them. Each runs in one process at a time (decision 023).
 */
export function createSearchNotifyTasks(options: SearchNotifyOptions): TaskDefinition[] {
  return [
    {
      name: ENQUEUE_TASK,
      description: `Reads the job events into the search-engine queue. ${describeEngines(options.engines)}`,
      intervalMs: 30_000,
      run: ({ db, now }) => enqueueNewEvents(db, options, now),
    },
    {
      name: NOTIFY_TASK,
      description: `Sends the search-engine queue, retrying refusals. ${describeEngines(options.engines)}`,
      intervalMs: 30_000,
      run: ({ db, now }) => sendDueNotices(db, options.engines, now),
    },
  ];
}
