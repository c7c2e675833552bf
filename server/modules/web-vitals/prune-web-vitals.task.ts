import type { TaskDefinition } from '../../platform/tasks/task';
import { pruneWebVitalSamples, type WebVitalsRetention } from './web-vitals-service';

/** `web-vitals.prune`: keeps the speed samples within their retention and their cap. */
export function createPruneWebVitalsTask(retention: WebVitalsRetention): TaskDefinition {
  return {
    name: 'web-vitals.prune',
    description:
      'Deletes speed measurements older than their retention, and the oldest past the cap.',
    intervalMs: 3_600_000,
    run: ({ db, now }) => pruneWebVitalSamples(db, retention, now),
  };
}
