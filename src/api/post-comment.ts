import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { plainTextProblem } from '../../contract/text-rules';
import { requestEnvelopeWithMessage, type EnvelopeResult } from './envelope-with-message';

// The server's rules (server/modules/comments/comment-schemas.ts), with messages for readers.
const COMMENT_NAME_MAX = 80;
const COMMENT_EMAIL_MAX = 254;
const COMMENT_BODY_MIN = 2;
export const COMMENT_BODY_MAX = 2000;

/**
 * The comment form's input: trimmed name and body, an optional e-mail (empty means none). Built
 * with `zod/mini`, so the page with the form does not take in the full zod.
 */
export const commentInputSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Enter your name' }),
    z.maxLength(COMMENT_NAME_MAX, {
      error: `Your name must be ${COMMENT_NAME_MAX} characters or fewer`,
    }),
    z.refine((text) => plainTextProblem(text, { multiline: false }) === null, {
      error: 'Your name must be a single line of plain text',
    }),
  ),
  email: z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'string' && value.trim() === '' ? undefined : value,
    ),
    z.optional(
      z.pipe(
        z.string().check(
          z.trim(),
          z.maxLength(COMMENT_EMAIL_MAX, {
            error: `Your e-mail address must be ${COMMENT_EMAIL_MAX} characters or fewer`,
          }),
        ),
        z.email({ error: 'Enter a valid e-mail address, like name@example.com' }),
      ),
    ),
  ),
  body: z.string().check(
    z.trim(),
    z.minLength(COMMENT_BODY_MIN, {
      error: `Write a comment of at least ${COMMENT_BODY_MIN} characters`,
    }),
    z.maxLength(COMMENT_BODY_MAX, {
      error: `Your comment must be ${COMMENT_BODY_MAX} characters or fewer`,
    }),
    z.refine((text) => plainTextProblem(text, { multiline: true }) === null, {
      error: 'Your comment contains characters that cannot be saved',
    }),
  ),
});

type CommentInput = z.output<typeof commentInputSchema>;
export type CommentField = keyof CommentInput;

/** The stored comment, and whether it is on the post already (a trusted author's, decision 065). */
interface PostedComment {
  id: number;
  published?: boolean;
}

/** POST /api/blog/{slug}/comments → 201 `{id, published}` and the moderation message. */
function postComment(slug: string, input: CommentInput): Promise<EnvelopeResult<PostedComment>> {
  return requestEnvelopeWithMessage<PostedComment>({
    method: 'POST',
    url: `blog/${encodeURIComponent(slug)}/comments`,
    data: input,
  });
}

/**
 * Posts a reader's comment on a blog post; it is published after moderation. `onPosted` hears
 * the stored comment's id and what was sent (the form keeps it as the reader's pending comment).
 * A comment published at once (a trusted author's) is not pending: the post's comments are
 * fetched again instead, and show it.
 */
export function usePostComment(
  slug: string,
  { onPosted }: { onPosted?: (id: number, input: CommentInput) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => postComment(slug, input),
    onSuccess: (result, input) => {
      if (result.data.published)
        return queryClient.invalidateQueries({ queryKey: ['post-comments', slug] });
      onPosted?.(result.data.id, input);
    },
  });
}
