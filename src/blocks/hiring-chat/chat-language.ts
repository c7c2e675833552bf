import { isStopword, plainWords } from './chat-text';

/**
 * Common words of the languages candidates most often write in besides English (Dutch first:
 * the company is Dutch), none of them an English word too ("die", "was", "van" and "stage" are
 * left out for that reason).
 */
const DUTCH = new Set(
  (
    'ik jij jullie het een niet wat hoe kan mag zijn werken werk thuis vacature vacatures ' +
    'solliciteren sollicitatie salaris welke waar wanneer hebben heb bij naar ook nog deze dit ' +
    'voor graag baan banen verdienen verdient stageplek kunnen wil zou jaar uur veel hoeveel ' +
    'visum stages thuiswerken vanuit sponsoren solliciteer sollicitatieprocedure'
  ).split(' '),
);
const OTHER_LANGUAGES = new Set(
  // German
  (
    'ich sie ist nicht und wie ein eine bei kann arbeiten stelle stellen gehalt bewerbung haben ' +
    'gibt hause zu von ' +
    // French
    'je vous est les des une pas avec travail emploi poste salaire comment quel quelle puis ' +
    // Spanish and Portuguese
    'el los las una para puedo trabajo trabajar empleo como que sueldo salario nao voce ' +
    'trabalho trabalhar vaga vagas posso emprego'
  ).split(' '),
);

/** The question's language, as far as the chat needs to know it. */
export type QuestionLanguage = 'english' | 'dutch' | 'other';

/**
 * Whether a question is in English: a question mostly of common Dutch (or German, French,
 * Spanish, Portuguese) words, or written in another script, is not. The chat answers in English,
 * and in Dutch the questions it knows (chat-dutch.ts); to others it says so rather than guess at
 * words it cannot read.
 *
 * @example
 * questionLanguage('Kan ik thuis werken?'); // => 'dutch'
 * questionLanguage('Can I work from home?'); // => 'english'
 */
export function questionLanguage(question: string): QuestionLanguage {
  const letters = question.match(/\p{L}/gu) ?? [];
  if (letters.length > 0 && !letters.some((letter) => /\p{Script=Latin}/u.test(letter)))
    return 'other';
  const words = plainWords(question);
  const dutch = words.filter((word) => DUTCH.has(word)).length;
  const other = words.filter((word) => OTHER_LANGUAGES.has(word)).length;
  const english = words.filter(isStopword).length;
  const foreign = dutch + other;
  // Two foreign words outnumbering the English ones, or a question of foreign words only.
  const notEnglish = foreign > english && (foreign >= 2 || foreign === words.length);
  if (!notEnglish) return 'english';
  return dutch >= other ? 'dutch' : 'other';
}
