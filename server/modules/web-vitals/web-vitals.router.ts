import { Router, type RequestHandler } from 'express';

import { WEB_VITALS_BEACON_PATH } from '../../../contract/web-vitals';
import { jsonBody, parseOrThrow } from '../../platform/http/validation';
import { webVitalsBeaconSchema } from './web-vitals-schemas';
import type { WebVitalsService } from './web-vitals-service';

// Four metrics and a route pattern fit in far less.
const BEACON_BODY_LIMIT = '1kb';
// `navigator.sendBeacon(url, string)` sends its JSON as text/plain (a Blob typed
// application/json is refused by Chromium); both are read as JSON.
const BEACON_TYPES = ['application/json', 'text/plain'];

interface WebVitalsRouterDeps {
  vitals: WebVitalsService;
  /** The route patterns a beacon may name: the site's public routes. */
  routes: ReadonlySet<string>;
  /** Answers 429 past the beacon limit (http/rate-limits.ts). */
  beaconLimit: RequestHandler;
}

/**
 * `POST /api/vitals` (decision 067): a sampled page view's Core Web Vitals, sent by the browser
 * with `navigator.sendBeacon` as the page is hidden. 204 with no body and no cookie; a request
 * sent with `DNT: 1` is answered the same and stored nowhere (the browser sends none then).
 *
 * @example
 * app.use(createWebVitalsRouter({ vitals, routes, beaconLimit: limiters.limit('webVitals') }));
 * // POST /api/vitals {"route":"/job/:id","metrics":[{"name":"LCP","value":1830}]} → 204
 */
export function createWebVitalsRouter({
  vitals,
  routes,
  beaconLimit,
}: WebVitalsRouterDeps): Router {
  const router = Router();
  const beaconSchema = webVitalsBeaconSchema(routes);
  router.post(
    WEB_VITALS_BEACON_PATH,
    beaconLimit,
    jsonBody(BEACON_BODY_LIMIT, BEACON_TYPES),
    async (req, res) => {
      const beacon = parseOrThrow(beaconSchema, req.body, 'body');
      if (req.get('DNT') !== '1') await vitals.record(beacon);
      res.set('Cache-Control', 'no-store').status(204).end();
    },
  );
  return router;
}
