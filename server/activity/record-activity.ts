import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';

/** Who did something: the verified token's subject and e-mail, or nobody signed in. */
export interface Actor {
  sub: string | null;
  email: string | null;
}

export const ANONYMOUS: Actor = { sub: null, email: null };

export interface ActivityEntry {
  actor: Actor;
  /** Dotted verb, e.g. `comment.created`, `comment.approved`, `keyword.added`, `talent.deleted`. */
  action: string;
  entity: string;
  entityId: string | number | null;
  details?: Record<string, unknown>;
}

/**
 * Appends a row to the activity log. Call it with the transaction of the write it describes,
 * so the log and the data never disagree.
 */
export async function recordActivity(
  db: Kysely<Database> | Transaction<Database>,
  entry: ActivityEntry,
): Promise<void> {
  await db
    .insertInto('activity_log')
    .values({
      actor: entry.actor.email ?? entry.actor.sub ?? 'anonymous',
      actor_sub: entry.actor.sub,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
