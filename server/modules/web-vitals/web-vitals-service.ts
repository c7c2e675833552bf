import type { Kysely } from 'kysely';

import type {
  WebVitalsBeacon,
  WebVitalsReport,
  WebVitalsWindowDays,
} from '../../../contract/web-vitals';
import type { Database } from '../../platform/db/schema';
import { insertWebVitals, percentilesSince, pruneWebVitals } from './web-vitals.repository';

const DAY_MS = 86_400_000;

/** The start of the UTC day `days - 1` days before `now`'s: a window of `days` days, today's included. */
function windowStart(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * DAY_MS);
}

export interface WebVitalsRetention {
  /** Samples older than this many days go (at least the admin's longest window, 28). */
  days: number;
  /** Past this many samples, the oldest go too, however recent. */
  maxRows: number;
}

/** Deletes the samples past their retention at `now`, then the oldest past the cap. */
export function pruneWebVitalSamples(
  db: Kysely<Database>,
  { days, maxRows }: WebVitalsRetention,
  now: Date,
): Promise<{ expired: number; overCap: number }> {
  return pruneWebVitals(db, { before: new Date(now.getTime() - days * DAY_MS), maxRows });
}

/** Real visitors' speed (decision 067): the beacons' samples in, the admin's percentiles out. */
export function createWebVitalsService(db: Kysely<Database>) {
  return {
    /** Stores a validated beacon's metrics, one row each. */
    record: (beacon: WebVitalsBeacon) =>
      insertWebVitals(
        db,
        beacon.metrics.map(({ name, value }) => ({ route: beacon.route, metric: name, value })),
      ),

    /**
     * The p75 of each metric of each route over the last `days` UTC days (today's so far
     * included) and day by day; the routes with the most page views first.
     */
    async report(days: WebVitalsWindowDays, now = new Date()): Promise<WebVitalsReport> {
      const since = windowStart(now, days);
      const rows = await percentilesSince(db, since);
      const routes = new Map<string, WebVitalsReport['routes'][number]>();
      for (const { route, metric, day, p75, samples } of rows) {
        if (day !== null) continue;
        const entry = routes.get(route) ?? { route, metrics: {} };
        entry.metrics[metric] = { p75, samples, days: [] };
        routes.set(route, entry);
      }
      for (const { route, metric, day, p75, samples } of rows) {
        if (day !== null) routes.get(route)?.metrics[metric]?.days.push({ day, p75, samples });
      }
      // A page view may lack a metric (INP needs an interaction): the most counted one ranks it.
      const pageViews = (entry: WebVitalsReport['routes'][number]) =>
        Math.max(...Object.values(entry.metrics).map((series) => series.samples));
      return {
        days,
        from: since.toISOString().slice(0, 10),
        routes: [...routes.values()].sort(
          (a, b) => pageViews(b) - pageViews(a) || a.route.localeCompare(b.route),
        ),
      };
    },
  };
}

export type WebVitalsService = ReturnType<typeof createWebVitalsService>;
