import type { Request, Router } from 'express';
import { z } from 'zod';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { isPositiveId } from '../../../contract/query-params';
import { adminDeleteHandler } from '../../platform/admin-lists/admin-delete';
import { createAdminSectionRouter } from '../../platform/admin-lists/admin-list';
import { pageParam, searchParam } from '../../platform/admin-lists/admin-query';
import { actorOf } from '../../platform/auth/require-scope';
import { okEnvelope, sendEnvelope } from '../../platform/http/envelope';
import { multipartForm } from '../../platform/http/multipart-form';
import { invalidInputError, jsonBody, parseOrThrow } from '../../platform/http/validation';
import {
  MAX_PORTRAIT_BYTES,
  PortraitProblem,
  preparePortrait,
  type PreparedPortrait,
} from './portrait-images';
import type { TeamAdminService } from './team-admin-service';
import { moveSchema, newMemberSchema, savedMemberSchema } from './team-schemas';

const PORTRAIT_FIELD = 'portrait';

const listQuerySchema = z.strictObject({ page: pageParam, search: searchParam });
const idParamsSchema = z.strictObject({
  id: z
    .string()
    .refine(isPositiveId, { error: 'must be a positive whole number' })
    .transform(Number),
});

/** The uploaded portrait, checked by its content and resized; null when none was sent. */
async function portraitOf(req: Request): Promise<PreparedPortrait | null> {
  if (!req.file) return null;
  try {
    return await preparePortrait(req.file.buffer);
  } catch (error) {
    if (error instanceof PortraitProblem) throw invalidInputError(PORTRAIT_FIELD, error.message);
    throw error;
  }
}

/**
 * `/api/admin/team`: the team in the site's order (search, 10 a page); add and save members as
 * multipart forms with an optional portrait (required for a new member); move one place up or
 * down; remove. A save names the version it was based on: a stale one is refused with a 409.
 */
export function createTeamAdminRouter(team: TeamAdminService): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.team, {
    query: listQuerySchema,
    list: (filters, paging) => team.listTeam(filters, paging),
  });
  const form = multipartForm({ file: PORTRAIT_FIELD, maxFileBytes: MAX_PORTRAIT_BYTES });

  router.get('/:id', async (req, res) => {
    const { id } = parseOrThrow(idParamsSchema, req.params, 'params');
    sendEnvelope(res, okEnvelope(await team.getMember(id)));
  });

  router.post('/', form, async (req, res) => {
    const input = parseOrThrow(newMemberSchema, req.body, 'body');
    const portrait = await portraitOf(req);
    if (!portrait) throw invalidInputError(PORTRAIT_FIELD, 'choose a portrait image');
    const created = await team.addMember(input, portrait, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(created, 201, 'Created'));
  });

  router.put('/:id', form, async (req, res) => {
    const { id } = parseOrThrow(idParamsSchema, req.params, 'params');
    const { version, ...input } = parseOrThrow(savedMemberSchema, req.body, 'body');
    const portrait = await portraitOf(req);
    const saved = await team.saveMember(id, version, input, portrait, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(saved));
  });

  router.post('/:id/move', jsonBody(), async (req, res) => {
    const { id } = parseOrThrow(idParamsSchema, req.params, 'params');
    const { direction } = parseOrThrow(moveSchema, req.body, 'body');
    const moved = await team.moveMember(id, direction, actorOf(res.locals.auth));
    sendEnvelope(res, okEnvelope(moved));
  });

  router.delete(
    '/:id',
    adminDeleteHandler((id, actor) => team.removeMember(id, actor)),
  );

  return router;
}
