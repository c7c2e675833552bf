import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { startPgliteThread } from './pglite-thread';
import { failingFast } from './postgres-pool';
import type { Database } from './schema';

export type DriverName = 'pglite' | 'postgres';

/** One connection held for a sequence of raw statements (the migration runner's lock and transactions). */
export interface DatabaseSession {
  /** Runs one or more `;`-separated statements through the simple-query protocol. */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface AppDatabase {
  db: Kysely<Database>;
  driver: DriverName;
  /** Resolves when the database answers `select 1`; rejects quickly when it is down or closed. */
  ping(): Promise<void>;
  /**
   * Runs one or more `;`-separated statements (no parameters, no rows).
   * On PGlite, never call it from inside a `db.transaction()`: it waits for that transaction to end.
   */
  exec(sql: string): Promise<void>;
  /**
   * Holds one connection for `fn`. On PGlite, Kysely queries wait until `fn` settles,
   * so `fn` must use only the session, never `db`.
   */
  withSession<T>(fn: (session: DatabaseSession) => Promise<T>): Promise<T>;
  /**
   * Calls `listener` after each committed transaction that ran `NOTIFY channel`, in every process
   * on the database. On PostgreSQL a dedicated connection listens; when it is lost, it reconnects
   * and calls `listener` once more, since a change may have passed unheard. Resolves to a stop function.
   */
  listen(channel: string, listener: () => void): Promise<() => Promise<void>>;
  /**
   * True when every write's notifications reach `listen`'s listeners before the write returns:
   * PGlite, which this one process serves. On PostgreSQL they come on another connection, later.
   */
  notifiesBeforeWritesReturn: boolean;
  /** Closes the pool or the PGlite instance; safe to call twice. */
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, for `createDatabase({ loadDataDir })`. */
  dumpDataDir?(compression?: 'none' | 'gzip'): Promise<Blob>;
}

interface CreateDatabaseOptions {
  /** `postgres://…`: PostgreSQL through a pg Pool. Unset: embedded PGlite. */
  url?: string;
  /** PGlite data directory, created when missing. */
  dataDir?: string;
  /** PGlite: start from a `dumpDataDir()` tarball (in memory unless `dataDir` is set too). */
  loadDataDir?: Blob;
  /** PGlite in memory, nothing written to disk. */
  memory?: boolean;
  /** PostgreSQL pool tuning; the defaults suit the web process. */
  pool?: Partial<PoolSettings>;
  /** PGlite: its thread died (and is restarted when the data is on disk: pglite-thread.ts). */
  onThreadExit?: (error: Error, restarting: boolean) => void;
  /** PostgreSQL: errors of idle pooled connections (server restart, network); the pool replaces them. */
  onPoolError?: (error: Error) => void;
  /** PostgreSQL: the server stopped answering in time (false), and answers again (true). */
  onAnswering?: (answering: boolean) => void;
}

interface PoolSettings {
  max: number;
  connectionTimeoutMs: number;
  statementTimeoutMs: number;
  queryTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

/**
 * For the command-line tools and tests; the server passes its own, shorter ones from the
 * environment (`DB_*_TIMEOUT_MS`), so that a request to a dead or hung database is a quick 503.
 */
const DEFAULT_POOL: PoolSettings = {
  max: 10,
  connectionTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  queryTimeoutMs: 20_000,
  idleInTransactionTimeoutMs: 60_000,
};
const POOL_IDLE_TIMEOUT_MS = 30_000;
// A session runs migrations, which turn the statement timeout off: the client's limit is theirs.
const SESSION_QUERY_TIMEOUT_MS = 300_000;

/**
 * Opens the application database: PostgreSQL when `url` is given, else PGlite.
 *
 * @example
 * const app = await createDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
 * const jobs = await app.db.selectFrom('job').selectAll().execute();
 */
export async function createDatabase(options: CreateDatabaseOptions): Promise<AppDatabase> {
  if (options.url) return createPostgresDatabase(options.url, options);
  if (!options.dataDir && !options.memory && !options.loadDataDir) {
    throw new Error('createDatabase needs a postgres:// url, a dataDir or memory: true');
  }
  return createPgliteDatabase(options);
}

// int8 (count(*)) and numeric (pay) as number on both drivers: our keys are int4 or uuid, and
// amounts stay far below 2^53.
const parseNumber = (value: string): number => Number(value);
// A date as UTC midnight on both drivers (pg's default is local midnight, PGlite's is UTC).
const parseDate = (value: string): Date => new Date(value);

async function createPgliteDatabase(options: CreateDatabaseOptions): Promise<AppDatabase> {
  const dataDir = options.dataDir && !options.memory ? path.resolve(options.dataDir) : undefined;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // In its own thread, so that queries do not stall the event loop (decision 015); it parses
  // int8, numeric and dates as getPostgresTypeParser does.
  const pglite = await startPgliteThread({
    dataDir,
    loadDataDir: options.loadDataDir,
    onThreadExit: options.onThreadExit,
  });
  // Kysely's PGlite driver serialises every query and transaction behind one connection mutex.
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  const session: DatabaseSession = {
    exec: (text) => pglite.exec(text),
    query: async <Row>(text: string, params: unknown[] = []) =>
      (await pglite.query<Row>(text, params)).rows,
  };
  return withLifecycle({
    db,
    driver: 'pglite',
    exec: session.exec,
    // Holding Kysely's connection keeps its queries from interleaving with the session's statements.
    withSession: (fn) => db.connection().execute(() => fn(session)),
    listen: (channel, listener) => pglite.listen(channel, listener),
    notifiesBeforeWritesReturn: true,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
    dumpDataDir: (compression = 'gzip') => pglite.dumpDataDir(compression),
  });
}

function createPostgresDatabase(url: string, options: CreateDatabaseOptions): AppDatabase {
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  const settings = { ...DEFAULT_POOL, ...options.pool };
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.max,
    idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    connectionTimeoutMillis: settings.connectionTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    query_timeout: settings.queryTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
    keepAlive: true,
    application_name: 'somnia-careers',
    types: { getTypeParser: getPostgresTypeParser },
  });
  // pg emits 'error' on a client whose connection drops; with no listener that crashes the
  // process. The pool listens only to idle clients: also listen to checked-out ones, whose
  // query in flight rejects with the same error and which the pool discards on release.
  pool.on('connect', (client) => client.on('error', ignoreError));
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: failingFast(pool, options.onAnswering) }),
  });
  return withLifecycle({
    db,
    driver: 'postgres',
    exec: async (text) => {
      // No parameters: pg uses the simple-query protocol, which accepts several statements.
      await pool.query(text);
    },
    withSession: async (fn) => {
      // A connection of its own, discarded at the end: a session may leave SET values, locks or
      // an aborted transaction behind.
      const client = new pg.Client({ ...pool.options, query_timeout: SESSION_QUERY_TIMEOUT_MS });
      client.on('error', ignoreError);
      await client.connect();
      try {
        return await fn({
          exec: async (text) => {
            await client.query(text);
          },
          query: async <Row>(text: string, params: unknown[] = []) =>
            (await client.query<pg.QueryResultRow>(text, params)).rows as Row[],
        });
      } finally {
        await client.end().catch(ignoreError);
      }
    },
    listen: (channel, listener) => listenOnPostgres(url, settings, channel, listener),
    notifiesBeforeWritesReturn: false,
    close: () => db.destroy(),
  });
}

