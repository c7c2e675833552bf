import type { Kysely } from 'kysely';

import type { BlogComment, PageContent, PagedList } from '../../contract/page-types';
import type { QueryObject } from '../../contract/query-params';
import type { ContentStore } from '../content/content-store';
import type { Database } from '../platform/db/schema';
import { NotFoundError } from '../platform/domain-errors';
import type { ContentPages } from './content-pages';

/** A matched route's input: its path parameters (already valid), its page and its whole query. */
interface PageRequest {
  params: Readonly<Record<string, string | undefined>>;
  /** `page` for paged routes (SPEC §9), 1 for the others. */
  page: number;
  /** The job list parses its own, richer query from this. */
  query: QueryObject;
}

/** Builds one route's page; throws NotFoundError, GoneError (a closed job) or HttpError 400. */
export type PageResolver = (request: PageRequest) => Promise<PageContent>;

/** A route family's resolvers, keyed by route name (contract/route-table.ts). */
export type PageResolvers = Readonly<Record<string, PageResolver>>;

export interface PageResolverDeps {
  db: Kysely<Database>;
  content: ContentStore;
  pages: ContentPages;
  listComments: (postSlug: string, page: number, limit: number) => Promise<PagedList<BlogComment>>;
}

/** A path parameter the route's validate step has checked (a route without it is a 404). */
export function requiredParam(request: PageRequest, name: string): string {
  const value = request.params[name];
  if (value === undefined) throw new NotFoundError();
  return value;
}
