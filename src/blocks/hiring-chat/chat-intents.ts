import { significantWords, stem } from './chat-text';

/**
 * The questions the chat answers by a rule of its own rather than from the FAQ or a plain job
 * search: they name something the FAQ's words would mistake for another question ("do you
 * *offer* internships" is not about pay offers).
 */

const toStems = (list: string) => new Set(list.split(' ').map(stem));

// Words that ask for internships, working-student or graduate jobs (contract/student-jobs.ts).
const STUDENT_WORDS = toStems(
  'intern interns internship internships student students graduate graduates trainee ' +
    'traineeship werkstudent placement thesis',
);

// Words that ask about pay, and the words around them that name no role.
const PAY_WORDS = toStems(
  'salary salaries pay paid earn earns earning earnings wage wages compensation income money',
);
const NOT_A_ROLE = toStems(
  'what whats typical typically starting start range gross net per month year hour annual ' +
    'annually job jobs role roles position positions work working make makes get gets average ' +
    'expect level someone person people as like here company somnia better higher lower ' +
    'more less other offer after over',
);

// The endings and words of a role's name ("designer", "advisor", "analyst", "intern"): a pay
// question naming one gets "none is listed" when no job has that title, rather than the FAQ.
const ROLE_ENDING = /(?:er|or|ist|ant|ent|ian|ee|ive|ect)$/;
const ROLE_WORDS = new Set(['intern', 'lead', 'head', 'chief', 'staff', 'nurse', 'clerk']);

// Words that ask for work away from an office ("work from home" is read as a phrase).
const REMOTE_WORDS = new Set(['remote', 'remotely', 'anywhere', 'wfh']);

/** Whether the question asks for internships, working-student or graduate jobs. */
export const asksForStudentJobs = (question: string) =>
  significantWords(question).some((word) => STUDENT_WORDS.has(word));

/** A pay question read: the role it names, and the places of the job list it names. */
export interface PayQuestion {
  role: string;
  /** Values of the list's location filter the question names ("in Berlin"). */
  places: string[];
  /** Whether the role's words read as a job title ("backend engineer", not "negotiable"). */
  namesRole: boolean;
}

/**
 * A question about a role's pay ("How much does a backend engineer make in Berlin?",
 * "What is the salary for a data engineer?", "what does a designer earn"), or null when the
 * question is not about pay or names no role. `places` are the list's location values.
 *
 * @example
 * payQuestion('How much does a backend engineer make in Berlin?', ['Berlin', 'Lisbon']);
 * // => { role: 'backend engineer', places: ['Berlin'], namesRole: true }
 */
export function payQuestion(question: string, places: readonly string[]): PayQuestion | null {
  const asked = significantWords(question);
  const asksPay =
    asked.some((word) => PAY_WORDS.has(word)) ||
    /\bhow much\b/i.test(question) ||
    // "what does a designer make": "make" alone is also what a factory does.
    /\b(?:do|does)\b.+\bmake\b/i.test(question);
  if (!asksPay) return null;
  const askedWords = new Set(asked);
  const named = places.filter((place) => {
    const words = significantWords(place);
    return words.length > 0 && words.every((word) => askedWords.has(word));
  });
  const placeWords = new Set(named.flatMap((place) => significantWords(place)));
  const role = asked.filter(
    (word) => !PAY_WORDS.has(word) && !NOT_A_ROLE.has(word) && !placeWords.has(word),
  );
  const last = role.at(-1);
  if (last === undefined) return null;
  return {
    role: role.join(' '),
    places: named,
    namesRole: ROLE_WORDS.has(last) || ROLE_ENDING.test(last),
  };
}

/** Whether the question asks for work away from an office ("remote", "work from home"). */
export const asksForRemoteWork = (question: string) =>
  significantWords(question).some((word) => REMOTE_WORDS.has(word)) ||
  /\b(?:from home|home office|home based)\b/i.test(question);

/** Whether a job's title holds every word of the role ("Sleep Advisor, Nordics" for "sleep advisor"). */
export function titleNamesRole(title: string, role: string): boolean {
  const titleWords = new Set(significantWords(title));
  return role.split(' ').every((word) => titleWords.has(word));
}