const LISTEN_RETRY_MS = 1_000;

/** One connection outside the pool that LISTENs on `channel`, reconnecting while it is wanted. */
async function listenOnPostgres(
  url: string,
  settings: PoolSettings,
  channel: string,
  listener: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = (failed: pg.Client) => {
    failed.end().catch(ignoreError);
    if (client === failed) client = undefined;
    if (!stopped) retry = setTimeout(() => void connect(), LISTEN_RETRY_MS).unref();
  };
  const connect = async () => {
    const candidate = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: settings.connectionTimeoutMs,
      keepAlive: true,
      application_name: 'somnia-careers-listen',
    });
    candidate.on('notification', (message) => {
      if (message.channel === channel) listener();
    });
    candidate.on('error', () => reconnectLater(candidate));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${candidate.escapeIdentifier(channel)}`);
      client = candidate;
      if (stopped) await candidate.end();
      // Changes made while nobody listened were not heard.
      else listener();
    } catch {
      reconnectLater(candidate);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(ignoreError);
  };
}

/** Adds ping, and a close that runs once and after which every call fails with one clear message. */
function withLifecycle(parts: Omit<AppDatabase, 'ping'>): AppDatabase {
  let closing: Promise<void> | undefined;
  const assertOpen = () => {
    if (closing) throw new Error('The database is closed');
  };
  return {
    ...parts,
    ping: async () => {
      assertOpen();
      await sql`select 1`.execute(parts.db);
    },
    exec: async (text) => {
      assertOpen();
      await parts.exec(text);
    },
    withSession: async (fn) => {
      assertOpen();
      return parts.withSession(fn);
    },
    listen: async (channel, listener) => {
      assertOpen();
      return parts.listen(channel, listener);
    },
    close: () => {
      closing ??= parts.close();
      return closing;
    },
  };
}

function ignoreError(): void {}

function getPostgresTypeParser(
  oid: number,
  format?: 'text' | 'binary',
): (value: string) => unknown {
  if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return parseNumber;
  if (oid === pg.types.builtins.DATE) return parseDate;
  return format === 'binary'
    ? pg.types.getTypeParser(oid, 'binary')
    : pg.types.getTypeParser(oid, 'text');
}
