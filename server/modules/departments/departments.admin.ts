import { Router } from 'express';

import type { AdminDepartment } from '../../../contract/admin-department-types';
import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import type { AdminPage } from '../../../contract/admin-types';
import { actorOf, requireScope } from '../../platform/auth/require-scope';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { jsonBody, parseOrThrow } from '../../platform/http/validation';
import type { DepartmentService } from './department-service';
import { departmentIdSchema, departmentInputSchema } from './department-schemas';

/**
 * `/api/admin/departments` (scope admin:jobs, as the jobs they hold; docs/api.md): the site's
 * departments, all on one page (a site has a few dozen at most); add one, rename one.
 */
export function createDepartmentsAdminRouter(departments: DepartmentService): Router {
  const router = Router();
  router.use(requireScope(ADMIN_SCOPES.jobs));

  router.get('/', async (_req, res) => {
    const list = await departments.list();
    const page: AdminPage<AdminDepartment[]> = {
      content: list,
      pager: { page: 1, totalPages: 1, total: list.length },
    };
    sendEnvelope(res, okEnvelope(page));
  });

  router.post('/', jsonBody(), async (req, res) => {
    const { name } = parseOrThrow(departmentInputSchema, req.body, 'body');
    const added = await departments.add(name, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(added, 201, 'Created'));
  });

  router.put('/:id', jsonBody(), async (req, res) => {
    const { id } = parseOrThrow(departmentIdSchema, req.params, 'params');
    const { name } = parseOrThrow(departmentInputSchema, req.body, 'body');
    sendEnvelope(res, okEnvelope(await departments.rename(id, name, actorOf(res.locals.auth))));
  });

  return router;
}
