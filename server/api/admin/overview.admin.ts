import { Router } from 'express';
import { sql, type Kysely } from 'kysely';

import { ADMIN_SCOPES, ALL_ADMIN_SCOPES } from '../../../src/api/admin-scopes';
import { hasScope } from '../../../src/api/scopes';
import type { AdminOverview } from '../../../src/api/admin-types';
import type { Database } from '../../db/schema';
import { okEnvelope, sendEnvelope } from '../../http/envelope';
import { requireScope } from '../../auth/require-scope';
import { toPager } from '../list-query';
import { parseOrThrow } from '../validation';
import { newestFirst } from './admin-list';
import { isoOf } from './admin-query';
import { z } from 'zod';

const RECENT_ACTIVITY_ROWS = 5;

const emptyQuery = z.strictObject({});

/** `GET /api/admin` (SPEC §2: a bare /admin loads the admin root). */
export function createOverviewAdminRouter(db: Kysely<Database>): Router {
  const router = Router();
  router.get('/', requireScope(...ALL_ADMIN_SCOPES), async (req, res) => {
    parseOrThrow(emptyQuery, req.query, 'query');
    const scopes = res.locals.auth?.scopes ?? [];
    const count = async (
      table: 'blog_comment' | 'blacklist_keyword' | 'talent_signup',
      pendingOnly = false,
    ) => {
      let query = db.selectFrom(table).select(sql<number>`count(*)::int`.as('total'));
      if (pendingOnly) query = query.where(sql.ref('status'), '=', 'pending');
      return (await query.executeTakeFirstOrThrow()).total;
    };
    const content: AdminOverview = {
      pendingComments: hasScope(scopes, ADMIN_SCOPES.comments)
        ? await count('blog_comment', true)
        : null,
      keywords: hasScope(scopes, ADMIN_SCOPES.keywords) ? await count('blacklist_keyword') : null,
      talentSignups: hasScope(scopes, ADMIN_SCOPES.talent) ? await count('talent_signup') : null,
      recentActivity: hasScope(scopes, ADMIN_SCOPES.activity)
        ? (
            await newestFirst(
              db
                .selectFrom('activity_log')
                .select(['id', 'actor', 'action', 'entity', 'entity_id', 'created_at']),
            )
              .limit(RECENT_ACTIVITY_ROWS)
              .execute()
          ).map((row) => ({
            id: row.id,
            actor: row.actor,
            action: row.action,
            entity: row.entity,
            entityId: row.entity_id,
            createdAt: isoOf(row.created_at),
          }))
        : null,
    };
    sendEnvelope(res, okEnvelope({ content, pager: toPager(1, 1, 1) }));
  });
  return router;
}
