import type { Router } from 'express';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { createAdminSectionRouter } from '../../platform/admin-lists/admin-list';
import { actorOf } from '../../platform/auth/require-scope';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { jsonBody, parseOrThrow } from '../../platform/http/validation';
import type { JobAdminService } from './job-admin-service';
import {
  closeSchema,
  idParamsSchema,
  jobInputSchema,
  listQuerySchema,
  markdownPreviewSchema,
  publishSchema,
  reopenSchema,
  savedJobSchema,
  versionSchema,
} from './job-schemas';

// A description may hold 50,000 characters, up to 4 bytes each in UTF-8, escaped in JSON.
const JOB_BODY_LIMIT = '512kb';

/**
 * `/api/admin/jobs`: every job, draft to closed (search, status, 10 a page); create a draft,
 * save, duplicate, publish now or at a time, close, reopen, unpublish, cancel a schedule, delete
 * a draft that was never public; preview the description's Markdown
 * and the public page. Each write names the version it was based on: a stale one is a 409.
 */
export function createJobAdminRouter(jobs: JobAdminService): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.jobs, {
    query: listQuerySchema,
    list: (filters, paging) => jobs.listJobs(filters, paging),
  });
  const body = jsonBody(JOB_BODY_LIMIT);
  const idOf = (params: unknown) => parseOrThrow(idParamsSchema, params, 'params').id;

  router.post('/markdown-preview', body, (req, res) => {
    const { markdown } = parseOrThrow(markdownPreviewSchema, req.body, 'body');
    sendEnvelope(res, okEnvelope(jobs.previewMarkdown(markdown)));
  });

  router.get('/:id', async (req, res) => {
    sendEnvelope(res, okEnvelope(await jobs.getJob(idOf(req.params))));
  });

  router.get('/:id/preview', async (req, res) => {
    sendEnvelope(res, okEnvelope(await jobs.previewJob(idOf(req.params))));
  });

  router.post('/', body, async (req, res) => {
    const input = parseOrThrow(jobInputSchema, req.body, 'body');
    const created = await jobs.createJob(input, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(created, 201, 'Created'));
  });

  router.put('/:id', body, async (req, res) => {
    const id = idOf(req.params);
    const { version, ...input } = parseOrThrow(savedJobSchema, req.body, 'body');
    sendEnvelope(res, okEnvelope(await jobs.saveJob(id, version, input, actorOf(res.locals.auth))));
  });

  router.post('/:id/duplicate', async (req, res) => {
    const copy = await jobs.duplicateJob(idOf(req.params), actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(copy, 201, 'Created'));
  });

  router.post('/:id/publish', body, async (req, res) => {
    const id = idOf(req.params);
    const { version, at } = parseOrThrow(publishSchema, req.body, 'body');
    const actor = actorOf(res.locals.auth);
    const published = await jobs.publishJob(id, version, at ? new Date(at) : null, actor);
    sendEnvelope(res, okEnvelope(published));
  });

  router.post('/:id/close', body, async (req, res) => {
    const id = idOf(req.params);
    const { version, reason } = parseOrThrow(closeSchema, req.body, 'body');
    const actor = actorOf(res.locals.auth);
    sendEnvelope(res, okEnvelope(await jobs.closeJob(id, version, reason ?? null, actor)));
  });

  router.post('/:id/reopen', body, async (req, res) => {
    const id = idOf(req.params);
    const { version, closesAt } = parseOrThrow(reopenSchema, req.body, 'body');
    sendEnvelope(
      res,
      okEnvelope(await jobs.reopenJob(id, version, closesAt, actorOf(res.locals.auth))),
    );
  });

  router.post('/:id/unpublish', body, async (req, res) => {
    const id = idOf(req.params);
    const { version } = parseOrThrow(versionSchema, req.body, 'body');
    sendEnvelope(res, okEnvelope(await jobs.unpublishJob(id, version, actorOf(res.locals.auth))));
  });

  router.post('/:id/unschedule', body, async (req, res) => {
    const id = idOf(req.params);
    const { version } = parseOrThrow(versionSchema, req.body, 'body');
    sendEnvelope(res, okEnvelope(await jobs.unscheduleJob(id, version, actorOf(res.locals.auth))));
  });

  router.delete('/:id', body, async (req, res) => {
    const id = idOf(req.params);
    const { version } = parseOrThrow(versionSchema, req.body, 'body');
    sendEnvelope(res, okEnvelope(await jobs.deleteDraft(id, version, actorOf(res.locals.auth))));
  });

  return router;
}
