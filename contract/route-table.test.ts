import { describe, expect, test } from 'vitest';

import {
  createRouteMatcher,
  createRouteTable,
  resolveAuthMode,
  resolveLayout,
  type RouteDefinition,
} from './route-table';

const table = createRouteTable('somnia');

function routeNamed(name: string, routes: RouteDefinition[] = table): RouteDefinition {
  const route = routes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}

describe('auth modes (SPEC §6)', () => {
  test('every public content route says auth "none" itself instead of relying on the default', () => {
    const contentRoutes = table.filter((route) => route.screen === 'content');
    const leftAtDefault = contentRoutes
      .filter((route) => route.auth !== 'none')
      .map((route) => route.path);

    expect(contentRoutes.length).toBeGreaterThan(0);
    expect(leftAtDefault).toEqual([]);
  });

  test('a route without an auth mode requires authentication', () => {
    expect(resolveAuthMode({})).toBe('required');
    expect(resolveAuthMode(undefined)).toBe('required');
  });
});

describe('the routes of SPEC §2', () => {
  test('each public path is in the table once', () => {
    const routePaths = table.map((route) => route.path);

    expect(routePaths).toEqual(
      expect.arrayContaining([
        '/',
        '/about-somnia',
        '/accessibility',
        '/accelerator',
        '/corporate-social-responsibility',
        '/how-we-hire',
        '/job',
        '/job/:id',
        '/job-ext/:slug',
        '/legal-notice',
        '/life-at-somnia',
        '/press',
        '/press/brand-assets',
        '/press/news',
        '/press/news/:id',
        '/press/releases',
        '/press/releases/:id',
        '/privacy-policy',
        '/stream',
        '/students',
        '/talent-community',
        '/team',
        '/team/:id',
        '/tech-blog/:slug?',
        '/news/:slug?',
      ]),
    );
    expect(new Set(routePaths).size).toBe(routePaths.length);
  });

  test('route names are unique, because content pages are looked up by name', () => {
    const names = table.map((route) => route.name);

    expect(new Set(names).size).toBe(names.length);
  });

  test('/about-{slug} and /life-at-{slug} follow the company slug', () => {
    const routes = createRouteTable('acme-beds');

    expect(routeNamed('about', routes).path).toBe('/about-acme-beds');
    expect(routeNamed('life-at', routes).path).toBe('/life-at-acme-beds');
  });

  test('the hiring chat shows on /job only and keeps its conversation on a job’s page', () => {
    const withChat = (mode: string) =>
      table.filter((route) => route.hiringChat === mode).map((route) => route.path);
    expect(withChat('shown')).toEqual(['/job']);
    expect(withChat('kept')).toEqual(['/job/:id']);
  });

  test('the job list watches the filter, pay, sort, page and search query keys', () => {
    expect(routeNamed('job').watchQuery).toEqual([
      'department',
      'location',
      'jobType',
      'workplace',
      'payMin',
      'sort',
      'page',
      'search',
    ]);
  });
});

