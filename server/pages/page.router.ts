import { Router } from 'express';

import { sendEnvelope } from '../platform/http/envelope';
import type { PageService } from './page-service';

/** SPEC §7 call 1: `GET /api/page/{path}?{query}`, `home` for the root. */
export function createPageRouter(pages: PageService): Router {
  const router = Router();
  router.get('/page/{*path}', async (req, res) => {
    const path = (req.params as { path?: string[] }).path?.join('/') ?? '';
    const queryIndex = req.originalUrl.indexOf('?');
    const search = queryIndex === -1 ? '' : req.originalUrl.slice(queryIndex + 1);
    sendEnvelope(res, await pages.getPageEnvelope(path, search));
  });
  return router;
}
