import { pino, type Logger } from 'pino';

import type { Env } from './config';

export type { Logger };

export function createLogger(env: Pick<Env, 'LOG_LEVEL'>): Logger {
  return pino({
    level: env.LOG_LEVEL,
    base: undefined,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
}
