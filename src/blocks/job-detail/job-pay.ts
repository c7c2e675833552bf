import type { Job, PayPeriod } from '../../api/page-types';

const PERIOD_LABELS: Record<PayPeriod, string> = {
  HOUR: 'per hour',
  DAY: 'per day',
  WEEK: 'per week',
  MONTH: 'per month',
  YEAR: 'per year',
};

// One fixed locale: the server and the browser must write the same text (hydration).
const PAY_LOCALE = 'en-GB';

/**
 * The pay range as text, or null when the job has none.
 *
 * @example
 * formatPay({ currency: 'EUR', min: 55000, max: 70000, period: 'YEAR' });
 * // => '€55,000 – €70,000 per year'
 */
export function formatPay(pay: Job['pay']): string | null {
  if (!pay) return null;
  const hasCents = !Number.isInteger(pay.min) || !Number.isInteger(pay.max);
  const format = new Intl.NumberFormat(PAY_LOCALE, {
    style: 'currency',
    currency: pay.currency,
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: hasCents ? 2 : 0,
  });
  // ICU versions differ in which no-break space they put after a currency code: use one.
  const amount = (value: number) => format.format(value).replace(/[\s\u202f]/g, '\u00a0');
  const range = pay.min === pay.max ? amount(pay.min) : `${amount(pay.min)} – ${amount(pay.max)}`;
  return `${range} ${PERIOD_LABELS[pay.period]}`;
}
