import type { Router } from 'express';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { createAdminSectionRouter } from '../../platform/admin-lists/admin-list';
import { actorOf } from '../../platform/auth/require-scope';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { jsonBody, parseOrThrow } from '../../platform/http/validation';
import type { PageEditingService } from './page-editing-service';
import {
  DOCUMENT_SCHEMAS,
  idParamsSchema,
  listQuerySchema,
  markdownPreviewSchema,
  publishSchema,
  saveSchema,
  versionSchema,
} from './page-editing-schemas';

// A page's document is its blocks' texts: the largest file today is under 20 kB.
const PAGE_BODY_LIMIT = '512kb';

/**
 * `/api/admin/pages` (scope admin:pages): the site's pages and the hiring FAQ (the FAQ first, 10
 * a page); the fields each block kind accepts; one document; save it as a draft (the whole
 * document, checked by the content schemas: a 400 names the block's field, `section.3.heading`);
 * preview it as the site renders it; publish now or at a time; cancel a schedule; take the
 * file's version. Each write names the version it was based on: a stale one is a 409 with the
 * document as it is now.
 */
export function createPageAdminRouter(pages: PageEditingService): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.pages, {
    query: listQuerySchema,
    list: (filters, paging) => pages.listPages(filters, paging),
  });
  const body = jsonBody(PAGE_BODY_LIMIT);
  const idOf = (params: unknown) => parseOrThrow(idParamsSchema, params, 'params').id;

  router.get('/fields', (_req, res) => {
    sendEnvelope(res, okEnvelope(pages.fieldModel()));
  });

  router.post('/markdown-preview', body, (req, res) => {
    const { markdown } = parseOrThrow(markdownPreviewSchema, req.body, 'body');
    sendEnvelope(res, okEnvelope(pages.previewMarkdown(markdown)));
  });

  router.get('/:id', async (req, res) => {
    sendEnvelope(res, okEnvelope(await pages.getPage(idOf(req.params))));
  });

  router.get('/:id/preview', async (req, res) => {
    sendEnvelope(res, okEnvelope(await pages.previewPage(idOf(req.params))));
  });

  router.put('/:id', body, async (req, res) => {
    const id = idOf(req.params);
    const { version, ...document } = parseOrThrow(saveSchema, req.body, 'body');
    // The document's kind says which schema it must meet: read it before checking the body.
    const { kind } = await pages.getPage(id);
    const fields = parseOrThrow(DOCUMENT_SCHEMAS[kind], document, 'body');
    sendEnvelope(
      res,
      okEnvelope(await pages.savePage(id, version, fields, actorOf(res.locals.auth))),
    );
  });

  router.post('/:id/publish', body, async (req, res) => {
    const id = idOf(req.params);
    const { version, at } = parseOrThrow(publishSchema, req.body, 'body');
    const actor = actorOf(res.locals.auth);
    sendEnvelope(
      res,
      okEnvelope(await pages.publishPage(id, version, at ? new Date(at) : null, actor)),
    );
  });

  router.post('/:id/unschedule', body, async (req, res) => {
    const id = idOf(req.params);
    const { version } = parseOrThrow(versionSchema, req.body, 'body');
    sendEnvelope(
      res,
      okEnvelope(await pages.unschedulePage(id, version, actorOf(res.locals.auth))),
    );
  });

  router.post('/:id/take-file-version', body, async (req, res) => {
    const id = idOf(req.params);
    const { version } = parseOrThrow(versionSchema, req.body, 'body');
    sendEnvelope(
      res,
      okEnvelope(await pages.takeFileVersion(id, version, actorOf(res.locals.auth))),
    );
  });

  return router;
}
