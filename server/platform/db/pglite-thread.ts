import { totalmem } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';

import type { PGlite as KyselyPGlite, PGliteQueryResults, PGliteTransaction } from 'kysely';

import { ROOT_DIR } from '../root-dir';

/** Plain JavaScript, read from the project root by the sources and the build alike. */
const WORKER_FILE = path.join(ROOT_DIR, 'server/platform/db/pglite-thread-worker.mjs');
const RESTART_DELAY_MS = 1_000;
/** Below this much memory (the machine's, or its container's limit), see `keepWasmOnBaseline`. */
const SMALL_MACHINE_BYTES = 1024 ** 3;

/**
 * On a small machine, Postgres's WebAssembly stays on V8's baseline compiler (Liftoff). V8's
 * optimising compiler, tiering up the hottest Postgres functions while a database opens, held
 * about 500 MB for a moment (the server's peak 846 MB, 340 MB once started): in a 512 MB machine
 * the kernel killed the server as it started. Liftoff only: a peak of 300 MB, and about 5% fewer
 * cache-missing lists a second (decision 059). The flag is the process's, set before any thread
 * compiles PGlite; nothing else here runs WebAssembly.
 */
function keepWasmOnBaseline(): void {
  const limit = process.constrainedMemory();
  const memory = limit > 0 ? Math.min(limit, totalmem()) : totalmem();
  if (memory >= SMALL_MACHINE_BYTES) return;
  // What `--liftoff-only` implies at start-up is not implied when it is set later: set too.
  for (const flag of ['--liftoff-only', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering'])
    setFlagsFromString(flag);
}

export interface PgliteThreadOptions {
  /** A data directory on disk: a thread that dies is restarted on it. */
  dataDir?: string;
  /** Start from a `dumpDataDir()` tarball (in memory unless `dataDir` is set too). */
  loadDataDir?: Blob;
  /** Called when the thread died; `restarting` says whether a new one is on its way. */
  onThreadExit?: (error: Error, restarting: boolean) => void;
}

/**
 * PGlite in its own worker thread (decision 015): what Kysely's PGlite dialect needs of an
 * instance, plus the raw statements, LISTEN and the dump that database.ts offers. One statement
 * runs at a time in the thread, in the order sent; Kysely's connection mutex keeps its
 * transactions from interleaving with its other queries, as with PGlite on the main thread.
 */
export interface PgliteThread extends KyselyPGlite {
  /** One or more `;`-separated statements; outside a transaction it waits for any to end. */
  exec(sql: string): Promise<void>;
  /** Calls `listener` after each committed `NOTIFY channel`; resolves to a stop function. */
  listen(channel: string, listener: () => void): Promise<() => Promise<void>>;
  dumpDataDir(compression: 'none' | 'gzip'): Promise<Blob>;
}

type Request =
  | { op: 'open'; dataDir?: string; loadDataDir?: { bytes: ArrayBuffer; type: string } }
  | { op: 'query'; sql: string; params?: unknown[]; transaction?: number }
  | { op: 'exec'; sql: string }
  | { op: 'begin' }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'listen'; channel: string; listener: number }
  | { op: 'unlisten'; listener: number }
  | { op: 'dump'; compression: 'none' | 'gzip' }
  | { op: 'close' };

/** What the thread posts: see pglite-thread-worker.mjs. */
type ThreadMessage =
  | { kind: 'ready' }
  | { kind: 'notification'; listener: number }
  | { kind: 'reply'; id: number; value?: unknown; error?: ErrorData };

/** An error as it crosses the thread boundary: message, name and the Postgres fields. */
type ErrorData = { name: string; message: string } & Record<string, string | number>;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** An error from the thread, with its Postgres fields (`code`, `constraint`, `detail`…) intact. */
function toError({ name, message, ...fields }: ErrorData): Error {
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  return error;
}

/** crash_shutdown: `isDatabaseUnavailable` answers it with 503, and readiness fails. */
function threadStopped(cause: unknown): Error {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return Object.assign(new Error(`The embedded database thread stopped: ${reason}`, { cause }), {
    code: '57P02',
  });
}

/** One running worker: posts requests, matches replies, and fails everything pending if it dies. */
interface Connection {
  call<T>(request: Request, transfer?: ArrayBuffer[]): Promise<T>;
  /** Hands the thread, its database closed, back for the next database (or ends it). */
  release(): Promise<void>;
  terminate(): Promise<void>;
}

/**
 * Threads whose database was closed, kept for the next one: a new thread costs about 0.7 s of
 * CPU before its database opens (an isolate, PGlite's modules, its WebAssembly compiled again),
 * twice what opening a database in a thread already running costs (decision 055). The server
 * opens one database; the tests open one for each suite. Kept threads do not hold the process.
 */
const idleWorkers: Worker[] = [];
const IDLE_WORKERS_KEPT = 2;

/** Our listeners only: Node's own on the worker (newListener) must stay. */
function removeListeners(worker: Worker) {
  for (const event of ['message', 'error', 'exit']) worker.removeAllListeners(event);
}

function dropIdle(worker: Worker) {
  const index = idleWorkers.indexOf(worker);
  if (index >= 0) idleWorkers.splice(index, 1);
}

async function takeWorker(): Promise<Worker> {
  const idle = idleWorkers.pop();
  if (idle) {
    removeListeners(idle);
    idle.ref();
    return idle;
  }
  keepWasmOnBaseline();
  // Not the server's flags: a `--cpu-prof` or `--import` preload is the main thread's.
  const worker = new Worker(WORKER_FILE, { execArgv: [] });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: ThreadMessage) =>
      message.kind === 'ready' ? resolve() : reject(new Error(`unexpected ${message.kind}`)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`exited with code ${code} before opening`)));
  });
  removeListeners(worker);
  return worker;
}

