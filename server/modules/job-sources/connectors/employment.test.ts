import { describe, expect, test } from 'vitest';

import { employmentTypeOf, payPeriodOf, readPay } from './employment';

describe('employmentTypeOf', () => {
  test.each([
    ['Full-time', 'full_time'],
    ['FULL_TIME', 'full_time'],
    ['FullTime', 'full_time'],
    ['full time', 'full_time'],
    ['Permanent', 'full_time'],
    ['Vollzeit', 'full_time'],
    ['Part-time', 'part_time'],
    ['Teilzeit', 'part_time'],
    ['Contract', 'contract'],
    ['Freelance', 'contract'],
    ['Full-time contract', 'contract'],
    ['Temporary', 'temporary'],
    ['Fixed-term', 'temporary'],
    ['Intern', 'internship'],
    ['Internship', 'internship'],
    ['Part-time internship', 'internship'],
    ['Praktikum', 'internship'],
    ['Werkstudent (m/w/d)', 'working_student'],
    ['Working student', 'working_student'],
    ['International', null],
    ['', null],
    [null, null],
  ])('%j → %s', (text, type) => {
    expect(employmentTypeOf(text)).toBe(type);
  });
});

describe('payPeriodOf', () => {
  test.each([
    ['per-year-salary', 'YEAR'],
    ['1 YEAR', 'YEAR'],
    ['annual', 'YEAR'],
    ['per-month-salary', 'MONTH'],
    ['monatlich', 'MONTH'],
    ['per-hour-wage', 'HOUR'],
    ['HOURLY', 'HOUR'],
    ['weekly', 'WEEK'],
    ['daily', 'DAY'],
    ['one-time', null],
    [undefined, null],
  ])('%j → %s', (text, period) => {
    expect(payPeriodOf(text)).toBe(period);
  });
});

describe('readPay', () => {
  test('a full range is kept, the currency in capitals', () => {
    expect(readPay({ currency: 'eur', min: 50000, max: '65,000', period: 'YEAR' })).toEqual({
      pay: { currency: 'EUR', min: 50000, max: 65000, period: 'YEAR' },
      problem: null,
    });
  });

  test('one bound is a single figure', () => {
    expect(readPay({ currency: 'USD', min: null, max: 40, period: 'HOUR' }).pay).toEqual({
      currency: 'USD',
      min: 40,
      max: 40,
      period: 'HOUR',
    });
  });

  test('no amounts is no pay and no problem', () => {
    expect(readPay({ currency: null, min: null, max: undefined, period: null })).toEqual({
      pay: null,
      problem: null,
    });
  });

  test.each([
    [
      { currency: 'USD', min: 90, max: 80, period: 'YEAR' as const },
      'the minimum 90 is above the maximum 80',
    ],
    [
      { currency: 'dollars', min: 1, max: 2, period: 'YEAR' as const },
      'currency "DOLLARS" is not ISO 4217',
    ],
    [{ currency: 'USD', min: -5, max: 2, period: 'YEAR' as const }, 'not a number of 0 or more'],
    [
      { currency: 'USD', min: 'lots', max: 2, period: 'YEAR' as const },
      'not a number of 0 or more',
    ],
    [{ currency: 'USD', min: 1, max: 2, period: null }, 'per hour, month or year'],
  ])('a range that makes no sense is left out and said why: %j', (fields, words) => {
    const reading = readPay(fields);
    expect(reading.pay).toBeNull();
    expect(reading.problem).toContain(words);
  });
});
