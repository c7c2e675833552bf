import type { RouteObject } from 'react-router-dom';

import type { PublicConfig } from '../../contract/public-config';
import { isMeasuredRoute, type RouteHandle } from '../../contract/route-table';
import { doNotTrackEnabled } from '../lib/do-not-track';

// A chunk a deploy replaced: this page view goes without it, nothing else changes.
const goWithout = () => undefined;

/**
 * What runs only for a visitor who has not asked not to be tracked (SPEC §7, decision 067), each
 * part in a chunk of its own that no other visit fetches: the tag manager when GTM_ID is set, and
 * the speed measurement of a sampled share (`draw` below WEB_VITALS_SAMPLE_RATE) of the public
 * pages' views. Called once per document when its first load is over (`afterFirstLoad`), so that
 * this module and what it loads are no part of the first visit's scripts, with the routes the
 * browser loaded: the pattern of the deepest (`/job/:id`) is the page view's route, and client
 * navigations after it are part of its page view, as in Chrome's own field data.
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
    import('./web-vitals-reporter').then(
      (reporter) => reporter.reportWebVitals(route.path),
      goWithout,
    );
  }
}
