import { regionName } from '../../../contract/job-places';
import { COUNTRY_CODES } from '../../../contract/country-codes';

/**
 * The values of the `location` filter (issue 32, decision 045): a job's cities, or for a job
 * without a city (a remote job with no office) the regions where its people may live, named as
 * the cards name them ("Germany", "EMEA"). So every open job has a place to be found by, and
 * "Remote" is a workplace, never a place.
 */

/** A job's location values: its cities, or lacking any, its remote regions in words. */
export const placeValuesOf = (cities: readonly string[], remoteRegions: readonly string[]) =>
  cities.length > 0 ? [...cities] : remoteRegions.map(regionName);

// Two capitals that name a region and no country, which CLDR names too (decision 038).
const REGION_CODES = ['EU'];
let codesByName: Map<string, string> | undefined;

/**
 * The stored remote regions that `location` values name: a country's code for its name, the
 * value itself for a region stored as written (EMEA).
 *
 * @example
 * regionsNamed(['Germany', 'European Union', 'EMEA']); // => ['DE', 'EU', 'EMEA']
 */
export function regionsNamed(values: readonly string[]): string[] {
  codesByName ??= new Map(
    [...COUNTRY_CODES, ...REGION_CODES].map((code) => [regionName(code), code]),
  );
  return values.map((value) => codesByName?.get(value) ?? value);
}
