import { describe, expect, test } from 'vitest';

import { CURRENCY_CODES, isCurrencyCode } from './currencies';

describe('currencies', () => {
  test('each code once, and each one the pay on a job page can be written in', () => {
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    for (const code of CURRENCY_CODES) {
      expect(
        () => new Intl.NumberFormat('en-GB', { style: 'currency', currency: code }),
      ).not.toThrow();
    }
  });

  test('metals, funds, test and withdrawn codes are no pay', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('XAU')).toBe(false);
    expect(isCurrencyCode('XXX')).toBe(false);
    expect(isCurrencyCode('HRK')).toBe(false);
    expect(isCurrencyCode('eur')).toBe(false);
  });
});
