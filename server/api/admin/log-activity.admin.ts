import type { Router } from 'express';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';

import { ADMIN_SCOPES } from '../../../src/api/admin-scopes';
import type { AdminActivity } from '../../../src/api/admin-types';
import type { Database } from '../../db/schema';
import { createAdminSectionRouter, adminOptionsHandler } from './admin-list';
import { dayParam, isoOf, likePattern, multiParam, pageParam, searchParam } from './admin-query';

const ACTION_PATTERN = /^[a-z_]+(?:\.[a-z_]+)*$/;

const listQuerySchema = z
  .strictObject({
    page: pageParam,
    action: multiParam<string>(undefined, ACTION_PATTERN),
    actor: searchParam,
    from: dayParam,
    to: dayParam,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: 'must not be before from',
  });

function toDetails(value: unknown): Record<string, unknown> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

/** `/api/admin/log-activity`: every admin action and public write, newest first, with filters. */
export function createLogActivityAdminRouter(db: Kysely<Database>): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.activity, {
    query: listQuerySchema,
    filter: (filters) => {
      let query = db.selectFrom('activity_log');
      if (filters.action?.length) query = query.where('action', 'in', filters.action);
      if (filters.actor) query = query.where('actor', 'ilike', likePattern(filters.actor));
      // Days are whole UTC days, both ends included.
      if (filters.from)
        query = query.where('created_at', '>=', new Date(`${filters.from}T00:00:00Z`));
      if (filters.to) query = query.where('created_at', '<', sql<Date>`${filters.to}::date + 1`);
      return query;
    },
    select: (rows) =>
      rows.select([
        'id',
        'actor',
        'actor_sub',
        'action',
        'entity',
        'entity_id',
        'details',
        'created_at',
      ]),
    toItem: (row): AdminActivity => ({
      id: row.id,
      actor: row.actor,
      actorSub: row.actor_sub,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      details: toDetails(row.details),
      createdAt: isoOf(row.created_at),
    }),
  });

  // The actions seen so far, for the filter.
  router.get(
    '/actions',
    adminOptionsHandler({
      sortField: 'action',
      defaultLimit: 100,
      total: () =>
        db.selectFrom('activity_log').select(sql<number>`count(distinct action)::int`.as('total')),
      rows: (limit, offset) =>
        db
          .selectFrom('activity_log')
          .select('action')
          .distinct()
          .orderBy('action')
          .limit(limit)
          .offset(offset),
      toOption: (row) => row.action,
    }),
  );

  return router;
}
