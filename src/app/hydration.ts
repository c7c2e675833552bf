import type { DehydratedState } from '@tanstack/react-query';
import { isRouteErrorResponse, type HydrationState } from 'react-router-dom';

import type { PublicConfig } from '../../contract/public-config';
import type { ExperimentState } from '../../contract/experiment-state';

/** What the server hands the browser in one nonce-carrying script, before the app's modules run. */
export interface AppHydrationState {
  config: PublicConfig;
  query: DehydratedState;
  experiments: ExperimentState;
  stylesheets: string[];
}

declare global {
  interface Window {
    __APP_STATE__?: AppHydrationState;
    __staticRouterHydrationData?: HydrationState;
  }
}

type SerializedRouteError =
  | {
      __type: 'RouteErrorResponse';
      status: number;
      statusText: string;
      data: unknown;
      internal: boolean;
    }
  | { __type: 'Error'; message: string };

/**
 * Route errors in the shape React Router's createBrowserRouter reads back from
 * `window.__staticRouterHydrationData` (the format of its own StaticRouterProvider).
 */
export function serializeRouteErrors(
  errors: HydrationState['errors'],
): Record<string, SerializedRouteError | unknown> | null {
  if (!errors) return null;
  const serialized: Record<string, SerializedRouteError | unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) {
      serialized[routeId] = {
        __type: 'RouteErrorResponse',
        status: error.status,
        statusText: error.statusText,
        data: error.data,
        internal: Boolean((error as { internal?: boolean }).internal),
      };
    } else if (error instanceof Error) {
      serialized[routeId] = { __type: 'Error', message: error.message };
    } else {
      serialized[routeId] = error;
    }
  }
  return serialized;
}