async function connect(
  options: PgliteThreadOptions,
  onNotification: (listener: number) => void,
  onDeath: (error: Error) => void,
): Promise<Connection> {
  const loadDataDir = options.loadDataDir
    ? { bytes: await options.loadDataDir.arrayBuffer(), type: options.loadDataDir.type }
    : undefined;
  const worker = await takeWorker();
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let death: Error | undefined;
  let opened = false;
  let ending = false;

  const die = (cause: unknown) => {
    if (death || ending) return;
    death = threadStopped(cause);
    for (const call of pending.values()) call.reject(death);
    pending.clear();
    // Before the database is open, a failure is the start's (a locked or corrupt data
    // directory): `connect` rejects with it.
    if (opened) onDeath(death);
  };
  worker.on('message', (message: ThreadMessage) => {
    if (message.kind === 'notification') onNotification(message.listener);
    else if (message.kind === 'reply') {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) call?.reject(toError(message.error));
      else call?.resolve(message.value);
    }
  });
  worker.on('error', die);
  worker.on('exit', (code) => die(new Error(`exit code ${code}`)));

  const call = <T>(request: Request, transfer: ArrayBuffer[] = []) => {
    if (death) return Promise.reject(death);
    const id = (lastId += 1);
    return new Promise<T>((resolve, reject) => {
      // Throws (and so rejects) on a parameter structured clone refuses, before it is pending.
      worker.postMessage({ ...request, id }, transfer);
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
  };
  const terminate = async () => {
    ending = true;
    await worker.terminate();
  };
  try {
    await call(
      { op: 'open', dataDir: options.dataDir, loadDataDir },
      loadDataDir ? [loadDataDir.bytes] : [],
    );
  } catch (error) {
    await terminate();
    throw error;
  }
  opened = true;

  return {
    call,
    release: async () => {
      if (death || idleWorkers.length >= IDLE_WORKERS_KEPT) return terminate();
      ending = true;
      removeListeners(worker);
      worker.once('exit', () => dropIdle(worker));
      worker.unref();
      idleWorkers.push(worker);
    },
    terminate,
  };
}

/**
 * Starts PGlite in a worker thread and resolves once it is open. A thread on a data directory
 * that dies (a WebAssembly fault, out of memory) is restarted on it after a second; meanwhile
 * every call fails with a 503-class error, so `/readyz` answers 503. An in-memory database is
 * gone with its thread, so it stays failed.
 */
export async function startPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const listeners = new Map<number, { channel: string; listener: () => void }>();
  let lastListener = 0;
  let closed = false;
  let failure: Error | undefined;

  const notify = (id: number) => listeners.get(id)?.listener();
  const onDeath = (error: Error) => {
    failure = error;
    const restarting = Boolean(options.dataDir) && !closed;
    options.onThreadExit?.(error, restarting);
    if (restarting) setTimeout(() => void restart(), RESTART_DELAY_MS).unref();
  };
  let connection = await connect(options, notify, onDeath);
  const restart = async () => {
    try {
      const next = await connect({ dataDir: options.dataDir }, notify, onDeath);
      if (closed) return await next.terminate();
      for (const [listener, { channel }] of listeners) {
        await next.call({ op: 'listen', channel, listener });
      }
      connection = next;
      failure = undefined;
      // Changes made while the thread was down were not heard.
      for (const { listener } of listeners.values()) listener();
    } catch (error) {
      onDeath(threadStopped(error));
    }
  };
  const call = <T>(request: Request) =>
    failure ? Promise.reject(failure) : connection.call<T>(request);

  const query = <T>(sql: string, params?: unknown[], transaction?: number) =>
    call<PGliteQueryResults<T>>({ op: 'query', sql, params, transaction });

  return {
    get closed() {
      return closed;
    },
    ready: true,
    waitReady: Promise.resolve(),
    query: (sql, params) => query(sql, params),
    // Kysely's PGlite driver commits by letting `callback` resolve and rolls back by making it reject.
    transaction: async <T>(callback: (tx: PGliteTransaction) => Promise<T>) => {
      const transaction = await call<number>({ op: 'begin' });
      let ended = false;
      const end = (commit: boolean) => {
        ended = true;
        return call<void>({ op: 'end', transaction, commit });
      };
      let result: T;
      try {
        result = await callback({
          query: (sql, params) => query(sql, params, transaction),
          rollback: () => end(false),
        });
      } catch (error) {
        if (!ended) await end(false).catch(() => undefined);
        throw error;
      }
      if (!ended) await end(true);
      return result;
    },
    exec: (sql) => call({ op: 'exec', sql }),
    listen: async (channel, listener) => {
      const id = (lastListener += 1);
      await call({ op: 'listen', channel, listener: id });
      listeners.set(id, { channel, listener });
      return async () => {
        listeners.delete(id);
        if (!closed && !failure) await call({ op: 'unlisten', listener: id });
      };
    },
    dumpDataDir: async (compression) => {
      const { bytes, type } = await call<{ bytes: ArrayBuffer; type: string }>({
        op: 'dump',
        compression,
      });
      return new Blob([bytes], { type });
    },
    close: async () => {
      if (closed) return;
      closed = true;
      if (failure) return connection.terminate();
      try {
        await connection.call({ op: 'close' });
      } catch (error) {
        await connection.terminate();
        throw error;
      }
      await connection.release();
    },
  };
}
