import type { Kysely } from 'kysely';

import type { AdminActivity, AdminOverview } from '../../../src/api/admin-types';
import type { PagedList } from '../../../src/api/page-types';
import type { Database } from '../../db/schema';
import { isoOf } from '../iso-date';
import { fetchPage, type Paging } from '../list-query';
import {
  countActions,
  countActivity,
  findActions,
  findActivity,
  type ActivityFilters,
} from './activity.repository';

type ActivityRow = Awaited<ReturnType<typeof findActivity>>[number];
type RecentActivity = NonNullable<AdminOverview['recentActivity']>[number];

function toDetails(value: unknown): Record<string, unknown> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

function toActivity(row: ActivityRow): AdminActivity {
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

/** One page of the activity log, newest first. */
export function listActivity(
  db: Kysely<Database>,
  filters: ActivityFilters,
  paging: Paging,
): Promise<PagedList<AdminActivity>> {
  return fetchPage(
    paging,
    () => countActivity(db, filters),
    async (slice) => (await findActivity(db, filters, slice)).map(toActivity),
  );
}

/** The newest `limit` entries of the log, without their details (the admin overview). */
export async function listRecentActivity(
  db: Kysely<Database>,
  limit: number,
): Promise<RecentActivity[]> {
  const rows = await findActivity(db, {}, { limit, offset: 0 });
  return rows.map(({ id, actor, action, entity, entity_id, created_at }) => ({
    id,
    actor,
    action,
    entity,
    entityId: entity_id,
    createdAt: isoOf(created_at),
  }));
}

/** The actions seen so far, for the log's filter. */
export function listActions(db: Kysely<Database>, paging: Paging): Promise<PagedList<string>> {
  return fetchPage(
    paging,
    () => countActions(db),
    (slice) => findActions(db, slice),
  );
}
