import { randomInt } from 'node:crypto';

import type { Request, Response } from 'express';

import type { ExperimentState } from '../../contract/experiment-state';
import { EXPERIMENT_COOKIE, EXPERIMENT_COOKIE_MAX_AGE_S } from '../../contract/constants';
import { parseCookieHeader, serializeCookie } from '../../contract/cookies';
import {
  assignExperiment,
  serializeExperimentCookie,
  type ExperimentDefinition,
} from '../../contract/experiment-cookie';

/** SPEC §9: the experiment `tech-at-{company}`, two variants weighted 50/50. */
export function experimentDefinitions(companySlug: string): ExperimentDefinition[] {
  return [{ id: `tech-at-${companySlug}`, weights: [50, 50] }];
}

const RANDOM_RESOLUTION = 1_000_000;
const secureRandom = () => randomInt(RANDOM_RESOLUTION) / RANDOM_RESOLUTION;

/**
 * Reads the visitor's `exp` cookie, assigns a variant when there is none (or it is stale) and
 * sets the cookie for 7 days on path `/`, so the server renders the assigned variant: no flicker.
 */
export function assignExperiments(
  req: Request,
  res: Response,
  definitions: ExperimentDefinition[],
  secure: boolean,
): ExperimentState {
  const cookies = parseCookieHeader(req.headers.cookie);
  const state: ExperimentState = { variants: {}, newlyAssigned: [] };
  for (const definition of definitions) {
    const { assignment, isNew } = assignExperiment(
      definition,
      cookies[EXPERIMENT_COOKIE],
      secureRandom,
    );
    state.variants[definition.id] = assignment.variants[0] ?? 0;
    if (isNew) {
      state.newlyAssigned.push(definition.id);
      res.append(
        'Set-Cookie',
        serializeCookie(EXPERIMENT_COOKIE, serializeExperimentCookie(assignment), {
          maxAgeSeconds: EXPERIMENT_COOKIE_MAX_AGE_S,
          path: '/',
          sameSite: 'Lax',
          secure,
          // The browser never reads it: the variant reaches the page in the hydration data.
          httpOnly: true,
        }),
      );
    }
  }
  return state;
}
