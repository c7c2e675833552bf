// Installs React Fast Refresh in development; a no-op in the production build.
import '@vitejs/plugin-react/preamble';
import './styles/index.css';

import { hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';

import { configureHttpClient } from './api/http-client';
import { browserPageSource } from './api/page-api';
import { createAppRoutes } from './app/app-routes';
import { recordRecoverableError, silenceConsoleInProduction } from './app/browser-diagnostics';
import { Document } from './app/document';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';

async function start() {
  silenceConsoleInProduction();
  const state = window.__APP_STATE__;
  if (!state) throw new Error('The server did not send the app state');

  configureHttpClient(state.config.apiBase);
  const queryClient = createQueryClient(state.config.pageCacheMinutes);
  hydrate(queryClient, state.query);

  let hydrating = true;
  const routes = createAppRoutes({
    config: state.config,
    pageData: () => ({ queryClient, pageSource: browserPageSource }),
    isInitialRender: () => hydrating,
  });
  // Lazy routes (sign-in, admin) must be loaded before hydrating, or the first render differs.
  const lazyMatches =
    matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes);
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
}

void start();
