import type { PageContent } from '../../../src/api/page-types';
import {
  noQuerySchema,
  pagedQuerySchema,
  readQueryObject,
  type QueryObject,
} from '../../../src/api/query-params';
import {
  createRouteMatcher,
  createRouteTable,
  type RouteQuery,
} from '../../../src/api/route-table';
import { DEFAULT_PAGE } from '../../../src/lib/constants';
import { HttpError } from '../../http/envelope';
import { parseOrThrow } from '../validation';
import { createContentPages } from './content-pages';
import type { PageResolverDeps, PageResolvers } from './page-resolver';
import { createJobPages } from './resolvers/job-pages';
import { createPostPages } from './resolvers/post-pages';
import { createPressPages } from './resolvers/press-pages';
import { createTeamPages } from './resolvers/team-pages';

type PageComposerDeps = Omit<PageResolverDeps, 'pages'> & { companySlug: string };

/** Checks a route's query and returns its page (1 where the route has no pages). */
function parseRouteQuery(kind: RouteQuery | undefined, query: QueryObject): number {
  if (kind === 'paged') return parseOrThrow(pagedQuerySchema, query, 'query').page;
  // The job list's resolver parses its own, richer query.
  if (kind === undefined) parseOrThrow(noQuerySchema, query, 'query');
  return DEFAULT_PAGE;
}

/**
 * Builds every public page (SPEC §7 call 1) from the route table: the API path is the page's
 * URL path, matched to its route; the route's resolver (or, for a plain content route, its
 * editorial content `page.{routeName}`) builds the page. The table and the resolvers are made
 * once, when the composer is.
 */
export function createPageComposer(deps: PageComposerDeps) {
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
    ...createPostPages(resolverDeps),
  };

  /**
   * The page for an API path (`home`, `job/12`, `tech-blog/some-post` …) and its query string;
   * throws HttpError 404/410, or 400 for a query parameter the route does not take.
   */
  async function composePage(path: string, search: string): Promise<PageContent> {
    // SPEC §7 call 1: the API path is the URL path without its slash, `home` for the root.
    const match = path === '' ? undefined : matchRoute(path === 'home' ? '/' : `/${path}`);
    if (!match || (match.route.validate && !match.route.validate(match.params))) {
      throw new HttpError(404);
    }
    const query = readQueryObject(search);
    const page = parseRouteQuery(match.route.query, query);
    const resolve = resolvers[match.route.name];
    if (resolve) return resolve({ params: match.params, page, query });
    return pages.contentPage(match.route.name);
  }

  return { composePage };
}
