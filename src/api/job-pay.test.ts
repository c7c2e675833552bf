import { expect, test } from 'vitest';

import { formatPay, formatPayBand } from './job-pay';

test('a yearly range in euros', () => {
  expect(formatPay({ currency: 'EUR', min: 55000, max: 70000, period: 'YEAR' })).toBe(
    '€55,000 – €70,000 per year',
  );
});

test('an hourly rate keeps its cents', () => {
  expect(formatPay({ currency: 'GBP', min: 14.5, max: 16, period: 'HOUR' })).toBe(
    '£14.50 – £16.00 per hour',
  );
});

test('a single amount is not shown as a range', () => {
  expect(formatPay({ currency: 'SEK', min: 40000, max: 40000, period: 'MONTH' })).toBe(
    'SEK\u00a040,000 per month',
  );
});

test('no pay, no text', () => {
  expect(formatPay(null)).toBeNull();
});

test('a pay band is a year in euros', () => {
  expect(formatPayBand(60000)).toBe('€60,000+ a year');
});
