import { describe, expect, test } from 'vitest';

import { countryCodeOf } from './countries';
import { distinctPlaces, placeOf, readLocation, readLocations } from './places';

const city = (name: string, countryCode: string | null = null, region: string | null = null) => ({
  city: name,
  region,
  countryCode,
});
const country = (countryCode: string) => ({ city: null, region: null, countryCode });

describe('readLocation', () => {
  test.each([
    ['Berlin, Germany', [city('Berlin', 'DE')], null, []],
    ['New York, NY', [city('New York', 'US', 'NY')], null, []],
    ['Chicago, IL, United States', [city('Chicago', 'US', 'IL')], null, []],
    ['Toronto, ON, Canada', [city('Toronto', 'CA', 'ON')], null, []],
    ['Austin, Texas', [city('Austin', 'US', 'TX')], null, []],
    ['Dublin, Ireland ', [city('Dublin', 'IE')], null, []],
    ['  London ,  UK', [city('London', 'GB')], null, []],
    ['Germany', [country('DE')], null, []],
    ['Deutschland', [country('DE')], null, []],
    ['Trinidad and Tobago', [country('TT')], null, []],
    ['Berlin or Munich', [city('Berlin'), city('Munich')], null, []],
    [
      'San Francisco, CA; Seattle, WA',
      [city('San Francisco', 'US', 'CA'), city('Seattle', 'US', 'WA')],
      null,
      [],
    ],
    [
      'Dublin, London or remote in the UK or Ireland',
      [city('Dublin'), city('London')],
      'remote',
      ['GB', 'IE'],
    ],
    ['Remote – EU', [], 'remote', ['EU']],
    ['Remote (US)', [], 'remote', ['US']],
    ['Remote - US & Canada', [], 'remote', ['US', 'CA']],
    ['Fully remote, Europe', [], 'remote', ['Europe']],
    ['Remote (CET ± 2 hours)', [], 'remote', []],
    ['Remote', [], 'remote', []],
    ['Worldwide (remote)', [], 'remote', []],
    ['Remote - Berlin', [city('Berlin')], 'remote', []],
    ['New York, NY or Remote', [city('New York', 'US', 'NY')], 'remote', []],
    ['Hybrid - Amsterdam', [city('Amsterdam')], 'hybrid', []],
    ['Amsterdam, Netherlands (Hybrid)', [city('Amsterdam', 'NL')], 'hybrid', []],
    ['On-site – Munich, Germany', [city('Munich', 'DE')], 'on_site', []],
    ['Multiple Locations', [], null, []],
    ['', [], null, []],
  ])('%j', (text, places, workplaceType, remoteRegions) => {
    expect(readLocation(text)).toEqual({ places, workplaceType, remoteRegions });
  });

  test('words of a sentence are not read as country codes', () => {
    expect(readLocation('remote in the UK').remoteRegions).toEqual(['GB']);
    expect(readLocation('Berlin or Munich').places.map((place) => place.countryCode)).toEqual([
      null,
      null,
    ]);
  });

  test('a text read again reads the same, whatever the first caller did with its places', () => {
    const first = readLocation('Austin, Denver');
    first.places[0]!.countryCode = 'US';
    expect(readLocation('Austin, Denver').places).toEqual([city('Austin'), city('Denver')]);
  });

  test('null and blank texts name nothing', () => {
    expect(readLocation(null)).toEqual({ places: [], workplaceType: null, remoteRegions: [] });
    expect(readLocation('   ')).toEqual({ places: [], workplaceType: null, remoteRegions: [] });
  });
});

describe('readLocations', () => {
  test('merges several texts without repeating a place, remote wins over on site', () => {
    const reading = readLocations(['Berlin, Germany', 'berlin, Germany', 'Remote – EU', null]);
    expect(reading).toEqual({
      places: [city('Berlin', 'DE')],
      workplaceType: 'remote',
      remoteRegions: ['EU'],
    });
  });

  test('a city named again with its country is one place, filled in; Dublin, Ohio is another', () => {
    expect(
      readLocations(['Dublin or London', 'Dublin, Ireland', 'Dublin, OH', 'London, UK']),
    ).toEqual({
      places: [city('Dublin', 'IE'), city('London', 'GB'), city('Dublin', 'US', 'OH')],
      workplaceType: null,
      remoteRegions: [],
    });
  });
});

describe('distinctPlaces', () => {
  test("a country a city's place already names is not a place of its own, before or after it", () => {
    const london = { city: 'London', region: 'Greater London', countryCode: 'GB' };
    expect(distinctPlaces([london, country('GB')])).toEqual([london]);
    expect(distinctPlaces([country('GB'), london, country('IE')])).toEqual([london, country('IE')]);
  });
});

describe('placeOf', () => {
  test('reads a structured address with a country name or code', () => {
    expect(placeOf(' Paris ', null, 'France')).toEqual(city('Paris', 'FR'));
    expect(placeOf('Austin', 'TX', null)).toEqual(city('Austin', 'US', 'TX'));
    expect(placeOf(null, null, 'gb')).toEqual(country('GB'));
    expect(placeOf('Sacramento', 'California', 'United States')).toEqual(
      city('Sacramento', 'US', 'CA'),
    );
    expect(placeOf('Munich', 'Bavaria', 'DE')).toEqual(city('Munich', 'DE', 'Bavaria'));
  });

  test('a place with neither city nor known country is no place', () => {
    expect(placeOf(null, 'Somewhere', 'Atlantis')).toBeNull();
  });
});

describe('countryCodeOf', () => {
  test.each([
    ['United States', 'US'],
    ['USA', 'US'],
    ['de', 'DE'],
    ['The Netherlands', 'NL'],
    ['Czech Republic', 'CZ'],
    ['Schweiz', 'CH'],
    ['EU', null],
    ['Narnia', null],
  ])('%s → %s', (name, code) => {
    expect(countryCodeOf(name)).toBe(code);
  });
});
