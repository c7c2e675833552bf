import { setTimeout as delay } from 'node:timers/promises';

import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';

/** How often a database that stopped answering is asked again whether it answers. */
const PROBE_INTERVAL_MS = 250;
// availability.ts reads it as "the database is unavailable": a 503.
const NOT_ANSWERING_MESSAGE = 'The database is not answering';

/** True for pg's own timeouts: no connection in time, or no answer to a query in time. */
function isTimeout(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /timeout exceeded when trying to connect|connection timeout|query read timeout/i.test(
    message,
  );
}

/** Resolves true when a connection of its own gets an answer to `select 1` within the timeouts. */
async function answers(options: pg.ClientConfig): Promise<boolean> {
  const client = new pg.Client(options);
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    client.end().catch(() => undefined);
  }
}

/**
 * pg's pool as Kysely takes it, for a database that hangs rather than stops (connections taken,
 * queries never answered). A connection whose query went unanswered past the client-side
 * `query_timeout` is discarded, not pooled again (its query would hold every later one). And from
 * the first such timeout, or a new connection not made in time, until a connection of its own gets an answer again (asked every 250 ms),
 * asking for a connection fails at once: requests answer 503 straight away instead of each
 * waiting out the timeouts.
 *
 * @example
 * const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: failingFast(pool) }) });
 */
export function failingFast(
  pool: pg.Pool,
  /** Told when the database stops answering (false) and when it answers again (true). */
  onAnswering: (answering: boolean) => void = () => undefined,
): PostgresPool {
  let recovering: Promise<void> | undefined;
  let ended = false;

  const notAnswering = () => {
    if (recovering) return;
    onAnswering(false);
    recovering = (async () => {
      while (!ended && !(await answers(pool.options))) await delay(PROBE_INTERVAL_MS);
      recovering = undefined;
      if (!ended) onAnswering(true);
    })();
  };

  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let timedOut = false;
    const run = async (sql: string, parameters: readonly unknown[]) => {
      // Its unanswered query still holds the connection: a ROLLBACK after it would wait as long.
      if (timedOut) throw new Error(NOT_ANSWERING_MESSAGE);
      try {
        // pg types `command` as any string; Kysely lists the ones it reads.
        return (await client.query(sql, [...parameters])) as PostgresQueryResult<unknown>;
      } catch (error) {
        if (isTimeout(error)) {
          timedOut = true;
          notAnswering();
        }
        throw error;
      }
    };
    function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query(
      sql: string | PostgresCursor<unknown>,
      parameters: readonly unknown[] = [],
    ): Promise<PostgresQueryResult<unknown>> | PostgresCursor<unknown> {
      // Kysely streams through a cursor only when the dialect is given one: this one is not.
      if (typeof sql !== 'string') throw new Error('streaming queries are not configured');
      return run(sql, parameters);
    }
    return {
      query,
      release: (destroy) => client.release(destroy === true || timedOut),
    };
  };

  return {
    options: pool.options,
    async connect() {
      if (recovering) throw new Error(NOT_ANSWERING_MESSAGE);
      // With every connection busy the wait is for one to come free: load (a 503 all the same),
      // not a server that hangs; its hung queries would time out on their own.
      const opensOne = pool.totalCount < (pool.options.max ?? Infinity);
      try {
        return wrap(await pool.connect());
      } catch (error) {
        if (opensOne && isTimeout(error)) notAnswering();
        throw error;
      }
    },
    async end() {
      ended = true;
      await pool.end();
    },
  };
}
