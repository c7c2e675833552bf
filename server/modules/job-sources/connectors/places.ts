import type { WorkplaceType } from '../../../../contract/job-model';
import { isPlaceWithin } from '../../../../contract/job-places';
import { createLruCache } from '../../../platform/lru-cache';
import type { ImportedPlace } from './connector';
import { countryCodeOf, countryInText, usStateOf } from './countries';

/**
 * Free-text locations of feeds ("Dublin, London or remote in the UK or Ireland", "Remote – EU",
 * "New York, NY", "Hybrid - Amsterdam") read into places, a workplace type and the regions a
 * remote applicant may live in. The rule, with examples, is docs/ats-locations.md.
 */
export interface LocationReading {
  places: ImportedPlace[];
  /** What the text says about the workplace, null when it says nothing. */
  workplaceType: WorkplaceType | null;
  /** Country codes and region names ('EU') named after "remote". */
  remoteRegions: string[];
}

/** Region names a remote job may be open to, as written → as stored. */
const REMOTE_REGIONS: Record<string, string> = {
  eu: 'EU',
  'european union': 'EU',
  eea: 'EEA',
  europe: 'Europe',
  emea: 'EMEA',
  apac: 'APAC',
  'asia pacific': 'APAC',
  latam: 'LATAM',
  'latin america': 'LATAM',
  americas: 'Americas',
  'north america': 'North America',
  dach: 'DACH',
  nordics: 'Nordics',
};
/** Words that say "from anywhere": remote without a region. */
const ANYWHERE = new Set(['anywhere', 'worldwide', 'global', 'everywhere', 'international']);

const REMOTE_WORDS =
  /\b(?:remote(?:ly)?|work from home|wfh|home ?office|telecommute|distributed)\b/gi;
const HYBRID_WORDS = /\bhybrid\b/gi;
const ON_SITE_WORDS = /\b(?:on[- ]?site|in[- ]office|office[- ]based)\b/gi;
/** Filler of remote phrases ("fully remote in the UK", "Remote-first, US time zones"). */
const FILLER_WORDS =
  /\b(?:fully|full|only|first|friendly|ok|possible|based|in|from|within|across|the|time ?zones?|hours?)\b|100 ?%/gi;
const VAGUE_PLACES = /\b(?:multiple|various|several|many|\d+) (?:locations|offices|cities)\b/gi;

/** Between alternatives: "A or B", "A; B", "A | B", "A / B", "A and B", "A & B". */
const SEGMENT_SEPARATOR = /\s*(?:;|\||•|\n|\s\/\s|\bor\b|\band\b|&|\+)\s*/i;
/** Within one alternative: "City, Region, Country", "Remote – EU", "Remote (US)". */
const TOKEN_SEPARATOR = /\s*(?:,|\s[-–—:]\s|\s?[–—]\s?|[()[\]])\s*/;

/**
 * Reads one location text.
 *
 * @example
 * readLocation('Dublin, London or remote in the UK or Ireland');
 * // { places: [Dublin, London], workplaceType: 'remote', remoteRegions: ['GB', 'IE'] }
 */
export function readLocation(text: string | null | undefined): LocationReading {
  if (!text?.trim()) return { places: [], workplaceType: null, remoteRegions: [] };
  let reading = readings.get(text);
  if (!reading) {
    reading = readLocationText(text);
    readings.set(text, reading);
  }
  // a copy: callers complete the places they get (Lever's country)
  return {
    places: reading.places.map((place) => ({ ...place })),
    workplaceType: reading.workplaceType,
    remoteRegions: [...reading.remoteRegions],
  };
}

/** A board repeats a few location texts over thousands of jobs: each is read once. */
const READINGS_KEPT = 2_000;
const readings = createLruCache<string, LocationReading>({ maxEntries: READINGS_KEPT });

