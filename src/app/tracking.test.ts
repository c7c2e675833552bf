// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { createRouteTable, type RouteHandle } from '../../contract/route-table';
import { TAG_MANAGER_ORIGIN } from '../../contract/third-party-origins';
import { WEB_VITALS_BEACON_PATH } from '../../contract/web-vitals';
import { startTracking } from './tracking';

// The library's callbacks, as the reporter registers them, for the test to call.
type Report = (metric: { name: string; value: number }) => void;
const libraryCallbacks = vi.hoisted(() => new Map<string, Report>());
vi.mock('web-vitals', () => {
  const register = (name: string) => (callback: Report) => libraryCallbacks.set(name, callback);
  return {
    onLCP: register('LCP'),
    onINP: register('INP'),
    onCLS: register('CLS'),
    onTTFB: register('TTFB'),
  };
});

const routes = createRouteTable('somnia');
/** What React Router matched for a page of the route `name` (the 404's leaf has no handle). */
const matchesOf = (name: string | null) => {
  const route = routes.find((candidate) => candidate.name === name);
  const handle: RouteHandle | undefined = route ? { route } : undefined;
  return [{ route: {} }, { route: { handle } }];
};
const NO_GTM = { gtmId: null, webVitalsSampleRate: 0 };
const EVERY_VIEW = { gtmId: null, webVitalsSampleRate: 1 };

const tagManagerScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) =>
    script.src.startsWith(TAG_MANAGER_ORIGIN),
  );
const setDoNotTrack = (value: string | null) =>
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value });
const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
function hidePage() {
  setVisibility('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
}
/** Lets the chunks a call imported load (or not). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

let sendBeacon: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // The test checks the tag, never the third party: happy-dom must not fetch it.
  const { happyDOM } = window as unknown as {
    happyDOM?: {
      settings: {
        disableJavaScriptFileLoading: boolean;
        handleDisabledFileLoadingAsSuccess: boolean;
      };
    };
  };
  if (happyDOM) {
    happyDOM.settings.disableJavaScriptFileLoading = true;
    happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  }
  vi.spyOn(window, 'fetch').mockRejectedValue(new Error('no network in unit tests'));
  libraryCallbacks.clear();
  setVisibility('visible');
  sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
});

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  delete window.dataLayer;
  Reflect.deleteProperty(navigator, 'doNotTrack');
});

describe('the tag manager', () => {
  test('with an id, appends the script once, async, and starts the dataLayer', async () => {
    startTracking({ ...NO_GTM, gtmId: 'GTM-ABC123' }, matchesOf('home'));
    startTracking({ ...NO_GTM, gtmId: 'GTM-ABC123' }, matchesOf('home'));
    await vi.waitFor(() => expect(tagManagerScripts()).toHaveLength(1));
    await settle();

    const scripts = tagManagerScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(scripts[0]?.async).toBe(true);
    expect(scripts[0]?.parentElement).toBe(document.head);
    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect(window.fetch).not.toHaveBeenCalled();
  });

  test('encodes the id into the URL', async () => {
    startTracking({ ...NO_GTM, gtmId: 'GTM-1&x=<2>' }, matchesOf('home'));
    await vi.waitFor(() =>
      expect(tagManagerScripts()[0]?.src).toBe(
        'https://www.googletagmanager.com/gtm.js?id=GTM-1%26x%3D%3C2%3E',
      ),
    );
  });

  test('with do-not-track on, loads nothing', async () => {
    setDoNotTrack('1');
    startTracking({ ...NO_GTM, gtmId: 'GTM-ABC123' }, matchesOf('home'));
    await settle();
    expect(tagManagerScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  test('with do-not-track explicitly off, loads it', async () => {
    setDoNotTrack('0');
    startTracking({ ...NO_GTM, gtmId: 'GTM-ABC123' }, matchesOf('home'));
    await vi.waitFor(() => expect(tagManagerScripts()).toHaveLength(1));
  });

  test('without an id, loads nothing', async () => {
    startTracking(NO_GTM, matchesOf('home'));
    startTracking({ ...NO_GTM, gtmId: '' }, matchesOf('home'));
    await settle();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('the speed measurement (decision 067)', () => {
  test.each([
    [
      'a public page drawn outside the sample',
      { gtmId: null, webVitalsSampleRate: 0.1 },
      'job-detail',
      0.5,
    ],
    ['any page at a rate of 0', NO_GTM, 'home', 0],
    ['an admin screen', EVERY_VIEW, 'admin-jobs', 0],
    ['the sign-in page', EVERY_VIEW, 'login', 0],
    ['the 404 page', EVERY_VIEW, null, 0],
  ])('%s is not measured: the library never starts', async (_case, config, route, draw) => {
    startTracking(config, matchesOf(route), draw);
    await settle();
    expect(libraryCallbacks.size).toBe(0);
  });

  test('with do-not-track on, even at a rate of 1, the library never starts and nothing is sent', async () => {
    setDoNotTrack('1');
    startTracking(EVERY_VIEW, matchesOf('job-detail'), 0);
    await settle();
    hidePage();

    expect(libraryCallbacks.size).toBe(0);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  test('a sampled view sends its route pattern and metrics in one beacon, when first hidden', async () => {
    startTracking({ gtmId: null, webVitalsSampleRate: 0.1 }, matchesOf('job-detail'), 0.05);
    await vi.waitFor(() => expect(libraryCallbacks.size).toBe(4));
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
});
