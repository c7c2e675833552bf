import type { JobPay, PayPeriod } from './page-types';
import { PERIODS_PER_YEAR } from './pay-limits';

const PERIOD_LABELS: Record<PayPeriod, string> = {
  HOUR: 'per hour',
  DAY: 'per day',
  WEEK: 'per week',
  MONTH: 'per month',
  YEAR: 'per year',
};

// One fixed locale: the server and the browser must write the same text (hydration), and a
// page's HTML is cached by its URL, not by the reader's language. The site is in English.
const PAY_LOCALE = 'en-GB';

/** Shown on a card whose job publishes no pay. */
export const PAY_NOT_LISTED = 'Pay not listed';

// A list renders twenty cards: building an Intl.NumberFormat costs far more than using one.
const formats = new Map<string, Intl.NumberFormat>();

function formatOf(currency: string, cents: boolean): Intl.NumberFormat {
  const key = `${currency}:${cents}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(PAY_LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    formats.set(key, format);
  }
  return format;
}

// ICU versions differ in which no-break space they put after a currency code: use one.
const written = (format: Intl.NumberFormat, value: number) =>
  format.format(value).replace(/[\s\u202f]/g, '\u00a0');

/**
 * The pay range as text, or null when the job has none.
 *
 * @example
 * formatPay({ currency: 'EUR', min: 55000, max: 70000, period: 'YEAR' });
 * // => '€55,000 – €70,000 per year'
 */
export function formatPay(pay: JobPay | null): string | null {
  if (!pay) return null;
  const format = formatOf(pay.currency, !Number.isInteger(pay.min) || !Number.isInteger(pay.max));
  const amount = (value: number) => written(format, value);
  const range = pay.min === pay.max ? amount(pay.min) : `${amount(pay.min)} – ${amount(pay.max)}`;
  return `${range} ${PERIOD_LABELS[pay.period]}`;
}

// Pay the rule annualises at a full-time year's hours or days, whatever the job's own hours.
const FULL_TIME_PERIODS: ReadonlySet<PayPeriod> = new Set(['HOUR', 'DAY']);

const eur = (value: number) => written(formatOf('EUR', false), value);

// An euro figure at a rate is an estimate: no more precise than the nearest hundred above 10,000.
const approximate = (value: number) =>
  value >= 10_000 ? Math.round(value / 100) * 100 : Math.round(value);

function eurRange(min: number, max: number, approx: boolean): string {
  const [low, high] = approx ? [approximate(min), approximate(max)] : [min, max];
  const range = low === high ? eur(high) : `${eur(low)} – ${eur(high)}`;
  return approx ? `about ${range}` : range;
}

/**
 * How the pay rule (docs/pay.md) compares a job's pay, in the words beside its pay: the figure
 * `payMin` and `sort=pay` read, or why they leave the pay out; null for a euro salary a year,
 * which is its own figure. Figures from another currency say they are approximate.
 *
 * @example
 * formatPayComparison({ currency: 'EUR', min: 30, max: 38, period: 'HOUR', fullYearEur: { min: 62400, max: 79040 } });
 * // => '€62,400 – €79,040 a year full-time equivalent'
 * formatPayComparison({ currency: 'GBP', min: 65000, max: 82000, period: 'YEAR', fullYearEur: { min: 77381, max: 97619 } });
 * // => 'about €77,400 – €97,600 a year'
 */
export function formatPayComparison(pay: JobPay | null): string | null {
  if (!pay) return null;
  const foreign = pay.currency !== 'EUR';
  const year = pay.fullYearEur;
  if (pay.notCompared === 'no_rate') return 'not compared with yearly pay: no euro rate';
  if (pay.notCompared === 'contract') {
    const note = 'a contract rate, not compared with yearly pay';
    if (!foreign || !year) return note;
    const perPeriod = PERIODS_PER_YEAR[pay.period];
    const rate = eurRange(year.min / perPeriod, year.max / perPeriod, true);
    return `${rate} ${PERIOD_LABELS[pay.period]}; ${note}`;
  }
  if (!year || (!foreign && pay.period === 'YEAR')) return null;
  const label = FULL_TIME_PERIODS.has(pay.period) ? 'a year full-time equivalent' : 'a year';
  return `${eurRange(year.min, year.max, foreign)} ${label}`;
}

/**
 * A `payMin` band as the filter offers it: a year's pay in euros (docs/pay.md).
 *
 * @example
 * formatPayBand(60000); // => '€60,000+ a year'
 */
export function formatPayBand(band: number): string {
  return `${formatOf('EUR', false).format(band)}+ a year`;
}
