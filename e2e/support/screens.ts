import { generatePath } from 'react-router-dom';

import { createRouteTable, resolveLayout, type RouteDefinition } from '../../contract/route-table';
import { paths } from '../../contract/paths';

/** The company slug of the test server (COMPANY_NAME's default, Somnia). */
const COMPANY_SLUG = 'somnia';

/** One seeded example for each route with path parameters. */
const EXAMPLE_PARAMS: Readonly<Record<string, Record<string, string>>> = {
  'job-detail': { id: '1' },
  'job-ext': { slug: 'senior-sleep-scientist-partner' },
  'press-news-item': { id: '1' },
  'press-release': { id: '1' },
  'team-member': { id: '1' },
  'tech-blog': { slug: 'accessibility-audit' },
  news: { slug: 'pulse-2-launch' },
  // No link has it: the preview route's 404 (a real link is made in admin-press.spec.ts).
  'press-preview': { token: 'an-example-token-no-link-has' },
};

const routes = createRouteTable(COMPANY_SLUG);

/** A route's screens: its path, with an example for each parameter; an optional one both ways. */
function screensOf(route: RouteDefinition): string[] {
  if (!route.path.includes(':')) return [route.path];
  const example = EXAMPLE_PARAMS[route.name];
  if (!example) throw new Error(`No example parameters for the route ${route.name}`);
  const filled = generatePath(route.path, example);
  return route.path.endsWith('?') ? [generatePath(route.path, {}), filled] : [filled];
}

/**
 * Every public screen, from the route table: one example of each parameterised route, a filtered
 * job list and the 404 page.
 */
export const PUBLIC_SCREENS = [
  ...routes.filter((route) => route.screen === 'content').flatMap(screensOf),
  paths.jobs({ department: 'Engineering' }),
  '/this-does-not-exist',
];

/** The admin area's screens. */
export const ADMIN_SCREENS = routes
  .filter((route) => route.screen === 'admin')
  // A form for one record opens empty, as for a new one (`/admin/team/new`); a job's and a
  // release's preview show the first seeded one.
  .map((route) =>
    route.name === 'admin-job-preview' || route.name === 'admin-press-release-preview'
      ? generatePath(route.path, { id: '1' })
      : route.path.replace(':id', 'new'),
  );

/** The screens without the site header and footer (the sign-in page). */
export const BLANK_LAYOUT_SCREENS = routes
  .filter((route) => resolveLayout(route) === 'blank')
  .map((route) => route.path);
