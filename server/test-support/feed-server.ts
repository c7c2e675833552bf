import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the local feed answers to one path: a status, a body, or no answer at all. */
export interface FeedRoute {
  status?: number;
  /** A string is sent as is (malformed bodies); anything else as JSON. */
  body?: unknown;
  contentType?: string;
  /** More headers, e.g. a redirect's `location`. */
  headers?: Record<string, string>;
  /** Never answers: the request can only time out. */
  hang?: boolean;
}

export interface FeedServer {
  /** `http://127.0.0.1:<port>`: the connector's baseUrl. */
  baseUrl: string;
  /** Sets what a path (with its query, e.g. `/v1/boards/acme/jobs?content=true`) answers. */
  route(pathWithQuery: string, route: FeedRoute): void;
  /** Every request's path and query, in order. */
  requests: string[];
  /** Every request's headers, in the same order (an API key a connector sends). */
  requestHeaders: IncomingHttpHeaders[];
  close(): Promise<void>;
}

/**
 * A local stand-in for an ATS's public feed (node:http on port 0), serving payloads a test
 * writes from the feed's documented shape. An unknown path answers 404 like the ATSs do.
 */
export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, FeedRoute>();
  const requests: string[] = [];
  const requestHeaders: IncomingHttpHeaders[] = [];
  const hanging = new Set<IncomingMessage>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    requestHeaders.push(request.headers);
    const route = routes.get(path) ?? { status: 404, body: { error: 'Not found' } };
    if (route.hang) {
      hanging.add(request);
      return;
    }
    const body = typeof route.body === 'string' ? route.body : JSON.stringify(route.body ?? null);
    response.writeHead(route.status ?? 200, {
      'content-type': route.contentType ?? 'application/json; charset=utf-8',
      ...route.headers,
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    route: (pathWithQuery, route) => routes.set(pathWithQuery, route),
    requests,
    requestHeaders,
    close: () =>
      new Promise<void>((resolve) => {
        for (const request of hanging) request.socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
