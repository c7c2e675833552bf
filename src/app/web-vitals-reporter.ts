import { onCLS, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';

import {
  WEB_VITAL_NAMES,
  WEB_VITALS_BEACON_PATH,
  type WebVitalName,
  type WebVitalsBeacon,
} from '../../contract/web-vitals';

const isWebVitalName = (name: string): name is WebVitalName =>
  (WEB_VITAL_NAMES as readonly string[]).includes(name);

/**
 * Collects this page view's LCP, INP, CLS and TTFB as the library reports them and sends them in
 * one beacon the first time the page is hidden (switching tabs, navigating away, closing), as the
 * library's README batches them. Later reports (a page shown again, a back-forward restore) are
 * not sent: one beacon per page view.
 */
export function reportWebVitals(route: string): void {
  const measured = new Map<WebVitalName, number>();
  let sent = false;
  const keep = ({ name, value }: MetricType) => {
    if (!sent && isWebVitalName(name)) measured.set(name, value);
  };
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);

  const flush = () => {
    if (sent || document.visibilityState !== 'hidden' || measured.size === 0) return;
    sent = true;
    const beacon: WebVitalsBeacon = {
      route,
      metrics: [...measured].map(([name, value]) => ({ name, value })),
    };
    // A string goes as text/plain, which the server reads as JSON (decision 067).
    navigator.sendBeacon(WEB_VITALS_BEACON_PATH, JSON.stringify(beacon));
  };
  // On the document, after the library's own listeners on the window (capture) have reported
  // their final values for this hiding. Not on pagehide: Chromium fires it first, while the page
  // is still visible and before the library has finalised LCP, CLS and INP.
  document.addEventListener('visibilitychange', flush);
}
