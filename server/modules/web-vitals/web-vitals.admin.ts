import { Router } from 'express';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import type { AdminPage } from '../../../contract/admin-types';
import type { WebVitalsReport } from '../../../contract/web-vitals';
import { requireScope } from '../../platform/auth/require-scope';
import { toPager } from '../../platform/db/paging';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { parseOrThrow } from '../../platform/http/validation';
import { webVitalsReportQuerySchema } from './web-vitals-schemas';
import type { WebVitalsService } from './web-vitals-service';

/**
 * `/api/admin/vitals?days=7|28` (scope admin:vitals): the p75 of each Core Web Vital per route,
 * over the window and per UTC day, as one page (the overview's shape).
 */
export function createWebVitalsAdminRouter(vitals: WebVitalsService): Router {
  const router = Router();
  router.use(requireScope(ADMIN_SCOPES.vitals));
  router.get('/', async (req, res) => {
    const { days } = parseOrThrow(webVitalsReportQuerySchema, req.query, 'query');
    const page: AdminPage<WebVitalsReport> = {
      content: await vitals.report(days),
      pager: toPager(1, 1, 1),
    };
    sendEnvelope(res, okEnvelope(page));
  });
  return router;
}
