import { JOB_FILTER_KEYS, type JobFilterKey } from '../../../contract/job-list-query';
import { isStopword, plainWords, significantWords, stem } from './chat-text';

/** The values each filter of the job list offers (its facets), as the list's API lists them. */
export type FacetValues = Record<JobFilterKey, readonly string[]>;

/** A question read as a job search: the list's own filters and search text. */
export type JobQuestion = Record<JobFilterKey, string[]> & { search: string };

// Words that ask for jobs without saying which: they make a question a job search, not a search term.
const JOB_WORDS = new Set(
  [
    'job',
    'role',
    'position',
    'opening',
    'vacancy',
    'opportunity',
    'career',
    'work',
    'hiring',
    'open',
    'available',
    'show',
    'find',
    'list',
    'looking',
    'search',
    'want',
    'based',
    'office',
  ].map(stem),
);

/**
 * Ways of asking for a filter value without its name: "work from home" is the Remote workplace.
 * Each phrase (as typed, lower case) stands for the value's own word.
 */
const PHRASES_FOR_VALUES: ReadonlyArray<readonly [phrase: string, value: string]> = [
  ['from home', 'remote'],
  ['home office', 'remote'],
  ['home based', 'remote'],
  ['remotely', 'remote'],
  ['wfh', 'remote'],
  ['anywhere', 'remote'],
];

/** The question's words with each phrase of PHRASES_FOR_VALUES replaced by its value's word. */
function withValueWords(typed: readonly string[]): string[] {
  let result = [...typed];
  for (const [phrase, value] of PHRASES_FOR_VALUES) {
    const phraseWords = phrase.split(' ');
    for (let start = indexOfPhrase(result, phraseWords); start >= 0;) {
      result = [...result.slice(0, start), value, ...result.slice(start + phraseWords.length)];
      start = indexOfPhrase(result, phraseWords);
    }
  }
  return result;
}

/** Where `phrase` occurs as consecutive words of `question`, or -1. */
function indexOfPhrase(question: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 0) return -1;
  for (let start = 0; start + phrase.length <= question.length; start += 1) {
    if (phrase.every((word, offset) => question[start + offset] === word)) return start;
  }
  return -1;
}

/**
 * The filter values a question names. A value counts when its words appear together
 * ("full time", "Lisbon"); a department also by any one of its words ("data" for
 * Data & Analytics), since candidates rarely say a department's full name.
 */
function namedValues(question: readonly string[], facets: FacetValues) {
  const used = new Set<number>();
  const selection: Record<JobFilterKey, string[]> = {
    department: [],
    location: [],
    jobType: [],
    workplace: [],
  };
  for (const key of JOB_FILTER_KEYS) {
    for (const value of facets[key]) {
      const phrase = significantWords(value);
      const start = indexOfPhrase(question, phrase);
      if (start >= 0) {
        selection[key].push(value);
        phrase.forEach((_, offset) => used.add(start + offset));
        continue;
      }
      if (key !== 'department') continue;
      const index = question.findIndex((word) => phrase.includes(word));
      if (index >= 0) {
        selection[key].push(value);
        used.add(index);
      }
    }
  }
  return { selection, used };
}

/**
 * Reads a question as a search of the job list: the filter values it names (from the list's own
 * facets, "work from home" as Remote), the rest of its meaningful words as the search text. Null when the question asks for no
 * jobs (it names no filter value and no word such as "jobs" or "roles").
 *
 * @example
 * readJobQuestion('Remote data jobs in Lisbon', facets);
 * // => { department: ['Data & Analytics'], location: ['Lisbon'], jobType: [], workplace: ['Remote'], search: '' }
 */
export function readJobQuestion(question: string, facets: FacetValues): JobQuestion | null {
  const typed = withValueWords(plainWords(question));
  const asked = typed.map(stem);
  const { selection, used } = namedValues(asked, facets);
  const rest = asked
    .map((word, index) => ({ word, typed: typed[index] ?? word, index }))
    .filter(({ typed: word, index }) => !used.has(index) && !isStopword(word));
  const asksForJobs = rest.some(({ word }) => JOB_WORDS.has(word));
  const named = JOB_FILTER_KEYS.some((key) => selection[key].length > 0);
  if (!asksForJobs && !named) return null;
  // The words as typed: the list's full-text search stems them itself.
  const search = rest
    .filter(({ word }) => !JOB_WORDS.has(word))
    .map((entry) => entry.typed)
    .join(' ');
  return { ...selection, search };
}
