import { createHash } from 'node:crypto';
import path from 'node:path';

import pLimit from 'p-limit';
import sharp from 'sharp';

/** An upload larger than this is refused (413) before it is read any further. */
export const MAX_BRAND_ASSET_BYTES = 20 * 1024 * 1024;
/**
 * Checked on the header, before any pixel is decoded (a 40 MP image decodes to 160 MB of RGBA);
 * sharp's `limitInputPixels` holds the same line should a header understate the image.
 */
const MAX_INPUT_PIXELS = 40_000_000;
/** Twice the size the asset list declares (320 × 200, press-service.ts), for sharp screens. */
const PREVIEW_PX = { width: 640, height: 400 };
export const PREVIEW_CONTENT_TYPE = 'image/webp';

/** What a file is, read from its content: its label, its type and the extensions that name it. */
interface FileKind {
  format: string;
  contentType: string;
  extensions: readonly string[];
}

const PDF: FileKind = { format: 'PDF', contentType: 'application/pdf', extensions: ['pdf'] };
/** The images sharp reads that browsers show, by sharp's name for them. */
const IMAGE_KINDS: Readonly<Record<string, FileKind>> = {
  jpeg: { format: 'JPEG', contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { format: 'PNG', contentType: 'image/png', extensions: ['png'] },
  webp: { format: 'WebP', contentType: 'image/webp', extensions: ['webp'] },
  gif: { format: 'GIF', contentType: 'image/gif', extensions: ['gif'] },
  svg: { format: 'SVG', contentType: 'image/svg+xml', extensions: ['svg'] },
};
const KNOWN_EXTENSIONS = new Set([PDF, ...Object.values(IMAGE_KINDS)].flatMap((k) => k.extensions));
const ACCEPTED = 'must be a PDF or an image (JPEG, PNG, WebP, GIF or SVG)';

/** Why an upload is not a usable file or preview, in words for the form. */
export class UploadProblem extends Error {
  override name = 'UploadProblem';
}

/** A brand asset's file as it is stored and served. */
export interface PreparedAssetFile {
  /** Names these bytes in their URL: new bytes get a new URL, so it is cached for good. */
  hash: string;
  bytes: Buffer;
  contentType: string;
  format: string;
  /** The upload's name, made safe, with the extension its content calls for. */
  fileName: string;
  /** An image makes its own preview; a PDF needs one uploaded. */
  isImage: boolean;
}

/** A preview image: a WebP that fits 640 × 400. */
export interface PreparedPreview {
  hash: string;
  bytes: Buffer;
}

// One decode at a time in this process, as for the team's portraits (portrait-images.ts).
const decodeInTurn = pLimit(1);

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);
const megapixels = (pixels: number) => (pixels / 1_000_000).toFixed(1);

/** A PDF starts with its header (ISO 32000: `%PDF-`) and ends with `%%EOF`, give or take a line. */
function isPdf(upload: Buffer): boolean {
  return (
    upload.subarray(0, 5).toString('latin1') === '%PDF-' &&
    upload.subarray(-1024).toString('latin1').includes('%%EOF')
  );
}

/** The image kind of an upload, by its header; null when sharp cannot read it as one we take. */
async function readImageHeader(upload: Buffer): Promise<FileKind | null> {
  const metadata = await sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  const kind = metadata?.format ? IMAGE_KINDS[metadata.format] : undefined;
  if (!metadata || !kind) return null;
  const { width = 0, height = 0 } = metadata;
  if (width * height > MAX_INPUT_PIXELS) {
    throw new UploadProblem(
      `must be at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels (this one has ${megapixels(width * height)})`,
    );
  }
  return kind;
}

/** The upload's own name without its extension, in URL-safe lower case. */
function safeBaseName(originalName: string): string {
  const base = path
    .parse(originalName)
    .name.normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return base || 'brand-asset';
}

/** A name that says another known type than the content is refused: the download would lie. */
function checkNameAgrees(originalName: string, kind: FileKind): void {
  const extension = path.extname(originalName).slice(1).toLowerCase();
  if (KNOWN_EXTENSIONS.has(extension) && !kind.extensions.includes(extension)) {
    throw new UploadProblem(
      `is a ${kind.format} file, but its name ends in .${extension}: choose the right file or rename it`,
    );
  }
}

/**
 * Checks a brand asset's upload by its content (whatever it is called): a PDF, or an image
 * browsers show. Its format and size are read from it, never taken from the form.
 */
export async function prepareAssetFile(
  upload: Buffer,
  originalName: string,
): Promise<PreparedAssetFile> {
  if (upload.length === 0) throw new UploadProblem('is an empty file');
  const kind = isPdf(upload) ? PDF : await readImageHeader(upload);
  if (!kind) throw new UploadProblem(ACCEPTED);
  checkNameAgrees(originalName, kind);
  return {
    hash: hashOf(upload),
    bytes: upload,
    contentType: kind.contentType,
    format: kind.format,
    fileName: `${safeBaseName(originalName)}.${kind.extensions[0]}`,
    isImage: kind !== PDF,
  };
}

/** Makes the preview image (a WebP that fits 640 × 400) of an uploaded image, checked by content. */
export async function preparePreview(upload: Buffer): Promise<PreparedPreview> {
  if (upload.length === 0) throw new UploadProblem('is an empty file');
  if (!(await readImageHeader(upload))) {
    throw new UploadProblem('must be an image (JPEG, PNG, WebP, GIF or SVG)');
  }
  const bytes = await decodeInTurn(() =>
    sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PREVIEW_PX.width, PREVIEW_PX.height, {
        fit: 'contain',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .webp({ quality: 82 })
      .toBuffer(),
  ).catch(() => {
    // A header that reads but a body that does not decode (a truncated file).
    throw new UploadProblem('could not be read as an image');
  });
  return { hash: hashOf(bytes), bytes };
}

/** Where an uploaded asset file is served (brand-asset-files.router.ts). */
export const assetFileUrl = (hash: string, fileName: string) =>
  `/media/brand-assets/file/${hash}/${fileName}`;

/** Where an uploaded preview is served. */
export const assetPreviewUrl = (hash: string) => `/media/brand-assets/preview/${hash}.webp`;
