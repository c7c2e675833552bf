import { countryName } from './country-names';
import { WORKPLACE_TYPE_LABELS, type JobLocation, type WorkplaceType } from './job-model';

/**
 * A job's places in words, for every text a person reads: cards, the detail page, the admin's
 * lists, e-mails, feeds and titles (issue 31). Countries are named ("Lisbon, Portugal"); the
 * structured data keeps the codes (schema.org's addressCountry). docs/decisions/038.
 */

/** One place: a city, a region, an ISO 3166-1 alpha-2 country, any of them missing. */
export type Place = Pick<JobLocation, 'city' | 'region' | 'countryCode'>;

/** What a job's places are read from: its places, and for a remote job where people may live. */
export interface PlacedJob {
  workplaceType: WorkplaceType;
  locations: readonly Place[];
  remoteRegions: readonly string[];
}

/** Shown for a job that is not remote and names no place: said plainly, never "Unknown". */
export const NO_PLACE = 'Location not specified';

/** Place names are few and each card compares several: each one's words are remembered. */
const MAX_REMEMBERED_WORDS = 1_000;
const wordsOfText = new Map<string, string>();

/** A name's words, lower case, without accents or punctuation: "São Paulo" → "sao paulo". */
function words(text: string): string {
  let known = wordsOfText.get(text);
  if (known === undefined) {
    known = text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (wordsOfText.size < MAX_REMEMBERED_WORDS) wordsOfText.set(text, known);
  }
  return known;
}

/** "Greater London" for London, "Berlin" for Berlin, "Lisbon District" for Lisbon. */
function restatesCity(region: string, city: string): boolean {
  return ` ${words(region)} `.includes(` ${words(city)} `);
}

// Decision 028: remote jobs of the first job model kept "Remote" as their city (migration 021
// turns it into remote regions); one written or imported so still reads as a workplace.
const isRemoteCity = (city: string | null): boolean => city !== null && words(city) === 'remote';

/** The place as it reads: a region that only restates the city is left out. */
function tidy(place: Place): Place {
  const region = place.region?.trim() || null;
  const city = place.city?.trim() || null;
  return {
    city,
    region: region && city && restatesCity(region, city) ? null : region,
    countryCode: place.countryCode?.trim() || null,
  };
}

/**
 * True when every part `inner` names, `outer` names too, ignoring case and accents.
 *
 * @example
 * isPlaceWithin({ city: null, region: null, countryCode: 'GB' },
 *   { city: 'London', region: null, countryCode: 'GB' }); // => true
 */
export function isPlaceWithin(inner: Place, outer: Place): boolean {
  const same = (a: string | null, b: string | null) =>
    a === null || (b !== null && words(a) === words(b));
  return (
    same(inner.city, outer.city) &&
    same(inner.region, outer.region) &&
    same(inner.countryCode, outer.countryCode)
  );
}

/**
 * The places worth reading, in their order: each tidied, a repeated one kept once (the first),
 * and one that another place already says dropped ("GB" beside "London, GB").
 *
 * @example
 * placesToShow([{ city: 'London', region: 'Greater London', countryCode: 'GB' },
 *   { city: null, region: null, countryCode: 'GB' }]);
 * // => [{ city: 'London', region: null, countryCode: 'GB' }]
 */
export function placesToShow(places: readonly Place[]): Place[] {
  const tidied = places.map(tidy);
  return tidied.filter((place, index) =>
    tidied.every(
      (other, otherIndex) =>
        otherIndex === index ||
        !isPlaceWithin(place, other) ||
        (isPlaceWithin(other, place) && index < otherIndex),
    ),
  );
}

/**
 * A country code or a region name a remote job accepts, in words. Two capitals are a code, which
 * CLDR names ('EU' too); longer names (EEA, EMEA, APAC) stay as written.
 *
 * @example
 * regionName('US'); // => 'United States'
 * regionName('EU'); // => 'European Union'
 * regionName('EMEA'); // => 'EMEA'
 */
