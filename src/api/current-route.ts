import { useMatches } from 'react-router-dom';

import type { RouteDefinition, RouteHandle } from '../../contract/route-table';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The route table entry of the deepest matched route, if any (none on a 404). */
export function useCurrentRoute(): RouteDefinition | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}
