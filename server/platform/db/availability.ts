/** Network and server-side codes that mean "the database cannot be reached right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout (PostgreSQL) stopped a statement
  '08000',
  '08001',
  '08003',
  '08004',
  '08006', // connection_exception family
]);
// From "pglite instance" on: a closed database (Kysely's PGlite driver, Kysely, pg's pool), then
// pg's client-side `query_timeout`, then a database that hangs (postgres-pool.ts).
const UNAVAILABLE_MESSAGE =
  /connection terminated|timeout exceeded when trying to connect|connection timeout|pglite is closed|database is closed|client has encountered a connection error|pglite instance is already closed|driver has already been destroyed|cannot use a pool after calling end|query read timeout|database is not answering/i;

/** True when an error means the database is down, unreachable or timed out (answered 503), not a bug (500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}
