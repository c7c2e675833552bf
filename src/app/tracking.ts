import type { RouteObject } from 'react-router-dom';

import type { PublicConfig } from '../../contract/public-config';
import { isMeasuredRoute, type RouteHandle } from '../../contract/route-table';
import { doNotTrackEnabled } from '../lib/do-not-track';

// A chunk a deploy replaced: this page view goes without it, nothing else changes.
const goWithout = () => undefined;

/** How long after the load event the speed measurement starts if the visitor has not acted. */
const MEASUREMENT_DELAY_MS = 5_000;

/**
 * Runs `start` once the first load is over: at the visitor's first press of a key or a pointer,
 * or `MEASUREMENT_DELAY_MS` after the load event, whichever comes first. The measurement's chunk
 * is then no part of the first load (issue 11's budget counts every script until the network
 * rests); the library reads LCP, CLS, TTFB and the first input from the browser's buffer, and
 * the later interactions as they come. A view left sooner without a touch is not measured.
 */
function afterFirstLoad(start: () => void): void {
  const inputs = ['pointerdown', 'keydown'] as const;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const startOnce = () => {
    inputs.forEach((input) => window.removeEventListener(input, startOnce, true));
    clearTimeout(timer);
    start();
  };
  inputs.forEach((input) =>
    window.addEventListener(input, startOnce, { capture: true, passive: true }),
  );
  const wait = () => (timer = setTimeout(startOnce, MEASUREMENT_DELAY_MS));
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
}

/**
 * What runs only for a visitor who has not asked not to be tracked (SPEC §7, decision 067), each
 * part in a chunk of its own that no other visit fetches: the tag manager when GTM_ID is set, and
 * the speed measurement of a sampled share (`draw` below WEB_VITALS_SAMPLE_RATE) of the public
 * pages' views, once their first load is over. Called once per document as the app starts, with the routes the browser loaded:
 * the pattern of the deepest (`/job/:id`) is the page view's route, and client navigations after
 * it are part of its page view, as in Chrome's own field data.
 */
export function startTracking(
  config: Pick<PublicConfig, 'gtmId' | 'webVitalsSampleRate'>,
  matches: readonly { route: Pick<RouteObject, 'handle'> }[],
  draw = Math.random(),
): void {
  if (doNotTrackEnabled(navigator, window as { doNotTrack?: string })) return;
  const { gtmId } = config;
  if (gtmId) import('./tag-manager').then((manager) => manager.loadTagManager(gtmId), goWithout);
  // Every screen's route carries its table entry (routes.tsx); the 404's carries none.
  const route = (matches.at(-1)?.route.handle as RouteHandle | undefined)?.route;
  if (route && isMeasuredRoute(route) && draw < config.webVitalsSampleRate) {
    afterFirstLoad(() => {
      import('./web-vitals-reporter').then(
        (reporter) => reporter.reportWebVitals(route.path),
        goWithout,
      );
    });
  }
}
