import { Router, type RequestHandler } from 'express';
import { z } from 'zod';

import { paths } from '../../../contract/paths';
import { NotFoundError } from '../../platform/domain-errors';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { answerWithEnvelope } from '../../platform/http/error-handler';
import { formBody, invalidInputError, parseOrThrow } from '../../platform/http/validation';
import { linkTokenSchema } from '../../platform/mail/link-token';
import type { TalentService } from './talent-service';

export const TALENT_GONE_MESSAGE =
  'This link belongs to no signup: it was used already, or the details were deleted.';

/** The one-click leave (RFC 8058): the token in the link's query, or in the page's form. */
const leaveBodySchema = z.strictObject({
  token: linkTokenSchema.optional(),
  'List-Unsubscribe': z.literal('One-Click', { error: 'must be One-Click' }).optional(),
});
const tokenQuerySchema = z.strictObject({ token: linkTokenSchema.optional() });

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/**
 * Leaving the talent community (decision 049), mounted by the app at the root, as the job alerts'
 * unsubscribe: `POST /talent-community/leave?token=` is the one-click leave of the
 * `List-Unsubscribe` header (200, no page) and the target of the leave page's form (303 to it
 * with `?outcome=left|gone`). A GET of that address is the page, which asks first: mail scanners
 * follow links.
 *
 * @example
 * app.use(createTalentLeaveRouter({ talent }));
 * // POST /talent-community/leave token=…  → 303 Location: /talent-community/leave?outcome=left
 */
export function createTalentLeaveRouter({ talent }: { talent: TalentService }): Router {
  const router = Router();
  const leavePath = paths.talentLeave();

  router.post(leavePath, noStore, formBody('1kb'), async (req, res) => {
    const body = parseOrThrow(leaveBodySchema, req.body ?? {}, 'body');
    const query = parseOrThrow(tokenQuerySchema, req.query, 'query');
    const token = body.token ?? query.token;
    if (!token) throw invalidInputError('token', 'must be the token of the link');
    const outcome = await talent.leaveTalentCommunity(token);
    // A mail client's one-click POST reads no page: the status says it all.
    if (body['List-Unsubscribe']) {
      if (outcome === 'gone') throw new NotFoundError(TALENT_GONE_MESSAGE);
      sendEnvelope(
        res,
        okEnvelope(null, 200, 'You left the talent community: your details are deleted.'),
      );
    } else res.redirect(303, paths.talentLeave({ outcome }));
  });

  // Outside `/api`, the app's error handler would answer with a page: mail clients read the
  // API's envelope instead.
  router.use(leavePath, answerWithEnvelope);

  return router;
}
