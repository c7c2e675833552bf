import type { TaskDefinition } from '../../platform/tasks/task';
import { publishDueDocuments } from './content-writes-service';

/**
 * Publishes the posts (and pages, the FAQ) whose scheduled time has come, so a post scheduled in
 * the admin goes public by itself, as scheduled jobs do. Every 10 s. Each process refreshes its
 * content and drops its cached pages when the database announces the change (migration 027).
 */
export function createPublishScheduledContentTask(origin: string): TaskDefinition {
  return {
    name: 'content.publish-scheduled',
    description:
      'Publishes scheduled posts whose publishing time has come: on the site, the sitemap and the feeds.',
    intervalMs: 10_000,
    run: ({ db, now }) => publishDueDocuments(db, origin, now),
  };
}