function readLocationText(text: string): LocationReading {
  const reading: LocationReading = { places: [], workplaceType: null, remoteRegions: [] };
  const whole = text.replace(/\s+/g, ' ').trim();
  // a text that is one country or state ("Trinidad and Tobago") is not split at its "and"
  const segments = countryCodeOf(whole) ? [whole] : whole.split(SEGMENT_SEPARATOR);
  let afterRemote = false;
  for (const segment of segments) {
    const says = workplaceWords(segment);
    reading.workplaceType = strongerWorkplace(reading.workplaceType, says);
    const tokens = tokensOf(segment);
    if (says === 'remote') {
      afterRemote = true;
      readRemoteTokens(tokens, reading);
    } else if (afterRemote && tokens.length > 0 && tokens.every(isRegionOrCountry)) {
      // "remote in the UK or Ireland": Ireland is a second region of the remote phrase
      readRemoteTokens(tokens, reading);
    } else {
      afterRemote = false;
      reading.places.push(...placesOf(tokens));
    }
  }
  reading.places = distinctPlaces(reading.places);
  reading.remoteRegions = [...new Set(reading.remoteRegions)];
  return reading;
}

/**
 * Reads every location text of a job (Lever's allLocations, Greenhouse's offices …) into one
 * reading: places in order without repeats, the strongest workplace word, every region.
 */
export function readLocations(texts: readonly (string | null | undefined)[]): LocationReading {
  const merged: LocationReading = { places: [], workplaceType: null, remoteRegions: [] };
  for (const text of texts) {
    const reading = readLocation(text);
    merged.places.push(...reading.places);
    merged.workplaceType = strongerWorkplace(merged.workplaceType, reading.workplaceType);
    merged.remoteRegions.push(...reading.remoteRegions);
  }
  merged.places = distinctPlaces(merged.places);
  merged.remoteRegions = [...new Set(merged.remoteRegions)];
  return merged;
}

/**
 * A place from a feed's structured fields (Ashby's postal address, Lever's country), the country
 * given as a name or a code.
 */
export function placeOf(
  city: string | null | undefined,
  region: string | null | undefined,
  country: string | null | undefined,
): ImportedPlace | null {
  const place: ImportedPlace = {
    city: city?.trim() || null,
    region: region?.trim() || null,
    countryCode: countryCodeOf(country),
  };
  // a US state is written as the text readers know it ('California' → 'CA'), as readLocation does
  const state =
    place.region && (place.countryCode ?? 'US') === 'US' ? usStateOf(place.region) : null;
  if (state) {
    place.region = state;
    place.countryCode = 'US';
  }
  return place.city || place.countryCode ? place : null;
}

/**
 * Places without repeats, first ones first. A place that names the same city as an earlier one
 * without contradicting it ("Dublin", then "Dublin, Ireland") fills in the earlier one; a place
 * without a city that a city's place already says ("GB" beside "London, GB") is dropped.
 */
export function distinctPlaces(places: readonly ImportedPlace[]): ImportedPlace[] {
  const kept: ImportedPlace[] = [];
  for (const place of places) {
    const same = kept.find((earlier) => isSamePlace(earlier, place));
    if (!same) kept.push({ ...place });
    else {
      same.region ??= place.region;
      same.countryCode ??= place.countryCode;
    }
  }
  return kept.filter(
    (place) =>
      place.city !== null || !kept.some((other) => other.city && isPlaceWithin(place, other)),
  );
}

function isSamePlace(a: ImportedPlace, b: ImportedPlace): boolean {
  const agree = (x: string | null, y: string | null) => x === null || y === null || x === y;
  if (a.city === null || b.city === null) {
    return a.city === b.city && a.region === b.region && a.countryCode === b.countryCode;
  }
  return (
    a.city.toLowerCase() === b.city.toLowerCase() &&
    agree(a.region, b.region) &&
    agree(a.countryCode, b.countryCode)
  );
}

/** A job's workplace: the feed's own field first, then what its location text says, else on site. */
export function workplaceOf(
  feedSays: WorkplaceType | null,
  textSays: WorkplaceType | null,
): WorkplaceType {
  return feedSays ?? textSays ?? 'on_site';
}

