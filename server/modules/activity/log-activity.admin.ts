import type { Router } from 'express';
import { z } from 'zod';

import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
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

const listQuerySchema = z
  .strictObject({
    page: pageParam,
    action: multiParam<string>(undefined, ACTION_PATTERN),
    actor: searchParam,
    from: dayParam,
    to: dayParam,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: 'must not be before from',
  });

/** `/api/admin/log-activity`: every admin action and public write, newest first, with filters. */
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

  return router;
}
