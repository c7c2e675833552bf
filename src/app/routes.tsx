import type { RouteObject } from 'react-router-dom';

import { blockSources, firstPaintBlockSources } from '../blocks/block-modules';
import type { Section } from '../../contract/page-types';
import { loadContentModules } from '../pages/public/content-modules';
import { ContentScreen } from '../pages/public/content-screen';
import { AppShell } from './app-shell';
import { ErrorPage } from './error-page';
import {
  createPageLoader,
  createShouldRevalidate,
  NOT_FOUND_MESSAGE,
  throwErrorResponse,
  type LoaderDeps,
} from './route-loader';
import { LAZY_LAYOUT_MODULES, loadLayout } from './layouts';
import { cachedSections } from './page-sections';
import { resolveLayout, type RouteDefinition, type RouteHandle } from '../../contract/route-table';

type LazyScreenName = Exclude<RouteDefinition['screen'], 'content'>;

/** The lazy screens' source modules: the server links their chunks and stylesheets. */
export const LAZY_SCREEN_MODULES: Record<LazyScreenName, string> = {
  login: 'src/pages/login/login-screen.tsx',
  admin: 'src/pages/admin/admin-screen.tsx',
};

// Sign-in, tokens and the admin screens load only on their routes: none of it is in the public pages' JavaScript.
const LAZY_SCREENS = {
  login: () => import('../pages/login/login-screen'),
  admin: () => import('../pages/admin/admin-screen'),
} satisfies Record<LazyScreenName, () => Promise<Pick<RouteObject, 'Component'>>>;

/** Source modules beyond the entry that a route's first paint needs (see `firstPaintModules`). */
export interface FirstPaintModules {
  /** Rendered by the server: their stylesheets are linked. */
  rendered: string[];
  /** Hydrated with the page: their chunks are preloaded. */
  hydrated: string[];
}

/** What a matched route's first paint needs beyond the entry: its lazy screen, or its page's blocks. */
export function firstPaintModules(
  route: RouteDefinition | undefined,
  sections: readonly Section[],
): FirstPaintModules {
  if (route && route.screen !== 'content') {
    const layout = LAZY_LAYOUT_MODULES[resolveLayout(route)];
    const modules = [LAZY_SCREEN_MODULES[route.screen], ...(layout ? [layout] : [])];
    return { rendered: modules, hydrated: modules };
  }
  return { rendered: blockSources(sections), hydrated: firstPaintBlockSources(sections) };
}

function toRouteObject(route: RouteDefinition, deps: LoaderDeps): RouteObject {
  const handle: RouteHandle = { route };
  if (route.screen !== 'content') {
    const load = LAZY_SCREENS[route.screen];
    return {
      id: route.name,
      path: route.path,
      handle,
      lazy: async () => {
        const [screen] = await Promise.all([load(), loadLayout(resolveLayout(route))]);
        return { Component: screen.Component };
      },
    };
  }
  const loadPage = createPageLoader(route, deps);
  return {
    id: route.name,
    path: route.path,
    handle,
    // The page's code loads with its data, so a navigation shows it complete.
    loader: async (args) => {
      const result = await loadPage(args);
      await loadContentModules(cachedSections(deps.pageData(args), result.data));
      return result;
    },
    shouldRevalidate: createShouldRevalidate(route),
    element: <ContentScreen />,
  };
}

/**
 * The React Router data routes: the shell (layout, transition) around every screen, an error
 * boundary inside the shell so error pages keep the layout, and a catch-all 404 (SPEC §5).
 */
export function createRoutes(table: RouteDefinition[], deps: LoaderDeps): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppShell />,
      children: [
        {
          id: 'screens',
          errorElement: <ErrorPage />,
          children: [
            ...table.map((route) => toRouteObject(route, deps)),
            {
              id: 'not-found',
              path: '*',
              element: null,
              loader: () => throwErrorResponse(404, NOT_FOUND_MESSAGE),
            },
          ],
        },
      ],
    },
  ];
}