function workplaceWords(segment: string): WorkplaceType | null {
  // search, not test: these expressions are global (for replace) and test would keep lastIndex
  if (segment.search(HYBRID_WORDS) >= 0) return 'hybrid';
  if (segment.search(REMOTE_WORDS) >= 0) return 'remote';
  if (segment.search(ON_SITE_WORDS) >= 0) return 'on_site';
  return null;
}

/** "Offices or remote" is a remote job (it may be done from home); hybrid needs an office. */
function strongerWorkplace(a: WorkplaceType | null, b: WorkplaceType | null): WorkplaceType | null {
  const rank = (type: WorkplaceType | null) =>
    type ? ['on_site', 'hybrid', 'remote'].indexOf(type) : -1;
  return rank(b) > rank(a) ? b : a;
}

function tokensOf(segment: string): string[] {
  const words = segment
    .replace(HYBRID_WORDS, ',')
    .replace(REMOTE_WORDS, ',')
    .replace(ON_SITE_WORDS, ',')
    .replace(VAGUE_PLACES, ',');
  return words
    .split(TOKEN_SEPARATOR)
    .map((token) => token.replace(/^[\s.,:-]+|[\s.,:-]+$/g, ''))
    .filter((token) => /\p{L}/u.test(token));
}

function remoteRegionOf(token: string): string | null {
  return REMOTE_REGIONS[token.toLowerCase()] ?? countryInText(token);
}

function isRegionOrCountry(token: string): boolean {
  return remoteRegionOf(token) !== null || ANYWHERE.has(token.toLowerCase());
}

/** In a remote phrase regions and countries are where applicants may live; a city is a place. */
function readRemoteTokens(tokens: string[], reading: LocationReading): void {
  for (const token of tokens) {
    const words = token.replace(FILLER_WORDS, ' ').replace(/\s+/g, ' ').trim();
    if (!words || ANYWHERE.has(words.toLowerCase())) continue;
    const region = remoteRegionOf(words);
    if (region) reading.remoteRegions.push(region);
    else if (looksLikeCityName(words)) reading.places.push(...placesOf([words]));
  }
}

/** "Berlin", "St. John's"; not a time zone ("CET") or a sentence fragment with digits. */
function looksLikeCityName(words: string): boolean {
  return /^\p{Lu}[\p{L}'. -]*$/u.test(words) && !/^\p{Lu}{2,4}$/u.test(words);
}

/** "New York" and "Washington" alone are the cities more often than the states. */
const US_STATES_NAMED_LIKE_CITIES = new Set(['NY', 'WA']);

/**
 * Groups the tokens of one alternative into places: "City, Region, Country", "City, ST" (a US
 * state), "City, Country", "Country", or a list of cities ("Dublin, London").
 */
function placesOf(tokens: readonly string[]): ImportedPlace[] {
  const places: ImportedPlace[] = [];
  let open: ImportedPlace | null = null;
  const close = () => {
    if (open) places.push(open);
    open = null;
  };
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const hasBareCity = open?.city && !open.region && !open.countryCode;
    const state = usStateOf(token);
    const country = countryInText(token);
    if (open && hasBareCity && state) {
      open.region = state;
      open.countryCode = 'US';
    } else if (country) {
      if (open && (!open.countryCode || open.countryCode === 'US')) {
        open.countryCode = country;
        close();
      } else {
        close();
        places.push({ city: null, region: null, countryCode: country });
      }
    } else if (open && hasBareCity && next !== undefined && countryInText(next)) {
      open.region = token; // "Toronto, ON, Canada"
    } else if (tokens.length === 1 && state && !US_STATES_NAMED_LIKE_CITIES.has(state)) {
      places.push({ city: null, region: state, countryCode: 'US' }); // "Texas", "CA" is Canada
    } else {
      close();
      open = { city: token, region: null, countryCode: null };
    }
  });
  close();
  return places;
}
