import { Router } from 'express';
import { z } from 'zod';

import type { AdminList } from '../../../contract/admin-types';
import type { AdminJobSource, AdminJobSourceKind } from '../../../contract/admin-job-source-types';
import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { isPositiveId } from '../../../contract/query-params';
import { ADMIN_PAGE_SIZE } from '../../../contract/constants';
import { pageParam } from '../../platform/admin-lists/admin-query';
import { actorOf, requireScope } from '../../platform/auth/require-scope';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { jsonBody, parseOrThrow, plainText } from '../../platform/http/validation';
import { adminJobSourceKinds } from './connectors';
import { jobSourceInputSchema } from './job-source-input';
import type { JobSourceService } from './job-source-service';

const listQuerySchema = z.strictObject({ page: pageParam });
const departmentName = plainText({ min: 1, max: 80 });
const departmentsInputSchema = z.strictObject({
  defaultDepartment: departmentName,
  mappings: z
    .array(z.strictObject({ atsDepartment: departmentName, department: departmentName.nullable() }))
    .max(500, { error: 'must hold at most 500 mappings' }),
});
const idParamsSchema = z.strictObject({
  id: z
    .string()
    .refine(isPositiveId, { error: 'must be a positive whole number' })
    .transform(Number),
});

/**
 * `/api/admin/job-sources` (scope admin:jobs; docs/api.md): the applicant-tracking sources, added,
 * tested, synced now, paused and resumed, removed (their jobs close).
 */
export function createJobSourcesAdminRouter(sources: JobSourceService): Router {
  const router = Router();
  router.use(requireScope(ADMIN_SCOPES.jobs));

  router.get('/', async (req, res) => {
    const { page } = parseOrThrow(listQuerySchema, req.query, 'query');
    const list: AdminList<AdminJobSource> = await sources.listSources({
      page,
      limit: ADMIN_PAGE_SIZE,
    });
    sendEnvelope(res, okEnvelope(list));
  });

  // The ATSs a source can read, with what the "Add a source" form says about each.
  router.get('/kinds', (_req, res) => {
    const kinds: AdminJobSourceKind[] = adminJobSourceKinds();
    sendEnvelope(res, okEnvelope(kinds));
  });

  router.post('/test', jsonBody(), async (req, res) => {
    const input = parseOrThrow(jobSourceInputSchema, req.body, 'body');
    sendEnvelope(res, okEnvelope(await sources.testSource(input)));
  });

  router.post('/', jsonBody(), async (req, res) => {
    const input = parseOrThrow(jobSourceInputSchema, req.body, 'body');
    const added = await sources.addSource(input, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(added, 201, 'Created'));
  });

  router.get('/:id', async (req, res) => {
    const { id } = parseOrThrow(idParamsSchema, req.params, 'params');
    sendEnvelope(res, okEnvelope(await sources.getSource(id)));
  });

  router.get('/:id/departments', async (req, res) => {
    const { id } = parseOrThrow(idParamsSchema, req.params, 'params');
    sendEnvelope(res, okEnvelope(await sources.getDepartments(id)));
  });

  // Applied to the jobs by the next sync, which this makes due at once.
  router.put('/:id/departments', jsonBody(), async (req, res) => {
    const { id } = parseOrThrow(idParamsSchema, req.params, 'params');
    const input = parseOrThrow(departmentsInputSchema, req.body, 'body');
    const saved = await sources.saveDepartments(id, input, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(saved));
  });

  router.post('/:id/sync', async (req, res) => {
    const { id } = parseOrThrow(idParamsSchema, req.params, 'params');
    sendEnvelope(res, okEnvelope(await sources.syncNow(id, actorOf(res.locals.auth))));
  });

  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const)
    router.post(`/:id/${action}`, async (req, res) => {
      const { id } = parseOrThrow(idParamsSchema, req.params, 'params');
      const source = await sources.setPaused(id, paused, actorOf(res.locals.auth));
      sendEnvelope(res, okEnvelope(source));
    });

  router.delete('/:id', async (req, res) => {
    const { id } = parseOrThrow(idParamsSchema, req.params, 'params');
    await sources.removeSource(id, actorOf(res.locals.auth));
    res.status(204).end();
  });

  return router;
}
