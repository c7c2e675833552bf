import { Router, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { okEnvelope, sendEnvelope } from '../../http/envelope';
import { jsonBody, parseOrThrow } from '../validation';
import { talentSignupSchema } from './talent-schemas';
import { joinTalentCommunity } from './talent-service';

export const TALENT_JOINED_MESSAGE = 'Thanks for joining the talent community!';

interface TalentRouterDeps {
  db: Kysely<Database>;
  /** Answers 429 past the signup limit (http/rate-limits.ts). */
  signupLimit: RequestHandler;
}

/**
 * The talent community signup, mounted by the app at `/api`.
 *
 * @example
 * app.use('/api', createTalentRouter({ db, signupLimit: limiters.limit('talentSignup') }));
 * // POST /api/talent-community {name, email, country, interests, consent: true}
 * //   → 201 { id } for a new address, 200 { id } when it updates an earlier signup
 */
export function createTalentRouter({ db, signupLimit }: TalentRouterDeps): Router {
  const router = Router();

  router.post('/talent-community', signupLimit, jsonBody(), async (req, res) => {
    const signup = parseOrThrow(talentSignupSchema, req.body, 'body');
    const { id, created } = await joinTalentCommunity(db, signup);
    sendEnvelope(res, okEnvelope({ id }, created ? 201 : 200, TALENT_JOINED_MESSAGE));
  });

  return router;
}
