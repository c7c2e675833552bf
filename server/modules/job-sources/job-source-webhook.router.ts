import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';

import { isPositiveId } from '../../../contract/query-params';
import { HttpError, okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from '../../platform/http/json-depth';
import { invalidInputError, parseOrThrow } from '../../platform/http/validation';
import type { JobSourceService } from './job-source-service';

/** Job webhooks are small (an event and a job); a larger body is not one. */
const WEBHOOK_BODY_LIMIT = '256kb';

const idParamsSchema = z.strictObject({
  id: z
    .string()
    .refine(isPositiveId, { error: 'must be a positive whole number' })
    .transform(Number),
});

/**
 * `POST /api/job-sources/:id/webhook` (public): the ATS tells of a job change. The signature it
 * documents is checked on the raw body; a bad or replayed one is refused (401, nothing synced),
 * and a body nested deeper than any delivery (`MAX_JSON_DEPTH`) is a 400 before any check;
 * a good one answers 202 and syncs the source at once. Deliveries are counted per client
 * (`deliveryLimit`, `RATE_LIMIT_JOB_SOURCE_WEBHOOK`) before the body is read or the signature
 * checked: a flood, signed or not, is refused with 429 and syncs nothing.
 *
 * @example
 * app.use('/api', createJobSourceWebhookRouter({ sources, deliveryLimit: limiters.limit('jobSourceWebhook') }));
 */
export function createJobSourceWebhookRouter({
  sources,
  deliveryLimit,
}: {
  sources: JobSourceService;
  deliveryLimit: RequestHandler;
}): Router {
  const router = Router();
  router.post(
    '/job-sources/:id/webhook',
    deliveryLimit,
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    async (req, res) => {
      const { id } = parseOrThrow(idParamsSchema, req.params, 'params');
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      // Read as raw bytes for the signature, but parsed by some checks (Teamtailor's).
      if (nestsDeeperThan(body)) throw invalidInputError('body', TOO_DEEP_MESSAGE);
      const outcome = await sources.receiveWebhook(id, { header: (name) => req.get(name), body });
      if (outcome.status === 'refused')
        throw new HttpError(401, 'The signature is not valid, or this delivery was seen before.');
      sendEnvelope(res, okEnvelope({ syncing: true }, 202, 'Accepted'));
    },
  );
  return router;
}
