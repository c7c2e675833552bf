import {
  WEB_VITALS,
  type WebVitalName,
  type WebVitalRating,
} from '../../../../contract/web-vitals';

/** A metric's value in its unit: "850 ms", "2.1 s", "0.05". */
export function formatVital(name: WebVitalName, value: number): string {
  if (WEB_VITALS[name].unit === 'score') return String(Number(value.toFixed(3)));
  if (value < 1_000) return `${Math.round(value)} ms`;
  return `${Number((value / 1_000).toFixed(2))} s`;
}

export const RATING_LABELS: Readonly<Record<WebVitalRating, string>> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

const DAY_MS = 86_400_000;

/** The UTC days of a window (`YYYY-MM-DD`), from its first for `count` days. */
export function windowDays(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(start + index * DAY_MS).toISOString().slice(0, 10),
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A UTC day as the chart's axis and table name it: "29 Nov". */
export function formatDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]}`;
}
