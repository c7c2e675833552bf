import { countryName } from '../../../contract/country-names';

/**
 * What the chat says around the listings' facts, in the two languages it answers in: English,
 * and Dutch for the questions it knows (docs/decisions/050). The listings' own words (titles,
 * teams, pay as published) stay as the listings write them.
 */
export type ChatLang = 'en' | 'nl';

const DUTCH_COUNTRY_NAMES = new Intl.DisplayNames(['nl'], { type: 'region', fallback: 'code' });

/** "Germany, Spain and France" / "Duitsland, Spanje en Frankrijk". */
function listOf(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`;
}

// English names some countries with "the" in a sentence: "living in the Netherlands".
const WITH_THE = /^(?:United |Netherlands$|Philippines$|Czech Republic$|Bahamas$|Gambia$)/;

const ENGLISH = {
  country: (code: string) => {
    const name = countryName(code);
    return WITH_THE.test(name) ? `the ${name}` : name;
  },
  list: (items: readonly string[]) => listOf(items, 'and'),
  jobCount: (total: number) => `${total} open ${total === 1 ? 'job' : 'jobs'}`,
  jobsFor: 'for',
  noJobsFor: (description: string) => `No open jobs right now for ${description}.`,
  browseAll: 'Browse all open jobs',
  askUpcoming: 'Or ask about upcoming roles:',
  seeAll: (total: number) => `See all ${total} in the job list`,
  showInList: 'Show them in the job list',
  studentJobs: 'internships, working-student and graduate roles',
  payFor: (role: string) => `The published pay for ${role}:`,
  payElsewhere: (role: string, place: string) =>
    `No open ${role} job in ${place}; the published pay for ${role} elsewhere:`,
  payNone: (role: string) =>
    `No open job is titled “${role}” right now, so there is no published pay to give.`,
  noRange: 'No published range yet',
  payPromise: 'Every offer falls within the published range for the role.',
  remoteFor: (total: number, country: string) =>
    `${total} remote ${total === 1 ? 'job is' : 'jobs are'} open to people living in ${country}:`,
  remoteNone: (country: string) =>
    `No remote job is open to people living in ${country} right now.`,
  remoteCountries: (total: number, countries: string) =>
    `Our ${total} remote ${total === 1 ? 'job is' : 'jobs are'} open to people living in ${countries}.`,
  noRemote: 'No remote jobs are open right now.',
  seeRemote: 'See the remote jobs',
  visaRemote: (countries: string) =>
    `Remote jobs are the exception: each is open only to people who live, and may work, in the countries it names (now ${countries}).`,
};

export type ChatWords = typeof ENGLISH;

const DUTCH: ChatWords = {
  country: (code: string) => DUTCH_COUNTRY_NAMES.of(code) ?? code,
  list: (items: readonly string[]) => listOf(items, 'en'),
  jobCount: (total: number) => `${total} ${total === 1 ? 'vacature' : 'vacatures'}`,
  jobsFor: 'voor',
  noJobsFor: (description: string) => `Er zijn nu geen vacatures voor ${description}.`,
  browseAll: 'Bekijk alle vacatures',
  askUpcoming: 'Of vraag naar vacatures die eraan komen:',
  seeAll: (total: number) => `Bekijk alle ${total} in de vacaturelijst`,
  showInList: 'Toon ze in de vacaturelijst',
  studentJobs: 'stages, werkstudentbanen en startersfuncties',
  payFor: (role: string) => `Het gepubliceerde salaris voor ${role}:`,
  payElsewhere: (role: string, place: string) =>
    `Er is geen vacature voor ${role} in ${place}; het gepubliceerde salaris voor ${role} elders:`,
  payNone: (role: string) =>
    `Er staat nu geen vacature voor “${role}” open, dus er is geen gepubliceerd salaris te noemen.`,
  noRange: 'Nog geen salaris vermeld',
  payPromise: 'Elk aanbod valt binnen de gepubliceerde salarisschaal van de functie.',
  remoteFor: (total: number, country: string) =>
    `${total} ${total === 1 ? 'remote vacature staat' : 'remote vacatures staan'} open voor wie in ${country} woont:`,
  remoteNone: (country: string) =>
    `Er staat nu geen remote vacature open voor wie in ${country} woont.`,
  remoteCountries: (total: number, countries: string) =>
    `Onze ${total} remote ${total === 1 ? 'vacature staat' : 'vacatures staan'} open voor wie in ${countries} woont.`,
  noRemote: 'Er staan nu geen remote vacatures open.',
  seeRemote: 'Bekijk de remote vacatures',
  visaRemote: (countries: string) =>
    `Remote vacatures zijn de uitzondering: die staan alleen open voor wie woont en mag werken in de landen die ze noemen (nu ${countries}).`,
};

export const CHAT_WORDS: Readonly<Record<ChatLang, ChatWords>> = { en: ENGLISH, nl: DUTCH };
