import type { RouteObject } from 'react-router-dom';

import type { PublicConfig } from '../../contract/public-config';
import type { LoaderDeps, RouteMiddleware } from './route-loader';
import { createRouteTable } from '../../contract/route-table';
import { createRoutes } from './routes';

interface AppRouteDeps {
  config: PublicConfig;
  pageData: LoaderDeps['pageData'];
  middleware?: Readonly<Record<string, RouteMiddleware>>;
  isInitialRender: () => boolean;
}

/** The app's data routes, shared by the server and the browser entries. */
export function createAppRoutes(deps: AppRouteDeps): RouteObject[] {
  return createRoutes(createRouteTable(deps.config.companySlug), {
    pageData: deps.pageData,
    middleware: deps.middleware ?? {},
    isInitialRender: deps.isInitialRender,
  });
}
