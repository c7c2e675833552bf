/**
 * Real-visitor speed (issue 36, decision 067): the Core Web Vitals the browser reports, the
 * beacon that carries them and the admin's report of their 75th percentiles.
 */

export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

interface WebVitalDefinition {
  /** In words, for the admin's headings. */
  label: string;
  /** `ms` for times, none for the layout-shift score. */
  unit: 'ms' | 'score';
  /** web.dev's thresholds: up to `good` is good, above `poor` is poor. */
  good: number;
  poor: number;
  /** The largest value the beacon may carry: anything above is a broken measurement. */
  max: number;
}

/** Each metric's words, unit and thresholds (https://web.dev/articles/vitals). */
export const WEB_VITALS: Readonly<Record<WebVitalName, WebVitalDefinition>> = {
  LCP: { label: 'Largest Contentful Paint', unit: 'ms', good: 2_500, poor: 4_000, max: 600_000 },
  INP: { label: 'Interaction to Next Paint', unit: 'ms', good: 200, poor: 500, max: 600_000 },
  CLS: { label: 'Cumulative Layout Shift', unit: 'score', good: 0.1, poor: 0.25, max: 100 },
  TTFB: { label: 'Time to First Byte', unit: 'ms', good: 800, poor: 1_800, max: 600_000 },
};

export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/** A value's rating against its metric's thresholds. */
export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITALS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** Where the browser sends a page view's measurements (same origin: no CSP change). */
export const WEB_VITALS_BEACON_PATH = '/api/vitals';

/**
 * One page view's measurements: the route pattern of the page the browser loaded (`/job/:id`,
 * never the URL), and each metric measured at most once. Nothing else: no URL, no id, no cookie.
 */
export interface WebVitalsBeacon {
  route: string;
  metrics: { name: WebVitalName; value: number }[];
}

/** The windows the admin's report covers, in days. */
export const WEB_VITALS_WINDOWS_DAYS = [7, 28] as const;
export type WebVitalsWindowDays = (typeof WEB_VITALS_WINDOWS_DAYS)[number];

/** A metric's 75th percentile over some page views, and how many there were. */
export interface WebVitalPercentile {
  p75: number;
  samples: number;
}

/** A metric of a route: over the whole window, and day by day (UTC days with samples only). */
export interface WebVitalSeries extends WebVitalPercentile {
  days: ({ day: string } & WebVitalPercentile)[];
}

/** `GET /api/admin/vitals?days=7|28`: each route with samples, most page views first. */
export interface WebVitalsReport {
  days: WebVitalsWindowDays;
  /** The first UTC day of the window (`YYYY-MM-DD`); the last is today. */
  from: string;
  routes: {
    route: string;
    metrics: Partial<Record<WebVitalName, WebVitalSeries>>;
  }[];
}
