import { expect, test } from 'vitest';

import { formatPay, formatPayBand, formatPayComparison } from './job-pay';

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

test('an hourly rate is compared as a full-time year, and says so', () => {
  expect(
    formatPayComparison({
      currency: 'EUR',
      min: 30,
      max: 38,
      period: 'HOUR',
      fullYearEur: { min: 62400, max: 79040 },
    }),
  ).toBe('€62,400 – €79,040 a year full-time equivalent');
});

test('pay in another currency gives its approximate euros', () => {
  expect(
    formatPayComparison({
      currency: 'GBP',
      min: 65000,
      max: 82000,
      period: 'YEAR',
      fullYearEur: { min: 77381, max: 97619 },
    }),
  ).toBe('about €77,400 – €97,600 a year');
});

test('a contract rate is not compared; in another currency it gives its euros per day', () => {
  const contract = { min: 450, max: 550, period: 'DAY', notCompared: 'contract' } as const;
  expect(
    formatPayComparison({
      ...contract,
      currency: 'EUR',
      fullYearEur: { min: 117000, max: 143000 },
    }),
  ).toBe('a contract rate, not compared with yearly pay');
  expect(
    formatPayComparison({
      ...contract,
      currency: 'GBP',
      fullYearEur: { min: 139286, max: 170238 },
    }),
  ).toBe('about €536 – €655 per day; a contract rate, not compared with yearly pay');
});

test('a euro salary a year is its own figure; a currency without a rate is not compared', () => {
  const salary = { currency: 'EUR', min: 95000, max: 115000, period: 'YEAR' } as const;
  expect(formatPayComparison({ ...salary, fullYearEur: { min: 95000, max: 115000 } })).toBeNull();
  expect(formatPayComparison({ ...salary, currency: 'XXX', notCompared: 'no_rate' })).toBe(
    'not compared with yearly pay: no euro rate',
  );
});
