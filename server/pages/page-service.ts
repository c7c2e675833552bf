import type { PageEnvelopeFetcher } from '../../contract/page-types';
import {
  noQuerySchema,
  pagedQuerySchema,
  readQueryObject,
  type QueryObject,
} from '../../contract/query-params';
import { createRouteMatcher, createRouteTable, type RouteQuery } from '../../contract/route-table';
import { DEFAULT_PAGE } from '../../contract/constants';
import { failEnvelope, HttpError, okEnvelope } from '../platform/http/envelope';
import { asHttpError } from '../platform/http/error-handler';
import { NotFoundError } from '../platform/domain-errors';
import { parseOrThrow } from '../platform/http/validation';
import { createContentPages } from './content-pages';
import { createJobPages } from './job-pages';
import type { PageResolverDeps, PageResolvers } from './page-resolver';
import { createPostPages } from './post-pages';
import { createPressPages } from './press-pages';
import { createPressPreviewPage } from './press-preview-page';
import { createTeamPages } from './team-pages';

/** Answers `GET /api/page/{path}`: the page's content and the live data it needs, as an envelope. */
export interface PageService {
  getPageEnvelope: PageEnvelopeFetcher;
  /** True when `getPageEnvelope` would answer from memory (the page data cache). */
  isCached?: (path: string, search: string) => boolean;
}

export type PageServiceDeps = Omit<PageResolverDeps, 'pages'> & {
  companySlug: string;
  /** True when an error means the database cannot be reached (answered 503, not 500). */
  isDatabaseUnavailable: (error: unknown) => boolean;
};

/** Checks a route's query and returns its page (1 where the route has no pages). */
function parseRouteQuery(kind: RouteQuery | undefined, query: QueryObject): number {
  if (kind === 'paged') return parseOrThrow(pagedQuerySchema, query, 'query').page;
  // The job list's and the tech blog's resolvers parse their own, richer queries.
  if (kind === undefined) parseOrThrow(noQuerySchema, query, 'query');
  return DEFAULT_PAGE;
}

/**
 * Builds every public page (SPEC §7 call 1) from the route table: the API path is the page's
 * URL path, matched to its route; the route's resolver (or, for a plain content route, its
 * editorial content `page.{routeName}`) builds the page. The table and the resolvers are made
 * once, when the service is. Expected failures (a domain error, an HttpError 400, an unreachable database)
 * become envelopes with their status; anything else is a real 500 and is thrown.
 */
export function createPageService({
  isDatabaseUnavailable,
  ...deps
}: PageServiceDeps): PageService {
  const contentRoutes = createRouteTable(deps.companySlug).filter(
    (route) => route.screen === 'content',
  );
  const matchRoute = createRouteMatcher(contentRoutes);
  const pages = createContentPages(deps);
  const resolverDeps = { ...deps, pages };
  const resolvers: PageResolvers = {
    ...createJobPages(resolverDeps),
    ...createTeamPages(resolverDeps),
    ...createPressPages(resolverDeps),
    ...createPressPreviewPage(resolverDeps),
    ...createPostPages(resolverDeps),
  };

  /** The page for an API path (`home`, `job/12`, `tech-blog/some-post` …) and its query string. */
  async function composePage(path: string, search: string) {
    // SPEC §7 call 1: the API path is the URL path without its slash, `home` for the root.
    const match = path === '' ? undefined : matchRoute(path === 'home' ? '/' : `/${path}`);
    if (!match || (match.route.validate && !match.route.validate(match.params))) {
      throw new NotFoundError();
    }
    const query = readQueryObject(search);
    const page = parseRouteQuery(match.route.query, query);
    const resolve = resolvers[match.route.name];
    if (resolve) return resolve({ params: match.params, page, query });
    return pages.contentPage(match.route.name);
  }

  return {
    async getPageEnvelope(path, search) {
      try {
        return okEnvelope(await composePage(path, search));
      } catch (thrown) {
        const error = asHttpError(thrown);
        if (error instanceof HttpError)
          return failEnvelope(error.status, error.message, error.data);
        if (isDatabaseUnavailable(error)) return failEnvelope(503);
        throw error;
      }
    },
  };
}
