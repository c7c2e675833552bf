import { pino, type Logger } from 'pino';

import type { Env } from './config';
import { redactUrl } from './http/redact-url';
import { requestIdMixin } from './http/request-context';

export type { Logger };

export function createLogger(
  env: Pick<Env, 'LOG_LEVEL'>,
  destination?: pino.DestinationStream,
): Logger {
  return pino(
    {
      level: env.LOG_LEVEL,
      base: undefined,
      mixin: requestIdMixin,
      // Any `url` a module logs (a render error, a failed request) loses its secrets too.
      serializers: { url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url) },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    destination,
  );
}
