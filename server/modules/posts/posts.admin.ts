import type { Router } from 'express';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { createAdminSectionRouter } from '../../platform/admin-lists/admin-list';
import { actorOf } from '../../platform/auth/require-scope';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { jsonBody, parseOrThrow } from '../../platform/http/validation';
import type { PostAdminService } from './post-admin-service';
import {
  idParamsSchema,
  listQuerySchema,
  markdownPreviewSchema,
  postInputSchema,
  publishSchema,
  savedPostSchema,
  versionSchema,
} from './post-schemas';

// A body may hold 100,000 characters, up to 4 bytes each in UTF-8, escaped in JSON.
const POST_BODY_LIMIT = '1mb';

/**
 * `/api/admin/posts`: every blog and news post, draft to published (search, kind, status, 10 a
 * page); write a new one, save a draft (a new slug moves it: 301 from the old address), preview
 * it as its page renders it, publish now or at a time, cancel a schedule, unpublish. Each write
 * names the version it was based on: a stale one is a 409 with the post as it is now.
 */
export function createPostsAdminRouter(posts: PostAdminService): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.posts, {
    query: listQuerySchema,
    list: (filters, paging) => posts.listPosts(filters, paging),
  });
  const body = jsonBody(POST_BODY_LIMIT);
  const idOf = (params: unknown) => parseOrThrow(idParamsSchema, params, 'params').id;

  router.post('/markdown-preview', body, (req, res) => {
    const { markdown } = parseOrThrow(markdownPreviewSchema, req.body, 'body');
    sendEnvelope(res, okEnvelope(posts.previewMarkdown(markdown)));
  });

  router.get('/:id', async (req, res) => {
    sendEnvelope(res, okEnvelope(await posts.getPost(idOf(req.params))));
  });

  router.get('/:id/preview', async (req, res) => {
    sendEnvelope(res, okEnvelope(await posts.previewPost(idOf(req.params))));
  });

  router.post('/', body, async (req, res) => {
    const input = parseOrThrow(postInputSchema, req.body, 'body');
    const created = await posts.createPost(input, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(created, 201, 'Created'));
  });

  router.put('/:id', body, async (req, res) => {
    const id = idOf(req.params);
    const { version, ...input } = parseOrThrow(savedPostSchema, req.body, 'body');
    const saved = await posts.savePost(id, version, input, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(saved));
  });

  router.post('/:id/publish', body, async (req, res) => {
    const id = idOf(req.params);
    const { version, at } = parseOrThrow(publishSchema, req.body, 'body');
    const actor = actorOf(res.locals.auth);
    sendEnvelope(
      res,
      okEnvelope(await posts.publishPost(id, version, at ? new Date(at) : null, actor)),
    );
  });

  router.post('/:id/unschedule', body, async (req, res) => {
    const id = idOf(req.params);
    const { version } = parseOrThrow(versionSchema, req.body, 'body');
    sendEnvelope(
      res,
      okEnvelope(await posts.unschedulePost(id, version, actorOf(res.locals.auth))),
    );
  });

  router.post('/:id/unpublish', body, async (req, res) => {
    const id = idOf(req.params);
    const { version } = parseOrThrow(versionSchema, req.body, 'body');
    sendEnvelope(res, okEnvelope(await posts.unpublishPost(id, version, actorOf(res.locals.auth))));
  });

  return router;
}
