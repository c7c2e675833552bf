import { dehydrate } from '@tanstack/react-query';
import { uneval } from 'devalue';
import type { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';

import type { PageEnvelopeFetcher } from '../contract/page-types';
import { envelopePageSource } from './api/page-api';
import { createAppRoutes } from './app/app-routes';
import { Document } from './app/document';
import type { ExperimentState } from '../contract/experiment-state';
import { serializeRouteErrors, type AppHydrationState } from './app/hydration';
import { appStateJson } from './app/app-state-json';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import type { PageDataScope } from './app/route-loader';
import type { RouteDefinition, RouteHandle } from '../contract/route-table';
import { sectionsOfLoaderData } from './app/page-sections';
import { firstPaintModules } from './app/routes';
import type { PublicConfig } from '../contract/public-config';
import type { Section } from '../contract/page-types';

/** The files a module needs: its chunk and those it imports, and its stylesheets. */
export interface ModuleAssets {
  scripts: string[];
  stylesheets: string[];
}

/** The client build as the document links it. */
export interface ClientAssets {
  /** The client entry, run as a module script. */
  bootstrapModules: string[];
  /** What the entry needs with it: the chunks it imports (preloaded) and its stylesheets. */
  entry: ModuleAssets;
  /**
   * What each lazily loaded module needs beyond the entry, by source path. Production only: in
   * development Vite serves modules one by one and injects their CSS.
   */
  modules: Record<string, ModuleAssets>;
}

export interface RenderOptions {
  request: Request;
  config: PublicConfig;
  /** The page API's handler in process: the server never calls itself over HTTP. */
  fetchPageEnvelope: PageEnvelopeFetcher;
  experiments: ExperimentState;
  nonce: string;
  assets: ClientAssets;
  /** Crawlers get the finished document in one piece; browsers get the shell as soon as it is ready. */
  waitForAll: boolean;
  onError: (error: unknown) => void;
}

export type RenderResult =
  | { type: 'response'; response: Response }
  /** The finished document, when nothing on the page had to wait (see `renderedAtOnce`). */
  | { type: 'document'; status: number; html: string }
  | { type: 'stream'; status: number; pipe: (destination: Writable) => void; abort: () => void };

/** React's mark of a Suspense boundary left for the browser to render: it did not finish here. */
const UNFINISHED_BOUNDARY = '<!--$!-->';
const DOCUMENT_END = '</body></html>';

/**
 * The page as one string, or null when some part of it would have to wait (a block's chunk not
 * yet loaded, a component that failed): that page streams. Once its modules are loaded, a page
 * whose data the loaders fetched renders in one pass, and React's string renderer builds it for
 * about a fifth less CPU than its stream, which encodes each small piece of markup into a buffer
 * of its own (docs/decisions/058-whole-documents-render-to-a-string.md).
 */
function renderedAtOnce(page: ReactElement): string | null {
  let html: string;
  try {
    html = renderToString(page);
  } catch {
    return null; // The shell suspended or failed: the stream waits for it, or reports the error.
  }
  return html.includes(UNFINISHED_BOUNDARY) || !html.endsWith(DOCUMENT_END) ? null : html;
}

/** The scripts React's stream puts at the end of the body, for a document rendered to a string. */
function withBootstrap(html: string, scriptContent: string, modules: string[], nonce: string) {
  const nonceAttribute = `nonce="${escapeAttribute(nonce)}"`;
  const scripts =
    `<script ${nonceAttribute}>${scriptContent}</script>` +
    modules
      .map(
        (src) =>
          `<script type="module" src="${escapeAttribute(src)}" ${nonceAttribute} async=""></script>`,
      )
      .join('');
  return `<!DOCTYPE html>${html.slice(0, -DOCUMENT_END.length)}${scripts}${DOCUMENT_END}`;
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

function matchedRouteOf(matches: { route: { handle?: unknown } }[]) {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.route.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}

/**
 * The files the first paint of a route needs: the entry's, then the stylesheets of what it
 * renders (its lazy screen or its page's blocks), so it paints styled, and the chunks it hydrates
 * with, preloaded with the entry so hydration waits for no second round trip.
 */
function firstPaintAssets(
  route: RouteDefinition | undefined,
  sections: Section[],
  assets: ClientAssets,
): ModuleAssets {
  const { rendered, hydrated } = firstPaintModules(route, sections);
  const of = (sources: string[]) => sources.flatMap((source) => assets.modules[source] ?? []);
  return {
    scripts: [...new Set([assets.entry, ...of(hydrated)].flatMap((module) => module.scripts))],
    stylesheets: [
      ...new Set([assets.entry, ...of(rendered)].flatMap((module) => module.stylesheets)),
    ],
  };
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

/**
 * The request's router over the handler's own data routes. Given routes, `createStaticRouter`
 * converts them to data routes again on every request (about 2% of a page's CPU and 3% of what
 * it allocates); given none, it converts nothing, its matches stay the handler's (its manifest is
 * empty) and its `routes` are pointed at the handler's, converted once per process.
 */
function staticRouterOf(handler: StaticHandler, context: StaticHandlerContext) {
  const router = createStaticRouter([], context);
  return Object.defineProperty(router, 'routes', { get: () => handler.dataRoutes });
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

  const router = staticRouterOf(handler, context);
  const matchedRoute = matchedRouteOf(context.matches);
  const sections = sectionsOfLoaderData(requestContext, context.loaderData);
  const { scripts, stylesheets } = firstPaintAssets(matchedRoute, sections, options.assets);
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
  // The router's state may hold what JSON cannot (a loader's `undefined`): devalue keeps it. The
  // app state is JSON by construction (config, and page envelopes as the API sends them).
  const bootstrapScriptContent = `window.__staticRouterHydrationData=${uneval(routerState)};window.__APP_STATE__=${appStateJson(appState)};`;

  const page = (
    <Document
      stylesheets={stylesheets}
      // The entry is listed too, so a document rendered to a string preloads it as the stream
      // does (the stream's own preload of a bootstrap module comes first; React keeps one).
      modulePreloads={[...options.assets.bootstrapModules, ...scripts]}
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
    </Document>
  );
  const whole = renderedAtOnce(page);
  if (whole !== null) {
    const { bootstrapModules } = options.assets;
    const html = withBootstrap(whole, bootstrapScriptContent, bootstrapModules, options.nonce);
    return { type: 'document', status: context.statusCode, html };
  }

  return new Promise<RenderResult>((resolve, reject) => {
    let status = context.statusCode;
    const stream = renderToPipeableStream(page, {
      nonce: options.nonce,
      // Every block sits in a Suspense boundary (its chunk might not be loaded); React would
      // move a finished boundary over 12.8 kB to the end of the stream, behind a placeholder
      // that only a script swaps back (the job list showed "Loading" without JavaScript).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      bootstrapScriptContent,
      bootstrapModules: options.assets.bootstrapModules,
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
    });
  });
}
