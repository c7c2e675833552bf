import type { Kysely } from 'kysely';

import type { Database } from './schema';

/**
 * A service function with its first argument, the database, given: a module binds its services
 * once (`createXService(db)`), so its routers hold services, never the database handle.
 */
export function withDatabase<Args extends unknown[], Result>(
  db: Kysely<Database>,
  service: (db: Kysely<Database>, ...args: Args) => Result,
): (...args: Args) => Result {
  return (...args) => service(db, ...args);
}
