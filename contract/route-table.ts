import { JOB_LIST_QUERY_KEYS } from './job-list-query';
import { POST_LIST_QUERY_KEYS } from './post-list-query';
import { isPositiveId, isSlug, PAGED_QUERY_KEYS } from './query-params';

/**
 * The one place that knows each route's layout, auth mode and forced colour mode (SPEC §2, §6).
 * Components and loaders are attached in routes.tsx; this file stays data.
 */
export type AuthMode = 'required' | 'guest' | 'none';
export type LayoutName = 'admin' | 'blank' | 'default' | 'galaxy' | 'plain';
export type ColorMode = 'light' | 'dark';
type ScreenName = 'content' | 'login' | 'admin';

export interface RouteDefinition {
  /** Route name; content pages read `page.{name}`. */
  name: string;
  path: string;
  /** Default: `default`. */
  layout?: LayoutName;
  /** Default: `required` (SPEC §6). Every public route says `none`. */
  auth?: AuthMode;
  colorMode?: ColorMode;
  /** Which screen renders the route; content screens render the API page through the block renderer. */
  screen: ScreenName;
  /** What the route takes in its query string; nothing else (the API answers 400 otherwise). */
  query?: RouteQuery;
  /** Query keys whose change refetches the page (SPEC §4: watched query keys), from `query`. */
  watchQuery?: readonly string[];
  /** SPEC §5: a validate step returning false gives 404. */
  validate?: (params: Record<string, string | undefined>) => boolean;
  /** Named middleware run before the loader; an unknown name is a 500 (SPEC §8). */
  middleware?: readonly string[];
  /**
   * SPEC §2: the hiring-chat widget is `shown` on /job only. On a job's page it is hidden but its
   * conversation is `kept`, for the visitor coming back to the list; any other route forgets it.
   */
  hiringChat?: 'shown' | 'kept';
  /**
   * A page only a personal link leads to, whose URL may carry a secret (the talent community's
   * confirmation token): left out of the sitemap, and never kept whole in the HTML cache.
   */
  personal?: boolean;
}

/**
 * A paged list takes `page`; the job list its filters (contract/job-list-query.ts); the tech blog
 * `page` and `tag` (contract/post-list-query.ts).
 */
export type RouteQuery = 'paged' | 'job-list' | 'post-list';
const WATCHED_KEYS: Record<RouteQuery, readonly string[]> = {
  paged: PAGED_QUERY_KEYS,
  'job-list': JOB_LIST_QUERY_KEYS,
  'post-list': POST_LIST_QUERY_KEYS,
};

// An optional `:slug?` may be absent (the list); when given it must be a slug.
const isOptionalSlug = (value: string | undefined) => value === undefined || isSlug(value);

export const resolveLayout = (route: Pick<RouteDefinition, 'layout'> | undefined): LayoutName =>
  route?.layout ?? 'default';
export const resolveAuthMode = (route: Pick<RouteDefinition, 'auth'> | undefined): AuthMode =>
  route?.auth ?? 'required';
/** The pages whose speed is measured (decision 067): the public ones, not the admin's or sign-in's. */
export const isMeasuredRoute = (route: Pick<RouteDefinition, 'auth'>): boolean =>
  resolveAuthMode(route) === 'none';

/** What each browser route carries as its `handle`: its entry in this table. */
export interface RouteHandle {
  route: RouteDefinition;
}

/** A route matched by a URL path, with its path parameters. */
interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string | undefined>;
}

