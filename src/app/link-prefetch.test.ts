// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import type { PageSource } from '../api/page-api';
import { PREFETCH_IDLE_MS } from '../../contract/constants';
import type { PublicConfig } from '../../contract/public-config';
import { shouldSkipPrefetch, useLinkPrefetch } from './link-prefetch';
import { PageSourceProvider } from '../api/page-source-context';
import { PublicConfigProvider } from '../lib/public-config-context';

const CONFIG: PublicConfig = {
  apiBase: '/api',
  publicOrigin: 'http://localhost',
  companyName: 'Somnia',
  companySlug: 'somnia',
  pageCacheMinutes: 15,
  authAutoLogout: false,
  gtmId: null,
  hiringChatScriptUrl: null,
  webVitalsSampleRate: 0,
  oidc: { issuer: 'http://localhost', clientId: 'web', audience: 'api' },
};

/** A stand-in for IntersectionObserver that the test drives by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
  show(element: Element) {
    if (!this.observed.has(element)) return;
    this.callback(
      [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

let getPage: ReturnType<typeof vi.fn<PageSource['getPage']>>;

function addLink(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.setAttribute('href', href);
  anchor.textContent = href;
  document.body.append(anchor);
  return anchor;
}

function renderPrefetch() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const source: PageSource = { getPage };
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(MemoryRouter, {
      children: createElement(PublicConfigProvider, {
        config: CONFIG,
        children: createElement(PageSourceProvider, {
          source,
          children: createElement(QueryClientProvider, { client: queryClient, children }),
        }),
      }),
    });
  return renderHook(() => useLinkPrefetch(), { wrapper });
}

const hover = (element: Element) =>
  act(() => {
    element.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  });

const idle = () =>
  act(() => {
    vi.advanceTimersByTime(PREFETCH_IDLE_MS);
  });

function setConnection(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // The idle callback runs at once: the 2 s timer is what the test is about.
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    callback({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  });
  getPage = vi.fn<PageSource['getPage']>().mockResolvedValue({
    title: 'Page',
    meta: {},
    section: [],
  } as unknown as Awaited<ReturnType<PageSource['getPage']>>);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'connection');
  document.body.innerHTML = '';
});

describe('useLinkPrefetch', () => {
  test('nothing happens before the page has been idle for 2 s', () => {
    const link = addLink('/how-we-hire');
    renderPrefetch();
    act(() => {
      vi.advanceTimersByTime(PREFETCH_IDLE_MS - 1);
    });
    hover(link);
    expect(FakeIntersectionObserver.instances[0]?.observed.size ?? 0).toBe(0);
    expect(getPage).not.toHaveBeenCalled();
  });

  test('after 2 s, hovering an internal link prefetches its page data once', () => {
    const link = addLink('/how-we-hire');
    renderPrefetch();
    idle();
    hover(link);
    hover(link);
    expect(getPage).toHaveBeenCalledTimes(1);
    expect(getPage).toHaveBeenCalledWith('how-we-hire', '');
  });

  test('hovering an element inside a link counts, with the watched query only', () => {
    const link = addLink('/job?department=Engineering&utm_source=x');
    const inner = document.createElement('span');
    link.append(inner);
    renderPrefetch();
    idle();
    hover(inner);
    expect(getPage).toHaveBeenCalledWith('job', 'department=Engineering');
  });

  test('links that come into view are prefetched', () => {
    const visible = addLink('/team');
    const home = addLink('/');
    renderPrefetch();
    idle();
    const observer = FakeIntersectionObserver.instances[0];
    expect(observer?.observed.has(visible)).toBe(true);
    act(() => {
      observer?.show(visible);
      observer?.show(home);
    });
    expect(getPage.mock.calls).toEqual([
      ['team', ''],
      ['home', ''],
    ]);
  });

  test('links that are not content pages are left alone', () => {
    const links = [addLink('/login'), addLink('/admin'), addLink('https://example.com/team')];
    renderPrefetch();
    idle();
    for (const link of links) hover(link);
    expect(getPage).not.toHaveBeenCalled();
  });

  test('a link to a feed is no page and is left alone', () => {
    const feed = addLink('/job/feed.xml?department=Design');
    feed.type = 'application/atom+xml';
    renderPrefetch();
    idle();
    hover(feed);
    expect(getPage).not.toHaveBeenCalled();
  });

  test.each([
    ['data-saver', { saveData: true }],
    ['2g', { effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
  ])('on %s nothing is prefetched', (_label, connection) => {
    setConnection(connection);
    const link = addLink('/how-we-hire');
    renderPrefetch();
    idle();
    hover(link);
    expect(FakeIntersectionObserver.instances[0]?.observed.size ?? 0).toBe(0);
    expect(getPage).not.toHaveBeenCalled();
  });

  test('leaving the page before 2 s cancels it; after, stops listening', () => {
    const link = addLink('/how-we-hire');
    const early = renderPrefetch();
    early.unmount();
    idle();
    hover(link);
    expect(getPage).not.toHaveBeenCalled();

    const late = renderPrefetch();
    idle();
    late.unmount();
    hover(link);
    expect(getPage).not.toHaveBeenCalled();
  });
});

describe('shouldSkipPrefetch', () => {
  test.each([
    [undefined, false],
    [{}, false],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ saveData: true }, true],
    [{ saveData: false, effectiveType: '4g' }, false],
  ])('%o → %s', (connection, expected) => {
    expect(shouldSkipPrefetch(connection)).toBe(expected);
  });
});
