import { z } from 'zod';

import { PUBLIC_PAGE_SIZE } from '../../../contract/constants';
import { createListQuerySchema } from '../../platform/http/list-query';
import { emailAddress, plainText } from '../../platform/http/validation';

// The largest page a reader may ask for; the default is SPEC §9's public page size.
const MAX_COMMENTS_PER_PAGE = 50;

/** `:slug` of `/blog/:slug/comments`: lower-case words joined by hyphens, as the post files are named. */
export const postSlugParamsSchema = z.strictObject({
  slug: z
    .string()
    .max(200, { error: 'must be at most 200 characters' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be a post slug' }),
});

/** SPEC §7 call 3 over the approved comments of a post: newest first, 8 a page. */
export const commentListQuerySchema = createListQuerySchema({
  sortFields: ['createdAt'],
  filterFields: [],
  defaultSort: { field: 'createdAt', type: 'desc' },
  defaultLimit: PUBLIC_PAGE_SIZE,
  maxLimit: MAX_COMMENTS_PER_PAGE,
});

/** A new comment. An absent, null or blank e-mail means none. */
export const newCommentSchema = z.strictObject({
  name: plainText({ min: 1, max: 80 }),
  email: z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    emailAddress().optional(),
  ),
  body: plainText({ min: 2, max: 2000, multiline: true }),
});

export type NewCommentInput = z.output<typeof newCommentSchema>;
