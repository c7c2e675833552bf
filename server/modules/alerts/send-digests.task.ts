import type { TaskDefinition } from '../../platform/tasks/task';
import type { AlertMailSettings } from './alert-mail';
import { DIGEST_TASK_INTERVAL_MS, sendDueDigests, type DigestOptions } from './alert-service';

export const SEND_DIGESTS_TASK = 'alerts.send-digests';

/**
 * Every hour, the digests of the alerts due: the new open jobs of each search since its last
 * digest, read from the job events; none, no e-mail (decision 033). `options.otherLinks` adds
 * another module's links (the talent community's leave link, decision 049).
 */
export function createSendDigestsTask(
  mail: AlertMailSettings,
  options: DigestOptions = {},
): TaskDefinition {
  return {
    name: SEND_DIGESTS_TASK,
    description: 'E-mails each due job alert the new open jobs of its search.',
    intervalMs: DIGEST_TASK_INTERVAL_MS,
    run: ({ db, now }) => sendDueDigests(db, mail, now, options),
  };
}
