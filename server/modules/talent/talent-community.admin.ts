import type { Router } from 'express';
import { z } from 'zod';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { actorOf } from '../../platform/auth/require-scope';
import type { TalentAdminService } from './talent-service';
import { parseOrThrow } from '../../platform/http/validation';
import { adminDeleteHandler } from '../../platform/admin-lists/admin-delete';
import { createAdminSectionRouter } from '../../platform/admin-lists/admin-list';
import { multiParam, pageParam, searchParam } from '../../platform/admin-lists/admin-query';
import { toCsv } from '../../platform/admin-lists/csv';

const filterShape = {
  search: searchParam,
  country: multiParam<string>(undefined, /^[\p{L}\p{M} .'()-]{1,80}$/u),
  interest: multiParam<string>(undefined, /^[\p{L}\p{M}\p{N} &/.'-]{1,80}$/u),
};
const listQuerySchema = z.strictObject({ page: pageParam, ...filterShape });
const exportQuerySchema = z.strictObject(filterShape);

/**
 * `/api/admin/talent-community` (beyond the spec: collected data needs an owner): the signups,
 * a CSV export and the deletion of one person's data, each export and deletion logged.
 */
export function createTalentCommunityAdminRouter(talent: TalentAdminService): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.talent, {
    query: listQuerySchema,
    list: (filters, paging) => talent.listSignups(filters, paging),
  });

  router.get('/export.csv', async (req, res) => {
    const filters = parseOrThrow(exportQuerySchema, req.query, 'query');
    const rows = await talent.exportSignups(filters, actorOf(res.locals.auth));
    const csv = toCsv(
      ['id', 'name', 'email', 'country', 'interests', 'signed up'],
      rows.map((row) => [
        row.id,
        row.name,
        row.email,
        row.country,
        row.interests.join('; '),
        row.createdAt ?? '',
      ]),
    );
    const day = new Date().toISOString().slice(0, 10);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .set('Cache-Control', 'no-store')
      .attachment(`talent-community-${day}.csv`)
      .send(csv);
  });

  // A person's data on request: the signup and every blog comment left with the same e-mail.
  router.delete(
    '/:id',
    adminDeleteHandler((id, actor) => talent.deleteSignupData(id, actor)),
  );

  return router;
}
