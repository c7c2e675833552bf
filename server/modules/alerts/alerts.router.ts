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
import { frequencyBodySchema, parseAlertSignup, tokenBodySchema } from './alert-schemas';
import type { AlertService } from './alert-service';

/** The answer to each outcome of saving a search: success-shaped for every one (decision 036). */
export const ALERT_SAVE_MESSAGES: Record<ConfirmationRequestOutcome, string> = {
  sent: 'Unless this address saved this search already, a link to confirm the alert is on its way. Nothing else is sent before you confirm.',
  pending:
    'A link to confirm a job alert went to this address a short while ago, and confirming it switches this search on too. We send no second link meanwhile.',
  capped:
    'This address has had as many confirmation e-mails from us as we send in a day, so this search was not saved and nothing was sent. Check your inbox for an earlier link, or save the search again tomorrow.',
};
export const ALERT_GONE_MESSAGE = 'This alert no longer exists: it was deleted or unsubscribed.';

// A form's small bodies (a token, a frequency): anything bigger is a 413.
const SMALL_FORM = '1kb';

/** The one-click unsubscribe (RFC 8058): the token in the link's query, or in the page's form. */
const unsubscribeBodySchema = z.strictObject({
  token: linkToken.optional(),
  'List-Unsubscribe': z.literal('One-Click', { error: 'must be One-Click' }).optional(),
});
const tokenQuerySchema = z.strictObject({ token: linkToken.optional() });

interface AlertsRouterDeps {
  alerts: AlertService;
  /** Answers 429 past the alert signup limit (http/rate-limits.ts). */
  signupLimit: RequestHandler;
}

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/**
 * Job alerts (decision 033), mounted by the app at the root:
 * - `POST /api/alerts` saves a search from the job list (JSON → 202 with its `outcome`; the form
 *   without script → 303 to the page that says it in words), the same answers for a known
 *   address;
 * - `POST /api/alerts/confirm`, `/api/alerts/manage`, `/api/alerts/delete`: the forms of the
 *   confirmation and manage pages, each answering 303 to its page with `?outcome=`;
 * - `GET /api/alerts/manage?token=` the alert as the manage page shows it, `null` once gone;
 * - `POST /alerts/unsubscribe?token=` the one-click unsubscribe of the `List-Unsubscribe`
 *   header (200, no page), and of the unsubscribe page's form (303 to it). A GET of that address
 *   is the page, which asks first: mail scanners follow links.
 */
export function createAlertsRouter({ alerts, signupLimit }: AlertsRouterDeps): Router {
  const router = Router();
  router.use(['/api/alerts', '/alerts'], noStore);

  router.post('/api/alerts', signupLimit, formBody(), jsonBody(), async (req, res) => {
    const outcome = await alerts.createAlert(parseAlertSignup(req.body ?? {}));
    if (req.is('application/x-www-form-urlencoded'))
      res.redirect(303, paths.alertConfirm({ outcome }));
    else sendEnvelope(res, okEnvelope({ outcome }, 202, ALERT_SAVE_MESSAGES[outcome]));
  });

  router.post('/api/alerts/confirm', formBody(SMALL_FORM), async (req, res) => {
    const { token } = parseOrThrow(tokenBodySchema, req.body ?? {}, 'body');
    const outcome = await alerts.confirmAlertLink(token);
    res.redirect(303, paths.alertConfirm({ outcome }));
  });

  router.get('/api/alerts/manage', async (req, res) => {
    const { token } = parseOrThrow(z.strictObject({ token: linkToken }), req.query, 'query');
    // A link whose alert is gone is no error of the page that asks: it says so (`null`).
    const alert = await alerts.getManagedAlert(token);
    sendEnvelope(res, okEnvelope(alert ?? null, 200, alert ? undefined : ALERT_GONE_MESSAGE));
  });

  router.post('/api/alerts/manage', formBody(SMALL_FORM), async (req, res) => {
    const { token, frequency } = parseOrThrow(frequencyBodySchema, req.body ?? {}, 'body');
    const outcome = await alerts.changeAlertFrequency(token, frequency);
    res.redirect(
      303,
      outcome === 'gone' ? paths.alertManage({ outcome }) : paths.alertManage({ token, outcome }),
    );
  });

  router.post('/api/alerts/delete', formBody(SMALL_FORM), async (req, res) => {
    const { token } = parseOrThrow(tokenBodySchema, req.body ?? {}, 'body');
    const outcome = await alerts.deleteManagedAlert(token);
    res.redirect(303, paths.alertManage({ outcome }));
  });

  router.post('/alerts/unsubscribe', formBody(SMALL_FORM), async (req, res) => {
    const body = parseOrThrow(unsubscribeBodySchema, req.body ?? {}, 'body');
    const query = parseOrThrow(tokenQuerySchema, req.query, 'query');
    const token = body.token ?? query.token;
    if (!token) throw invalidInputError('token', 'must be the token of the link');
    const outcome = await alerts.unsubscribeAlert(token);
    // A mail client's one-click POST reads no page: the status says it all.
    if (body['List-Unsubscribe']) {
      if (outcome === 'gone') throw new NotFoundError(ALERT_GONE_MESSAGE);
      sendEnvelope(res, okEnvelope(null, 200, 'You are unsubscribed: the alert is deleted.'));
    } else res.redirect(303, paths.alertUnsubscribe({ outcome }));
  });

  // Outside `/api`, the app's error handler would answer with a page: mail clients and this
  // address's callers read the API's envelope instead.
  router.use('/alerts/unsubscribe', answerWithEnvelope);

  return router;
}
