import { countryName } from '../../../contract/country-names';
import { plainWords } from './chat-text';

/**
 * Which country a question names ("remote from Portugal", "remote jobs in the US"), as the
 * ISO code a remote job's `remoteRegions` holds. Names come from the runtime's CLDR data (the
 * names the cards show), so every country is known without a list of our own; the aliases are
 * the short forms candidates type, and the Dutch names of the countries we hire in.
 */
const ALIASES: Readonly<Record<string, string>> = {
  usa: 'US',
  america: 'US',
  'united states of america': 'US',
  uk: 'GB',
  britain: 'GB',
  'great britain': 'GB',
  england: 'GB',
  holland: 'NL',
  nederland: 'NL',
  duitsland: 'DE',
  spanje: 'ES',
  frankrijk: 'FR',
  italie: 'IT',
  zweden: 'SE',
  belgie: 'BE',
  'verenigde staten': 'US',
  'verenigd koninkrijk': 'GB',
  engeland: 'GB',
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

let names: ReadonlyMap<string, string> | undefined;

/** Country name (plain words, "united states") → code; built on the first question about one. */
function countryNames(): ReadonlyMap<string, string> {
  if (names) return names;
  const found = new Map<string, string>();
  for (const first of LETTERS)
    for (const second of LETTERS) {
      const code = `${first}${second}`;
      const name = countryName(code);
      const key = plainWords(name).join(' ');
      // The first code a name has is the country's own: CLDR also names "UK" United Kingdom.
      if (name !== code && !found.has(key)) found.set(key, code);
    }
  for (const [alias, code] of Object.entries(ALIASES)) found.set(alias, code);
  names = found;
  return found;
}

/**
 * The country the question names, longest name first ("united states" before "states"), or
 * null. "US" counts only as written in capitals or after "the": "tell us" names no country.
 *
 * @example
 * countryInQuestion('Can I work remote from Portugal?'); // => 'PT'
 * countryInQuestion('remote jobs in the US'); // => 'US'
 */
export function countryInQuestion(question: string): string | null {
  if (/\bU\.?S\.?(?:A\.?)?\b/.test(question) || /\bthe us\b/i.test(question)) return 'US';
  const typed = plainWords(question);
  const known = countryNames();
  for (let length = 4; length >= 1; length -= 1) {
    for (let start = 0; start + length <= typed.length; start += 1) {
      const code = known.get(typed.slice(start, start + length).join(' '));
      if (code) return code;
    }
  }
  return null;
}
