import { z } from 'zod';

import {
  WEB_VITAL_NAMES,
  WEB_VITALS,
  WEB_VITALS_WINDOWS_DAYS,
  type WebVitalsWindowDays,
} from '../../../contract/web-vitals';

const metricSchema = z
  .strictObject({
    name: z.enum(WEB_VITAL_NAMES, { error: `must be one of ${WEB_VITAL_NAMES.join(', ')}` }),
    value: z
      .number({ error: 'must be a number' })
      .min(0, { error: 'must not be negative' })
      .refine(Number.isFinite, { error: 'must be a finite number' }),
  })
  .superRefine(({ name, value }, context) => {
    if (value > WEB_VITALS[name].max) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: `must be at most ${WEB_VITALS[name].max} for ${name}`,
      });
    }
  });

/**
 * A page view's beacon: the route pattern of a public page (one of `routes`), and each metric at
 * most once. Strict: a beacon carrying anything else (a URL, an id) is refused.
 */
export function webVitalsBeaconSchema(routes: ReadonlySet<string>) {
  return z.strictObject({
    route: z
      .string({ error: 'must be a route pattern of the site' })
      .refine((route) => routes.has(route), { error: 'must be a route pattern of the site' }),
    metrics: z
      .array(metricSchema, { error: 'must be a list of metrics' })
      .min(1, { error: 'must hold at least one metric' })
      .max(WEB_VITAL_NAMES.length, { error: `must hold at most ${WEB_VITAL_NAMES.length}` })
      .refine((metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length, {
        error: 'must name each metric once',
      }),
  });
}

/** `GET /api/admin/vitals?days=7|28` (7 when absent). */
export const webVitalsReportQuerySchema = z.strictObject({
  days: z
    .enum(WEB_VITALS_WINDOWS_DAYS.map(String) as [string, ...string[]], {
      error: `must be one of ${WEB_VITALS_WINDOWS_DAYS.join(', ')}`,
    })
    .default('7')
    // One of the windows, as the enum just checked.
    .transform((days) => Number(days) as WebVitalsWindowDays),
});
