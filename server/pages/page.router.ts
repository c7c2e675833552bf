import { Router } from 'express';

import { sendEnvelope } from '../platform/http/envelope';
import { answerOverloaded } from '../platform/http/overload';
import type { PageService } from './page-service';

/**
 * SPEC §7 call 1: `GET /api/page/{path}?{query}`, `home` for the root. Under overload
 * (`isOverloaded`, http/overload.ts) a cached page is still answered; composing one is shed.
 */
export function createPageRouter(pages: PageService, isOverloaded?: () => boolean): Router {
  const router = Router();
  router.get('/page/{*path}', async (req, res) => {
    const path = (req.params as { path?: string[] }).path?.join('/') ?? '';
    const queryIndex = req.originalUrl.indexOf('?');
    const search = queryIndex === -1 ? '' : req.originalUrl.slice(queryIndex + 1);
    if (isOverloaded?.() && !pages.isCached?.(path, search)) return answerOverloaded(req, res);
    sendEnvelope(res, await pages.getPageEnvelope(path, search));
  });
  return router;
}
