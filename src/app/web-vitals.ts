import { useEffect, useRef } from 'react';

import type { RouteDefinition } from '../../contract/route-table';
import { isMeasuredRoute } from '../../contract/web-vitals';
import { useCurrentRoute } from '../api/current-route';
import { doNotTrackEnabled } from '../lib/do-not-track';
import { usePublicConfig } from '../lib/public-config-context';

interface MeasureChoice {
  /** The route the browser loaded; none on a 404. */
  route: RouteDefinition | undefined;
  /** WEB_VITALS_SAMPLE_RATE, 0 to 1. */
  sampleRate: number;
  /** A draw in [0, 1). */
  draw: number;
  doNotTrack: boolean;
}

/**
 * Whether this page view's speed is measured (decision 067): a public page, drawn in the
 * sample, and never with do-not-track on.
 */
export function shouldMeasure({ route, sampleRate, draw, doNotTrack }: MeasureChoice): boolean {
  return route !== undefined && isMeasuredRoute(route) && !doNotTrack && draw < sampleRate;
}

// Once per document: a page view is what the browser loaded, whatever the app re-renders.
let measuring = false;

/**
 * Measures the Core Web Vitals of a sampled share of page views with the `web-vitals` library,
 * loaded after hydration in a chunk of its own, so a first visit's paint and script budget stay
 * as they were. The route reported is the pattern of the page the browser loaded (`/job/:id`):
 * client navigations after it are part of its page view, as in Chrome's own field data.
 */
export function useWebVitals(): void {
  const { webVitalsSampleRate } = usePublicConfig();
  const route = useCurrentRoute();
  const landingRoute = useRef(route);
  useEffect(() => {
    const landing = landingRoute.current;
    if (measuring || !landing) return;
    const measure = shouldMeasure({
      route: landing,
      sampleRate: webVitalsSampleRate,
      draw: Math.random(),
      doNotTrack: doNotTrackEnabled(navigator, window as { doNotTrack?: string }),
    });
    if (!measure) return;
    measuring = true;
    import('./web-vitals-reporter').then(
      ({ reportWebVitals }) => reportWebVitals(landing.path),
      // A chunk a deploy replaced: this page view goes unmeasured, nothing else changes.
      () => undefined,
    );
  }, [webVitalsSampleRate]);
}
