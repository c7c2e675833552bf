import type { RequestHandler } from 'express';
import { rateLimit, type Options, type Store } from 'express-rate-limit';
import { slowDown } from 'express-slow-down';

import type { Env, RateLimitSetting } from '../config';
import type { Logger } from '../logger';
import { failEnvelope, sendEnvelope } from './envelope';

/** The limits of the environment, each counted per client address unless its route says otherwise. */
const LIMIT_SETTINGS = {
  comments: 'RATE_LIMIT_COMMENTS',
  talentSignup: 'RATE_LIMIT_TALENT_SIGNUP',
  alertSignup: 'RATE_LIMIT_ALERT_SIGNUP',
  pressSignup: 'RATE_LIMIT_PRESS_SIGNUP',
  signIn: 'RATE_LIMIT_SIGN_IN',
  signInAccount: 'RATE_LIMIT_SIGN_IN_ACCOUNT',
  adminApi: 'RATE_LIMIT_ADMIN_API',
  contentQuery: 'RATE_LIMIT_CONTENT_QUERY',
  jobSourceWebhook: 'RATE_LIMIT_JOB_SOURCE_WEBHOOK',
  passwordReset: 'RATE_LIMIT_PASSWORD_RESET',
  webVitals: 'RATE_LIMIT_WEB_VITALS',
} as const satisfies Record<string, keyof Env>;

/** The slow-downs: past the count, each request of the window waits a little longer. */
const SLOW_DOWN_SETTINGS = {
  signInAccount: 'SLOW_DOWN_SIGN_IN_ACCOUNT',
} as const satisfies Record<string, keyof Env>;

type RateLimitName = keyof typeof LIMIT_SETTINGS;
type SlowDownName = keyof typeof SLOW_DOWN_SETTINGS;

// Past a slow-down's count, each request waits this much longer than the one before, up to the
// cap: a flood gets slow, but no one is locked out, and a held request never nears a timeout.
export const SLOW_DOWN_STEP_MS = 500;
const MAX_SLOW_DOWN_MS = 10_000;

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/**
 * What a limiter counts by (default: the client's address), which answers it leaves uncounted
 * (default: none) and which requests it lets by uncounted (default: none).
 */
type CountOptions = Partial<Pick<Options, 'keyGenerator' | 'requestWasSuccessful' | 'skip'>>;

/** A limit's options: its counting, and its over-limit answer. */
type LimitOptions = CountOptions & Partial<Pick<Options, 'handler'>>;

export interface RateLimiters {
  /**
   * The middleware that enforces the limit `name` (its count and window from the environment):
   * past it, `429` with `Retry-After`, by default as an API envelope. One call per name: each
   * call counts on its own (in Redis, under the name's own keys).
   */
  limit(name: RateLimitName, options?: LimitOptions): RequestHandler;
  /**
   * The middleware that slows requests past the count of the slow-down `name` (express-slow-down):
   * each waits `SLOW_DOWN_STEP_MS` more than the one before, up to 10 s; none is refused.
   */
  slowDown(name: SlowDownName, options?: CountOptions): RequestHandler;
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
 * The abuse limits of the app (issue 12) on express-rate-limit, and its slow-downs (issue 23) on
 * express-slow-down.
 *
 * @example
 * const limiters = createRateLimiters(env, { logger });
 * router.post('/talent-community', limiters.limit('talentSignup'), handler);
 */
export function createRateLimiters(
  env: Pick<
    Env,
    (typeof LIMIT_SETTINGS)[RateLimitName] | (typeof SLOW_DOWN_SETTINGS)[SlowDownName]
  >,
  { logger, storeFor }: RateLimitersOptions,
): RateLimiters {
  /** What limits and slow-downs share: the window, the counting and the store under `prefix`. */
  const counting = (prefix: string, setting: RateLimitSetting, options: CountOptions) => ({
    windowMs: setting.windowMs,
    ...(options.keyGenerator ? { keyGenerator: options.keyGenerator } : {}),
    ...(options.requestWasSuccessful
      ? { requestWasSuccessful: options.requestWasSuccessful, skipSuccessfulRequests: true }
      : {}),
    ...(options.skip ? { skip: options.skip } : {}),
    store: storeFor?.(prefix),
    // A store that cannot answer (Redis down) lets the request through, logged: a broken
    // counter must not take comments, sign-in or the admin area down with it.
    passOnStoreError: true,
    logger,
    // Trust in X-Forwarded-For is TRUST_PROXY's, deliberately; and the provider's routes carry
    // one the app writes itself (auth/trusted-forwarded-headers.ts): no warning about it.
    validate: { xForwardedForHeader: false },
  });
  return {
    limit(name, options = {}) {
      const setting: RateLimitSetting | null = env[LIMIT_SETTINGS[name]];
      if (!setting) return passThrough;
      return rateLimit({
        ...counting(`rate-limit:${name}:`, setting, options),
        limit: setting.limit,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        identifier: name,
        handler: options.handler ?? tooManyRequests,
      });
    },
    slowDown(name, options = {}) {
      const setting: RateLimitSetting | null = env[SLOW_DOWN_SETTINGS[name]];
      if (!setting) return passThrough;
      return slowDown({
        ...counting(`slow-down:${name}:`, setting, options),
        delayAfter: setting.limit,
        delayMs: (used) => (used - setting.limit) * SLOW_DOWN_STEP_MS,
        maxDelayMs: MAX_SLOW_DOWN_MS,
      });
    },
  };
}
