import { z } from 'zod';

import type { PostInput } from '../../../contract/admin-post-types';
import { isPositiveId } from '../../../contract/query-params';
import { pageParam, searchParam } from '../../platform/admin-lists/admin-query';
import { plainText, rowId } from '../../platform/http/validation';

const MAX_TAGS = 10;
const POST_KINDS = ['blog', 'news'] as const;
const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;

/** A post's address part: what `content/blog/{slug}.md` and the page routes accept. */
const slug = z
  .string()
  .trim()
  .max(80, { error: 'must be at most 80 characters' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'must be lower-case letters and digits joined by single dashes, e.g. our-new-office',
  });

/** A time in ISO 8601 UTC (`2026-12-01T09:00:00Z`), as the screens send it. */
const utcTime = z.iso.datetime({ error: 'must be a date and time in ISO 8601 UTC (…Z)' });

const postFields = {
  kind: z.enum(POST_KINDS, { error: 'must be blog or news' }),
  slug,
  title: plainText({ min: 1, max: 160 }),
  summary: plainText({ min: 1, max: 400 }),
  author: plainText({ min: 1, max: 80 }),
  tags: z
    .array(plainText({ min: 1, max: 40 }))
    .max(MAX_TAGS, { error: `must hold at most ${MAX_TAGS} tags` })
    .default([]),
  department: plainText({ min: 0, max: 80 })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
  body: plainText({ min: 1, max: 100_000, multiline: true }),
};

export const postInputSchema: z.ZodType<PostInput> = z.strictObject(postFields);

export const savedPostSchema = z.strictObject({ ...postFields, version: rowId() });

export const publishSchema = z.strictObject({ version: rowId(), at: utcTime.optional() });

/** Unpublish, cancel a schedule: only the version the admin saw. */
export const versionSchema = z.strictObject({ version: rowId() });

export const markdownPreviewSchema = z.strictObject({
  markdown: z.string({ error: 'must be text' }).max(100_000, {
    error: 'must be at most 100000 characters',
  }),
});

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(values, { error: `must be one of: ${values.join(', ')}` }).optional(),
  );

export const listQuerySchema = z.strictObject({
  page: pageParam,
  search: searchParam,
  kind: optionalEnum(POST_KINDS),
  status: optionalEnum(POST_STATUSES),
});

export const idParamsSchema = z.strictObject({
  id: z
    .string()
    .refine(isPositiveId, { error: 'must be a positive whole number' })
    .transform(Number),
});
