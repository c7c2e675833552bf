/**
 * Content queries off the event loop (issue 23, docs/decisions/018): one worker thread
 * (content-query-worker.ts) runs them one at a time, with a hard deadline; a query still running
 * at its deadline is stopped by terminating the thread, and a fresh one takes its place. Only a
 * few queries may wait for it: past that the query is refused at once (503), so content queries
 * can take at most this thread and a short queue, never the event loop that serves pages.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { ContentQueryError, QUERY_BUDGET_MS, queryTookTooLong } from './content-query';
import type { ContentQueryResult } from './content-query';
import type { ContentDocument, ContentStore } from './content-store';

/** Run from the sources (tsx, vitest) the thread is TypeScript; from the build, its bundle. */
const BUILT_WORKER = path.join(import.meta.dirname, 'content-query-worker.js');
const WORKER_FILE = existsSync(BUILT_WORKER)
  ? BUILT_WORKER
  : path.join(import.meta.dirname, 'content-query-worker.ts');
const WORKER_EXEC_ARGV = WORKER_FILE === BUILT_WORKER ? [] : ['--import', 'tsx'];

// Past the budget a query stops itself between two steps (cheap: the thread goes on); this much
// later the thread is terminated, for a step that cannot be interrupted (compiling the body's
// patterns, one long match). Generous, so that restarting a thread (~100 ms of CPU) stays rare.
const HARD_STOP_GRACE_MS = 250;
/** Queries that may wait while one runs; more are refused at once. */
const MAX_WAITING = 3;

export type ThreadRequest =
  | { kind: 'documents'; documents: readonly ContentDocument[] }
  | { kind: 'query'; id: number; contentPath: string; body: unknown };

export type ThreadReply =
  | { kind: 'ready' }
  | {
      kind: 'reply';
      id: number;
      result?: ContentQueryResult;
      /** A ContentQueryError: the client's answer. */
      refused?: { statusCode: ContentQueryError['statusCode']; message: string };
      /** Anything else: a fault. */
      fault?: string;
    };

export interface ContentQueryThreadOptions {
  /** Each query's time, checked between its steps (default QUERY_BUDGET_MS). */
  budgetMs?: number;
  /** When the thread is terminated under a query still running (default budget + 250 ms). */
  deadlineMs?: number;
  /** Queries that may wait while one runs (default 3). */
  maxWaiting?: number;
}

export interface ContentQueryThread {
  /**
   * Runs a content query in the thread: its result, or a ContentQueryError (400, 404, or 503 when
   * it ran out of time or too many queries are waiting).
   */
  run(contentPath: string, body: unknown): Promise<ContentQueryResult>;
}

interface Job {
  documents: readonly ContentDocument[];
  contentPath: string;
  body: unknown;
  resolve(result: ContentQueryResult): void;
  reject(error: Error): void;
}

interface Running {
  job: Job;
  id: number;
  deadline: NodeJS.Timeout;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  /** The documents the thread holds: sent again when the store has loaded new ones. */
  documents?: readonly ContentDocument[];
}

export const tooManyContentQueries = () =>
  new ContentQueryError(503, 'Service Unavailable: too many content queries at once');

/**
 * Starts the thread with the first query, over the documents of `store`.
 *
 * @example
 * const queries = createContentQueryThread(store);
 * await queries.run('/blog', { sortBy: 'publishedAt:desc', limit: 3 });
 */
export function createContentQueryThread(
  store: ContentStore,
  options: ContentQueryThreadOptions = {},
): ContentQueryThread {
  const budgetMs = options.budgetMs ?? QUERY_BUDGET_MS;
  const deadlineMs = options.deadlineMs ?? budgetMs + HARD_STOP_GRACE_MS;
  const maxWaiting = options.maxWaiting ?? MAX_WAITING;
  const waiting: Job[] = [];
  let running: Running | undefined;
  let thread: Thread | undefined;
  let lastId = 0;

  const settle = (reply: Extract<ThreadReply, { kind: 'reply' }>, job: Job) => {
    if (reply.refused)
      job.reject(new ContentQueryError(reply.refused.statusCode, reply.refused.message));
    else if (reply.fault !== undefined)
      job.reject(new Error(`content query failed: ${reply.fault}`));
    else job.resolve(reply.result ?? []);
  };

  /** Drops the thread (terminated, or dead) and fails what it held; the next query starts another. */
  const drop = (error: Error) => {
    const dropped = thread;
    thread = undefined;
    if (dropped) {
      dropped.worker.removeAllListeners();
      // A terminated worker still posts 'error' on its way out: swallow it.
      dropped.worker.on('error', () => undefined);
      void dropped.worker.terminate();
    }
    if (running) {
      clearTimeout(running.deadline);
      running.job.reject(error);
      running = undefined;
    } else if (dropped && !dropped.ready) {
      // It never started (a broken build): every waiting query fails, rather than retrying forever.
      for (const job of waiting.splice(0)) job.reject(error);
    }
  };

  const spawn = (): Thread => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { budgetMs },
      // Not the server's flags: a `--cpu-prof` or `--import` preload is the main thread's.
      execArgv: WORKER_EXEC_ARGV,
    });
    // Never closed: it ends with the process, and never keeps it (or a test run) alive.
    worker.unref();
    const started: Thread = { worker, ready: false };
    worker.on('message', (reply: ThreadReply) => {
      if (reply.kind === 'ready') {
        started.ready = true;
      } else if (running?.id === reply.id) {
        clearTimeout(running.deadline);
        settle(reply, running.job);
        running = undefined;
      }
      pump();
    });
    worker.on('error', (error) => {
      drop(error);
      pump();
    });
    worker.on('exit', (code) => {
      drop(new Error(`the content query thread exited with code ${code}`));
      pump();
    });
    return started;
  };

  function pump() {
    if (running || waiting.length === 0) return;
    thread ??= spawn();
    if (!thread.ready) return;
    const job = waiting.shift() as Job;
    if (thread.documents !== job.documents) {
      thread.worker.postMessage({
        kind: 'documents',
        documents: job.documents,
      } satisfies ThreadRequest);
      thread.documents = job.documents;
    }
    lastId += 1;
    const request: ThreadRequest = {
      kind: 'query',
      id: lastId,
      contentPath: job.contentPath,
      body: job.body,
    };
    try {
      thread.worker.postMessage(request);
    } catch {
      // Structured clone refuses a body nested thousands deep (JSON.parse does not): a bad body.
      job.reject(new ContentQueryError(400, 'Bad Request: body: nested too deeply'));
      pump();
      return;
    }
    running = {
      job,
      id: lastId,
      deadline: setTimeout(() => {
        drop(queryTookTooLong());
        pump();
      }, deadlineMs),
    };
  }

  return {
    async run(contentPath, body) {
      const documents = await store.getDocuments();
      if (waiting.length + (running ? 1 : 0) > maxWaiting) throw tooManyContentQueries();
      return new Promise<ContentQueryResult>((resolve, reject) => {
        waiting.push({ documents, contentPath, body, resolve, reject });
        pump();
      });
    },
  };
}
