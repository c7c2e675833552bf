import type { Router } from 'express';
import { z } from 'zod';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { actorOf } from '../../platform/auth/require-scope';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { parseOrThrow } from '../../platform/http/validation';
import { createAdminSectionRouter } from '../../platform/admin-lists/admin-list';
import { pageParam } from '../../platform/admin-lists/admin-query';
import type { SystemService } from './system-service';

const nameParamsSchema = z.strictObject({
  name: z.string().regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/, { error: 'must be a task name' }),
});

/** `/api/admin/tasks`: the background tasks with their schedule and last runs, and "run now". */
export function createTasksAdminRouter(system: SystemService): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.system, {
    query: z.strictObject({ page: pageParam }),
    list: (_filters, paging) => system.listTasks(paging),
  });

  router.post('/:name/run', async (req, res) => {
    const { name } = parseOrThrow(nameParamsSchema, req.params, 'params');
    await system.requestTaskRun(name, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope({ name }, 202, 'Accepted'));
  });

  return router;
}
