import type { TaskDefinition } from '../../platform/tasks/task';
import { pruneUnconfirmedSignups } from './talent-service';

/**
 * Deletes talent community signups nobody confirmed within 30 days of their last confirmation
 * link: an address typed by someone else leaves no trace past that.
 */
export const pruneUnconfirmedSignupsTask: TaskDefinition = {
  name: 'talent.prune-unconfirmed',
  description: 'Deletes talent community signups not confirmed within 30 days.',
  intervalMs: 3_600_000,
  run: async ({ db, now }) => ({ deleted: await pruneUnconfirmedSignups(db, now) }),
};
