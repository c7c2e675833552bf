import { describe, expect, test } from 'vitest';

import { COUNTRY_CODES, isCountryCode } from './country-codes';

describe('country codes', () => {
  test('all 249 ISO 3166-1 alpha-2 codes, once each, each named by Intl', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    const names = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' });
    for (const code of COUNTRY_CODES) expect(names.of(code), code).toBeDefined();
  });

  test('regions and reserved codes are not countries; capitals only', () => {
    expect(isCountryCode('NL')).toBe(true);
    expect(isCountryCode('XK')).toBe(false);
    expect(isCountryCode('EU')).toBe(false);
    expect(isCountryCode('UK')).toBe(false);
    expect(isCountryCode('nl')).toBe(false);
  });
});
