import { z } from 'zod';

import type {
  BrandAssetFields,
  PressNewsInput,
  PressReleaseInput,
  PreviewLinkInput,
} from '../../../contract/admin-press-types';
import { isHttpsUrl } from '../../../contract/https-url';
import { isPositiveId, isSlug } from '../../../contract/query-params';
import { pageParam, searchParam } from '../../platform/admin-lists/admin-query';
import { emailAddress, plainText, rowId } from '../../platform/http/validation';

const MAX_URL_CHARS = 2_000;
const MAX_BODY_CHARS = 50_000;

/** An optional text: an empty one is null. */
const optionalText = (max: number) =>
  plainText({ min: 0, max })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

/** A time in ISO 8601 UTC, as the screens send it, stored and answered with milliseconds. */
const utcTime = z.iso
  .datetime({ error: 'must be a date and time in ISO 8601 UTC (…Z)' })
  .transform((value) => new Date(value).toISOString());

const markdownBody = plainText({ min: 1, max: MAX_BODY_CHARS, multiline: true });

const releaseFields = {
  title: plainText({ min: 1, max: 200 }),
  summary: plainText({ min: 1, max: 600, multiline: true }),
  body: markdownBody,
  location: optionalText(80),
  storySlug: z
    .string()
    .refine((value) => value === '' || isSlug(value), {
      error: 'must be the slug of a newsroom story',
    })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
  publishedAt: utcTime.nullable().default(null),
  publishAt: utcTime.nullable().default(null),
};

const version = rowId();

export const releaseInputSchema: z.ZodType<PressReleaseInput> = z.strictObject(releaseFields);
export const savedReleaseSchema = z.strictObject({ ...releaseFields, version });

const newsFields = {
  title: plainText({ min: 1, max: 200 }),
  summary: plainText({ min: 1, max: 600, multiline: true }),
  body: markdownBody,
  source: optionalText(120),
  sourceUrl: z
    .string()
    .trim()
    .max(MAX_URL_CHARS, { error: `must be at most ${MAX_URL_CHARS} characters` })
    .refine((value) => value === '' || isHttpsUrl(value), { error: 'must be an https:// address' })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
  publishedAt: utcTime,
};

export const newsInputSchema: z.ZodType<PressNewsInput> = z.strictObject(newsFields);
export const savedNewsSchema = z.strictObject({ ...newsFields, version });

/** A brand asset's texts, as multipart text (every value a string). */
const assetFields = {
  title: plainText({ min: 1, max: 120 }),
  description: plainText({ min: 1, max: 600, multiline: true }),
};

export const newAssetSchema: z.ZodType<BrandAssetFields> = z.strictObject(assetFields);
export const savedAssetSchema = z.strictObject({
  ...assetFields,
  version: z
    .string({ error: 'is missing: reload the asset and save again' })
    .regex(/^[1-9]\d{0,8}$/, { error: 'must be a whole number' })
    .transform(Number),
});

export const moveSchema = z.strictObject({
  direction: z.enum(['up', 'down'], { error: 'must be "up" or "down"' }),
});

export const previewLinkSchema: z.ZodType<PreviewLinkInput> = z.strictObject({
  recipientName: plainText({ min: 1, max: 120 }),
  recipientEmail: z
    .union([z.literal(''), emailAddress()])
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
});

export const markdownPreviewSchema = z.strictObject({
  markdown: z.string({ error: 'must be text' }).max(MAX_BODY_CHARS, {
    error: `must be at most ${MAX_BODY_CHARS} characters`,
  }),
});

export const listQuerySchema = z.strictObject({ page: pageParam, search: searchParam });
export const pageQuerySchema = z.strictObject({ page: pageParam });

const positiveId = z
  .string()
  .refine(isPositiveId, { error: 'must be a positive whole number' })
  .transform(Number);

export const idParamsSchema = z.strictObject({ id: positiveId });
export const linkParamsSchema = z.strictObject({ id: positiveId, linkId: positiveId });
