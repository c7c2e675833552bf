import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';

import type { PageSource } from '../api/page-api';
import type { PublicConfig } from '../lib/public-config';
import type { RouteMiddleware } from './route-loader';
import { createRouteTable } from '../api/route-table';
import { createRoutes } from './routes';

export interface AppRouteDeps {
  config: PublicConfig;
  queryClient: QueryClient;
  pageSource: PageSource;
  middleware?: Readonly<Record<string, RouteMiddleware>>;
  isInitialRender: () => boolean;
}

/** The app's data routes, shared by the server and the browser entries. */
export function createAppRoutes(deps: AppRouteDeps): RouteObject[] {
  return createRoutes(createRouteTable(deps.config.companySlug), {
    queryClient: deps.queryClient,
    pageSource: deps.pageSource,
    middleware: deps.middleware ?? {},
    isInitialRender: deps.isInitialRender,
  });
}
