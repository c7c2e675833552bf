import type { RequestHandler } from 'express';
import { z } from 'zod';

import { isPositiveId } from '../../../contract/query-params';
import { actorOf } from '../auth/require-scope';
import { HttpError, okEnvelope, sendEnvelope } from '../http/envelope';
import type { Actor } from '../auth/actor';
import { parseOrThrow } from '../http/validation';

const idParamsSchema = z.strictObject({
  id: z
    .string()
    .refine(isPositiveId, { error: 'must be a positive whole number' })
    .transform(Number),
});

/**
 * `DELETE /:id`: `remove` (a service) deletes the row and logs it, answering what it removed,
 * or `undefined` when there was no such row (then a 404 with `notFound`).
 *
 * @example
 * router.delete(
 *   '/:id',
 *   adminDeleteHandler('This keyword is not on the list (any more).', (id, actor) =>
 *     removeKeyword(db, id, actor),
 *   ),
 * );
 */
export function adminDeleteHandler<T>(
  notFound: string,
  remove: (id: number, actor: Actor) => Promise<T | undefined>,
): RequestHandler {
  return async (req, res) => {
    const { id } = parseOrThrow(idParamsSchema, req.params, 'params');
    const removed = await remove(id, actorOf(res.locals.auth));
    if (removed === undefined) throw new HttpError(404, notFound);
    sendEnvelope(res, okEnvelope(removed));
  };
}
