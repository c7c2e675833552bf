import { describe, expect, test } from 'vitest';

import {
  placesToShow,
  jobPlaceSummary,
  jobPlacesLabel,
  placeLabel,
  regionName,
  remoteLabel,
  titleWithPlace,
  workplaceWithRegions,
  type PlacedJob,
  type Place,
} from './job-places';

const place = (city: string | null, region: string | null, countryCode: string | null): Place => ({
  city,
  region,
  countryCode,
});

const job = (patch: Partial<PlacedJob>): PlacedJob => ({
  workplaceType: 'on_site',
  locations: [],
  remoteRegions: [],
  ...patch,
});

describe('placeLabel', () => {
  test.each([
    [place('Boston', 'MA', 'US'), 'Boston, MA, United States'],
    [place('Lisbon', null, 'PT'), 'Lisbon, Portugal'],
    [place(null, null, 'DE'), 'Germany'],
    [place(null, 'FL', 'US'), 'FL, United States'],
    [place('Dublin', null, null), 'Dublin'],
    [place('Toronto', 'ON', 'CA'), 'Toronto, ON, Canada'],
  ])('names the country in words: %o → %s', (given, expected) => {
    expect(placeLabel(given)).toBe(expected);
  });

  test.each([
    [place('London', 'Greater London', 'GB'), 'London, United Kingdom'],
    [place('Berlin', 'Berlin', 'DE'), 'Berlin, Germany'],
    [place('München', 'Munchen', 'DE'), 'München, Germany'],
    [place('Lisbon', 'Lisbon District', 'PT'), 'Lisbon, Portugal'],
    [place('Paris', 'Île-de-France', 'FR'), 'Paris, Île-de-France, France'],
    [place('Cambridge', 'Cambridgeshire', 'GB'), 'Cambridge, Cambridgeshire, United Kingdom'],
    [place('Kansas City', 'Kansas', 'US'), 'Kansas City, Kansas, United States'],
  ])('leaves out a region that only restates the city: %o → %s', (given, expected) => {
    expect(placeLabel(given)).toBe(expected);
  });

  test('a city the first job model kept as "Remote" reads as a remote workplace (decision 028)', () => {
    expect(placeLabel(place('Remote', null, 'DE'))).toBe('Remote (Germany)');
    expect(placeLabel(place('remote', null, null))).toBe('Remote');
  });

  test('a code the runtime cannot name stays as it is', () => {
    expect(placeLabel(place('Atlantis', null, 'not a code'))).toBe('Atlantis, not a code');
  });
});

describe('placesToShow', () => {
  test('a country already named by a place, and a repeated place, are listed once', () => {
    expect(
      placesToShow([
        place('London', 'Greater London', 'GB'),
        place(null, null, 'GB'),
        place('london', null, 'GB'),
      ]),
    ).toEqual([place('London', null, 'GB')]);
  });

  test('a bare country before its city gives way to the city', () => {
    expect(placesToShow([place(null, null, 'PT'), place('Lisbon', null, 'PT')])).toEqual([
      place('Lisbon', null, 'PT'),
    ]);
  });

  test('places that differ all stay, in their order', () => {
    const places = [
      place('Boston', 'MA', 'US'),
      place(null, 'FL', 'US'),
      place('Dublin', null, 'IE'),
    ];
    expect(placesToShow(places)).toEqual(places);
  });

  test('"Dublin" without a country is not folded into Dublin, Ohio', () => {
    expect(placesToShow([place('Dublin', 'OH', 'US'), place('Dublin', null, 'IE')])).toHaveLength(
      2,
    );
  });
});

describe('remote regions', () => {
  test('country codes (and EU) are named, longer region names stay as written', () => {
    expect(regionName('US')).toBe('United States');
    expect(regionName('EU')).toBe('European Union');
    expect(regionName('EMEA')).toBe('EMEA');
    expect(remoteLabel({ remoteRegions: ['DE', 'PT'] })).toBe('Remote (Germany, Portugal)');
    expect(remoteLabel({ remoteRegions: [] })).toBe('Remote');
  });

  test('the workplace of a remote job with an office names where its people may live', () => {
    const office = [place('Austin', 'TX', 'US')];
    expect(
      workplaceWithRegions(
        job({ workplaceType: 'remote', remoteRegions: ['US'], locations: office }),
      ),
    ).toBe('Remote (United States)');
    // Without an office its location says so: the countries are named once (issue 32).
    expect(workplaceWithRegions(job({ workplaceType: 'remote', remoteRegions: ['US'] }))).toBe(
      'Remote',
    );
    expect(workplaceWithRegions(job({ workplaceType: 'hybrid', remoteRegions: [] }))).toBe(
      'Hybrid',
    );
  });
});

describe("a job's places", () => {
  const boston = job({ locations: [place('Boston', 'MA', 'US'), place(null, 'FL', 'US')] });

  test('every place, the primary first, countries in words', () => {
    expect(jobPlacesLabel(boston)).toBe('Boston, MA, United States; FL, United States');
  });

  test('the card shows the primary place and how many more', () => {
    expect(jobPlaceSummary(boston)).toBe('Boston, MA, United States + 1');
  });

  test('an imported place listed with its country again reads once', () => {
    const london = job({
      locations: [place('London', 'Greater London', 'GB'), place(null, null, 'GB')],
    });
    expect(jobPlacesLabel(london)).toBe('London, United Kingdom');
    expect(jobPlaceSummary(london)).toBe('London, United Kingdom');
  });

  test('a remote job without places says where its people may live, never "Unknown"', () => {
    const remote = job({ workplaceType: 'remote', remoteRegions: ['US', 'CA'] });
    expect(jobPlacesLabel(remote)).toBe('Anywhere in United States, Canada');
    expect(jobPlaceSummary(remote)).toBe('Anywhere in United States, Canada');
    // One that names no region: no place is given, and "Remote" is its workplace line's word.
    expect(jobPlaceSummary({ ...remote, remoteRegions: [] })).toBe('Location not specified');
  });

  test('a job that is not remote and names no place says so', () => {
    expect(jobPlacesLabel(job({}))).toBe('Location not specified');
    expect(jobPlaceSummary(job({ workplaceType: 'hybrid' }))).toBe('Location not specified');
  });
});

describe('titleWithPlace', () => {
  test('the title with its primary place, or where a remote job is open, or alone', () => {
    const lisbon = job({ locations: [place('Lisbon', null, 'PT'), place('Porto', null, 'PT')] });
    expect(titleWithPlace('Designer', lisbon)).toBe('Designer in Lisbon, Portugal');
    expect(
      titleWithPlace('Designer', job({ workplaceType: 'remote', remoteRegions: ['DE'] })),
    ).toBe('Designer, Remote (Germany)');
    expect(titleWithPlace('Designer', job({ locations: [place('Remote', null, 'ES')] }))).toBe(
      'Designer, Remote (Spain)',
    );
    expect(titleWithPlace('Designer', job({}))).toBe('Designer');
  });
});
