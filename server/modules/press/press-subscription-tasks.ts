import type { TaskDefinition } from '../../platform/tasks/task';
import type { PressMailSettings } from './press-subscription-mail';
import { announceNewReleases, pruneUnconfirmedSubscribers } from './press-subscriptions-service';

export const ANNOUNCE_RELEASES_TASK = 'press.announce-releases';

/**
 * Every minute, the releases gone public since the last run, each mailed once to the confirmed
 * subscribers: an embargoed release is announced within a minute of its time.
 */
export function createAnnounceReleasesTask(mail: PressMailSettings): TaskDefinition {
  return {
    name: ANNOUNCE_RELEASES_TASK,
    description: 'E-mails each newly public press release to the confirmed press subscribers.',
    intervalMs: 60_000,
    run: ({ db, now }) => announceNewReleases(db, mail, now),
  };
}

/** Deletes press subscribers nobody confirmed within 30 days of their last link. */
export const pruneUnconfirmedPressSubscribersTask: TaskDefinition = {
  name: 'press.prune-unconfirmed',
  description: 'Deletes press release subscriptions not confirmed within 30 days.',
  intervalMs: 3_600_000,
  run: async ({ db, now }) => ({ deleted: await pruneUnconfirmedSubscribers(db, now) }),
};