/** `/job/:id` → a pattern with one group per parameter; `:slug?` may be absent. */
function pathPattern(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param?.[1]) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      names.push(param[1]);
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source || '/'}$`), names };
}

/**
 * A matcher over a route table, for code outside the browser router (the page API). Build it
 * once: the patterns are compiled here.
 *
 * @example
 * const match = createRouteMatcher(createRouteTable('somnia'));
 * match('/job/12'); // => { route: { name: 'job-detail', … }, params: { id: '12' } }
 */
export function createRouteMatcher(routes: readonly RouteDefinition[]) {
  const compiled = routes.map((route) => ({ route, ...pathPattern(route.path) }));
  return (pathname: string): RouteMatch | undefined => {
    for (const { route, pattern, names } of compiled) {
      const found = pattern.exec(pathname);
      if (!found) continue;
      const params = Object.fromEntries(names.map((name, index) => [name, found[index + 1]]));
      return { route, params };
    }
    return undefined;
  };
}

/** Builds the route table; the company slug names two of the paths (`/about-somnia`, `/life-at-somnia`). */
export function createRouteTable(companySlug: string): RouteDefinition[] {
  return routeList(companySlug).map((route) =>
    route.query ? { ...route, watchQuery: WATCHED_KEYS[route.query] } : route,
  );
}

/** An admin screen, `admin-{name}` at `/admin/{path}` (the name unless told), in the admin layout. */
const adminRoute = (name: string, path = name): RouteDefinition => ({
  name: `admin-${name}`,
  path: `/admin/${path}`,
  layout: 'admin',
  screen: 'admin',
});

function routeList(companySlug: string): RouteDefinition[] {
  return [
    { name: 'home', path: '/', auth: 'none', screen: 'content' },
    { name: 'about', path: `/about-${companySlug}`, auth: 'none', screen: 'content' },
    { name: 'accelerator', path: '/accelerator', auth: 'none', screen: 'content' },
    // The accessibility statement (issue 36), a plain page as the privacy policy.
    {
      name: 'accessibility',
      path: '/accessibility',
      auth: 'none',
      layout: 'plain',
      screen: 'content',
    },
    // A comment author's confirmation link (decision 065): a personal page.
    {
      name: 'comment-author-confirm',
      path: '/comments/confirm',
      auth: 'none',
      screen: 'content',
      personal: true,
    },
    // A job alert's links (decision 033): personal pages, as the talent confirmation.
    {
      name: 'alerts-confirm',
      path: '/alerts/confirm',
      auth: 'none',
      screen: 'content',
      personal: true,
    },
    {
      name: 'alerts-manage',
      path: '/alerts/manage',
      auth: 'none',
      screen: 'content',
      personal: true,
    },
    {
      name: 'alerts-unsubscribe',
      path: '/alerts/unsubscribe',
      auth: 'none',
      screen: 'content',
      personal: true,
    },
    {
      name: 'corporate-social-responsibility',
      path: '/corporate-social-responsibility',
      auth: 'none',
      screen: 'content',
    },
    { name: 'how-we-hire', path: '/how-we-hire', auth: 'none', screen: 'content' },
    {
      name: 'job',
      path: '/job',
      auth: 'none',
      screen: 'content',
      query: 'job-list',
      hiringChat: 'shown',
    },
    {
      name: 'job-detail',
      path: '/job/:id',
      auth: 'none',
      screen: 'content',
      validate: (params) => isPositiveId(params.id),
      hiringChat: 'kept',
    },
    {
      name: 'job-ext',
      path: '/job-ext/:slug',
      auth: 'none',
      layout: 'plain',
      screen: 'content',
      validate: (params) => isSlug(params.slug),
    },
    {
      name: 'legal-notice',
      path: '/legal-notice',
      auth: 'none',
      layout: 'plain',
      screen: 'content',
    },
    { name: 'life-at', path: `/life-at-${companySlug}`, auth: 'none', screen: 'content' },
    { name: 'press', path: '/press', auth: 'none', screen: 'content' },
    { name: 'press-brand-assets', path: '/press/brand-assets', auth: 'none', screen: 'content' },
    {
      name: 'press-news',
      path: '/press/news',
      auth: 'none',
      screen: 'content',
      query: 'paged',
    },
    {
      name: 'press-news-item',
      path: '/press/news/:id',
      auth: 'none',
      screen: 'content',
      validate: (params) => isPositiveId(params.id),
    },
    {
      name: 'press-releases',
      path: '/press/releases',
      auth: 'none',
      screen: 'content',
      query: 'paged',
    },
    {
      name: 'press-release',
      path: '/press/releases/:id',
      auth: 'none',
      screen: 'content',
      validate: (params) => isPositiveId(params.id),
    },
    // Decision 064: the links of the press release subscription's e-mails.
    {
      name: 'press-subscription-confirm',
      path: '/press/subscription/confirm',
      auth: 'none',
      screen: 'content',
      personal: true,
    },
    {
      name: 'press-unsubscribe',
      path: '/press/unsubscribe',
      auth: 'none',
      screen: 'content',
      personal: true,
    },
    // A journalist's preview of an embargoed release (decision 063): a link's token is its key.
    {
      name: 'press-preview',
      path: '/press/preview/:token',
      auth: 'none',
      screen: 'content',
      personal: true,
      validate: (params) => /^[\w-]{20,100}$/.test(params.token ?? ''),
    },
    {
      name: 'privacy-policy',
      path: '/privacy-policy',
      auth: 'none',
      layout: 'plain',
      screen: 'content',
    },
    {
      name: 'stream',
      path: '/stream',
      auth: 'none',
      layout: 'galaxy',
      colorMode: 'dark',
      screen: 'content',
    },
    { name: 'students', path: '/students', auth: 'none', screen: 'content' },
    { name: 'talent-community', path: '/talent-community', auth: 'none', screen: 'content' },
    {
      name: 'talent-community-confirm',
      path: '/talent-community/confirm',
      auth: 'none',
      screen: 'content',
      personal: true,
    },
    // Decision 049: the leave link of every talent community e-mail.
    {
      name: 'talent-community-leave',
      path: '/talent-community/leave',
      auth: 'none',
      screen: 'content',
      personal: true,
    },
    { name: 'team', path: '/team', auth: 'none', screen: 'content' },
    {
      name: 'team-member',
      path: '/team/:id',
      auth: 'none',
      screen: 'content',
      validate: (params) => isPositiveId(params.id),
    },
    {
      name: 'tech-blog',
      path: '/tech-blog/:slug?',
      auth: 'none',
      layout: 'galaxy',
      colorMode: 'dark',
      screen: 'content',
      query: 'post-list',
      validate: (params) => isOptionalSlug(params.slug),
    },
    {
      name: 'news',
      path: '/news/:slug?',
      auth: 'none',
      screen: 'content',
      query: 'paged',
      validate: (params) => isOptionalSlug(params.slug),
    },
    { name: 'login', path: '/login', layout: 'blank', auth: 'guest', screen: 'login' },
    // Admin screens keep the default auth mode (required); the client guard decides (SPEC §6).
    { name: 'admin', path: '/admin', layout: 'admin', screen: 'admin' },
    adminRoute('blacklist-keywords'),
    adminRoute('blog-comment'),
    adminRoute('log-activity'),
    adminRoute('talent-community'),
    adminRoute('tasks'),
    adminRoute('outbox'),
    adminRoute('job-sources'),
    adminRoute('team'),
    // `:id` is `new` for a record not saved yet (a member, a job, a release, a post).
    adminRoute('team-member', 'team/:id'),
    adminRoute('jobs'),
    adminRoute('job', 'jobs/:id'),
    adminRoute('job-preview', 'jobs/:id/preview'),
    adminRoute('accounts'),
    adminRoute('account'),
    adminRoute('press'),
    adminRoute('press-release', 'press/releases/:id'),
    adminRoute('press-release-preview', 'press/releases/:id/preview'),
    adminRoute('press-news', 'press/news/:id'),
    adminRoute('brand-asset', 'press/brand-assets/:id'),
    adminRoute('posts'),
    adminRoute('post', 'posts/:id'),
    adminRoute('post-preview', 'posts/:id/preview'),
    adminRoute('pages'),
    adminRoute('page', 'pages/:id'),
    adminRoute('page-preview', 'pages/:id/preview'),
    adminRoute('vitals'),
  ];
}
