import { Router, type RequestHandler } from 'express';

import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { jsonBody, parseOrThrow } from '../../platform/http/validation';
import { talentSignupSchema } from './talent-schemas';
import type { TalentService } from './talent-service';

export const TALENT_JOINED_MESSAGE = 'Thanks for joining the talent community!';

interface TalentRouterDeps {
  talent: TalentService;
  /** Answers 429 past the signup limit (http/rate-limits.ts). */
  signupLimit: RequestHandler;
}

/**
 * The talent community signup, mounted by the app at `/api`. The answer is the same whether the
 * address is new or already signed up (202, no id), so it tells nobody who has signed up.
 *
 * @example
 * app.use('/api', createTalentRouter({ talent, signupLimit: limiters.limit('talentSignup') }));
 * // POST /api/talent-community {name, email, country, interests, consent: true}
 * //   → 202 { success: true, code: 202, data: null, message: TALENT_JOINED_MESSAGE }
 */
export function createTalentRouter({ talent, signupLimit }: TalentRouterDeps): Router {
  const router = Router();

  router.post('/talent-community', signupLimit, jsonBody(), async (req, res) => {
    const signup = parseOrThrow(talentSignupSchema, req.body, 'body');
    await talent.joinTalentCommunity(signup);
    sendEnvelope(res, okEnvelope(null, 202, TALENT_JOINED_MESSAGE));
  });

  return router;
}
