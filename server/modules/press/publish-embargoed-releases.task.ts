import type { TaskDefinition } from '../../platform/tasks/task';
import { publishDueReleases } from './press-release-admin-service';

/**
 * Ends the embargoes whose time has come (decision 063): each release becomes public on /press,
 * its page, the feed and the sitemap at once, since its write drops every page and HTML cache
 * (the triggers of migration 004), and the log says so. Every 10 s: with the runner's tick
 * (TASKS_TICK_MS, 5 s by default) a release is public at most about 15 s after its time.
 */
export const publishEmbargoedReleasesTask: TaskDefinition = {
  name: 'press.publish-embargoed',
  description:
    'Publishes the press releases whose embargo has ended: on /press, their pages, the feed and the sitemap.',
  intervalMs: 10_000,
  run: ({ db, now }) => publishDueReleases(db, now),
};
