import { pipeline, type Readable } from 'node:stream';

import { Router, type Response } from 'express';
import { ZipFile } from 'yazl';
import { z } from 'zod';

import { paths } from '../../../contract/paths';
import { parseOrThrow } from '../../platform/http/validation';
import type { PressKitFile, PressKitService } from './press-kit-service';

// More than the newsroom has; a longer list is a mistake or an attack.
const MAX_ASSETS = 100;
const MAX_ROW_ID = 2_147_483_647;
const ASSET_IDS_MESSAGE = 'must be the ids of one or more brand assets';

/** `?asset=3&asset=5`, as a form's checkboxes send it: one or more ids, each once. */
const pressKitQuerySchema = z.strictObject({
  asset: z
    .union([z.string(), z.array(z.string())], { error: ASSET_IDS_MESSAGE })
    .transform((value, ctx) => {
      const values = Array.isArray(value) ? value : [value];
      const ids = values.map((item) => (/^[1-9]\d{0,9}$/.test(item) ? Number(item) : NaN));
      if (ids.length > MAX_ASSETS)
        ctx.issues.push({
          code: 'custom',
          input: value,
          message: `must list at most ${MAX_ASSETS}`,
        });
      else if (ids.some((id) => !(id <= MAX_ROW_ID)))
        ctx.issues.push({ code: 'custom', input: value, message: ASSET_IDS_MESSAGE });
      return [...new Set(ids)];
    }),
});

/**
 * Streams the files into a zip as the client reads it: each file is opened only when its turn
 * comes, stored as it is (images and PDFs are compressed already), so the size is known before
 * the first byte and sent as `Content-Length`. A client that goes away closes the open file.
 */
function streamZip(res: Response, files: PressKitFile[]): void {
  const zip = new ZipFile();
  const open = new Set<Readable>();
  for (const file of files)
    zip.addReadStreamLazy(
      file.name,
      { size: file.sizeBytes, mtime: file.modifiedAt, compress: false },
      (done) => {
        file.open().then(
          (stream) => {
            stream.on('close', () => open.delete(stream));
            open.add(stream);
            done(null, stream);
          },
          // A file gone between the choice and its turn: the download is cut short, not faked.
          () => res.destroy(),
        );
      },
    );
  // @types/yazl leaves out the callback's argument: the zip's size, or -1 when unknown.
  zip.end(undefined, (...args: unknown[]) => {
    const [totalBytes] = args;
    if (typeof totalBytes === 'number' && totalBytes >= 0)
      res.set('Content-Length', `${totalBytes}`);
  });
  res.on('close', () => open.forEach((stream) => stream.destroy()));
  // Once the first byte is out the status is sent: a failure can only cut the download short.
  pipeline(zip.outputStream, res, () => undefined);
}

/**
 * `GET /api/press/press-kit?asset=…`: one zip of the chosen brand assets, the target of the
 * brand assets page's form (a plain GET, with or without script). An id that is no brand asset is
 * a 404, a malformed list a 400 naming `asset`.
 *
 * @example
 * app.use(createPressKitRouter({ pressKit, companySlug: 'somnia' }));
 * // GET /api/press/press-kit?asset=1&asset=4 → 200 application/zip, somnia-press-kit.zip
 */
export function createPressKitRouter({
  pressKit,
  companySlug,
}: {
  pressKit: PressKitService;
  companySlug: string;
}): Router {
  const router = Router();
  router.get(paths.pressKit(), async (req, res) => {
    const { asset } = parseOrThrow(pressKitQuerySchema, req.query, 'query');
    const files = await pressKit.chooseFiles(asset);
    res.attachment(`${companySlug}-press-kit.zip`).set('Cache-Control', 'no-store');
    streamZip(res, files);
  });
  return router;
}
