// English, the site's language: a page's HTML is cached by its URL, not by the reader's language.
const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/**
 * Where runtimes name a country differently, the plain name: Node's full ICU says "Hong Kong SAR
 * China" and "Palestinian Territories", Chromium's "Hong Kong" and "Palestine", and the server's
 * words must be the browser's (hydration). Found by comparing all 249 codes on Node 24 and
 * Chromium 150.
 */
const PLAIN_NAMES: Readonly<Record<string, string>> = {
  FK: 'Falkland Islands',
  HK: 'Hong Kong',
  MO: 'Macao',
  PS: 'Palestine',
};

/**
 * Names already asked: `Intl.DisplayNames.of` looks a code up in ICU on every call, and a job
 * list page names a country per card and per filter option (about 1% of a server render).
 */
const namesByCode = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 1_000;

function nameFromCldr(code: string): string {
  try {
    return COUNTRY_NAMES.of(code) ?? code;
  } catch {
    // a stored value that is no region code ('', 'Portugal'): Intl throws a RangeError
    return code;
  }
}

/**
 * A country's English name from the runtime's CLDR data; the code itself for one the runtime
 * cannot name.
 *
 * @example
 * countryName('US'); // => 'United States'
 * countryName('HK'); // => 'Hong Kong'
 */
export function countryName(code: string): string {
  let name = namesByCode.get(code);
  if (name === undefined) {
    name = PLAIN_NAMES[code] ?? nameFromCldr(code);
    // Bounded by what is stored: codes, and the few free-text values a place may hold.
    if (namesByCode.size < MAX_REMEMBERED_NAMES) namesByCode.set(code, name);
  }
  return name;
}
