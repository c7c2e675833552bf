import { dehydrate } from '@tanstack/react-query';
import { uneval } from 'devalue';
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';

import { envelopePageSource, type PageEnvelopeFetcher } from './api/page-api';
import { createAppRoutes } from './app/app-routes';
import { Document } from './app/document';
import type { ExperimentState } from './lib/experiments';
import { serializeRouteErrors, type AppHydrationState } from './app/hydration';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import type { PageDataScope } from './app/route-loader';
import type { RouteHandle } from './api/route-table';
import { LAZY_SCREEN_MODULES } from './app/routes';
import type { PublicConfig } from './lib/public-config';

export interface RenderOptions {
  request: Request;
  config: PublicConfig;
  /** The page API's handler in process: the server never calls itself over HTTP. */
  fetchPageEnvelope: PageEnvelopeFetcher;
  experiments: ExperimentState;
  nonce: string;
  bootstrapModules: string[];
  stylesheets: string[];
  /** Stylesheets of the lazy screens, by source module (see LAZY_SCREEN_MODULES), so they paint styled. */
  moduleStylesheets: Record<string, string[]>;
  /** Crawlers get the finished document in one piece; browsers get the shell as soon as it is ready. */
  waitForAll: boolean;
  onError: (error: unknown) => void;
}

export type RenderResult =
  | { type: 'response'; response: Response }
  | { type: 'stream'; status: number; pipe: (destination: Writable) => void; abort: () => void };

function matchedRouteOf(matches: { route: { handle?: unknown } }[]) {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.route.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}

function stylesheetsFor(
  route: ReturnType<typeof matchedRouteOf>,
  options: RenderOptions,
): string[] {
  const screen = route?.screen;
  const lazyModule = screen && screen !== 'content' ? LAZY_SCREEN_MODULES[screen] : undefined;
  return [
    ...options.stylesheets,
    ...(lazyModule ? (options.moduleStylesheets[lazyModule] ?? []) : []),
  ];
}

type StaticHandler = ReturnType<typeof createStaticHandler>;
const staticHandlers = new WeakMap<PublicConfig, StaticHandler>();

/**
 * The data routes and their matcher, built once per configuration (once per process): ranking
 * and compiling every route path per request cost about 6% of a page's CPU. Each request's query
 * client and page source reach the loaders as React Router's `requestContext`.
 */
function staticHandlerFor(config: PublicConfig): StaticHandler {
  let handler = staticHandlers.get(config);
  if (!handler) {
    handler = createStaticHandler(
      createAppRoutes({
        config,
        pageData: ({ context }) => context as PageDataScope,
        isInitialRender: () => true,
      }),
    );
    staticHandlers.set(config, handler);
  }
  return handler;
}

/** Runs the matched routes' loaders, then streams the document with the caches dehydrated into it. */
export async function render(options: RenderOptions): Promise<RenderResult> {
  const queryClient = createQueryClient(options.config.pageCacheMinutes);
  const pageSource = envelopePageSource(options.fetchPageEnvelope);
  const handler = staticHandlerFor(options.config);
  const requestContext: PageDataScope = { queryClient, pageSource };
  const context = await handler.query(options.request, { requestContext });
  // A loader's redirect is passed on as it is (SPEC §8: handled silently).
  if (context instanceof Response) return { type: 'response', response: context };

  const router = createStaticRouter(handler.dataRoutes, context);
  const matchedRoute = matchedRouteOf(context.matches);
  const stylesheets = stylesheetsFor(matchedRoute, options);
  const appState: AppHydrationState = {
    config: options.config,
    query: dehydrate(queryClient),
    experiments: options.experiments,
    stylesheets,
  };
  const routerState = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeRouteErrors(context.errors),
  };
  const bootstrapScriptContent = `window.__staticRouterHydrationData=${uneval(routerState)};window.__APP_STATE__=${uneval(appState)};`;

  return new Promise<RenderResult>((resolve, reject) => {
    let status = context.statusCode;
    const stream = renderToPipeableStream(
      <Document
        stylesheets={stylesheets}
        nonce={options.nonce}
        forcedColorMode={matchedRoute?.colorMode}
      >
        <Providers
          config={options.config}
          queryClient={queryClient}
          pageSource={pageSource}
          experiments={options.experiments}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </Document>,
      {
        nonce: options.nonce,
        bootstrapScriptContent,
        bootstrapModules: options.bootstrapModules,
        [options.waitForAll ? 'onAllReady' : 'onShellReady']() {
          resolve({
            type: 'stream',
            status,
            pipe: (destination) => stream.pipe(destination),
            abort: () => stream.abort(),
          });
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          options.onError(error);
        },
      },
    );
  });
}
