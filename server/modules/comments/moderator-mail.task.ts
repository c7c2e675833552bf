import type { TaskDefinition } from '../../platform/tasks/task';
import {
  forgetExpiredReviewLinks,
  mailHeldComments,
  type MailOptions,
} from './moderator-mail-service';

export const MAIL_MODERATORS_TASK = 'comments.mail-moderators';
export const MODERATOR_DIGEST_TASK = 'comments.mail-digest';

// "At once" is batched by the minute: a burst of held comments makes one e-mail.
const AT_ONCE_INTERVAL_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The moderator e-mail's two tasks: every minute for the moderators who chose "at once", every
 * day for the digest (which also forgets links expired a day or more).
 */
export function createModeratorMailTasks(options: MailOptions): TaskDefinition[] {
  return [
    {
      name: MAIL_MODERATORS_TASK,
      description: 'E-mails the moderators who asked for it at once of newly held comments.',
      intervalMs: AT_ONCE_INTERVAL_MS,
      run: ({ db, now }) => mailHeldComments(db, options, 'immediate', now),
    },
    {
      name: MODERATOR_DIGEST_TASK,
      description:
        'E-mails the other moderators a daily digest of the comments held since the last.',
      intervalMs: DAY_MS,
      run: async ({ db, now }) => ({
        ...(await mailHeldComments(db, options, 'digest', now)),
        expiredLinksDeleted: await forgetExpiredReviewLinks(db, now),
      }),
    },
  ];
}
