import http, { type RequestListener, type Server, type ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';

import type { Env } from '../config';

// After the signal the port stays open this long, every answer saying `Connection: close`:
// keep-alive clients about to send learn to stop instead of meeting a reset, and a readiness
// probe sees 503 before the port closes.
const KEEP_LISTENING_MS = 1_000;

export interface DrainableServer {
  server: Server;
  /** True from `drain()` on. */
  readonly draining: boolean;
  /**
   * Stops taking work without losing any: `/readyz` answers 503 at once, every response says
   * `Connection: close`, idle keep-alive sockets are closed, the port closes after a moment,
   * and the promise resolves when the last in-flight request has been answered.
   */
  drain(): Promise<void>;
}

type ServerTimeouts = Pick<
  Env,
  'HTTP_HEADERS_TIMEOUT_S' | 'HTTP_REQUEST_TIMEOUT_S' | 'HTTP_KEEP_ALIVE_TIMEOUT_S'
>;

function answerNotReady(res: ServerResponse) {
  res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ status: 'stopping' }));
}

/**
 * The HTTP server of `app`, with the timeouts of the environment (a client must send its
 * headers and its whole request in time; an idle keep-alive socket is closed) and a drain.
 */
export function createDrainableServer(
  app: RequestListener,
  timeouts: ServerTimeouts,
): DrainableServer {
  const open = new Set<ServerResponse>();
  let draining = false;
  const server = http.createServer(
    {
      headersTimeout: timeouts.HTTP_HEADERS_TIMEOUT_S * 1000,
      requestTimeout: timeouts.HTTP_REQUEST_TIMEOUT_S * 1000,
      keepAliveTimeout: timeouts.HTTP_KEEP_ALIVE_TIMEOUT_S * 1000,
      // Node checks the two timeouts above on this interval (30 s by default, which would let a
      // slow client hold a socket up to 30 s past them).
      connectionsCheckingInterval: 1_000,
    },
    (req, res) => {
      if (draining) {
        res.setHeader('Connection', 'close');
        if (req.url === '/readyz') return answerNotReady(res);
      } else {
        open.add(res);
        res.once('close', () => open.delete(res));
      }
      app(req, res);
    },
  );

  return {
    server,
    get draining() {
      return draining;
    },
    async drain() {
      draining = true;
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
      // A response already under way promised keep-alive: its socket closes right after it
      // (Node adds its one-second keepAliveTimeoutBuffer for a request already on the way).
      server.keepAliveTimeout = 1;
      await delay(KEEP_LISTENING_MS);
      // Stops listening and closes the idle sockets; calls back when the last one has closed.
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
