import type * as z from 'zod/mini';

import { toQueryString, type QueryValue } from './query-string';
import type { jobListParamsSchema } from './job-list-query';
import { JOB_LIST_QUERY_KEYS } from './job-list-query';
import { formatPayBand } from './job-pay';

/**
 * Job alerts (decision 033): a saved job list search, e-mailed as a digest of its new jobs. An
 * alert keeps the list's own query, so every key the list takes (filters, search, and any added
 * later) is saved and matched by the list's own rules.
 */

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
};

/** The list's keys an alert saves: all but the page and the order, which a digest has not. */
export const ALERT_QUERY_KEYS = JOB_LIST_QUERY_KEYS.filter(
  (key) => key !== 'page' && key !== 'sort',
);

type JobListParams = z.output<typeof jobListParamsSchema>;

/**
 * The saved search of a job list query: its query string over `ALERT_QUERY_KEYS`, each list's
 * values sorted, so one search is written one way (an address saves it once).
 *
 * @example
 * alertQueryOf({ department: ['Data', 'Design'], location: [], jobType: [], search: 'ml', page: 3 });
 * // => 'department=Data%7CDesign&search=ml'
 */
export function alertQueryOf(params: JobListParams): string {
  const values: Record<string, QueryValue> = {};
  for (const key of ALERT_QUERY_KEYS) {
    const value: unknown = params[key];
    values[key] = Array.isArray(value)
      ? value.map(String).toSorted()
      : (value as QueryValue | undefined);
  }
  return toQueryString(values);
}

/** How the manage page shows an alert (`GET /api/alerts/manage?token=`). */
export interface ManagedAlert {
  email: string;
  frequency: AlertFrequency;
  /** The saved search as a job list query string (`/job?{query}` lists its jobs). */
  query: string;
}

// The list's keys in words; a key added to the list later shows by its name until it has one.
const QUERY_KEY_LABELS: Record<string, string> = {
  department: 'Department',
  location: 'Location',
  jobType: 'Job type',
  workplace: 'Workplace',
  payMin: 'Minimum pay',
  search: 'Search',
};

/** A value of the saved search as the list shows it: the pay band as its chip writes it. */
function shownValue(key: string, value: string): string {
  if (key === 'search') return `“${value}”`;
  if (key === 'payMin' && /^\d+$/.test(value)) return formatPayBand(Number(value));
  return value.split('|').join(' or ');
}

/**
 * A saved search in words, for the e-mails and the manage page.
 *
 * @example
 * describeAlertQuery('department=Data%7CDesign&search=ml'); // => 'Department: Data or Design; Search: “ml”'
 * describeAlertQuery('payMin=60000'); // => 'Minimum pay: €60,000+ a year'
 * describeAlertQuery(''); // => 'All open jobs'
 */
export function describeAlertQuery(query: string): string {
  const parts = [...new URLSearchParams(query)].map(([key, value]) => {
    return `${QUERY_KEY_LABELS[key] ?? key}: ${shownValue(key, value)}`;
  });
  return parts.length > 0 ? parts.join('; ') : 'All open jobs';
}
