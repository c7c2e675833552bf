import { Router, type RequestHandler } from 'express';

import type { PressPublicService } from './press-public-service';

// An upload's URL names its bytes (the hash): the bytes behind a URL never change.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FILE_PATH = /^\/media\/brand-assets\/file\/([0-9a-f]{16})\/[a-z0-9-]{1,80}\.[a-z]{3,4}$/;
const PREVIEW_PATH = /^\/media\/brand-assets\/preview\/([0-9a-f]{16})\.webp$/;
// An uploaded SVG is a document that could run script: opened on its own, it runs none.
const SVG_SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** A preview link's page and its data (the page API): both are the journalist's alone. */
const PREVIEW_PAGES = ['/press/preview/:token', '/api/page/press/preview/:token'];

/**
 * `GET /media/brand-assets/file/{hash}/{name}` and `/media/brand-assets/preview/{hash}.webp`:
 * an uploaded brand asset and its preview, as /press/brand-assets links them, cached for good.
 */
function serveUploads(press: PressPublicService): RequestHandler {
  return async (req, res) => {
    const file = FILE_PATH.exec(req.path);
    const hash = file?.[1] ?? PREVIEW_PATH.exec(req.path)?.[1] ?? '';
    const upload = await press.getBrandAssetUpload(file ? 'file' : 'preview', hash);
    // A replaced or removed file: a bare 404, not a rendered page.
    if (!upload) {
      res.sendStatus(404);
      return;
    }
    res.set('Cache-Control', IMMUTABLE);
    if (upload.contentType === 'image/svg+xml') res.set('Content-Security-Policy', SVG_SANDBOX);
    res.type(upload.contentType);
    res.send(Buffer.from(upload.bytes.buffer, upload.bytes.byteOffset, upload.bytes.byteLength));
  };
}

/**
 * Before a preview link's page is rendered (or its data read): logs the opening, and says that
 * no search engine may index it and no cache or browser may keep it. The page itself is the
 * route `press-preview` (server/pages/press-preview-page.ts).
 */
function previewOpened(press: PressPublicService): RequestHandler {
  return async (req, res, next) => {
    res.set('X-Robots-Tag', 'noindex, nofollow');
    res.set('Cache-Control', 'private, no-store');
    if (req.method === 'GET') {
      await press.recordPreviewOpening(String(req.params.token), req.get('user-agent'));
    }
    next();
  };
}

/** The press area's public routes that are not pages: uploads, and the preview links' log. */
export function createPressPublicRouter(press: PressPublicService): Router {
  const router = Router();
  router.get([FILE_PATH, PREVIEW_PATH], serveUploads(press));
  router.get(PREVIEW_PAGES, previewOpened(press));
  return router;
}
