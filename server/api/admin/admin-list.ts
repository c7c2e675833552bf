import { Router, type RequestHandler } from 'express';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';

import type { Pager } from '../../../src/api/page-types';
import { ADMIN_PAGE_SIZE } from '../../../src/lib/constants';
import type { Database } from '../../db/schema';
import { requireScope } from '../../auth/require-scope';
import { okEnvelope, sendEnvelope } from '../../http/envelope';
import { createListQuerySchema, pageOffset, toPager } from '../list-query';
import { parseOrThrow } from '../validation';

/** SPEC §3: the admin page response. */
export interface AdminPage<T> {
  content: T;
  pager: Pager;
}

type Rows<TB extends keyof Database, O> = SelectQueryBuilder<Database, TB, O>;

/** Admin lists show the newest rows first; the id breaks ties so pages never overlap. */
export function newestFirst<TB extends keyof Database, O>(query: Rows<TB, O>): Rows<TB, O> {
  return query.orderBy(sql.ref('created_at'), 'desc').orderBy(sql.ref('id'), 'desc');
}

export interface AdminListSpec<F extends { page: number }, TB extends keyof Database, O, T> {
  /** The query string: `page` and the section's filters. */
  query: z.ZodType<F>;
  /** The rows that match the filters, before their columns are chosen. */
  filter: (filters: F) => Rows<TB, object>;
  /** The columns of a page's rows. */
  select: (rows: Rows<TB, object>) => Rows<TB, O>;
  /** One row as the browser reads it. */
  toItem: (row: O) => T;
}

/**
 * `GET /api/admin/{section}?{filters}` (SPEC §7 call 2, §9: 10 rows a page, newest first): parses
 * the filters and answers `{content, pager}`; the count runs without columns or order, so it stays
 * cheap.
 */
function adminListHandler<F extends { page: number }, TB extends keyof Database, O, T>(
  spec: AdminListSpec<F, TB, O, T>,
): RequestHandler {
  return async (req, res) => {
    const filters = parseOrThrow(spec.query, req.query, 'query');
    const query = spec.filter(filters);
    const [countRow, rows] = await Promise.all([
      query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      newestFirst(spec.select(query))
        .limit(ADMIN_PAGE_SIZE)
        .offset(pageOffset(filters.page, ADMIN_PAGE_SIZE))
        .execute(),
    ]);
    const page: AdminPage<T[]> = {
      content: rows.map(spec.toItem),
      pager: toPager(countRow.total, filters.page, ADMIN_PAGE_SIZE),
    };
    sendEnvelope(res, okEnvelope(page));
  };
}

/**
 * A section's router: `scope` guards every route and `GET /` answers the section's list; the
 * section adds its other routes.
 *
 * @example
 * const router = createAdminSectionRouter(ADMIN_SCOPES.keywords, {
 *   query: z.strictObject({ page: pageParam }),
 *   filter: () => db.selectFrom('blacklist_keyword'),
 *   select: (rows) => rows.select(['id', 'keyword', 'created_at']),
 *   toItem: (row) => ({ id: row.id, keyword: row.keyword }),
 * });
 * router.delete('/:id', removeKeyword);
 */
export function createAdminSectionRouter<
  F extends { page: number },
  TB extends keyof Database,
  O,
  T,
>(scope: string, list: AdminListSpec<F, TB, O, T>): Router {
  const router = Router();
  router.use(requireScope(scope));
  router.get('/', adminListHandler(list));
  return router;
}

export interface AdminOptionsSpec<R, T> {
  /** The field the options are sorted by (the only `sort` accepted). */
  sortField: string;
  defaultLimit: number;
  /** How many options there are in all. */
  total: () => { executeTakeFirstOrThrow(): Promise<{ total: number }> };
  /** One page of options, in their order. */
  rows: (limit: number, offset: number) => { execute(): Promise<R[]> };
  /** One option as the browser reads it. */
  toOption: (row: R) => T;
}

const MAX_OPTIONS_LIMIT = 100;

/**
 * SPEC §7 call 3: a paged list of a filter's options, answered as `{list, pager}`; the screen
 * ignores its failure.
 */
export function adminOptionsHandler<R, T>(spec: AdminOptionsSpec<R, T>): RequestHandler {
  const querySchema = createListQuerySchema({
    sortFields: [spec.sortField],
    filterFields: [],
    defaultSort: { field: spec.sortField, type: 'asc' },
    defaultLimit: spec.defaultLimit,
    maxLimit: MAX_OPTIONS_LIMIT,
  });
  return async (req, res) => {
    const { page, limit } = parseOrThrow(querySchema, req.query, 'query');
    const [countRow, rows] = await Promise.all([
      spec.total().executeTakeFirstOrThrow(),
      spec.rows(limit, pageOffset(page, limit)).execute(),
    ]);
    const list = rows.map(spec.toOption);
    sendEnvelope(res, okEnvelope({ list, pager: toPager(countRow.total, page, limit) }));
  };
}
