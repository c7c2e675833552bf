import { Router, type Request } from 'express';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { adminDeleteHandler } from '../../platform/admin-lists/admin-delete';
import { createAdminSectionRouter } from '../../platform/admin-lists/admin-list';
import { actorOf, requireScope } from '../../platform/auth/require-scope';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { multipartForm } from '../../platform/http/multipart-form';
import { invalidInputError, jsonBody, parseOrThrow } from '../../platform/http/validation';
import type { BrandAssetUploads } from './brand-asset-admin-service';
import {
  MAX_BRAND_ASSET_BYTES,
  prepareAssetFile,
  preparePreview,
  UploadProblem,
} from './brand-asset-uploads';
import type { PressAdminService } from './press-admin-service';
import {
  idParamsSchema,
  linkParamsSchema,
  listQuerySchema,
  markdownPreviewSchema,
  moveSchema,
  newAssetSchema,
  newsInputSchema,
  pageQuerySchema,
  previewLinkSchema,
  releaseInputSchema,
  savedAssetSchema,
  savedNewsSchema,
  savedReleaseSchema,
} from './press-admin-schemas';

// A body of 50,000 characters, up to 4 bytes each in UTF-8, escaped in JSON.
const PRESS_BODY_LIMIT = '512kb';
const FILE_FIELD = 'file';
const PREVIEW_FIELD = 'preview';

const idOf = (params: unknown) => parseOrThrow(idParamsSchema, params, 'params').id;

/** An upload's problem as a 400 naming its field. */
async function checked<T>(field: string, prepare: () => Promise<T>): Promise<T> {
  try {
    return await prepare();
  } catch (error) {
    if (error instanceof UploadProblem) throw invalidInputError(field, error.message);
    throw error;
  }
}

/** The asset form's uploads, each checked by its content; null where none was sent. */
async function uploadsOf(req: Request): Promise<BrandAssetUploads> {
  const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
  const [file] = files[FILE_FIELD] ?? [];
  const [preview] = files[PREVIEW_FIELD] ?? [];
  return {
    file: file
      ? await checked(FILE_FIELD, () => prepareAssetFile(file.buffer, file.originalname))
      : null,
    preview: preview ? await checked(PREVIEW_FIELD, () => preparePreview(preview.buffer)) : null,
  };
}

/** `/releases`: list, open, preview, write, remove; each release's preview links. */
function releasesRouter(press: PressAdminService): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.press, {
    query: listQuerySchema,
    list: (filters, paging) => press.listReleases(filters, paging),
  });
  const body = jsonBody(PRESS_BODY_LIMIT);

  router.get('/:id', async (req, res) => {
    sendEnvelope(res, okEnvelope(await press.getRelease(idOf(req.params))));
  });
  router.get('/:id/preview', async (req, res) => {
    sendEnvelope(res, okEnvelope(await press.previewRelease(idOf(req.params))));
  });
  router.post('/', body, async (req, res) => {
    const input = parseOrThrow(releaseInputSchema, req.body, 'body');
    const created = await press.createRelease(input, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(created, 201, 'Created'));
  });
  router.put('/:id', body, async (req, res) => {
    const id = idOf(req.params);
    const { version, ...input } = parseOrThrow(savedReleaseSchema, req.body, 'body');
    const actor = actorOf(res.locals.auth);
    sendEnvelope(res, okEnvelope(await press.saveRelease(id, version, input, actor)));
  });
  router.delete(
    '/:id',
    adminDeleteHandler((id, actor) => press.removeRelease(id, actor)),
  );

  router.get('/:id/preview-links', async (req, res) => {
    sendEnvelope(res, okEnvelope(await press.listPreviewLinks(idOf(req.params))));
  });
  router.post('/:id/preview-links', body, async (req, res) => {
    const id = idOf(req.params);
    const input = parseOrThrow(previewLinkSchema, req.body, 'body');
    const link = await press.createPreviewLink(id, input, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(link, 201, 'Created'));
  });
  router.post('/:id/preview-links/:linkId/revoke', async (req, res) => {
    const { id, linkId } = parseOrThrow(linkParamsSchema, req.params, 'params');
    const link = await press.revokePreviewLink(id, linkId, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(link));
  });
  return router;
}

