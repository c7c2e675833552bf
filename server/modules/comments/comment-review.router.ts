import express, { Router, type Response } from 'express';
import { z } from 'zod';

import { paths } from '../../../contract/paths';
import { sendLinkPage } from '../../platform/http/link-page';
import { linkTokenSchema } from '../../platform/mail/link-token';
import type { CommentReviewLinkService, ReviewLinkOutcome } from './comment-review-link-service';
import { reviewLinkPage, reviewOutcomePage } from './comment-review-pages';

const form = express.urlencoded({ extended: false, limit: '1kb' });
const tokenSchema = z.object({ token: linkTokenSchema });

// A refusal's status: a link that cannot work any more is gone; a comment decided meanwhile is a
// conflict with the decision someone made.
const REFUSAL_STATUS: Record<Exclude<ReviewLinkOutcome['kind'], 'done'>, number> = {
  unknown: 410,
  used: 410,
  expired: 410,
  'not-moderator': 403,
  decided: 409,
};

interface CommentReviewRouterDeps {
  links: CommentReviewLinkService;
  companyName: string;
}

/**
 * The moderator e-mail's Approve and Reject links (decision 066), mounted by the app at the root:
 * `GET /moderation/comment?token=…` shows the comment and one button (opening a link changes
 * nothing: mail scanners follow links), `POST /moderation/comment` (form: token) decides it, once.
 */
export function createCommentReviewRouter({ links, companyName }: CommentReviewRouterDeps): Router {
  const router = Router();
  const path = paths.commentReviewLink();
  const page = (res: Response) => ({ companyName, nonce: res.locals.cspNonce });
  const answer = (res: Response, outcome: ReviewLinkOutcome) =>
    sendLinkPage(
      res,
      reviewOutcomePage(page(res), outcome),
      outcome.kind === 'done' ? 200 : REFUSAL_STATUS[outcome.kind],
    );

  router.get(path, async (req, res) => {
    const parsed = tokenSchema.safeParse(req.query);
    if (!parsed.success) return answer(res, { kind: 'unknown' });
    const state = await links.checkReviewLink(parsed.data.token);
    if (state.kind !== 'usable') return answer(res, state);
    sendLinkPage(res, reviewLinkPage(page(res), parsed.data.token, state));
  });

  router.post(path, form, async (req, res) => {
    const parsed = tokenSchema.safeParse(req.body ?? {});
    if (!parsed.success) return answer(res, { kind: 'unknown' });
    answer(res, await links.useReviewLink(parsed.data.token));
  });

  return router;
}
