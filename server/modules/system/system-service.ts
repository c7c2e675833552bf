import type { Kysely } from 'kysely';

import type { Actor } from '../../platform/auth/actor';
import type { Database } from '../../platform/db/schema';
import { findOutboxMessage, listOutbox } from '../../platform/mail/outbox';
import { listTaskOverview } from '../../platform/tasks/task-overview';
import type { TaskRunner } from '../../platform/tasks/task-runner';
import { NotFoundError } from '../../platform/domain-errors';
import { recordActivity } from '../activity';

/** "Run now" from the admin, logged with it; NotFoundError when no task has this name. */
export function requestTaskRun(
  db: Kysely<Database>,
  tasks: TaskRunner,
  name: string,
  actor: Actor,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    if (!(await tasks.requestRun(name, trx)))
      throw new NotFoundError('There is no task of this name.');
    await recordActivity(trx, {
      actor,
      action: 'task.run_requested',
      entity: 'task',
      entityId: name,
    });
  });
}

/** The admin's view of the platform's background work: the tasks and the mail outbox. */
export function createSystemService(db: Kysely<Database>, tasks: TaskRunner) {
  return {
    listTasks: (paging: Parameters<typeof listTaskOverview>[2]) =>
      listTaskOverview(db, tasks.tasks, paging),
    requestTaskRun: (name: string, actor: Actor) => requestTaskRun(db, tasks, name, actor),
    listOutbox: (
      filters: Parameters<typeof listOutbox>[1],
      paging: Parameters<typeof listOutbox>[2],
    ) => listOutbox(db, filters, paging),
    async findOutboxMessage(id: number) {
      const message = await findOutboxMessage(db, id);
      if (!message) throw new NotFoundError('There is no message with this number in the outbox.');
      return message;
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