/** `/news`: the coverage items. */
function newsRouter(press: PressAdminService): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.press, {
    query: listQuerySchema,
    list: (filters, paging) => press.listNews(filters, paging),
  });
  const body = jsonBody(PRESS_BODY_LIMIT);

  router.get('/:id', async (req, res) => {
    sendEnvelope(res, okEnvelope(await press.getNews(idOf(req.params))));
  });
  router.post('/', body, async (req, res) => {
    const input = parseOrThrow(newsInputSchema, req.body, 'body');
    const created = await press.createNews(input, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(created, 201, 'Created'));
  });
  router.put('/:id', body, async (req, res) => {
    const id = idOf(req.params);
    const { version, ...input } = parseOrThrow(savedNewsSchema, req.body, 'body');
    const actor = actorOf(res.locals.auth);
    sendEnvelope(res, okEnvelope(await press.saveNews(id, version, input, actor)));
  });
  router.delete(
    '/:id',
    adminDeleteHandler((id, actor) => press.removeNews(id, actor)),
  );
  return router;
}

/** `/brand-assets`: multipart forms with the file and an optional preview image; move; remove. */
function brandAssetsRouter(press: PressAdminService): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.press, {
    query: pageQuerySchema,
    list: (_filters, paging) => press.listAssets(paging),
  });
  const form = multipartForm({
    file: [FILE_FIELD, PREVIEW_FIELD],
    maxFileBytes: MAX_BRAND_ASSET_BYTES,
  });

  router.get('/:id', async (req, res) => {
    sendEnvelope(res, okEnvelope(await press.getAsset(idOf(req.params))));
  });
  router.post('/', form, async (req, res) => {
    const fields = parseOrThrow(newAssetSchema, req.body, 'body');
    const uploads = await uploadsOf(req);
    const created = await press.addAsset(fields, uploads, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(created, 201, 'Created'));
  });
  router.put('/:id', form, async (req, res) => {
    const id = idOf(req.params);
    const { version, ...fields } = parseOrThrow(savedAssetSchema, req.body, 'body');
    const uploads = await uploadsOf(req);
    const actor = actorOf(res.locals.auth);
    sendEnvelope(res, okEnvelope(await press.saveAsset(id, version, fields, uploads, actor)));
  });
  router.post('/:id/move', jsonBody(), async (req, res) => {
    const id = idOf(req.params);
    const { direction } = parseOrThrow(moveSchema, req.body, 'body');
    sendEnvelope(res, okEnvelope(await press.moveAsset(id, direction, actorOf(res.locals.auth))));
  });
  router.delete(
    '/:id',
    adminDeleteHandler((id, actor) => press.removeAsset(id, actor)),
  );
  return router;
}

/**
 * `/api/admin/press` (scope admin:press): `releases` (embargoes and preview links), `news` (the
 * coverage) and `brand-assets` (uploads, order), each listed 10 a page; the newsroom's `stories`
 * a release may retell; `markdown-preview` as the public pages render it. Each save names the
 * version it was based on: a stale one is a 409 with the record as it is now.
 */
export function createPressAdminRouter(press: PressAdminService): Router {
  const router = Router();
  router.use(requireScope(ADMIN_SCOPES.press));
  router.use('/releases', releasesRouter(press));
  router.use('/news', newsRouter(press));
  router.use('/brand-assets', brandAssetsRouter(press));
  router.get('/stories', async (_req, res) => {
    sendEnvelope(res, okEnvelope(await press.listStories()));
  });
  router.post('/markdown-preview', jsonBody(PRESS_BODY_LIMIT), (req, res) => {
    const { markdown } = parseOrThrow(markdownPreviewSchema, req.body, 'body');
    sendEnvelope(res, okEnvelope(press.previewMarkdown(markdown)));
  });
  return router;
}
