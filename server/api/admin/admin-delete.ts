import type { RequestHandler } from 'express';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';

import type { Actor } from '../../activity/record-activity';
import { actorOf } from '../../auth/require-scope';
import type { Database } from '../../db/schema';
import { HttpError, okEnvelope, sendEnvelope } from '../../http/envelope';
import { parseOrThrow } from '../validation';

const idParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { error: 'must be a positive whole number' })
    .transform(Number),
});

/**
 * `DELETE /:id`: `remove` deletes the row and logs it in one transaction, answering what it
 * removed, or `undefined` when there was no such row (then a 404 with `notFound`).
 *
 * @example
 * router.delete(
 *   '/:id',
 *   adminDeleteHandler(db, 'This keyword is not on the list (any more).', removeKeyword),
 * );
 */
export function adminDeleteHandler<T>(
  db: Kysely<Database>,
  notFound: string,
  remove: (trx: Transaction<Database>, id: number, actor: Actor) => Promise<T | undefined>,
): RequestHandler {
  return async (req, res) => {
    const { id } = parseOrThrow(idParamsSchema, req.params, 'params');
    const actor = actorOf(res.locals.auth);
    const removed = await db.transaction().execute((trx) => remove(trx, id, actor));
    if (removed === undefined) throw new HttpError(404, notFound);
    sendEnvelope(res, okEnvelope(removed));
  };
}
