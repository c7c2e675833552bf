import type { TaskDefinition } from '../../platform/tasks/task';
import { pruneUnconfirmedAlerts } from './alert-service';

/**
 * Deletes job alerts nobody confirmed within 30 days of their last confirmation link: an address
 * typed by someone else leaves no trace past that.
 */
export const pruneUnconfirmedAlertsTask: TaskDefinition = {
  name: 'alerts.prune-unconfirmed',
  description: 'Deletes job alerts not confirmed within 30 days.',
  intervalMs: 3_600_000,
  run: async ({ db, now }) => ({ deleted: await pruneUnconfirmedAlerts(db, now) }),
};
