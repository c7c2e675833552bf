import type { Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';

import { ADMIN_SCOPES } from '../../../src/api/admin-scopes';
import { actorOf } from '../../auth/require-scope';
import type { Database } from '../../db/schema';
import { HttpError, okEnvelope, sendEnvelope } from '../../http/envelope';
import { listTaskOverview } from '../../platform/tasks/task-overview';
import type { TaskRunner } from '../../platform/tasks/task-runner';
import { parseOrThrow } from '../validation';
import { createAdminSectionRouter } from './admin-list';
import { pageParam } from './admin-query';
import { requestTaskRun } from './system-service';

const nameParamsSchema = z.strictObject({
  name: z.string().regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/, { error: 'must be a task name' }),
});

/** `/api/admin/tasks`: the background tasks with their schedule and last runs, and "run now". */
export function createTasksAdminRouter(db: Kysely<Database>, tasks: TaskRunner): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.system, {
    query: z.strictObject({ page: pageParam }),
    list: (_filters, paging) => listTaskOverview(db, tasks.tasks, paging),
  });

  router.post('/:name/run', async (req, res) => {
    const { name } = parseOrThrow(nameParamsSchema, req.params, 'params');
    if (!(await requestTaskRun(db, tasks, name, actorOf(res.locals.auth))))
      throw new HttpError(404, 'There is no task of this name.');
    sendEnvelope(res, okEnvelope({ name }, 202, 'Accepted'));
  });

  return router;
}
