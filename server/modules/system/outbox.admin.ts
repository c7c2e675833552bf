import type { Router } from 'express';
import { z } from 'zod';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { isPositiveId } from '../../../contract/query-params';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { parseOrThrow } from '../../platform/http/validation';
import { createAdminSectionRouter } from '../../platform/admin-lists/admin-list';
import { multiParam, pageParam } from '../../platform/admin-lists/admin-query';
import type { SystemService } from './system-service';

const OUTBOX_STATUSES = ['pending', 'held', 'sent', 'failed'] as const;

const idParamsSchema = z.strictObject({
  id: z
    .string()
    .refine(isPositiveId, { error: 'must be a positive whole number' })
    .transform(Number),
});

/** `/api/admin/outbox`: the mail written by the app, newest first, and one message with both parts. */
export function createOutboxAdminRouter(system: SystemService): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.system, {
    query: z.strictObject({ page: pageParam, status: multiParam(OUTBOX_STATUSES) }),
    list: (filters, paging) => system.listOutbox(filters, paging),
  });

  router.get('/:id', async (req, res) => {
    const { id } = parseOrThrow(idParamsSchema, req.params, 'params');
    sendEnvelope(res, okEnvelope(await system.findOutboxMessage(id)));
  });

  return router;
}
