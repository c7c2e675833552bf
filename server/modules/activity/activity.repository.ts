import { sql, type Kysely, type Transaction } from 'kysely';

import type { Database } from '../../platform/db/schema';
import { countAsTotal, likePattern, newestFirst } from '../../platform/db/query-helpers';
import type { PageSlice } from '../../platform/db/paging';
import type { Actor } from '../../platform/auth/actor';

type Db = Kysely<Database> | Transaction<Database>;

export interface ActivityEntry {
  actor: Actor;
  /** Dotted verb, e.g. `comment.created`, `comment.approved`, `keyword.added`, `talent.deleted`. */
  action: string;
  entity: string;
  entityId: string | number | null;
  details?: Record<string, unknown>;
}

/**
 * The activity log's filters: actions, the moderation rule that decided an entry (decision 065),
 * a search in the actor, and whole UTC days `YYYY-MM-DD`.
 */
export interface ActivityFilters {
  action?: string[];
  rule?: string[];
  actor?: string;
  from?: string;
  to?: string;
}

/** Appends a row to the activity log. */
export async function insertActivity(db: Db, entry: ActivityEntry): Promise<void> {
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

function filteredActivity(db: Db, filters: ActivityFilters) {
  let query = db.selectFrom('activity_log');
  if (filters.action?.length) query = query.where('action', 'in', filters.action);
  if (filters.rule?.length)
    query = query.where(sql<string>`details ->> 'rule'`, 'in', filters.rule);
  if (filters.actor) query = query.where('actor', 'ilike', likePattern(filters.actor));
  // Days are whole UTC days, both ends included.
  if (filters.from) query = query.where('created_at', '>=', new Date(`${filters.from}T00:00:00Z`));
  if (filters.to) query = query.where('created_at', '<', sql<Date>`${filters.to}::date + 1`);
  return query;
}

export async function countActivity(db: Db, filters: ActivityFilters): Promise<number> {
  return (await filteredActivity(db, filters).select(countAsTotal).executeTakeFirstOrThrow()).total;
}

/** One page of the log, newest first. */
export function findActivity(db: Db, filters: ActivityFilters, slice: PageSlice) {
  return newestFirst(
    filteredActivity(db, filters).select([
      'id',
      'actor',
      'actor_sub',
      'action',
      'entity',
      'entity_id',
      'details',
      'created_at',
    ]),
  )
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

/** How many distinct actions the log holds. */
export async function countActions(db: Db): Promise<number> {
  const row = await db
    .selectFrom('activity_log')
    .select(sql<number>`count(distinct action)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}

/** One page of the distinct actions, in alphabetical order. */
export async function findActions(db: Db, slice: PageSlice): Promise<string[]> {
  const rows = await db
    .selectFrom('activity_log')
    .select('action')
    .distinct()
    .orderBy('action')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  return rows.map((row) => row.action);
}

/** Every entry about one item, oldest first (e.g. what changed a record since a version). */
export function findEntityActivity(db: Db, entity: string, entityId: string | number) {
  return db
    .selectFrom('activity_log')
    .select(['actor', 'action', 'details', 'created_at'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
}
