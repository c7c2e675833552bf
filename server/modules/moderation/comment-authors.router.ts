import { Router } from 'express';
import express from 'express';
import { z } from 'zod';

import { paths } from '../../../contract/paths';
import { linkTokenSchema } from '../../platform/mail/link-token';
import { parseOrThrow } from '../../platform/http/validation';
import type { AuthorConfirmationOutcome } from './author-confirmation-service';

const confirmBodySchema = z.strictObject({ token: linkTokenSchema });

interface CommentAuthorsRouterDeps {
  confirm: (token: string) => Promise<AuthorConfirmationOutcome>;
}

/**
 * `POST /api/comment-authors/confirm token=…` (decision 065), the target of the confirmation
 * page's form (no script needed): confirms a comment author's address and answers 303 to that
 * page, which says what happened.
 *
 * @example
 * app.use('/api', createCommentAuthorsRouter({ confirm: (token) => confirmCommentAuthor(db, token) }));
 * // POST /api/comment-authors/confirm token=… → 303 Location: /comments/confirm?outcome=confirmed
 */
export function createCommentAuthorsRouter({ confirm }: CommentAuthorsRouterDeps): Router {
  const router = Router();
  router.post(
    '/comment-authors/confirm',
    express.urlencoded({ extended: false, limit: '1kb' }),
    async (req, res) => {
      const { token } = parseOrThrow(confirmBodySchema, req.body ?? {}, 'body');
      const outcome = await confirm(token);
      res.set('Cache-Control', 'no-store').redirect(303, paths.commentAuthorConfirm({ outcome }));
    },
  );
  return router;
}
