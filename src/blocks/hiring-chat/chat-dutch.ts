import { plainWords } from './chat-text';

/**
 * Dutch questions, read by the English rules: each Dutch word the chat knows becomes the English
 * words the intents, the FAQ matcher and the job reader look for ("Hoeveel verdient een
 * designer in Berlijn?" → "how much earn a designer in berlin"). Words it does not know pass
 * through: role names and most places are English in a Dutch question too. The answers then
 * come back in Dutch for the questions the chat knows (docs/decisions/050); anything else gets
 * the honest "English only" note.
 */
const GLOSSARY: Readonly<Record<string, string>> = {
  // The words around a question.
  ik: 'i',
  jullie: 'you',
  je: 'you',
  u: 'you',
  de: 'the',
  het: 'the',
  een: 'a',
  kan: 'can',
  mag: 'can',
  kunnen: 'can',
  wat: 'what',
  hoe: 'how',
  welke: 'which',
  waar: 'where',
  wanneer: 'when',
  er: 'there',
  bij: 'at',
  naar: 'to',
  voor: 'for',
  van: 'of',
  op: 'on',
  met: 'with',
  als: 'as',
  ook: '',
  nog: '',
  graag: 'please',
  hebben: 'have',
  heb: 'have',
  hebt: 'have',
  zijn: 'are',
  zou: 'would',
  wil: 'want',
  doen: 'do',
  krijg: 'get',
  krijgen: 'get',
  // Pay.
  hoeveel: 'how much',
  verdient: 'earn',
  verdien: 'earn',
  verdienen: 'earn',
  salaris: 'salary',
  loon: 'wage',
  // Where.
  thuiswerken: 'work from home',
  thuis: 'home',
  afstand: 'remote',
  vanuit: 'from',
  uit: 'from',
  werken: 'work',
  werk: 'work',
  baan: 'job',
  banen: 'jobs',
  vacature: 'job',
  vacatures: 'jobs',
  kantoor: 'office',
  kantoren: 'offices',
  berlijn: 'berlin',
  lissabon: 'lisbon',
  londen: 'london',
  parijs: 'paris',
  milaan: 'milan',
  duitsland: 'germany',
  spanje: 'spain',
  frankrijk: 'france',
  nederland: 'netherlands',
  belgie: 'belgium',
  italie: 'italy',
  zweden: 'sweden',
  engeland: 'england',
  amerika: 'america',
  verenigde: 'united',
  staten: 'states',
  // Visas.
  visum: 'visa',
  visa: 'visa',
  verblijfsvergunning: 'work permit',
  werkvergunning: 'work permit',
  verhuizen: 'relocate',
  verhuizing: 'relocation',
  sponsoren: 'sponsor',
  // Applying and hearing back.
  solliciteren: 'apply',
  solliciteer: 'apply',
  sollicitatie: 'application',
  sollicitatieprocedure: 'hiring process',
  sollicitatieproces: 'hiring process',
  procedure: 'process',
  proces: 'process',
  sollicitatiegesprek: 'interview',
  gesprek: 'interview',
  gesprekken: 'interviews',
  motivatiebrief: 'cover letter',
  nodig: 'need',
  reactie: 'response',
  antwoord: 'answer',
  hoor: 'hear',
  horen: 'hear',
  duurt: 'take',
  lang: 'long',
  // Students.
  stage: 'internship',
  stages: 'internships',
  stageplek: 'internship',
  stageplaats: 'internship',
  stagiair: 'intern',
  werkstudent: 'working student',
  afstuderen: 'thesis',
  afstudeeropdracht: 'thesis',
  studenten: 'students',
  // Kinds of job.
  deeltijd: 'part-time',
  parttime: 'part-time',
  voltijd: 'full-time',
  fulltime: 'full-time',
};

/**
 * The Dutch question in the English words the chat's rules read.
 *
 * @example
 * dutchToEnglish('Kan ik vanuit Portugal thuiswerken?'); // => 'can i from portugal work from home'
 */
export function dutchToEnglish(question: string): string {
  return plainWords(question)
    .map((word) => GLOSSARY[word] ?? word)
    .filter((word) => word !== '')
    .join(' ');
}
