import type { EmploymentType } from '../../../../contract/job-model';
import type { PayPeriod } from '../../../platform/db/schema';
import type { ImportedPay } from './connector';

/**
 * Employment-type words of feeds, English and German, in every spelling they come in
 * ('Full-time', 'FULL_TIME', 'FullTime', 'Vollzeit', 'permanent', 'Werkstudent'). The first
 * rule whose word a text contains wins, so 'Part-time internship' is an internship and
 * 'Full-time contract' a contract.
 */
const EMPLOYMENT_WORDS: [EmploymentType, string[]][] = [
  ['working_student', ['workingstudent', 'werkstudent', 'werkstudentin', 'werkstudierende']],
  ['internship', ['intern', 'internship', 'praktikum', 'praktikant', 'praktikantin', 'trainee']],
  [
    'contract',
    ['contract', 'contractor', 'freelance', 'freelancer', 'freiberuflich', 'consultant'],
  ],
  ['temporary', ['temporary', 'temp', 'fixedterm', 'befristet', 'seasonal', 'aushilfe']],
  ['part_time', ['parttime', 'teilzeit', 'minijob']],
  ['full_time', ['fulltime', 'permanent', 'vollzeit', 'festanstellung', 'unbefristet', 'regular']],
];

/**
 * @example employmentTypeOf('FULL_TIME') // 'full_time'
 * @example employmentTypeOf('Werkstudent (m/w/d)') // 'working_student'
 */
export function employmentTypeOf(text: string | null | undefined): EmploymentType | null {
  if (!text) return null;
  const words = new Set(
    text
      .toLowerCase()
      // one word for the phrases feeds write with spaces, hyphens, underscores or nothing
      .replace(/(full|part|working|fixed)[\s_-]*(time|student|term)/g, '$1$2')
      .split(/[^\p{L}]+/u),
  );
  const match = EMPLOYMENT_WORDS.find(([, spellings]) => spellings.some((word) => words.has(word)));
  return match ? match[0] : null;
}

/** Pay-interval words (Lever's 'per-year-salary', Ashby's '1 YEAR', 'hourly', 'monatlich'). */
const PERIOD_WORDS: [PayPeriod, RegExp][] = [
  ['HOUR', /\b(?:hour|hourly|hr|stunde|stündlich)\b/i],
  ['DAY', /\b(?:day|daily|tag|täglich)\b/i],
  ['WEEK', /\b(?:week|weekly|woche|wöchentlich)\b/i],
  ['MONTH', /\b(?:month|monthly|monat|monatlich)\b/i],
  ['YEAR', /\b(?:year|yearly|annual|annually|annum|jahr|jährlich)\b/i],
];

/** @example payPeriodOf('per-month-salary') // 'MONTH' */
export function payPeriodOf(text: string | null | undefined): PayPeriod | null {
  if (!text) return null;
  const words = text.replace(/[_-]+/g, ' ');
  return PERIOD_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}

export interface PayReading {
  pay: ImportedPay | null;
  /** Why pay the feed gave was left out, for the source's problems; null when all is well. */
  problem: string | null;
}

interface PayFields {
  currency: string | null | undefined;
  min: number | string | null | undefined;
  max: number | string | null | undefined;
  period: PayPeriod | null;
}

/**
 * A feed's pay range checked before it reaches a page: a currency of three letters, amounts
 * that are numbers of zero or more, the lower not above the higher. A range given by one bound
 * is a single figure. No amounts at all is no pay, not a problem.
 *
 * @example readPay({ currency: 'eur', min: 50000, max: null, period: 'YEAR' })
 * // { pay: { currency: 'EUR', min: 50000, max: 50000, period: 'YEAR' }, problem: null }
 */
export function readPay(fields: PayFields): PayReading {
  const min = amountOf(fields.min);
  const max = amountOf(fields.max);
  if (min === undefined && max === undefined) return { pay: null, problem: null };
  const currency = fields.currency?.trim().toUpperCase() ?? '';
  const reject = (problem: string): PayReading => ({ pay: null, problem });
  if (!/^[A-Z]{3}$/.test(currency))
    return reject(`pay left out: currency "${currency}" is not ISO 4217`);
  if (min === null || max === null)
    return reject('pay left out: an amount is not a number of 0 or more');
  const low = min ?? max ?? 0;
  const high = max ?? min ?? 0;
  if (low > high) return reject(`pay left out: the minimum ${low} is above the maximum ${high}`);
  if (!fields.period) return reject('pay left out: the feed does not say per hour, month or year');
  return { pay: { currency, min: low, max: high, period: fields.period }, problem: null };
}

/** undefined: no amount given; null: an amount that is not a usable number. */
function amountOf(value: number | string | null | undefined): number | null | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const amount = typeof value === 'number' ? value : Number(value.replace(/[\s,_]/g, ''));
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}
