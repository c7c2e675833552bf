import { Router, type RequestHandler } from 'express';
import type { z } from 'zod';

import type { AdminList, AdminPage } from '../../../contract/admin-types';
import type { PagedList } from '../../../contract/page-types';
import { ADMIN_PAGE_SIZE } from '../../../contract/constants';
import { requireScope } from '../auth/require-scope';
import { okEnvelope, sendEnvelope } from '../http/envelope';
import { createListQuerySchema } from '../http/list-query';
import type { Paging } from '../db/paging';
import { parseOrThrow } from '../http/validation';

interface AdminListSpec<F extends { page: number }, T> {
  /** The query string: `page` and the section's filters. */
  query: z.ZodType<F>;
  /** The service's page of the filtered rows. */
  list: (filters: F, paging: Paging) => Promise<PagedList<T>>;
}

/**
 * A section's router: `scope` guards every route and `GET /` answers the section's list
 * (SPEC §7 call 2, §9: `{content, pager}`, 10 rows a page, newest first); the section adds its
 * other routes.
 *
 * @example
 * const router = createAdminSectionRouter(ADMIN_SCOPES.keywords, {
 *   query: z.strictObject({ page: pageParam, search: searchParam }),
 *   list: (filters, paging) => listKeywords(db, filters, paging),
 * });
 * router.delete('/:id', adminDeleteHandler((id, actor) => removeKeyword(db, id, actor)));
 */
export function createAdminSectionRouter<F extends { page: number }, T>(
  scope: string,
  spec: AdminListSpec<F, T>,
): Router {
  const router = Router();
  router.use(requireScope(scope));
  router.get('/', async (req, res) => {
    const filters = parseOrThrow(spec.query, req.query, 'query');
    const { list, pager } = await spec.list(filters, {
      page: filters.page,
      limit: ADMIN_PAGE_SIZE,
    });
    const page: AdminPage<T[]> = { content: list, pager };
    sendEnvelope(res, okEnvelope(page));
  });
  return router;
}

interface AdminOptionsSpec<T> {
  /** The field the options are sorted by (the only `sort` accepted). */
  sortField: string;
  defaultLimit: number;
  /** The service's page of options, in their order. */
  list: (paging: Paging) => Promise<PagedList<T>>;
}

const MAX_OPTIONS_LIMIT = 100;

/**
 * SPEC §7 call 3: a paged list of a filter's options, answered as `{list, pager}`; the screen
 * ignores its failure.
 */
export function adminOptionsHandler<T>(spec: AdminOptionsSpec<T>): RequestHandler {
  const querySchema = createListQuerySchema({
    sortFields: [spec.sortField],
    filterFields: [],
    defaultSort: { field: spec.sortField, type: 'asc' },
    defaultLimit: spec.defaultLimit,
    maxLimit: MAX_OPTIONS_LIMIT,
  });
  return async (req, res) => {
    const { page, limit } = parseOrThrow(querySchema, req.query, 'query');
    const options: AdminList<T> = await spec.list({ page, limit });
    sendEnvelope(res, okEnvelope(options));
  };
}
