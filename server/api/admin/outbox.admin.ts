import type { Router } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';

import { ADMIN_SCOPES } from '../../../src/api/admin-scopes';
import { isPositiveId } from '../../../src/api/query-params';
import type { Database } from '../../db/schema';
import { HttpError, okEnvelope, sendEnvelope } from '../../http/envelope';
import { findOutboxMessage, listOutbox } from '../../platform/mail/outbox';
import { parseOrThrow } from '../validation';
import { createAdminSectionRouter } from './admin-list';
import { multiParam, pageParam } from './admin-query';

const OUTBOX_STATUSES = ['pending', 'held', 'sent', 'failed'] as const;

const idParamsSchema = z.strictObject({
  id: z
    .string()
    .refine(isPositiveId, { error: 'must be a positive whole number' })
    .transform(Number),
});

/** `/api/admin/outbox`: the mail written by the app, newest first, and one message with both parts. */
export function createOutboxAdminRouter(db: Kysely<Database>): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.system, {
    query: z.strictObject({ page: pageParam, status: multiParam(OUTBOX_STATUSES) }),
    list: (filters, paging) => listOutbox(db, filters, paging),
  });

  router.get('/:id', async (req, res) => {
    const { id } = parseOrThrow(idParamsSchema, req.params, 'params');
    const message = await findOutboxMessage(db, id);
    if (!message) throw new HttpError(404, 'There is no message with this number in the outbox.');
    sendEnvelope(res, okEnvelope(message));
  });

  return router;
}
