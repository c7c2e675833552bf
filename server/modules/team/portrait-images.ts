import { createHash } from 'node:crypto';

import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';

/** The widths the pages use: 400 for the cards (and the declared size), 800 for the member's page on sharp screens. */
export const PORTRAIT_WIDTHS = [400, 800] as const;
export type PortraitWidth = (typeof PORTRAIT_WIDTHS)[number];
export const CARD_PORTRAIT_WIDTH: PortraitWidth = 400;
export const PAGE_PORTRAIT_WIDTH: PortraitWidth = 800;

/** An upload larger than this is refused (413) before it is read any further. */
export const MAX_PORTRAIT_BYTES = 5 * 1024 * 1024;
/** Smaller images would be blown up on the cards. */
const MIN_PORTRAIT_SIDE_PX = 400;
/**
 * More than a portrait ever needs (a 24 MP camera's full frame fits): checked on the header,
 * before any pixel is decoded, as a 40 MP upload decodes to 160 MB of RGBA. sharp's
 * `limitInputPixels` holds the same line should a header understate the image.
 */
const MAX_INPUT_PIXELS = 25_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif']);
export const PORTRAIT_CONTENT_TYPE = 'image/webp';

export interface PortraitVariant {
  width: PortraitWidth;
  bytes: Buffer;
}

export interface PreparedPortrait {
  /** Names this image in its URLs: a new image gets new URLs, so they can be cached for good. */
  hash: string;
  variants: PortraitVariant[];
}

/** Why an upload is not a usable portrait, in words for the form. */
export class PortraitProblem extends Error {
  override name = 'PortraitProblem';
}

// One decode at a time in this process: uploads that arrive together wait their turn (three
// 40 MP decodes at once took the server from 554 MB to 1.27 GB).
const decodeInTurn = pLimit(1);

/** Portrait decodes running (at most one) and waiting in this process. */
export const portraitDecodes = {
  running: () => decodeInTurn.activeCount,
  waiting: () => decodeInTurn.pendingCount,
};

const megapixels = (pixels: number) => (pixels / 1_000_000).toFixed(1);

/** The upload as an image, once its header shows an accepted format and size; no pixel decoded. */
async function readHeader(upload: Buffer): Promise<Sharp> {
  // sharp refuses an empty buffer by throwing, before any promise.
  if (upload.length === 0) throw new PortraitProblem('is an empty file');
  // The header alone, read without sharp's pixel limit (which refuses it) to say what is wrong.
  const metadata = await sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new PortraitProblem('must be a JPEG, PNG, WebP, AVIF or GIF image');
  }
  const { width = 0, height = 0 } = metadata;
  if (Math.min(width, height) < MIN_PORTRAIT_SIDE_PX) {
    throw new PortraitProblem(
      `must be at least ${MIN_PORTRAIT_SIDE_PX} × ${MIN_PORTRAIT_SIDE_PX} pixels`,
    );
  }
  if (width * height > MAX_INPUT_PIXELS) {
    throw new PortraitProblem(
      `must be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels (this one has ${megapixels(width * height)})`,
    );
  }
  return sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS });
}

/**
 * The square WebP of each width, from one decode: the largest square is cropped around what
 * draws the eye, and the smaller ones are scaled from it.
 */
async function squareVariants(image: Sharp): Promise<PortraitVariant[]> {
  const largest = Math.max(...PORTRAIT_WIDTHS);
  const { data, info } = await image
    .rotate() // as the camera held it (EXIF orientation)
    .resize(largest, largest, { fit: 'cover', position: 'attention' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return Promise.all(
    PORTRAIT_WIDTHS.map(async (width) => ({
      width,
      bytes: await sharp(data, { raw }).resize(width, width).webp({ quality: 82 }).toBuffer(),
    })),
  );
}

/**
 * Checks an upload by its content (sharp reads the image, whatever the file is called) and
 * makes the square WebP of each width the pages use, cropped around what draws the eye. The
 * header is checked at once; the decode waits for its turn (one at a time in the process).
 */
export async function preparePortrait(upload: Buffer): Promise<PreparedPortrait> {
  const image = await readHeader(upload);
  const variants = await decodeInTurn(() => squareVariants(image)).catch(() => {
    // A header that reads but a body that does not decode (a truncated file).
    throw new PortraitProblem('could not be read as an image');
  });
  const hash = createHash('sha256').update(upload).digest('hex').slice(0, 16);
  return { hash, variants };
}

/** Where an uploaded portrait of this width is served (see team-portrait.router.ts). */
export function portraitUrl(memberId: number, hash: string, width: PortraitWidth): string {
  return `/media/team/${memberId}/${hash}/${width}.webp`;
}
