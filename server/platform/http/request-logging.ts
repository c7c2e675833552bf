import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';

import type { Logger } from '../logger';
import { redactUrl } from './redact-url';
import { runInRequest } from './request-context';

const REQUEST_ID_HEADER = 'X-Request-Id';
// What a proxy's id may look like to be kept: no spaces, quotes or control characters.
const REQUEST_ID_PATTERN = /^[\w.:@-]{1,128}$/;

/** The proxy's `X-Request-Id` when it is well formed, else a new one; answered in the same header. */
function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/**
 * The access log and the request id (issue 12): one line per request (assets aside) with its
 * id, method, URL without secrets (redact-url.ts) and status; the id also rides on every line
 * logged while the request runs (request-context.ts).
 */
export function requestLogging(logger: Logger): RequestHandler[] {
  return [
    pinoHttp({
      logger,
      genReqId: requestIdOf,
      quietReqLogger: true,
      autoLogging: { ignore: (req) => req.url?.startsWith('/assets') ?? false },
      serializers: {
        // Express's originalUrl: a mounted router leaves `url` without its mount path.
        req: (req: { method: string; url: string; originalUrl?: string }) => ({
          method: req.method,
          url: redactUrl(req.originalUrl ?? req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
    (req, _res, next) => runInRequest(String(req.id), next),
  ];
}
