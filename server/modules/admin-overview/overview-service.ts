import type { Kysely } from 'kysely';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import type { AdminOverview } from '../../../contract/admin-types';
import { hasScope } from '../../../contract/scopes';
import type { Database } from '../../platform/db/schema';
import { listRecentActivity } from '../activity';
import type { PostTitles } from '../../content/page-content';
import { countPendingComments } from '../comments';
import { countAllKeywords } from '../keywords';
import { countAllSignups } from '../talent';
import { listSignedInAdmins } from '../accounts';
import { countFailingJobSources } from '../job-sources';
import { countScheduledJobs } from '../jobs';
import { countEmbargoedReleases } from '../press';
import { countUndeliveredMail } from '../../platform/mail/outbox';

const RECENT_ACTIVITY_ROWS = 5;

/**
 * The admin root's figures: each section's only for an admin with its scope, null otherwise
 * (SPEC §2: a bare /admin loads the admin root).
 */
export async function getOverview(
  db: Kysely<Database>,
  postTitles: PostTitles,
  scopes: readonly string[],
): Promise<AdminOverview> {
  const may = (scope: string) => hasScope(scopes, scope);
  return {
    pendingComments: may(ADMIN_SCOPES.comments) ? await countPendingComments(db) : null,
    keywords: may(ADMIN_SCOPES.keywords) ? await countAllKeywords(db) : null,
    talentSignups: may(ADMIN_SCOPES.talent) ? await countAllSignups(db) : null,
    recentActivity: may(ADMIN_SCOPES.activity)
      ? await listRecentActivity(db, postTitles, RECENT_ACTIVITY_ROWS)
      : null,
    signedIn: may(ADMIN_SCOPES.accounts) ? await listSignedInAdmins(db) : null,
    scheduledJobs: may(ADMIN_SCOPES.jobs) ? await countScheduledJobs(db) : null,
    scheduledReleases: may(ADMIN_SCOPES.press) ? await countEmbargoedReleases(db) : null,
    failingJobSources: may(ADMIN_SCOPES.jobs) ? await countFailingJobSources(db) : null,
    undeliveredMail: may(ADMIN_SCOPES.system) ? await countUndeliveredMail(db) : null,
  };
}

/** The overview's service on one database, for the admin root. */
export function createOverviewService(db: Kysely<Database>, postTitles: PostTitles) {
  return {
    getOverview: (scopes: readonly string[]) => getOverview(db, postTitles, scopes),
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
