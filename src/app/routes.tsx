import type { RouteObject } from 'react-router-dom';

import { ContentScreen } from '../pages/content/content-screen';
import { AppShell } from './app-shell';
import { ErrorPage } from './error-page';
import {
  createPageLoader,
  createShouldRevalidate,
  NOT_FOUND_MESSAGE,
  throwErrorResponse,
  type LoaderDeps,
} from './route-loader';
import type { RouteDefinition, RouteHandle } from '../api/route-table';

type LazyScreenName = Exclude<RouteDefinition['screen'], 'content'>;

/** The lazy screens' source modules: the server links their stylesheets when it renders them. */
export const LAZY_SCREEN_MODULES: Record<LazyScreenName, string> = {
  login: 'src/pages/login/login-screen.tsx',
  admin: 'src/pages/admin/admin-screen.tsx',
};

// Sign-in, tokens and the admin screens load only on their routes: none of it is in the public pages' JavaScript.
const LAZY_SCREENS = {
  login: () => import('../pages/login/login-screen'),
  admin: () => import('../pages/admin/admin-screen'),
} satisfies Record<LazyScreenName, () => Promise<Pick<RouteObject, 'Component'>>>;

function toRouteObject(route: RouteDefinition, deps: LoaderDeps): RouteObject {
  const handle: RouteHandle = { route };
  if (route.screen !== 'content') {
    const load = LAZY_SCREENS[route.screen];
    return {
      id: route.name,
      path: route.path,
      handle,
      lazy: async () => ({ Component: (await load()).Component }),
    };
  }
  return {
    id: route.name,
    path: route.path,
    handle,
    loader: createPageLoader(route, deps),
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
