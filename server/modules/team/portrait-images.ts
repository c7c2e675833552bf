import { createHash } from 'node:crypto';

import sharp from 'sharp';

/** The widths the pages use: 400 for the cards (and the declared size), 800 for the member's page on sharp screens. */
export const PORTRAIT_WIDTHS = [400, 800] as const;
export type PortraitWidth = (typeof PORTRAIT_WIDTHS)[number];
export const CARD_PORTRAIT_WIDTH: PortraitWidth = 400;
export const PAGE_PORTRAIT_WIDTH: PortraitWidth = 800;

/** An upload larger than this is refused (413) before it is read any further. */
export const MAX_PORTRAIT_BYTES = 5 * 1024 * 1024;
/** Smaller images would be blown up on the cards. */
const MIN_PORTRAIT_SIDE_PX = 400;
/** Refuses decompression bombs: a small file that decodes to a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;
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

/**
 * Checks an upload by its content (sharp reads the image, whatever the file is called) and
 * makes the square WebP of each width the pages use, cropped around what draws the eye.
 */
export async function preparePortrait(upload: Buffer): Promise<PreparedPortrait> {
  const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS });
  const metadata = await image.metadata().catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new PortraitProblem('must be a JPEG, PNG, WebP, AVIF or GIF image');
  }
  const side = Math.min(metadata.width ?? 0, metadata.height ?? 0);
  if (side < MIN_PORTRAIT_SIDE_PX) {
    throw new PortraitProblem(
      `must be at least ${MIN_PORTRAIT_SIDE_PX} × ${MIN_PORTRAIT_SIDE_PX} pixels`,
    );
  }
  try {
    const variants = await Promise.all(
      PORTRAIT_WIDTHS.map(async (width) => ({
        width,
        bytes: await image
          .clone()
          .rotate() // as the camera held it (EXIF orientation)
          .resize(width, width, { fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
    const hash = createHash('sha256').update(upload).digest('hex').slice(0, 16);
    return { hash, variants };
  } catch {
    // A header that reads but a body that does not decode (a truncated file).
    throw new PortraitProblem('could not be read as an image');
  }
}

/** Where an uploaded portrait of this width is served (see team-portrait.router.ts). */
export function portraitUrl(memberId: number, hash: string, width: PortraitWidth): string {
  return `/media/team/${memberId}/${hash}/${width}.webp`;
}
