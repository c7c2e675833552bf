import { useCallback } from 'react';

import { useCurrentRoute } from '../../api/current-route';
import { pagePathOf, pageQueryOptions } from '../../api/page-api';
import { pageSearchOf } from '../../api/page-search';
import { usePageSource } from '../../api/page-source-context';

/**
 * The page query of a job list URL, as the route loader will ask for it: fetching it first puts
 * the next list in the cache the navigation reads. In the browser only (it reads the origin).
 */
export function useListPageQuery() {
  const pageSource = usePageSource();
  const route = useCurrentRoute();
  return useCallback(
    (href: string) => {
      const url = new URL(href, window.location.origin);
      return pageQueryOptions(
        pageSource,
        pagePathOf(url.pathname),
        route ? pageSearchOf(url.searchParams, route) : '',
      );
    },
    [pageSource, route],
  );
}
