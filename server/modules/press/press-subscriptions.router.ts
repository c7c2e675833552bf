import { Router, type RequestHandler } from 'express';
import { z } from 'zod';

import type { ConfirmationRequestOutcome } from '../../../contract/confirmation-request';
import { paths } from '../../../contract/paths';
import { NotFoundError } from '../../platform/domain-errors';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { answerWithEnvelope } from '../../platform/http/error-handler';
import {
  formBody,
  invalidInputError,
  jsonBody,
  parseOrThrow,
} from '../../platform/http/validation';
import { linkTokenSchema as linkToken } from '../../platform/mail/link-token';
import { pressSubscriptionSchema, tokenBodySchema } from './press-subscription-schemas';
import type { PressSubscriptionService } from './press-subscriptions-service';

/** The answer to each outcome of a subscription: success-shaped for every one (decision 036). */
export const PRESS_SUBSCRIBE_MESSAGES: Record<ConfirmationRequestOutcome, string> = {
  sent: 'Thanks! Check your inbox: unless this address is subscribed already, a link to confirm your subscription is on its way.',
  pending:
    'Thanks! Check your inbox: a link to confirm a subscription went to this address a short while ago, so we send no second one meanwhile.',
  capped:
    'This address has had as many confirmation e-mails from us as we send in a day, so nothing was saved or sent. Check your inbox for an earlier link, or subscribe again tomorrow.',
};
export const PRESS_UNSUBSCRIBE_GONE_MESSAGE =
  'This link belongs to no subscription: it was used already, or the address was removed.';

// A form's small bodies (a token): anything bigger is a 413.
const SMALL_FORM = '1kb';

/** The one-click unsubscribe (RFC 8058): the token in the link's query, or in the page's form. */
const unsubscribeBodySchema = z.strictObject({
  token: linkToken.optional(),
  'List-Unsubscribe': z.literal('One-Click', { error: 'must be One-Click' }).optional(),
});
const tokenQuerySchema = z.strictObject({ token: linkToken.optional() });

interface PressSubscriptionsRouterDeps {
  subscriptions: PressSubscriptionService;
  /** Answers 429 past the signup limit (http/rate-limits.ts). */
  signupLimit: RequestHandler;
}

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/**
 * Press release subscriptions (decision 064), mounted by the app at the root, as the job alerts:
 * - `POST /api/press/subscriptions` subscribes an address (JSON → 202 with its `outcome`; the form
 *   without script → 303 to the confirmation page, which says it in words), the same answers for
 *   a subscribed address;
 * - `POST /api/press/subscriptions/confirm` the confirmation page's form (303 with `?outcome=`);
 * - `POST /press/unsubscribe?token=` the one-click unsubscribe of the `List-Unsubscribe` header
 *   (200, no page) and the target of the unsubscribe page's form (303 to it). A GET of that address
 *   is the page, which asks first: mail scanners follow links.
 *
 * @example
 * app.use(createPressSubscriptionsRouter({ subscriptions, signupLimit }));
 * // POST /press/unsubscribe?token=…  List-Unsubscribe=One-Click  → 200
 */
export function createPressSubscriptionsRouter({
  subscriptions,
  signupLimit,
}: PressSubscriptionsRouterDeps): Router {
  const router = Router();
  const unsubscribePath = paths.pressUnsubscribe();
  router.use(['/api/press/subscriptions', unsubscribePath], noStore);

  router.post('/api/press/subscriptions', signupLimit, formBody(), jsonBody(), async (req, res) => {
    const input = parseOrThrow(pressSubscriptionSchema, req.body ?? {}, 'body');
    const outcome = await subscriptions.subscribe(input);
    if (req.is('application/x-www-form-urlencoded'))
      res.redirect(303, paths.pressSubscriptionConfirm({ outcome }));
    else sendEnvelope(res, okEnvelope({ outcome }, 202, PRESS_SUBSCRIBE_MESSAGES[outcome]));
  });

  router.post('/api/press/subscriptions/confirm', formBody(SMALL_FORM), async (req, res) => {
    const { token } = parseOrThrow(tokenBodySchema, req.body ?? {}, 'body');
    const outcome = await subscriptions.confirm(token);
    res.redirect(303, paths.pressSubscriptionConfirm({ outcome }));
  });

  router.post(unsubscribePath, formBody(SMALL_FORM), async (req, res) => {
    const body = parseOrThrow(unsubscribeBodySchema, req.body ?? {}, 'body');
    const query = parseOrThrow(tokenQuerySchema, req.query, 'query');
    const token = body.token ?? query.token;
    if (!token) throw invalidInputError('token', 'must be the token of the link');
    const outcome = await subscriptions.unsubscribe(token);
    // A mail client's one-click POST reads no page: the status says it all.
    if (body['List-Unsubscribe']) {
      if (outcome === 'gone') throw new NotFoundError(PRESS_UNSUBSCRIBE_GONE_MESSAGE);
      sendEnvelope(res, okEnvelope(null, 200, 'You are unsubscribed from the press releases.'));
    } else res.redirect(303, paths.pressUnsubscribe({ outcome }));
  });

  // Outside `/api`, the app's error handler would answer with a page: mail clients read the
  // API's envelope instead.
  router.use(unsubscribePath, answerWithEnvelope);

  return router;
}
