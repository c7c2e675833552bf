import type { Kysely } from 'kysely';

import { ADMIN_SCOPES } from '../../../src/api/admin-scopes';
import type { AdminOverview } from '../../../src/api/admin-types';
import { hasScope } from '../../../src/api/scopes';
import type { Database } from '../../platform/db/schema';
import { listRecentActivity } from '../activity/activity-service';
import { countComments } from '../comments/comment.repository';
import { countKeywords } from '../keywords/keyword.repository';
import { countSignups } from '../talent/talent.repository';

const RECENT_ACTIVITY_ROWS = 5;

/**
 * The admin root's figures: each section's only for an admin with its scope, null otherwise
 * (SPEC §2: a bare /admin loads the admin root).
 */
export async function getOverview(
  db: Kysely<Database>,
  scopes: readonly string[],
): Promise<AdminOverview> {
  const may = (scope: string) => hasScope(scopes, scope);
  return {
    pendingComments: may(ADMIN_SCOPES.comments)
      ? await countComments(db, { status: ['pending'] })
      : null,
    keywords: may(ADMIN_SCOPES.keywords) ? await countKeywords(db, {}) : null,
    talentSignups: may(ADMIN_SCOPES.talent) ? await countSignups(db, {}) : null,
    recentActivity: may(ADMIN_SCOPES.activity)
      ? await listRecentActivity(db, RECENT_ACTIVITY_ROWS)
      : null,
  };
}
