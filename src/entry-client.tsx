// Installs React Fast Refresh in development; a no-op in the production build.
import '@vitejs/plugin-react/preamble';
import './styles/index.css';

import { hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';

import { setApiBase } from './api/api-base';
import { browserPageSource } from './api/page-api';
import { createAppRoutes } from './app/app-routes';
import { recordRecoverableError, silenceConsoleInProduction } from './app/browser-diagnostics';
import { Document } from './app/document';
import { sectionsOfLoaderData } from './app/page-sections';
import { loadFirstPaintBlocks } from './blocks/block-modules';
import { askAllDeferred } from './lib/lazy-component';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { afterFirstLoad } from './app/after-first-load';

async function start() {
  silenceConsoleInProduction();
  const state = window.__APP_STATE__;
  if (!state) throw new Error('The server did not send the app state');

  setApiBase(state.config.apiBase);
  const queryClient = createQueryClient(state.config.pageCacheMinutes);
  hydrate(queryClient, state.query);

  let hydrating = true;
  const routes = createAppRoutes({
    config: state.config,
    pageData: () => ({ queryClient, pageSource: browserPageSource }),
    isInitialRender: () => hydrating,
  });
  // Hydration renders what the server rendered, so its code must be here first: the lazy route
  // (sign-in, admin) or the page's blocks, whose chunks the server linked as modulepreloads.
  const matches = matchRoutes(routes, window.location) ?? [];
  const lazyMatches = matches.filter((match) => match.route.lazy);
  const pageSections = sectionsOfLoaderData(
    { queryClient, pageSource: browserPageSource },
    window.__staticRouterHydrationData?.loaderData ?? {},
  );
  await Promise.all([
    loadFirstPaintBlocks(pageSections),
    ...lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  ]);
  const router = createBrowserRouter(routes);
  // A navigation or revalidation renders under every block still waiting for the visitor, and
  // React would hold it until they hydrate (lazy-component.tsx): they load at its start.
  const stopAsking = router.subscribe(() => {
    askAllDeferred();
    stopAsking();
  });
  hydrating = false;

  hydrateRoot(
    document,
    <Document stylesheets={state.stylesheets}>
      <Providers
        config={state.config}
        queryClient={queryClient}
        pageSource={browserPageSource}
        experiments={state.experiments}
      >
        <RouterProvider router={router} />
      </Providers>
    </Document>,
    { onRecoverableError: recordRecoverableError },
  );
  // The tag manager and the speed measurement (decision 067), once the first load is over.
  afterFirstLoad(() => {
    import('./app/tracking').then(
      (tracking) => tracking.startTracking(state.config, matches),
      () => undefined,
    );
  });
}

void start();
