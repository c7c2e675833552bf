import { significantWords, stem } from './chat-text';

/**
 * The questions the chat answers by a rule of its own rather than from the FAQ or a plain job
 * search: they name something the FAQ's words would mistake for another question ("do you
 * *offer* internships" is not about pay offers).
 */

const toStems = (list: string) => new Set(list.split(' ').map(stem));

// Words that ask for internships, working-student or graduate jobs (src/api/student-jobs.ts).
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
    'expect level someone person people as like here company somnia',
);

/** Whether the question asks for internships, working-student or graduate jobs. */
export const asksForStudentJobs = (question: string) =>
  significantWords(question).some((word) => STUDENT_WORDS.has(word));

/**
 * The role a pay question names ("what does a sleep advisor earn" → "sleep advisor"), or null
 * when the question is not about pay or names no role ("is the pay negotiable" still names
 * "negotiable": the caller checks that a job's title holds the words).
 */
export function payQuestionRole(question: string): string | null {
  const asked = significantWords(question);
  const asksPay = asked.some((word) => PAY_WORDS.has(word)) || /\bhow much\b/i.test(question);
  if (!asksPay) return null;
  const role = asked.filter((word) => !PAY_WORDS.has(word) && !NOT_A_ROLE.has(word));
  return role.length > 0 ? role.join(' ') : null;
}

/** Whether a job's title holds every word of the role ("Sleep Advisor, Nordics" for "sleep advisor"). */
export function titleNamesRole(title: string, role: string): boolean {
  const titleWords = new Set(significantWords(title));
  return role.split(' ').every((word) => titleWords.has(word));
}
