import type { PayPeriod } from './page-types';

/**
 * The pay a job can store (issue 31): one rule for the job editor's API, its screen and the ATS
 * sync, so a value the database would refuse is caught where it enters, never by a failed write.
 *
 * Two columns bound it: `pay_min`/`pay_max` are numeric(12, 2) (migration 001), and the trigger
 * of migration 017 turns the top of the range into `pay_annual_eur`, an int4 (at most
 * 2,147,483,647), at the rates of `content/exchange-rates.json`. A year's pay of at most
 * PAY_PER_YEAR_MAX in any currency, at a rate of at least PAY_RATE_MIN_PER_EUR, is at most
 * 2,000,000,000 euros: it always fits, and so do the amounts (far below numeric(12, 2)'s
 * 9,999,999,999.99).
 */
export const PAY_PER_YEAR_MAX = 500_000_000;

/**
 * The fewest units of a currency a euro may buy in the rate table (the Kuwaiti dinar, the
 * strongest currency, is about 0.33): below it, a pay within the limit could overflow
 * `pay_annual_eur`.
 */
export const PAY_RATE_MIN_PER_EUR = 0.25;

/** A full-time year in each period (docs/pay.md; the same figures as migration 017's SQL). */
export const PERIODS_PER_YEAR: Record<PayPeriod, number> = {
  HOUR: 2_080,
  DAY: 260,
  WEEK: 52,
  MONTH: 12,
  YEAR: 1,
};

/**
 * The highest amount a job can be paid per `period`, in cents.
 *
 * @example
 * payAmountMax('HOUR'); // => 240384.61 (500,000,000 a year)
 */
export function payAmountMax(period: PayPeriod): number {
  return Math.floor((PAY_PER_YEAR_MAX / PERIODS_PER_YEAR[period]) * 100) / 100;
}

/**
 * The ends of a pay range the site cannot store, `min` first.
 *
 * @example
 * payOutOfRange({ min: 50, max: 1_100_000, period: 'HOUR' }); // => ['max']
 */
export function payOutOfRange(pay: {
  min: number;
  max: number;
  period: PayPeriod;
}): ('min' | 'max')[] {
  const limit = payAmountMax(pay.period);
  return (['min', 'max'] as const).filter((end) => pay[end] > limit);
}
