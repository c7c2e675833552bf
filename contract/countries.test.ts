import { describe, expect, test } from 'vitest';
import { COUNTRIES, isCountry } from './countries';

describe('COUNTRIES', () => {
  test('holds every ISO 3166-1 entry, about 240 as SPEC §3 says', () => {
    expect(COUNTRIES).toHaveLength(249);
  });

  test('each entry has text and value both set to the country name', () => {
    for (const country of COUNTRIES) {
      expect(country.value).toBe(country.text);
      expect(country.text.trim()).toBe(country.text);
      expect(country.text).not.toBe('');
    }
  });

  test('names are unique', () => {
    expect(new Set(COUNTRIES.map((country) => country.text)).size).toBe(COUNTRIES.length);
  });

  test('is sorted alphabetically in English', () => {
    const names = COUNTRIES.map((country) => country.text);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  test('cannot be modified', () => {
    expect(Object.isFrozen(COUNTRIES)).toBe(true);
    expect(Object.isFrozen(COUNTRIES[0])).toBe(true);
  });
});

describe('isCountry', () => {
  test.each(['Germany', 'United States', "Côte d'Ivoire", 'Åland Islands'])(
    'accepts %j',
    (name) => {
      expect(isCountry(name)).toBe(true);
    },
  );

  test.each(['Atlantis', 'germany', ' Germany', '', undefined, 42])('rejects %j', (name) => {
    expect(isCountry(name)).toBe(false);
  });
});
