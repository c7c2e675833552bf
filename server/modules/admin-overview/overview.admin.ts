import { Router } from 'express';
import { z } from 'zod';

import { ALL_ADMIN_SCOPES } from '../../../contract/admin-scopes';
import type { AdminPage, AdminOverview } from '../../../contract/admin-types';
import { requireScope } from '../../platform/auth/require-scope';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { toPager } from '../../platform/db/paging';
import { parseOrThrow } from '../../platform/http/validation';
import type { OverviewService } from './overview-service';

const emptyQuery = z.strictObject({});

/** `GET /api/admin` (SPEC §2: a bare /admin loads the admin root): the overview as one page. */
export function createOverviewAdminRouter(overview: OverviewService): Router {
  const router = Router();
  router.get('/', requireScope(...ALL_ADMIN_SCOPES), async (req, res) => {
    parseOrThrow(emptyQuery, req.query, 'query');
    const content = await overview.getOverview(res.locals.auth?.scopes ?? []);
    const page: AdminPage<AdminOverview> = { content, pager: toPager(1, 1, 1) };
    sendEnvelope(res, okEnvelope(page));
  });
  return router;
}
