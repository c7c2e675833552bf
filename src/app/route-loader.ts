import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router-dom';

import {
  messageForStatus,
  normalizeError,
  PAGE_NOT_FOUND_MESSAGE,
  pageErrorMessage,
} from '../../contract/errors';
import {
  lastPageOf,
  pagePathOf,
  pageQueryOptions,
  type PageLoaderData,
  type PageSource,
} from '../api/page-api';
import { pageSearchOf } from '../api/page-search';
import { PAGE_FETCH_MIN_DELAY_MS } from '../../contract/constants';
import { delay } from '../lib/timing';
import type { RouteDefinition } from '../../contract/route-table';

export const NOT_FOUND_MESSAGE = PAGE_NOT_FOUND_MESSAGE;

/** A named step run before a route's loader; it may throw a redirect or an error response. */
export type RouteMiddleware = (
  args: LoaderFunctionArgs,
  route: RouteDefinition,
) => void | Promise<void>;

/** Where a loader puts page data: one per request on the server, one for the tab in the browser. */
export interface PageDataScope {
  queryClient: QueryClient;
  pageSource: PageSource;
}

export interface LoaderDeps {
  /**
   * The loader's page data scope. The server builds its routes once per process and hands each
   * request's scope over as React Router's `requestContext` (the loader's `context`).
   */
  pageData: (args: LoaderFunctionArgs) => PageDataScope;
  middleware: Readonly<Record<string, RouteMiddleware>>;
  /** True on the server and while the browser hydrates: no artificial delay then. */
  isInitialRender: () => boolean;
}

export interface ErrorPayload {
  message: string;
  /** A list's page past its end: where its last page is. */
  lastPage?: { href: string; page: number };
}

/** Throws the router's error response for a status and message, rendered by the error page. */
export function throwErrorResponse(status: number, message: string): never {
  throw data<ErrorPayload>({ message }, { status });
}

async function runMiddleware(args: LoaderFunctionArgs, route: RouteDefinition, deps: LoaderDeps) {
  for (const name of route.middleware ?? []) {
    const step = deps.middleware[name];
    // SPEC §8: a missing named middleware is a 500.
    if (!step) throwErrorResponse(500, `Unknown middleware ${name}`);
    await step(args, route);
  }
}

async function loadPage(
  { queryClient, pageSource }: PageDataScope,
  isInitialRender: boolean,
  path: string,
  search: string,
) {
  const options = pageQueryOptions(pageSource, path, search);
  const loading = queryClient.fetchQuery(options);
  // fetchQuery requests the page only when it is missing or stale (staleTime, SPEC §7), and marks
  // the query as fetching at once; a page answered from the cache shows without delay.
  const isRequesting = queryClient.getQueryState(options.queryKey)?.fetchStatus === 'fetching';
  if (isInitialRender || !isRequesting) return loading;
  // SPEC §4: on client navigation the loading state shows at least 200 ms.
  const [result] = await Promise.all([loading, delay(PAGE_FETCH_MIN_DELAY_MS)]);
  return result;
}

/** The loader of every content route: validate, middleware, then prefetch the page into the cache. */
export function createPageLoader(route: RouteDefinition, deps: LoaderDeps) {
  return async (args: LoaderFunctionArgs) => {
    await runMiddleware(args, route, deps);
    if (route.validate && !route.validate(args.params)) throwErrorResponse(404, NOT_FOUND_MESSAGE);
    const url = new URL(args.request.url);
    const path = pagePathOf(url.pathname);
    const search = pageSearchOf(url.searchParams, route);
    let result: Awaited<ReturnType<typeof loadPage>>;
    try {
      result = await loadPage(deps.pageData(args), deps.isInitialRender(), path, search);
    } catch (error) {
      const apiError = normalizeError(error);
      // SPEC §5: a failed public page load is a 500, unless the error carries its own HTTP status.
      const isHttpStatus = apiError.statusCode >= 400 && apiError.statusCode <= 599;
      if (isHttpStatus)
        throwErrorResponse(
          apiError.statusCode,
          pageErrorMessage(apiError.statusCode, apiError.message),
        );
      throwErrorResponse(500, messageForStatus(500));
    }
    const lastPage = lastPageOf(result.page);
    // The API answers a page past the end with an empty list; a page has nothing to show there.
    if (lastPage !== null) throwPastLastPage(url, lastPage);
    return data<PageLoaderData>({ path, search }, { status: result.status });
  };
}

/** A 404 for a list's page past its end, linking to the last page (same filters and order). */
function throwPastLastPage(url: URL, lastPage: number): never {
  const last = new URL(url);
  if (lastPage > 1) last.searchParams.set('page', String(lastPage));
  else last.searchParams.delete('page');
  const payload: ErrorPayload = {
    message: NOT_FOUND_MESSAGE,
    lastPage: { href: `${last.pathname}${last.search}`, page: lastPage },
  };
  throw data(payload, { status: 404 });
}

/** Reload a page only when its path or one of its watched query keys changed (not for `?faq=`). */
export function createShouldRevalidate(route: RouteDefinition) {
  return ({
    currentUrl,
    nextUrl,
    formMethod,
    defaultShouldRevalidate,
  }: ShouldRevalidateFunctionArgs) => {
    if (formMethod) return defaultShouldRevalidate;
    return (
      currentUrl.pathname !== nextUrl.pathname ||
      pageSearchOf(currentUrl.searchParams, route) !== pageSearchOf(nextUrl.searchParams, route)
    );
  };
}
