/**
 * The content query's own thread (content-query-thread.ts starts it): it keeps a copy of the
 * content documents and answers one query at a time, so that compiling and running `$regex`
 * patterns never holds the event loop that serves pages. Built to dist/node beside the server.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

import { ContentQueryError, queryDocuments } from './content-query';
import type { ContentDocument } from './content-store';
import type { ThreadReply, ThreadRequest } from './content-query-thread';

if (!parentPort) throw new Error('content-query-worker runs only as a worker thread');
const port = parentPort;
const { budgetMs } = workerData as { budgetMs: number };

// On Linux the nice value is each thread's own (setpriority(2), "Bugs"): this thread takes a
// lower priority (10: about a tenth of a contended core), so the event loop, the database thread
// and the health probes get the CPU first. Elsewhere it would renice the whole server: not done.
const NICE = 10;
if (process.platform === 'linux') setPriority(NICE);

let documents: readonly ContentDocument[] = [];

function answer(request: Extract<ThreadRequest, { kind: 'query' }>): ThreadReply {
  try {
    return {
      kind: 'reply',
      id: request.id,
      result: queryDocuments(documents, request.contentPath, request.body, budgetMs),
    };
  } catch (error) {
    if (error instanceof ContentQueryError) {
      return {
        kind: 'reply',
        id: request.id,
        refused: { statusCode: error.statusCode, message: error.message },
      };
    }
    return {
      kind: 'reply',
      id: request.id,
      fault: error instanceof Error ? error.message : String(error),
    };
  }
}

port.on('message', (request: ThreadRequest) => {
  if (request.kind === 'documents') documents = request.documents;
  else port.postMessage(answer(request));
});
port.postMessage({ kind: 'ready' } satisfies ThreadReply);
