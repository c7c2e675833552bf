import type { RequestHandler } from 'express';
import { z } from 'zod';

import { isPositiveId } from '../../../contract/query-params';
import { actorOf } from '../auth/require-scope';
import { okEnvelope, sendEnvelope } from '../http/envelope';
import type { Actor } from '../auth/actor';
import { parseOrThrow } from '../http/validation';

/** `:id` of an admin route: a positive whole number. */
export const idParamsSchema = z.strictObject({
  id: z
    .string()
    .refine(isPositiveId, { error: 'must be a positive whole number' })
    .transform(Number),
});

/**
 * `DELETE /:id`: `remove` (a service) deletes the row and logs it, answering what it removed; it
 * throws the domain's NotFoundError when there was no such row.
 *
 * @example
 * router.delete('/:id', adminDeleteHandler((id, actor) => keywords.removeKeyword(id, actor)));
 */
export function adminDeleteHandler<T>(
  remove: (id: number, actor: Actor) => Promise<T>,
): RequestHandler {
  return async (req, res) => {
    const { id } = parseOrThrow(idParamsSchema, req.params, 'params');
    sendEnvelope(res, okEnvelope(await remove(id, actorOf(res.locals.auth))));
  };
}
