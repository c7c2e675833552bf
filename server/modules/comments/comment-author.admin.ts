import type { RequestHandler, Router } from 'express';

import { idParamsSchema } from '../../platform/admin-lists/admin-delete';
import type { Actor } from '../../platform/auth/actor';
import { actorOf } from '../../platform/auth/require-scope';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { parseOrThrow } from '../../platform/http/validation';
import type { CommentAuthorActions } from './comment-author-service';

/** `POST /:id/…`: an action on one comment by the signed-in moderator, answering its outcome. */
function commentAction<T>(act: (id: number, actor: Actor) => Promise<T>): RequestHandler {
  return async (req, res) => {
    const { id } = parseOrThrow(idParamsSchema, req.params, 'params');
    sendEnvelope(res, okEnvelope(await act(id, actorOf(res.locals.auth))));
  };
}

/**
 * A moderator's actions beyond approve and reject (decision 065), on the moderation list's router
 * (scope admin:comments): `POST /:id/block-author` and `POST /:id/spam`.
 */
export function addCommentAuthorRoutes(router: Router, actions: CommentAuthorActions): void {
  router.post(
    '/:id/block-author',
    commentAction((id, actor) => actions.blockAuthorOfComment(id, actor)),
  );
  router.post(
    '/:id/spam',
    commentAction((id, actor) => actions.markCommentAsSpam(id, actor)),
  );
}
