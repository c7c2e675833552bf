import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stub received: its path, headers and body as text. */
export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What a path answers to one request: a status and a JSON body. */
export interface StubAnswer {
  status: number;
  body?: unknown;
}

export interface SearchEngineServer {
  /** `http://127.0.0.1:<port>`. */
  baseUrl: string;
  /** The next answers of `path`, in order; once they are used up, its fallback or 200 `{}`. */
  answer(path: string, ...answers: StubAnswer[]): void;
  /** Every request to `path`, in order. */
  received(path: string): ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * A local stand-in for Google's token and Indexing endpoints and IndexNow (node:http on port 0):
 * it records what it is sent and answers what the test queued.
 */
export async function startSearchEngineServer(
  fallbacks: Record<string, StubAnswer> = {},
): Promise<SearchEngineServer> {
  const queued = new Map<string, StubAnswer[]>();
  const requests: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      requests.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString() });
      const answer = queued.get(path)?.shift() ?? fallbacks[path] ?? { status: 200, body: {} };
      response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    answer: (path, ...answers) => queued.set(path, [...(queued.get(path) ?? []), ...answers]),
    received: (path) => requests.filter((request) => request.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
