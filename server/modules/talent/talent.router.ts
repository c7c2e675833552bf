import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';

import type { ConfirmationRequestOutcome } from '../../../contract/confirmation-request';
import { paths } from '../../../contract/paths';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { jsonBody, parseOrThrow } from '../../platform/http/validation';
import { talentSignupSchema } from './talent-schemas';
import type { TalentService } from './talent-service';

/** The answer to each outcome of a signup: success-shaped for every one (decision 036). */
export const TALENT_SIGNUP_MESSAGES: Record<ConfirmationRequestOutcome, string> = {
  sent: 'Thanks! Check your inbox: unless this address is already in the community, a link to confirm your signup is on its way.',
  pending:
    'Thanks! Check your inbox: a link to confirm a signup went to this address a short while ago, so we send no second one meanwhile. Unless the address is already in the community, that link completes your signup.',
  capped:
    'This address has had as many confirmation e-mails from us as we send in a day, so your signup was not saved and nothing was sent. Check your inbox for an earlier link, or sign up again tomorrow.',
};

// A link's token is 43 URL-safe characters; a mangled one is simply unknown, a foreign one a 400.
const confirmBodySchema = z.strictObject({
  token: z
    .string({ error: 'must be the token of the confirmation link' })
    .regex(/^[\w-]{1,100}$/, { error: 'must be the token of the confirmation link' }),
});

interface TalentRouterDeps {
  talent: TalentService;
  /** Answers 429 past the signup limit (http/rate-limits.ts). */
  signupLimit: RequestHandler;
}

/**
 * The talent community signup and its confirmation, mounted by the app at `/api`. The signup's
 * answers (202, no id) depend on the links the address was sent lately, never on whether it has
 * signed up (decision 036), so they tell nobody who has. The confirmation is the target of the confirmation page's form (no
 * script needed): it answers 303 to that page, which says what happened.
 *
 * @example
 * app.use('/api', createTalentRouter({ talent, signupLimit: limiters.limit('talentSignup') }));
 * // POST /api/talent-community {name, email, country, interests, consent: true}
 * //   → 202 { success: true, code: 202, data: null, message: TALENT_SIGNUP_MESSAGES.sent }
 * // POST /api/talent-community/confirm token=…
 * //   → 303 Location: /talent-community/confirm?outcome=confirmed
 */
export function createTalentRouter({ talent, signupLimit }: TalentRouterDeps): Router {
  const router = Router();

  router.post('/talent-community', signupLimit, jsonBody(), async (req, res) => {
    const signup = parseOrThrow(talentSignupSchema, req.body, 'body');
    const outcome = await talent.joinTalentCommunity(signup);
    sendEnvelope(res, okEnvelope(null, 202, TALENT_SIGNUP_MESSAGES[outcome]));
  });

  router.post(
    '/talent-community/confirm',
    express.urlencoded({ extended: false, limit: '1kb' }),
    async (req, res) => {
      const { token } = parseOrThrow(confirmBodySchema, req.body ?? {}, 'body');
      const outcome = await talent.confirmTalentSignup(token);
      res.set('Cache-Control', 'no-store').redirect(303, paths.talentConfirm({ outcome }));
    },
  );

  return router;
}
