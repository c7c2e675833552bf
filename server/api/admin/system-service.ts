import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import type { TaskRunner } from '../../platform/tasks/task-runner';
import { recordActivity } from '../activity/activity.repository';
import type { Actor } from '../activity/actor';

/** "Run now" from the admin, logged with it; false when no task has this name. */
export function requestTaskRun(
  db: Kysely<Database>,
  tasks: TaskRunner,
  name: string,
  actor: Actor,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await tasks.requestRun(name, trx))) return false;
    await recordActivity(trx, {
      actor,
      action: 'task.run_requested',
      entity: 'task',
      entityId: name,
    });
    return true;
  });
}