export const regionName = (region: string): string =>
  /^[A-Z]{2}$/.test(region) ? countryName(region) : region;

/**
 * "Remote (United States, Canada)", or "Remote" for a remote job that names no region.
 *
 * @example
 * remoteLabel({ remoteRegions: ['DE', 'PT'] }); // => 'Remote (Germany, Portugal)'
 */
export function remoteLabel(job: Pick<PlacedJob, 'remoteRegions'>): string {
  const label = WORKPLACE_TYPE_LABELS.remote;
  return job.remoteRegions.length > 0
    ? `${label} (${job.remoteRegions.map(regionName).join(', ')})`
    : label;
}

/**
 * A place in words: "Boston, MA, United States", "Lisbon, Portugal", "Germany".
 *
 * @example
 * placeLabel({ city: 'London', region: 'Greater London', countryCode: 'GB' });
 * // => 'London, United Kingdom'
 */
export function placeLabel(place: Place): string {
  const { city, region, countryCode } = tidy(place);
  const country = countryCode ? countryName(countryCode) : null;
  if (isRemoteCity(city)) return remoteLabel({ remoteRegions: countryCode ? [countryCode] : [] });
  return [city, region, country].filter(Boolean).join(', ');
}

/**
 * Where a remote job without an office may be done, as its place (the workplace line says
 * "Remote", so the card names the countries once).
 *
 * @example
 * anywhereIn(['Germany', 'Portugal']); // => 'Anywhere in Germany, Portugal'
 */
export const anywhereIn = (regionNames: readonly string[]): string =>
  `Anywhere in ${regionNames.join(', ')}`;

/**
 * A job without places: where its people may live when it is remote and names regions, else that
 * none is given (issue 32: never "Unknown", never "Remote" twice).
 */
const placelessLabel = (job: PlacedJob): string =>
  job.workplaceType === 'remote' && job.remoteRegions.length > 0
    ? anywhereIn(job.remoteRegions.map(regionName))
    : NO_PLACE;

/**
 * Every place of the job, the primary one first: "Boston, MA, United States; Miami, FL, United
 * States", "Remote (United States)" for a remote job without places.
 */
export function jobPlacesLabel(job: PlacedJob): string {
  const places = placesToShow(job.locations);
  return places.length > 0 ? places.map(placeLabel).join('; ') : placelessLabel(job);
}

/**
 * The primary place and how many more, as a card shows it.
 *
 * @example
 * jobPlaceSummary({ workplaceType: 'on_site', remoteRegions: [], locations: [lisbon, porto] });
 * // => 'Lisbon, Portugal + 1'
 */
export function jobPlaceSummary(job: PlacedJob): string {
  const [primary, ...more] = placesToShow(job.locations);
  if (!primary) return placelessLabel(job);
  return more.length > 0 ? `${placeLabel(primary)} + ${more.length}` : placeLabel(primary);
}

/**
 * A job's title with its primary place, for the page title: "Designer in Lisbon, Portugal",
 * "Designer, Remote (Germany)", or the title alone when the job names neither.
 */
export function titleWithPlace(title: string, job: PlacedJob): string {
  // A remote job is not "in" the city of its office.
  if (job.workplaceType === 'remote') return `${title}, ${remoteLabel(job)}`;
  const primary = placesToShow(job.locations)[0];
  if (primary && !isRemoteCity(primary.city)) return `${title} in ${placeLabel(primary)}`;
  const remote = primary ? placeLabel(primary) : placelessLabel(job);
  return remote === NO_PLACE ? title : `${title}, ${remote}`;
}

/**
 * The workplace as the detail page states it: "On site", "Hybrid", "Remote (Germany)" for a
 * remote job with offices; "Remote" for one without, whose location already names the regions.
 */
export const workplaceWithRegions = (job: PlacedJob): string =>
  job.workplaceType === 'remote' && placesToShow(job.locations).length > 0
    ? remoteLabel(job)
    : WORKPLACE_TYPE_LABELS[job.workplaceType];
