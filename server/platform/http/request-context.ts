import { AsyncLocalStorage } from 'node:async_hooks';

import type { Logger } from 'pino';

interface RequestContext {
  reqId: string;
}

const requestContext = new AsyncLocalStorage<RequestContext>();

/** Runs `handle` (and everything it starts) as part of the request `reqId`. */
export function runInRequest(reqId: string, handle: () => void): void {
  requestContext.run({ reqId }, handle);
}

/**
 * pino's `mixin`: the id of the request being handled, on every line logged while it runs, the
 * lines of modules that log through the root logger included. A logger that already carries
 * the id (pino-http's request logger) gets nothing more.
 */
export function requestIdMixin(_merge: object, _level: number, logger: Logger): object {
  const context = requestContext.getStore();
  if (!context || 'reqId' in logger.bindings()) return {};
  return { reqId: context.reqId };
}
