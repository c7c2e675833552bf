/**
 * Country and US-state names as feeds write them, read to ISO codes. The country names come
 * from the runtime's CLDR data (Intl.DisplayNames, English and German), so they stay current
 * without a list kept here; only the informal names CLDR does not give are aliases below.
 */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NAME_LANGUAGES = ['en', 'de'];

/** Informal names feeds use that CLDR does not list under the country. */
const COUNTRY_ALIASES: Record<string, string> = {
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'united states of america': 'US',
  america: 'US',
  holland: 'NL',
  'the netherlands': 'NL',
  'czech republic': 'CZ',
  korea: 'KR',
  'republic of korea': 'KR',
  uae: 'AE',
  turkey: 'TR',
  'republic of ireland': 'IE',
  'hong kong sar': 'HK',
};

/** Codes CLDR names that ISO does not assign to a country: unions, unknown, pseudo-regions. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

const countryByName = buildCountryNames();

function buildCountryNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const language of NAME_LANGUAGES) {
    const display = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (const first of LETTERS) {
      for (const second of LETTERS) {
        const code = first + second;
        const name = display.of(code);
        if (name && isCountryCode(code)) names.set(nameKey(name), code);
      }
    }
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) names.set(alias, code);
  return names;
}

/** Deprecated codes CLDR still names ('UK' → 'GB', 'BU' → 'MM') are read by name only. */
function isCountryCode(code: string): boolean {
  return !NOT_COUNTRIES.has(code) && Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;
}

/** The ISO alpha-2 codes CLDR names: a two-letter token is a country code only if it is one. */
const countryCodes = new Set(countryByName.values());

function nameKey(name: string): string {
  // CLDR writes "Trinidad & Tobago", feeds write "Trinidad and Tobago"
  return name.trim().toLowerCase().replace(/\s+/g, ' ').replace(' & ', ' and ');
}

/**
 * A country's ISO 3166-1 alpha-2 code from its name ('Germany', 'Deutschland', 'UK') or code
 * ('de', 'DE'), or null when the text names no country.
 *
 * @example countryCodeOf('United Kingdom') // 'GB'
 */
export function countryCodeOf(text: string | null | undefined): string | null {
  if (!text) return null;
  const trimmed = text.trim();
  if (/^[a-z]{2}$/i.test(trimmed) && countryCodes.has(trimmed.toUpperCase())) {
    return trimmed.toUpperCase();
  }
  return countryByName.get(nameKey(trimmed)) ?? null;
}

/**
 * Reads a token of free text as a country: names in any case, but codes only in capitals, so
 * the words 'in', 'no' or 'it' of a sentence are not India, Norway or Italy.
 */
export function countryInText(token: string): string | null {
  if (/^[A-Z]{2}$/.test(token) && countryCodes.has(token)) return token;
  if (/^[a-z]{2}$/.test(token.toLowerCase()) && token !== token.toUpperCase()) return null;
  return countryByName.get(nameKey(token)) ?? null;
}

const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const usStateByName = new Map(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]),
);

/**
 * A US state's two-letter abbreviation from the abbreviation (in capitals) or its name.
 *
 * @example usStateOf('Texas') // 'TX'
 */
export function usStateOf(token: string): string | null {
  if (/^[A-Z]{2}$/.test(token)) return token in US_STATES ? token : null;
  return usStateByName.get(nameKey(token)) ?? null;
}
