import { parseEnv, type Env } from '../platform/config';
import { createRateLimiters, type RateLimiters } from '../platform/http/rate-limits';
import { createLogger } from '../platform/logger';

// Tests post many comments and sign in often from one address: the limits stay in place but
// far from reach, except where a test sets its own (http/rate-limits.test.ts).
const GENEROUS_RATE_LIMIT = '1000/1m';

/** The defaults of `.env`, independent of the developer's own overrides. */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    PUBLIC_ORIGIN: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_COMMENTS: GENEROUS_RATE_LIMIT,
    RATE_LIMIT_TALENT_SIGNUP: GENEROUS_RATE_LIMIT,
    RATE_LIMIT_ALERT_SIGNUP: GENEROUS_RATE_LIMIT,
    RATE_LIMIT_PRESS_SIGNUP: GENEROUS_RATE_LIMIT,
    RATE_LIMIT_SIGN_IN: GENEROUS_RATE_LIMIT,
    RATE_LIMIT_SIGN_IN_ACCOUNT: GENEROUS_RATE_LIMIT,
    SLOW_DOWN_SIGN_IN_ACCOUNT: GENEROUS_RATE_LIMIT,
    RATE_LIMIT_ADMIN_API: GENEROUS_RATE_LIMIT,
    RATE_LIMIT_CONTENT_QUERY: GENEROUS_RATE_LIMIT,
    RATE_LIMIT_JOB_SOURCE_WEBHOOK: GENEROUS_RATE_LIMIT,
    RATE_LIMIT_PASSWORD_RESET: GENEROUS_RATE_LIMIT,
    RATE_LIMIT_WEB_VITALS: GENEROUS_RATE_LIMIT,
    ...overrides,
  });
}

/** Rate limiters as the app builds them, counted in this process. */
export function testLimiters(env: Env = testEnv()): RateLimiters {
  return createRateLimiters(env, { logger: createLogger(env) });
}
