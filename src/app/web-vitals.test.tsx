// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import type { PublicConfig } from '../../contract/public-config';
import { createRouteTable, type RouteDefinition } from '../../contract/route-table';
import { WEB_VITALS_BEACON_PATH } from '../../contract/web-vitals';

// The library's callbacks, as the reporter registers them, for the test to call.
const libraryCallbacks = vi.hoisted(
  () => new Map<string, (metric: { name: string; value: number }) => void>(),
);
vi.mock('web-vitals', () => {
  const register =
    (name: string) => (callback: (metric: { name: string; value: number }) => void) =>
      libraryCallbacks.set(name, callback);
  return {
    onLCP: register('LCP'),
    onINP: register('INP'),
    onCLS: register('CLS'),
    onTTFB: register('TTFB'),
  };
});

const routes = createRouteTable('somnia');
const routeNamed = (name: string): RouteDefinition => {
  const route = routes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return route;
};

const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
const setDoNotTrack = (value: string | null) =>
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value });

let sendBeacon: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // A fresh module each test: a page view is measured once per document.
  vi.resetModules();
  libraryCallbacks.clear();
  setVisibility('visible');
  sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'doNotTrack');
  vi.restoreAllMocks();
});

/** The job page (`/job/12`) rendered with the hook, at a sample rate of `sampleRate`. */
async function renderJobPage(sampleRate: number) {
  // From the fresh modules, as the hook's context is.
  const { useWebVitals } = await import('./web-vitals');
  const { PublicConfigProvider } = await import('../lib/public-config-context');
  function Page() {
    useWebVitals();
    return <p>a job</p>;
  }
  const router = createMemoryRouter(
    [{ path: '/job/:id', element: <Page />, handle: { route: routeNamed('job-detail') } }],
    { initialEntries: ['/job/12'] },
  );
  const config = { webVitalsSampleRate: sampleRate } as PublicConfig;
  render(
    <PublicConfigProvider config={config}>
      <RouterProvider router={router} />
    </PublicConfigProvider>,
  );
}

function hidePage() {
  setVisibility('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('shouldMeasure', () => {
  test.each([
    ['a public page drawn in the sample', 'job-detail', 0.1, 0.05, false, true],
    ['a public page drawn outside the sample', 'job-detail', 0.1, 0.5, false, false],
    ['every page at a rate of 1', 'home', 1, 0.999, false, true],
    ['no page at a rate of 0', 'home', 0, 0, false, false],
    ['with do-not-track on, even at a rate of 1', 'home', 1, 0, true, false],
    ['an admin screen', 'admin-jobs', 1, 0, false, false],
    ['the sign-in page', 'login', 1, 0, false, false],
  ])('%s', async (_case, name, sampleRate, draw, doNotTrack, expected) => {
    const { shouldMeasure } = await import('./web-vitals');
    expect(shouldMeasure({ route: routeNamed(name), sampleRate, draw, doNotTrack })).toBe(expected);
  });
});

describe('useWebVitals', () => {
  test('with do-not-track on, the library is never started and nothing is sent', async () => {
    setDoNotTrack('1');
    await renderJobPage(1);
    // Let a dynamic import that should not happen settle, had it started.
    await new Promise((resolve) => setTimeout(resolve, 50));
    hidePage();

    expect(libraryCallbacks.size).toBe(0);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  test('a sampled page view sends its route pattern and metrics once, when first hidden', async () => {
    await renderJobPage(1);
    await waitFor(() => expect(libraryCallbacks.size).toBe(4));
    libraryCallbacks.get('TTFB')?.({ name: 'TTFB', value: 180 });
    libraryCallbacks.get('LCP')?.({ name: 'LCP', value: 1450 });
    libraryCallbacks.get('CLS')?.({ name: 'CLS', value: 0.03 });

    hidePage();
    setVisibility('visible');
    libraryCallbacks.get('INP')?.({ name: 'INP', value: 96 });
    hidePage();

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as [string, string];
    expect(url).toBe(WEB_VITALS_BEACON_PATH);
    expect(JSON.parse(body)).toEqual({
      route: '/job/:id',
      metrics: [
        { name: 'TTFB', value: 180 },
        { name: 'LCP', value: 1450 },
        { name: 'CLS', value: 0.03 },
      ],
    });
  });

  test('outside the sample, the library is never started', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    await renderJobPage(0.1);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(libraryCallbacks.size).toBe(0);
  });
});
