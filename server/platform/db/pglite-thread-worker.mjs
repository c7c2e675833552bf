// @ts-check
/**
 * The embedded database's own thread (decision 015): it owns the PGlite instance, so that
 * Postgres's WebAssembly runs beside the event loop that serves requests, not on it. It opens one
 * database at a time, on `open`; after `close` it may open another (pglite-thread.ts keeps a
 * closed database's thread for the next, decision 055).
 * `pglite-thread.ts` starts it and talks to it over the worker's port; the message shapes are
 * the types there. Plain JavaScript, so that it runs unbuilt from the sources and the build alike.
 */
import { parentPort } from 'node:worker_threads';

import { PGlite, types } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-thread-worker.mjs runs only as a worker thread');
const port = parentPort;

// The same parsers as the PostgreSQL pool's (database.ts): int8 (count(*)) and numeric (pay) as
// numbers, a date as UTC midnight. Rows cross to the main thread by structured clone, which
// keeps Date, Uint8Array and parsed JSON as they are.
const parseNumber = (/** @type {string} */ value) => Number(value);
/**
 * Postgres's buffers live in the thread's WebAssembly memory, which grows and never shrinks. Its
 * data directory's defaults (shared_buffers 128MB, 100 connections' shared state) held about 160 MB
 * more after the tables of 10,000 jobs were read than these (decision 053); the files stay in
 * the operating system's page cache, which is shared and can be given back. One connection here.
 */
const MEMORY_PARAMS = [
  '-c',
  'shared_buffers=32MB',
  '-c',
  'max_connections=10',
  '-c',
  'wal_buffers=1MB',
];
/** The open database: a thread opens one at a time, and may open another once it is closed. */
/** @type {PGlite | undefined} */
let opened;

function pglite() {
  if (!opened) throw new Error('No database is open in this thread');
  return opened;
}

/** @param {{ dataDir?: string; loadDataDir?: { bytes: ArrayBuffer; type: string } }} options */
async function open(options) {
  if (opened) throw new Error('A database is already open in this thread');
  opened = await PGlite.create({
    startParams: [...PGlite.defaultStartParams, ...MEMORY_PARAMS],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir
      ? { loadDataDir: new Blob([options.loadDataDir.bytes], { type: options.loadDataDir.type }) }
      : {}),
    parsers: {
      [types.INT8]: parseNumber,
      [types.NUMERIC]: parseNumber,
      [types.DATE]: (/** @type {string} */ value) => new Date(value),
    },
  });
}

async function close() {
  const closing = pglite();
  opened = undefined;
  transactions.clear();
  listeners.clear();
  await closing.close();
}

const ROLLED_BACK = Symbol('rolled back');
/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction; end: (commit: boolean) => void; closed: Promise<unknown> }>} */
const transactions = new Map();
/** @type {Map<number, () => Promise<void>>} */
const listeners = new Map();
let lastTransaction = 0;

/** Opens a PGlite transaction (which holds PGlite's lock) that stays open until `end`. */
function begin() {
  return new Promise((resolve, reject) => {
    const id = (lastTransaction += 1);
    /** @type {(commit: boolean) => void} */
    let end = () => undefined;
    const ended = new Promise((commit, rollBack) => {
      end = (wanted) => (wanted ? commit(undefined) : rollBack(ROLLED_BACK));
    });
    const closed = pglite().transaction(async (tx) => {
      transactions.set(id, { tx, end, closed });
      resolve(id);
      await ended;
    });
    // A failed BEGIN rejects `begin`; a later failure (COMMIT) is `end`'s to report.
    closed.catch(reject);
  });
}

/** @param {{ transaction: number; commit: boolean }} request */
async function end({ transaction, commit }) {
  const open = transactions.get(transaction);
  if (!open) throw new Error(`No open transaction ${transaction}`);
  transactions.delete(transaction);
  open.end(commit);
  try {
    await open.closed;
  } catch (error) {
    if (error !== ROLLED_BACK) throw error;
  }
}

/**
 * @param {{ sql: string; params?: unknown[]; transaction?: number }} request
 * @returns {Promise<{ rows: unknown[]; affectedRows?: number }>}
 */
async function query({ sql, params, transaction }) {
  const target = transaction === undefined ? pglite() : transactions.get(transaction)?.tx;
  if (!target) throw new Error(`No open transaction ${transaction}`);
  const { rows, affectedRows } = await target.query(sql, params, { rowMode: 'object' });
  return { rows, affectedRows };
}

/** @param {{ channel: string; listener: number }} request */
async function listen({ channel, listener }) {
  // PGlite calls back before the writing query resolves, so the notification reaches the main
  // thread before that query's answer: the port keeps the order.
  const stop = await pglite().listen(channel, () =>
    port.postMessage({ kind: 'notification', listener }),
  );
  listeners.set(listener, stop);
}

/** @param {{ listener: number }} request */
async function unlisten({ listener }) {
  await listeners.get(listener)?.();
  listeners.delete(listener);
}

/** @param {{ compression: 'none' | 'gzip' }} request */
async function dump({ compression }) {
  const blob = await pglite().dumpDataDir(compression);
  return { bytes: await blob.arrayBuffer(), type: blob.type };
}

/** @type {Record<string, (request: any) => Promise<unknown>>} */
const operations = {
  open,
  query,
  exec: async ({ sql }) => {
    await pglite().exec(sql);
  },
  begin,
  end,
  listen,
  unlisten,
  dump,
  // The thread stays, for the main thread to end or to open another database in.
  close,
};

/** An error as plain data: its message and the Postgres fields (code, constraint, detail…). */
function describeError(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  /** @type {Record<string, string | number>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

port.on('message', (/** @type {{ id: number; op: string }} */ request) => {
  const operation = operations[request.op];
  if (!operation) {
    port.postMessage({
      kind: 'reply',
      id: request.id,
      error: describeError(new Error(`Unknown operation ${request.op}`)),
    });
    return;
  }
  operation(request).then(
    (value) => {
      // A dump's bytes move to the main thread rather than being copied.
      const transfer =
        request.op === 'dump' ? [/** @type {{ bytes: ArrayBuffer }} */ (value).bytes] : [];
      try {
        port.postMessage({ kind: 'reply', id: request.id, value }, transfer);
      } catch (error) {
        // A value structured clone refuses: an error for this call, not a dead thread.
        port.postMessage({ kind: 'reply', id: request.id, error: describeError(error) });
      }
    },
    (error) => port.postMessage({ kind: 'reply', id: request.id, error: describeError(error) }),
  );
});
port.postMessage({ kind: 'ready' });
