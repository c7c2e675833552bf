import { loadEnv } from '../platform/config';

/** On globalThis: test files that share a worker process each load this module afresh. */
const SKIP_NOTICE_PRINTED = Symbol.for('somnia.redisSkipNoticePrinted');

/** The Redis of TEST_REDIS_URL; unset, the Redis tests are skipped, and that is said once. */
export function getTestRedisUrl(): string | undefined {
  const url = loadEnv().TEST_REDIS_URL;
  const flags = globalThis as { [SKIP_NOTICE_PRINTED]?: boolean };
  if (!url && !flags[SKIP_NOTICE_PRINTED]) {
    flags[SKIP_NOTICE_PRINTED] = true;
    console.info('Redis run skipped: set TEST_REDIS_URL=redis://… to enable');
  }
  return url;
}