describe('layouts (SPEC §2)', () => {
  test.each(['accessibility', 'legal-notice', 'privacy-policy', 'job-ext'])(
    '%s uses the plain layout',
    (name) => {
      expect(resolveLayout(routeNamed(name))).toBe('plain');
    },
  );

  test.each(['stream', 'tech-blog'])('%s uses the galaxy layout and forces dark mode', (name) => {
    const route = routeNamed(name);

    expect(resolveLayout(route)).toBe('galaxy');
    expect(route.colorMode).toBe('dark');
  });

  test('/login uses the blank layout and is guest-only; the admin routes use the admin layout and require sign-in', () => {
    expect(resolveLayout(routeNamed('login'))).toBe('blank');
    expect(resolveAuthMode(routeNamed('login'))).toBe('guest');
    const admin = table.filter(
      (route) => route.path === '/admin' || route.path.startsWith('/admin/'),
    );
    expect(admin.map((route) => route.path).sort()).toEqual([
      '/admin',
      '/admin/account',
      '/admin/accounts',
      '/admin/blacklist-keywords',
      '/admin/blog-comment',
      '/admin/job-sources',
      '/admin/jobs',
      '/admin/jobs/:id',
      '/admin/jobs/:id/preview',
      '/admin/log-activity',
      '/admin/outbox',
      '/admin/pages',
      '/admin/pages/:id',
      '/admin/pages/:id/preview',
      '/admin/posts',
      '/admin/posts/:id',
      '/admin/posts/:id/preview',
      '/admin/press',
      '/admin/press/brand-assets/:id',
      '/admin/press/news/:id',
      '/admin/press/releases/:id',
      '/admin/press/releases/:id/preview',
      '/admin/talent-community',
      '/admin/tasks',
      '/admin/team',
      '/admin/team/:id',
      '/admin/vitals',
    ]);
    expect(
      admin.every(
        (route) => resolveLayout(route) === 'admin' && resolveAuthMode(route) === 'required',
      ),
    ).toBe(true);
  });

  test('every other route uses the default layout without forcing a colour mode', () => {
    const special = new Set([
      'accessibility',
      'legal-notice',
      'privacy-policy',
      'job-ext',
      'stream',
      'tech-blog',
    ]);
    const others = table.filter((route) => !special.has(route.name) && route.screen === 'content');

    expect(others.map((route) => resolveLayout(route))).toEqual(others.map(() => 'default'));
    expect(others.filter((route) => route.colorMode !== undefined)).toEqual([]);
  });
});

describe('validate steps (SPEC §5)', () => {
  const validate = (name: string, params: Record<string, string | undefined>) => {
    const step = routeNamed(name).validate;
    if (!step) throw new Error(`${name} has no validate step`);
    return step(params);
  };

  test.each(['job-detail', 'press-news-item', 'press-release', 'team-member'])(
    '%s accepts a positive integer id',
    (name) => {
      expect(validate(name, { id: '42' })).toBe(true);
    },
  );

  test.each([
    ['job-detail', 'not-a-number'],
    ['job-detail', '0'],
    ['job-detail', '-3'],
    ['job-detail', '007'],
    ['job-detail', '1.5'],
    ['press-news-item', '12abc'],
    ['press-release', 'pulse-2-launch'],
    ['team-member', '99999999999'],
  ])('%s rejects the id %j', (name, id) => {
    expect(validate(name, { id })).toBe(false);
  });

  test.each(['job-ext', 'tech-blog', 'news'])('%s accepts a lower-case dashed slug', (name) => {
    expect(validate(name, { slug: 'senior-sleep-engineer-2' })).toBe(true);
  });

  test.each([
    ['job-ext', 'Upper-Case'],
    ['job-ext', 'double--dash'],
    ['tech-blog', '-leading-dash'],
    ['tech-blog', 'trailing-dash-'],
    ['news', 'has space'],
    ['news', '../etc'],
  ])('%s rejects the slug %j', (name, slug) => {
    expect(validate(name, { slug })).toBe(false);
  });

  test.each(['tech-blog', 'news'])('%s without a slug is the list and passes', (name) => {
    expect(validate(name, {})).toBe(true);
  });
});

describe('createRouteMatcher', () => {
  const match = createRouteMatcher(table);

  test('matches a path to its route and parameters', () => {
    expect(match('/job/12')).toMatchObject({ route: { name: 'job-detail' }, params: { id: '12' } });
    expect(match('/about-somnia')?.route.name).toBe('about');
    expect(match('/')?.route.name).toBe('home');
  });

  test('an optional parameter may be absent', () => {
    expect(match('/tech-blog')).toMatchObject({ route: { name: 'tech-blog' }, params: {} });
    expect(match('/tech-blog/sleep-tech')?.params).toEqual({ slug: 'sleep-tech' });
  });

  test('a path no route has matches nothing', () => {
    expect(match('/job/12/apply')).toBeUndefined();
    expect(match('/job/')).toBeUndefined();
  });
});
