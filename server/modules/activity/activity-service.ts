import type { Kysely, Transaction } from 'kysely';

import type { AdminActivity } from '../../../contract/admin-types';
import type { PagedList } from '../../../contract/page-types';
import type { Database } from '../../platform/db/schema';
import { withDatabase } from '../../platform/db/with-database';
import { isoOf } from '../../platform/http/iso-date';
import { fetchPage, type Paging } from '../../platform/db/paging';
import type { PostTitles } from '../../content/page-content';
import type { Actor } from '../../platform/auth/actor';
import {
  countActions,
  countActivity,
  findActions,
  findActivity,
  findEntityActivity,
  insertActivity,
  type ActivityEntry,
  type ActivityFilters,
} from './activity.repository';

type ActivityRow = Awaited<ReturnType<typeof findActivity>>[number];

function toDetails(value: unknown): Record<string, unknown> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

/** The post an entry names (a comment's, in its details), if any. */
function postSlugOf({ details }: Pick<AdminActivity, 'details'>): string | null {
  return typeof details.postSlug === 'string' && details.postSlug ? details.postSlug : null;
}

function toActivity(row: ActivityRow): Omit<AdminActivity, 'postTitle'> {
  return {
    id: row.id,
    actor: row.actor,
    actorSub: row.actor_sub,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    details: toDetails(row.details),
    createdAt: isoOf(row.created_at),
  };
}

/** One page of the activity log, newest first; an entry about a post carries its title. */
export function listActivity(
  db: Kysely<Database>,
  postTitles: PostTitles,
  filters: ActivityFilters,
  paging: Paging,
): Promise<PagedList<AdminActivity>> {
  return fetchPage(
    paging,
    () => countActivity(db, filters),
    async (slice) => {
      const entries = (await findActivity(db, filters, slice)).map(toActivity);
      const titles = await postTitles(entries.map(postSlugOf).filter((slug) => slug !== null));
      return entries.map((entry) => {
        const postSlug = postSlugOf(entry);
        return { ...entry, postTitle: postSlug === null ? null : (titles.get(postSlug) ?? null) };
      });
    },
  );
}

/** The newest `limit` entries of the log, as the log lists them (the admin overview). */
export async function listRecentActivity(
  db: Kysely<Database>,
  postTitles: PostTitles,
  limit: number,
): Promise<AdminActivity[]> {
  return (await listActivity(db, postTitles, {}, { page: 1, limit })).list;
}

// The export is for one question (what a rule did this month), not a backup: it stops here.
const MAX_EXPORT_ROWS = 10_000;

/**
 * The entries to export (newest first, at most 10,000), as the log lists them; the export is
 * logged with its filters, since the log names people.
 */
export async function exportActivity(
  db: Kysely<Database>,
  filters: ActivityFilters,
  actor: Actor,
): Promise<Omit<AdminActivity, 'postTitle'>[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await findActivity(trx, filters, { limit: MAX_EXPORT_ROWS, offset: 0 });
    await insertActivity(trx, {
      actor,
      action: 'activity.exported',
      entity: 'activity_log',
      entityId: null,
      details: { rows: rows.length, filters },
    });
    return rows.map(toActivity);
  });
}

/** The actions seen so far, for the log's filter. */
export function listActions(db: Kysely<Database>, paging: Paging): Promise<PagedList<string>> {
  return fetchPage(
    paging,
    () => countActions(db),
    (slice) => findActions(db, slice),
  );
}

/**
 * Records an entry in the activity log. Other modules call it with their transaction, so the
 * entry is written with the change it records or not at all.
 */
export function recordActivity(
  db: Kysely<Database> | Transaction<Database>,
  entry: ActivityEntry,
): Promise<void> {
  return insertActivity(db, entry);
}

/** Every entry about one item, oldest first, with its details read. */
export async function listEntityActivity(
  db: Kysely<Database> | Transaction<Database>,
  entity: string,
  entityId: string | number,
): Promise<{ actor: string; action: string; details: Record<string, unknown> }[]> {
  const rows = await findEntityActivity(db, entity, entityId);
  return rows.map((row) => ({
    actor: row.actor,
    action: row.action,
    details: toDetails(row.details),
  }));
}

/**
 * Who changed an item after `version`, and which fields: read from its entries that carry the
 * version they made (`details.version`) and the fields they changed (`details.fields`), as the
 * editors' saves log them. For the 409 of a save based on an older version.
 */
export async function listChangesSince(
  db: Kysely<Database> | Transaction<Database>,
  entity: string,
  entityId: number,
  version: number,
): Promise<{ actors: string[]; fields: string[] }> {
  const later = (await listEntityActivity(db, entity, entityId)).filter(
    (entry) => Number(entry.details.version) > version,
  );
  const fields = later.flatMap((entry) => String(entry.details.fields ?? '').split(', '));
  return {
    actors: [...new Set(later.map((entry) => entry.actor))],
    fields: [...new Set(fields)].filter(Boolean),
  };
}

/** The activity log's services on one database, posts named by `postTitles`, for its admin section. */
export function createActivityService(db: Kysely<Database>, postTitles: PostTitles) {
  return {
    listActivity: (filters: ActivityFilters, paging: Paging) =>
      listActivity(db, postTitles, filters, paging),
    listActions: withDatabase(db, listActions),
    exportActivity: withDatabase(db, exportActivity),
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
