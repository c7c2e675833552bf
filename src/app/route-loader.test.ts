import type { QueryClient } from '@tanstack/react-query';
import {
  createStaticHandler,
  redirect,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';

import { ApiError, messageForStatus } from '../../contract/errors';
import { pageQueryOptions, type PageSource } from '../api/page-api';
import type { PageContent } from '../../contract/page-types';
import { createQueryClient } from './query-client';
import {
  createPageLoader,
  createShouldRevalidate,
  type LoaderDeps,
  type RouteMiddleware,
} from './route-loader';
import { JOB_LIST_QUERY_KEYS, jobListQuerySchema } from '../../contract/job-list-query';
import { watchedSearch } from '../api/page-search';
import type { RouteDefinition } from '../../contract/route-table';

const ORIGIN = 'http://localhost:3000';
const PAGE_CACHE_MINUTES = 15;

const jobList: RouteDefinition = {
  name: 'job',
  path: '/job',
  auth: 'none',
  screen: 'content',
  query: 'job-list',
  watchQuery: JOB_LIST_QUERY_KEYS,
};
const jobDetail: RouteDefinition = {
  name: 'job-detail',
  path: '/job/:id',
  auth: 'none',
  screen: 'content',
  validate: (params) => params.id === '7',
};
const home: RouteDefinition = { name: 'home', path: '/', auth: 'none', screen: 'content' };

const pageTitled = (title: string): PageContent => ({ title, section: [] });

/** A page source that answers with `answer` and remembers each request as `path?search`. */
function recordingSource(
  answer: (path: string, search: string) => Promise<PageContent> = async (path) => pageTitled(path),
) {
  const requests: string[] = [];
  const source: PageSource = {
    getPage(path, search) {
      requests.push(search ? `${path}?${search}` : path);
      return answer(path, search);
    },
  };
  return { source, requests };
}

function loaderDeps(
  pageSource: PageSource,
  overrides: Partial<LoaderDeps> = {},
): LoaderDeps & { queryClient: QueryClient } {
  const queryClient = createQueryClient(PAGE_CACHE_MINUTES);
  return {
    queryClient,
    pageData: () => ({ queryClient, pageSource }),
    middleware: {},
    // As on the server; the timing tests switch to client navigation.
    isInitialRender: () => true,
    ...overrides,
  };
}

function loaderArgs(
  route: RouteDefinition,
  url: string,
  params: Record<string, string> = {},
): LoaderFunctionArgs {
  const request = new Request(new URL(url, ORIGIN));
  return { request, url: new URL(request.url), pattern: route.path, params, context: undefined };
}

/** Runs the route's loader through React Router, as the server does, and reports the outcome. */
async function navigate(route: RouteDefinition, deps: LoaderDeps, url: string) {
  const handler = createStaticHandler([
    { id: route.name, path: route.path, loader: createPageLoader(route, deps) },
  ]);
  const context = await handler.query(new Request(new URL(url, ORIGIN)));
  if (context instanceof Response) {
    return { status: context.status, location: context.headers.get('Location') };
  }
  const error: unknown = context.errors?.[route.name];
  return {
    status: context.statusCode,
    error: error as { status: number; data: { message: string } } | undefined,
    loaderData: context.loaderData[route.name] as unknown,
  };
}

/** Lets a test ask whether a promise has settled yet without awaiting it. */
function watch(promise: Promise<unknown>) {
  const state = { settled: false };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

describe('watchedSearch', () => {
  test('repeated keys from a form without JavaScript join with |', () => {
    const search = new URLSearchParams('department=Design&department=Engineering&location=Berlin');

    expect(watchedSearch(search, ['department', 'location'])).toBe(
      'department=Design%7CEngineering&location=Berlin',
    );
  });

  test('keeps only the watched keys, in the order they are watched', () => {
    const search = new URLSearchParams('search=nurse&utm_source=mail&department=Tech&page=2');

    expect(watchedSearch(search, JOB_LIST_QUERY_KEYS)).toBe('department=Tech&page=2&search=nurse');
  });

  test('the same query in another order gives the same key', () => {
    expect(watchedSearch(new URLSearchParams('page=2&department=Tech'), JOB_LIST_QUERY_KEYS)).toBe(
      watchedSearch(new URLSearchParams('department=Tech&page=2'), JOB_LIST_QUERY_KEYS),
    );
  });

  test('drops watched keys with an empty value', () => {
    expect(
      watchedSearch(new URLSearchParams('department=&location=&page=3'), JOB_LIST_QUERY_KEYS),
    ).toBe('page=3');
  });

  test('a route that watches nothing has an empty key', () => {
    expect(watchedSearch(new URLSearchParams('faq=returns&page=2'))).toBe('');
  });
});

describe('the page loader: before loading', () => {
  test('an unknown named middleware is a 500 "Unknown middleware {name}"', async () => {
    const { source, requests } = recordingSource();
    const route = { ...home, middleware: ['auth'] };

    const outcome = await navigate(route, loaderDeps(source), '/');

    expect(outcome.status).toBe(500);
    expect(outcome.error?.data.message).toBe('Unknown middleware auth');
    expect(requests).toEqual([]);
  });

  test('named middleware runs before the page is loaded', async () => {
    const { source, requests } = recordingSource();
    const seen: string[] = [];
    const track: RouteMiddleware = (_args, route) => {
      seen.push(`${route.name} with ${requests.length} requests`);
    };
    const deps = loaderDeps(source, { middleware: { track } });

    await navigate({ ...home, middleware: ['track'] }, deps, '/');

    expect(seen).toEqual(['home with 0 requests']);
    expect(requests).toEqual(['home']);
  });

  test('a redirect thrown by middleware becomes the response', async () => {
    const { source, requests } = recordingSource();
    const guard: RouteMiddleware = () => {
      throw redirect('/login');
    };
    const deps = loaderDeps(source, { middleware: { guard } });

    const outcome = await navigate({ ...home, middleware: ['guard'] }, deps, '/');

    expect(outcome).toEqual({ status: 302, location: '/login' });
    expect(requests).toEqual([]);
  });

  test('a validate step returning false is a 404 "This page could not be found"', async () => {
    const { source, requests } = recordingSource();

    const outcome = await navigate(jobDetail, loaderDeps(source), '/job/8');

    expect(outcome.status).toBe(404);
    expect(outcome.error?.data.message).toBe('This page could not be found');
    expect(requests).toEqual([]);
  });
});

describe('the page loader: loading', () => {
  test('the root is requested as "home"', async () => {
    const { source, requests } = recordingSource();

    const outcome = await navigate(home, loaderDeps(source), '/');

    expect(outcome.status).toBe(200);
    expect(outcome.loaderData).toEqual({ path: 'home', search: '' });
    expect(requests).toEqual(['home']);
  });

  test('only the watched query keys reach the page request', async () => {
    const { source, requests } = recordingSource();

    const outcome = await navigate(
      jobList,
      loaderDeps(source),
      '/job?utm_source=mail&department=Tech&faq=pay',
    );

    expect(outcome.loaderData).toEqual({ path: 'job', search: 'department=Tech' });
    expect(requests).toEqual(['job?department=Tech']);
  });

  test('the page is left in the query cache for the screen to read', async () => {
    const { source } = recordingSource();
    const deps = loaderDeps(source);

    await navigate(jobDetail, deps, '/job/7');

    expect(deps.queryClient.getQueryData(pageQueryOptions(source, 'job/7', '').queryKey)).toEqual({
      page: pageTitled('job/7'),
      status: 200,
    });
  });

  test('an API 410 with the closed job becomes the closed-job page, answered with 410', async () => {
    const alertQuery = z.parse(jobListQuerySchema, { department: 'Care', location: 'Tilburg' });
    const { source } = recordingSource(async () => {
      throw new ApiError(410, { data: { title: 'Night Nurse', similar: [], alertQuery } });
    });
    const deps = loaderDeps(source);

    const outcome = await navigate(jobDetail, deps, '/job/7');

    expect(outcome.status).toBe(410);
    expect(outcome.error).toBeUndefined();
    const cached = deps.queryClient.getQueryData(pageQueryOptions(source, 'job/7', '').queryKey);
    expect(cached?.page.section).toEqual([
      { type: 'job-closed', title: 'Night Nurse', similar: [], alertQuery },
    ]);
  });

  test('an API error with an HTTP status shows that status and its catalogue message', async () => {
    const { source } = recordingSource(async () => {
      throw new ApiError(503);
    });

    const outcome = await navigate(home, loaderDeps(source), '/');

    expect(outcome.status).toBe(503);
    expect(outcome.error?.data.message).toBe(messageForStatus(503));
  });

  test('a network failure (status 0) becomes a 500', async () => {
    const { source } = recordingSource(async () => {
      throw new ApiError(0);
    });

    const outcome = await navigate(home, loaderDeps(source), '/');

    expect(outcome.status).toBe(500);
    expect(outcome.error?.data.message).toBe(messageForStatus(500));
  });

  test('a job list with an unknown sort asks the API for the default order', async () => {
    const { source, requests } = recordingSource();

    const outcome = await navigate(jobList, loaderDeps(source), '/job?sort=bogus&department=Tech');

    expect(outcome.status).toBe(200);
    expect(requests).toEqual(['job?department=Tech']);
  });

  test.each([
    ['/job?payMin=55000&department=Tech', 'job?department=Tech&payMin=40000'],
    ['/job?payMin=abc', 'job'],
    ['/job?page=0', 'job'],
    ['/job?page=-1&sort=title', 'job?sort=title'],
  ])('a job list at %s asks the API for the nearest valid query', async (url, expected) => {
    const { source, requests } = recordingSource();

    const outcome = await navigate(jobList, loaderDeps(source), url);

    expect(outcome.status).toBe(200);
    expect(requests).toEqual([expected]);
  });

  test('a list page past its end is a 404 that links to the last page with the same filters', async () => {
    const { source } = recordingSource(async () => ({
      title: 'Jobs',
      section: [
        {
          type: 'job-list',
          query: {
            department: ['Tech'],
            location: [],
            jobType: [],
            workplace: [],
            search: '',
            sort: 'newest',
            page: 99,
          },
          filters: { department: [], location: [], jobType: [], workplace: [], payMin: [] },
          list: [],
          pager: { page: 99, totalPages: 10, total: 80 },
        },
      ],
    }));

    const outcome = await navigate(jobList, loaderDeps(source), '/job?department=Tech&page=99');

    expect(outcome.status).toBe(404);
    expect(outcome.error?.data).toEqual({
      message: 'This page could not be found',
      lastPage: { href: '/job?department=Tech&page=10', page: 10 },
    });
  });

  test('an unknown job from the API is a 404 saying "This page could not be found"', async () => {
    const { source } = recordingSource(async () => {
      throw new ApiError(404);
    });

    const outcome = await navigate(jobDetail, loaderDeps(source), '/job/7');

    expect(outcome.status).toBe(404);
    expect(outcome.error?.data.message).toBe('This page could not be found');
  });

  test('an empty page is a failed load, a 500', async () => {
    const { source } = recordingSource(async () => ({ title: 'Empty' }) as PageContent);

    const outcome = await navigate(home, loaderDeps(source), '/');

    expect(outcome.status).toBe(500);
    expect(outcome.error?.data.message).toBe(messageForStatus(500));
  });
});

describe('the page loader: timing and cache (SPEC §4, §7)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('on client navigation the loader takes at least 200 ms, even when the API is faster', async () => {
    const { source } = recordingSource();
    const loader = createPageLoader(home, loaderDeps(source, { isInitialRender: () => false }));

    const loading = watch(loader(loaderArgs(home, '/')));
    await vi.advanceTimersByTimeAsync(199);
    expect(loading.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(loading.settled).toBe(true);
  });

  test('the initial render does not wait the 200 ms', async () => {
    const { source } = recordingSource();
    const loader = createPageLoader(home, loaderDeps(source, { isInitialRender: () => true }));

    const loading = watch(loader(loaderArgs(home, '/')));
    await vi.advanceTimersByTimeAsync(0);

    expect(loading.settled).toBe(true);
  });

  test('a page cached less than the stale time ago is served at once, without a request', async () => {
    const { source, requests } = recordingSource();
    const deps = loaderDeps(source);
    const loader = createPageLoader(home, deps);
    await loader(loaderArgs(home, '/'));
    deps.isInitialRender = () => false;
    vi.setSystemTime(Date.now() + (PAGE_CACHE_MINUTES - 1) * 60_000);

    const loading = watch(loader(loaderArgs(home, '/')));
    await vi.advanceTimersByTimeAsync(0);

    expect(loading.settled).toBe(true);
    expect(requests).toEqual(['home']);
  });

  test('a page older than the stale time is requested again, behind the 200 ms loading state', async () => {
    const { source, requests } = recordingSource();
    const deps = loaderDeps(source);
    const loader = createPageLoader(home, deps);
    await loader(loaderArgs(home, '/'));
    deps.isInitialRender = () => false;
    vi.setSystemTime(Date.now() + PAGE_CACHE_MINUTES * 60_000 + 1);

    const loading = watch(loader(loaderArgs(home, '/')));
    await vi.advanceTimersByTimeAsync(199);
    expect(loading.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(loading.settled).toBe(true);
    expect(requests).toEqual(['home', 'home']);
  });

  test('after a failed request the next navigation requests the page again', async () => {
    let failing = true;
    const { source, requests } = recordingSource(async (path) => {
      if (failing) throw new ApiError(503);
      return pageTitled(path);
    });
    const loader = createPageLoader(home, loaderDeps(source, { isInitialRender: () => false }));
    const failed = loader(loaderArgs(home, '/')).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(200);
    await failed;
    failing = false;

    const retried = loader(loaderArgs(home, '/'));
    await vi.advanceTimersByTimeAsync(200);

    await expect(retried).resolves.toMatchObject({ init: { status: 200 } });
    expect(requests).toEqual(['home', 'home']);
  });
});

describe('shouldRevalidate', () => {
  const revalidationArgs = (from: string, to: string): ShouldRevalidateFunctionArgs => ({
    currentUrl: new URL(from, ORIGIN),
    currentParams: {},
    nextUrl: new URL(to, ORIGIN),
    nextParams: {},
    defaultShouldRevalidate: true,
  });
  const shouldRevalidate = createShouldRevalidate(jobList);

  test('opening an FAQ item (?faq=) does not reload the page', () => {
    expect(shouldRevalidate(revalidationArgs('/job', '/job?faq=relocation'))).toBe(false);
  });

  test('an unwatched key such as a tracking parameter does not reload the page', () => {
    expect(shouldRevalidate(revalidationArgs('/job?page=2', '/job?page=2&utm_source=x'))).toBe(
      false,
    );
  });

  test('a change to a watched key reloads the page', () => {
    expect(shouldRevalidate(revalidationArgs('/job?page=2', '/job?page=3'))).toBe(true);
  });

  test('a change of path reloads the page', () => {
    const detail = createShouldRevalidate(jobDetail);

    expect(detail(revalidationArgs('/job/7', '/job/8'))).toBe(true);
  });

  test('a form submission leaves the decision to React Router', () => {
    const args = { ...revalidationArgs('/job', '/job'), formMethod: 'POST' as const };

    expect(shouldRevalidate({ ...args, defaultShouldRevalidate: true })).toBe(true);
    expect(shouldRevalidate({ ...args, defaultShouldRevalidate: false })).toBe(false);
  });
});
