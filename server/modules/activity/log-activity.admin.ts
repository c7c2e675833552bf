import type { Router } from 'express';
import { z } from 'zod';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import { MODERATION_RULES } from '../../../contract/moderation';
import { toCsv } from '../../platform/admin-lists/csv';
import { actorOf } from '../../platform/auth/require-scope';
import { parseOrThrow } from '../../platform/http/validation';
import type { ActivityService } from './activity-service';
import {
  adminOptionsHandler,
  createAdminSectionRouter,
} from '../../platform/admin-lists/admin-list';
import {
  dayParam,
  multiParam,
  pageParam,
  searchParam,
} from '../../platform/admin-lists/admin-query';

const ACTION_PATTERN = /^[a-z_]+(?:\.[a-z_]+)*$/;

const filterShape = {
  action: multiParam<string>(undefined, ACTION_PATTERN),
  rule: multiParam(MODERATION_RULES),
  actor: searchParam,
  from: dayParam,
  to: dayParam,
};
const daysInOrder = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;
const daysError = { path: ['to'], error: 'must not be before from' };

const listQuerySchema = z
  .strictObject({ page: pageParam, ...filterShape })
  .refine(daysInOrder, daysError);
const exportQuerySchema = z.strictObject(filterShape).refine(daysInOrder, daysError);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * `/api/admin/log-activity`: every admin action and public write, newest first, with filters
 * (the moderation rule among them); `GET /export.csv` the filtered entries as CSV, logged.
 */
export function createLogActivityAdminRouter(activity: ActivityService): Router {
  const router = createAdminSectionRouter(ADMIN_SCOPES.activity, {
    query: listQuerySchema,
    list: (filters, paging) => activity.listActivity(filters, paging),
  });

  // The actions seen so far, for the filter.
  router.get(
    '/actions',
    adminOptionsHandler({
      sortField: 'action',
      defaultLimit: 100,
      list: (paging) => activity.listActions(paging),
    }),
  );

  // The talent export's habits: the platform's CSV (formulas defused, BOM, CRLF), no caching.
  router.get('/export.csv', async (req, res) => {
    const filters = parseOrThrow(exportQuerySchema, req.query, 'query');
    const entries = await activity.exportActivity(filters, actorOf(res.locals.auth));
    const csv = toCsv(
      [
        'id',
        'when',
        'actor',
        'action',
        'entity',
        'entity id',
        'rule',
        'keyword',
        'matched',
        'details',
      ],
      entries.map(({ details, ...entry }) => {
        const { rule, keyword, matched, ...rest } = details;
        return [
          entry.id,
          entry.createdAt,
          entry.actor,
          entry.action,
          entry.entity,
          entry.entityId,
          text(rule),
          text(keyword),
          text(matched),
          Object.keys(rest).length > 0 ? JSON.stringify(rest) : '',
        ];
      }),
    );
    const day = new Date().toISOString().slice(0, 10);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .set('Cache-Control', 'no-store')
      .attachment(`activity-log-${day}.csv`)
      .send(csv);
  });

  return router;
}
