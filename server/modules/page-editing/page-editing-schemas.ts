import { z } from 'zod';

import type { EditableKind } from '../../../contract/admin-page-types';
import { isPositiveId } from '../../../contract/query-params';
import { hiringFaqSourceSchema, pageSourceSchema } from '../../content/content-schemas';
import { pageParam, searchParam } from '../../platform/admin-lists/admin-query';
import { rowId } from '../../platform/http/validation';

const version = rowId();

/** A time in ISO 8601 UTC (`2026-12-01T09:00:00Z`), as the screens send it. */
const utcTime = z.iso.datetime({ error: 'must be a date and time in ISO 8601 UTC (…Z)' });

export const idParamsSchema = z.strictObject({
  id: z
    .string()
    .refine(isPositiveId, { error: 'must be a positive whole number' })
    .transform(Number),
});

export const listQuerySchema = z.strictObject({ page: pageParam, search: searchParam });

/** A save: the document's own fields beside the version it was based on. */
export const saveSchema = z.looseObject({ version });

export const publishSchema = z.strictObject({ version, at: utcTime.optional() });

export const versionSchema = z.strictObject({ version });

export const markdownPreviewSchema = z.strictObject({
  markdown: z.string({ error: 'must be text' }).max(50_000, {
    error: 'must be at most 50000 characters',
  }),
});

/**
 * What a saved document of each kind must be: the content schemas the site reads it with, so a
 * 400 names the block and its field (`section.3.heading`, `items.2.answer`).
 */
export const DOCUMENT_SCHEMAS: Record<EditableKind, z.ZodType<Record<string, unknown>>> = {
  page: pageSourceSchema,
  faq: hiringFaqSourceSchema,
};
