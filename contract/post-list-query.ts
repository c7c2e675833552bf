import * as z from 'zod/mini';

import { pageNumber } from './query-params';

/** Tags are short words (`react`, `design systems`); a longer value is no tag. */
const MAX_TAG_LENGTH = 50;

/**
 * The tech blog's query: `page`, and `tag` to list only the posts carrying it (decision 048).
 * On a post's URL `page` pages its comments and `tag` means nothing.
 */
export const postListQuerySchema = z.strictObject({
  page: pageNumber,
  tag: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_TAG_LENGTH))),
});
export const POST_LIST_QUERY_KEYS = ['page', 'tag'] as const;
