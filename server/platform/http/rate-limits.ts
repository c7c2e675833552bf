import type { RequestHandler } from 'express';
import { rateLimit, type Options, type Store } from 'express-rate-limit';

import type { Env, RateLimitSetting } from '../config';
import type { Logger } from '../logger';
import { failEnvelope, sendEnvelope } from './envelope';

/** The limits of the environment, each counted per client address unless its route says otherwise. */
const LIMIT_SETTINGS = {
  comments: 'RATE_LIMIT_COMMENTS',
  talentSignup: 'RATE_LIMIT_TALENT_SIGNUP',
  signIn: 'RATE_LIMIT_SIGN_IN',
  signInAccount: 'RATE_LIMIT_SIGN_IN_ACCOUNT',
  adminApi: 'RATE_LIMIT_ADMIN_API',
} as const satisfies Record<string, keyof Env>;

type RateLimitName = keyof typeof LIMIT_SETTINGS;

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/**
 * A limiter's over-limit answer, what it counts by (default: the client's address), and which
 * answers it leaves uncounted (default: none).
 */
type LimitOptions = Partial<Pick<Options, 'handler' | 'keyGenerator' | 'requestWasSuccessful'>>;

export interface RateLimiters {
  /**
   * The middleware that enforces the limit `name` (its count and window from the environment):
   * past it, `429` with `Retry-After`, by default as an API envelope. One call per name: each
   * call counts on its own (in Redis, under the name's own keys).
   */
  limit(name: RateLimitName, options?: LimitOptions): RequestHandler;
}

interface RateLimitersOptions {
  logger: Logger;
  /** Where counts live: a store per limit (Redis, shared by every process); unset, in this process. */
  storeFor?: (prefix: string) => Store;
}

const passThrough: RequestHandler = (_req, _res, next) => next();

const tooManyRequests: Options['handler'] = (_req, res) =>
  sendEnvelope(res, failEnvelope(429, TOO_MANY_REQUESTS_MESSAGE));

/**
 * The abuse limits of the app (issue 12), on express-rate-limit.
 *
 * @example
 * const limiters = createRateLimiters(env, { logger });
 * router.post('/talent-community', limiters.limit('talentSignup'), handler);
 */
export function createRateLimiters(
  env: Pick<Env, (typeof LIMIT_SETTINGS)[RateLimitName]>,
  { logger, storeFor }: RateLimitersOptions,
): RateLimiters {
  return {
    limit(name, options = {}) {
      const setting: RateLimitSetting | null = env[LIMIT_SETTINGS[name]];
      if (!setting) return passThrough;
      return rateLimit({
        windowMs: setting.windowMs,
        limit: setting.limit,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        identifier: name,
        handler: options.handler ?? tooManyRequests,
        ...(options.keyGenerator ? { keyGenerator: options.keyGenerator } : {}),
        ...(options.requestWasSuccessful
          ? { requestWasSuccessful: options.requestWasSuccessful, skipSuccessfulRequests: true }
          : {}),
        store: storeFor?.(`rate-limit:${name}:`),
        // A store that cannot answer (Redis down) lets the request through, logged: a broken
        // counter must not take comments, sign-in or the admin area down with it.
        passOnStoreError: true,
        logger,
        // Trust in X-Forwarded-For is TRUST_PROXY's, deliberately; and the provider's routes carry
        // one the app writes itself (auth/trusted-forwarded-headers.ts): no warning about it.
        validate: { xForwardedForHeader: false },
      });
    },
  };
}
