import { DEFAULT_DATE_PATTERN } from '../../contract/constants';

/** A value that can be read as a point in time. */
type DateInput = string | number | Date | null | undefined;

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// numeric 'always' gives "1 hour ago" / "3 hours ago"; 'auto' would say "yesterday"
const relativeTimeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * Formats a date in UTC with the tokens `yyyy`, `MM`, `dd`, `HH` and `mm`.
 * An empty or invalid date formats to '' (SPEC §5).
 *
 * @example
 * formatDate('2024-03-05T14:07:00Z'); // => '05/03/2024'
 * formatDate('2024-03-05T14:07:00Z', 'yyyy-MM-dd HH:mm'); // => '2024-03-05 14:07'
 */
export function formatDate(value: DateInput, pattern: string = DEFAULT_DATE_PATTERN): string {
  const date = toDate(value);
  if (!date) return '';
  const tokens: Record<string, string> = {
    yyyy: pad(date.getUTCFullYear(), 4),
    MM: pad(date.getUTCMonth() + 1),
    dd: pad(date.getUTCDate()),
    HH: pad(date.getUTCHours()),
    mm: pad(date.getUTCMinutes()),
  };
  return pattern.replace(/yyyy|MM|dd|HH|mm/g, (token) => tokens[token] ?? token);
}

const longDateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A date in words, in UTC like `formatDate`; an empty or invalid date formats to '' (SPEC §5).
 *
 * @example
 * formatLongDate('2026-03-12T08:00:00Z'); // => '12 March 2026'
 */
export function formatLongDate(value: DateInput): string {
  const date = toDate(value);
  return date ? longDateFormat.format(date) : '';
}

const TYPED_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * Reads a day typed in the site's date format, dd/mm/yyyy (SPEC §9), as `yyyy-MM-dd`; null
 * when the text is no such day (a wrong shape, or a day the month does not have).
 *
 * @example
 * parseDay('5/3/2024'); // => '2024-03-05'
 * parseDay('31/02/2024'); // => null
 */
export function parseDay(text: string): string | null {
  const match = TYPED_DAY.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isThatDay =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isThatDay ? formatDate(date, 'yyyy-MM-dd') : null;
}

/**
 * Describes a date relative to `now` in seconds, minutes, hours or days
 * (SPEC §9), e.g. '3 hours ago' or 'in 2 days'. An invalid date gives ''.
 *
 * @example
 * formatRelativeTime(Date.now() - 3 * 60 * 60 * 1000); // => '3 hours ago'
 */
export function formatRelativeTime(value: DateInput, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date || !Number.isFinite(now)) return '';
  const diffMs = date.getTime() - now;
  const sign = diffMs > 0 ? 1 : -1;
  const absMs = Math.abs(diffMs);
  if (absMs < MINUTE_MS)
    return relativeTimeFormat.format(sign * Math.floor(absMs / SECOND_MS), 'second');
  if (absMs < HOUR_MS)
    return relativeTimeFormat.format(sign * Math.floor(absMs / MINUTE_MS), 'minute');
  if (absMs < DAY_MS) return relativeTimeFormat.format(sign * Math.floor(absMs / HOUR_MS), 'hour');
  return relativeTimeFormat.format(sign * Math.floor(absMs / DAY_MS), 'day');
}
