import type { Logger } from '../../platform/logger';
import type { TaskDefinition } from '../../platform/tasks/task';
import type { AlertMailSettings } from './alert-mail';
import { DIGEST_TASK_INTERVAL_MS, sendDueDigests } from './alert-service';

export const SEND_DIGESTS_TASK = 'alerts.send-digests';

/**
 * Every hour, the digests of the alerts due: the new open jobs of each search since its last
 * digest, read from the job events; none, no e-mail (decision 033).
 */
export function createSendDigestsTask(mail: AlertMailSettings, logger?: Logger): TaskDefinition {
  return {
    name: SEND_DIGESTS_TASK,
    description: 'E-mails each due job alert the new open jobs of its search.',
    intervalMs: DIGEST_TASK_INTERVAL_MS,
    run: ({ db, now }) => sendDueDigests(db, mail, now, logger),
  };
}
