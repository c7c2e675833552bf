import type { JobPay, PayPeriod } from './page-types';

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
  // ICU versions differ in which no-break space they put after a currency code: use one.
  const amount = (value: number) => format.format(value).replace(/[\s\u202f]/g, '\u00a0');
  const range = pay.min === pay.max ? amount(pay.min) : `${amount(pay.min)} – ${amount(pay.max)}`;
  return `${range} ${PERIOD_LABELS[pay.period]}`;
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
