import http, { type RequestListener, type Server, type ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

import type { Env } from '../config';

// After the signal the port stays open this long, so that a readiness probe sees 503 before it
// closes. Other answers keep their connections open meanwhile: a keep-alive client told to close
// would connect again at once, and a connection the kernel has accepted but Node not yet taken
// when the port closes is reset. Once the port is closed every answer says `Connection: close`,
// and a client that connects again is refused, which is safe to retry elsewhere.
const KEEP_LISTENING_MS = 1_000;
// Once the port is closed, a connection with no request under way is closed only after this
// long without one: a request already on its way (the first of a connection accepted just
// before, or a keep-alive client's next) arrives within it and is answered.
const QUIET_BEFORE_CLOSE_MS = 500;
const QUIET_CHECK_INTERVAL_MS = 100;

interface Connection {
  /** The responses under way on it (more than one when the client pipelines). */
  responses: Set<ServerResponse>;
  /** When its last response ended, or when it was accepted. */
  quietSince: number;
}

export interface DrainableServer {
  server: Server;
  /** True from `drain()` on. */
  readonly draining: boolean;
  /**
   * Stops taking work without losing any: `/readyz` answers 503 at once, the port closes after
   * a moment, from then on every response says `Connection: close`, a request arriving on a
   * connection still open is answered, connections left quiet are closed, and the promise
   * resolves when the last connection has closed.
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
  const connections = new Map<Socket, Connection>();
  let draining = false;
  let portClosed = false;
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
      const connection = connections.get(req.socket);
      connection?.responses.add(res);
      res.once('close', () => {
        connection?.responses.delete(res);
        if (connection) connection.quietSince = Date.now();
      });
      if (portClosed) res.setHeader('Connection', 'close');
      if (draining && req.url === '/readyz') {
        res.setHeader('Connection', 'close');
        return answerNotReady(res);
      }
      app(req, res);
    },
  );
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { responses: new Set(), quietSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });

  const closeQuietConnections = () => {
    const quietBefore = Date.now() - QUIET_BEFORE_CLOSE_MS;
    for (const [socket, { responses, quietSince }] of connections)
      if (responses.size === 0 && quietSince <= quietBefore) socket.destroy();
  };

  return {
    server,
    get draining() {
      return draining;
    },
    async drain() {
      draining = true;
      await delay(KEEP_LISTENING_MS);
      // Node's own server.close() would also destroy at once every keep-alive connection between
      // two requests, resetting one whose next request is already on its way: stop listening
      // only, and close connections once they have stayed quiet. Calls back when the last
      // connection has closed.
      const closed = new Promise<void>((resolve) =>
        net.Server.prototype.close.call(server, () => resolve()),
      );
      portClosed = true;
      for (const { responses } of connections.values())
        for (const res of responses) if (!res.headersSent) res.setHeader('Connection', 'close');
      const quietCheck = setInterval(closeQuietConnections, QUIET_CHECK_INTERVAL_MS);
      await closed;
      clearInterval(quietCheck);
    },
  };
}
