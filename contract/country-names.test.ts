import { describe, expect, test } from 'vitest';

import { countryName } from './country-names';

describe('countryName', () => {
  test('names countries in English', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('PT')).toBe('Portugal');
  });

  test('where runtimes disagree, the plain name the browser also writes', () => {
    expect(countryName('HK')).toBe('Hong Kong');
    expect(countryName('MO')).toBe('Macao');
    expect(countryName('PS')).toBe('Palestine');
    expect(countryName('FK')).toBe('Falkland Islands');
  });

  test('a value that is no code stays as it is', () => {
    expect(countryName('Portugal')).toBe('Portugal');
    expect(countryName('')).toBe('');
  });
});
