import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

import { pagePathOf, pageQueryOptions } from '../api/page-api';
import { PREFETCH_IDLE_MS } from '../../contract/constants';
import { usePageSource } from '../api/page-source-context';
import { usePublicConfig } from '../lib/public-config-context';
import { loadContentModules } from '../pages/public/content-modules';
import { pageSearchOf } from '../api/page-search';
import { createRouteTable, type RouteDefinition } from '../../contract/route-table';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** SPEC §7: no prefetch on 2g connections or in data-saver mode. */
export function shouldSkipPrefetch(connection: NetworkInformationLike | undefined): boolean {
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

function contentRouteFor(routes: RouteDefinition[], pathname: string): RouteDefinition | undefined {
  return routes.find((route) => route.screen === 'content' && matchPath(route.path, pathname));
}

/**
 * Prefetches the page data and block code of internal links the visitor hovers or sees, starting
 * once the page has been idle for 2 s, so the next navigation usually needs no request.
 */
export function useLinkPrefetch(): void {
  const queryClient = useQueryClient();
  const source = usePageSource();
  const { companySlug } = usePublicConfig();
  const { pathname } = useLocation();

  useEffect(() => {
    // Built here, in the browser only: a server render never prefetches.
    const routes = createRouteTable(companySlug);
    const connection = (navigator as Navigator & { connection?: NetworkInformationLike })
      .connection;
    if (shouldSkipPrefetch(connection)) return;
    const done = new Set<string>();
    const prefetch = (anchor: HTMLAnchorElement) => {
      // A link that names another media type (the job list's Atom feed) leads to no page.
      if (anchor.type && anchor.type !== 'text/html') return;
      const url = new URL(anchor.href, window.location.href);
      const route =
        url.origin === window.location.origin ? contentRouteFor(routes, url.pathname) : undefined;
      if (!route) return;
      const options = pageQueryOptions(
        source,
        pagePathOf(url.pathname),
        pageSearchOf(url.searchParams, route),
      );
      const key = JSON.stringify(options.queryKey);
      if (done.has(key)) return;
      done.add(key);
      // The page's blocks too: a navigation then waits for neither its data nor its code.
      void queryClient.prefetchQuery(options).then(() => {
        const sections = queryClient.getQueryData(options.queryKey)?.page.section ?? [];
        return loadContentModules(sections).catch(() => undefined);
      });
    };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting && entry.target instanceof HTMLAnchorElement)
          prefetch(entry.target);
      }
    });
    const onHover = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
      if (anchor instanceof HTMLAnchorElement) prefetch(anchor);
    };
    const start = () => {
      document
        .querySelectorAll<HTMLAnchorElement>('a[href^="/"]')
        .forEach((anchor) => observer.observe(anchor));
      document.addEventListener('mouseover', onHover);
    };
    const timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(start);
      else start();
    }, PREFETCH_IDLE_MS);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
      document.removeEventListener('mouseover', onHover);
    };
  }, [companySlug, pathname, queryClient, source]);
}
