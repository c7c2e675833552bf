import { environmentManager, isServer } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { ApiError } from '../../contract/errors';
import { pageQueryOptions, type PageSource } from '../api/page-api';
import { createQueryClient } from './query-client';

const PAGE_CACHE_MINUTES = 15;
const MINUTE_MS = 60_000;

function countingSource(fail = false) {
  const counter = { requests: 0 };
  const source: PageSource = {
    async getPage(path) {
      counter.requests += 1;
      if (fail) throw new ApiError(503);
      return { title: path, section: [] };
    },
  };
  return { source, counter };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  environmentManager.setIsServer(() => isServer);
});

describe('in the browser', () => {
  beforeEach(() => {
    environmentManager.setIsServer(() => false);
  });

  test('a page no screen shows any more is still served from the cache until it is stale', async () => {
    const { source, counter } = countingSource();
    const queryClient = createQueryClient(PAGE_CACHE_MINUTES);
    await queryClient.fetchQuery(pageQueryOptions(source, 'home', ''));

    await vi.advanceTimersByTimeAsync((PAGE_CACHE_MINUTES - 1) * MINUTE_MS);
    await queryClient.fetchQuery(pageQueryOptions(source, 'home', ''));

    expect(counter.requests).toBe(1);
  });

  test('a page older than the configured minutes is requested again', async () => {
    const { source, counter } = countingSource();
    const queryClient = createQueryClient(PAGE_CACHE_MINUTES);
    await queryClient.fetchQuery(pageQueryOptions(source, 'home', ''));

    await vi.advanceTimersByTimeAsync(PAGE_CACHE_MINUTES * MINUTE_MS + 1);
    await queryClient.fetchQuery(pageQueryOptions(source, 'home', ''));

    expect(counter.requests).toBe(2);
  });

  test('a failed page request is not retried, so the error page shows at once', async () => {
    const { source, counter } = countingSource(true);
    const queryClient = createQueryClient(PAGE_CACHE_MINUTES);

    await expect(queryClient.fetchQuery(pageQueryOptions(source, 'home', ''))).rejects.toThrow(
      ApiError,
    );
    expect(counter.requests).toBe(1);
  });
});

describe('on the server', () => {
  test('a request’s cache never schedules a removal, so nothing outlives the request', async () => {
    const { source } = countingSource();
    const queryClient = createQueryClient(PAGE_CACHE_MINUTES);

    await queryClient.fetchQuery(pageQueryOptions(source, 'home', ''));

    expect(vi.getTimerCount()).toBe(0);
  });
});
