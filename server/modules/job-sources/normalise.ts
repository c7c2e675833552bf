import { createHash } from 'node:crypto';

import { EMPLOYMENT_TYPES, WORKPLACE_TYPES } from '../../../contract/job-model';
import { PERIODS_PER_YEAR, payAmountMax, payOutOfRange } from '../../../contract/pay-limits';
import type { SourcedJob, SourcedJobFields, SourcedPlace } from '../jobs';
import type { FeedProblem, ImportedJob } from './connectors/connector';
import { IMPORTED_JOB_LIMITS } from './connectors/limits';

/**
 * What the database holds of a job: the model's limits (the connectors cut to them already,
 * connectors/limits.ts; checked again here, as a connector may not) and what its columns take.
 */
const IMPORT_LIMITS = {
  title: IMPORTED_JOB_LIMITS.title,
  department: IMPORTED_JOB_LIMITS.department,
  team: IMPORTED_JOB_LIMITS.team,
  level: IMPORTED_JOB_LIMITS.level,
  places: IMPORTED_JOB_LIMITS.locations,
  description: IMPORTED_JOB_LIMITS.descriptionHtml,
  remoteRegions: 20,
  url: 2_048,
} as const;

/** The dates a job may be published at: timestamptz takes more, but no posting is that old or late. */
const EARLIEST_DATE_MS = Date.parse('0001-01-01T00:00:00Z');
const LATEST_DATE_MS = Date.parse('9999-12-31T23:59:59Z');

/** The department of a job whose feed names none (the model requires one). */
export const NO_DEPARTMENT = 'General';

/**
 * A digest of the feed's version of a job, before `completeJob`: equal digests mean nothing the
 * feed says changed, so the job is not written. The feed's own `updatedAt` is left out: an ATS
 * that touches a posting without changing it must not cost a write.
 */
export function contentHashOf(job: ImportedJob): string {
  const { updatedAt: _updatedAt, ...content } = job;
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

/** One job read into the model's limits, with what had to be cut; null when it cannot be kept. */
export interface NormalisedJob {
  job: SourcedJob | null;
  problems: FeedProblem[];
}

// PostgreSQL's text refuses the NUL character, which a feed's JSON may carry and no reader sees.
const withoutNul = (text: string) => text.replaceAll('\u0000', '');

function clip(value: string | null, max: number, field: string, problems: string[]): string | null {
  const text = withoutNul(value ?? '').trim();
  if (text === '') return null;
  if (text.length <= max) return text;
  problems.push(`${field} is longer than ${max} characters; it was cut`);
  return text.slice(0, max).trimEnd();
}

function urlOrNull(raw: string | null, field: string, problems: string[]): string | null {
  const value = withoutNul(raw ?? '');
  if (!value) return null;
  if (value.length <= IMPORT_LIMITS.url && URL.canParse(value)) {
    const { protocol } = new URL(value);
    if (protocol === 'https:' || protocol === 'http:') return value;
  }
  problems.push(`${field} is not a web address; it was left out`);
  return null;
}

/** Pay the site can show, or null (left out, reported); 'out of range' when it cannot be stored. */
function payOf(job: ImportedJob, problems: string[]): SourcedJobFields['pay'] | 'out of range' {
  const { pay } = job;
  if (!pay) return null;
  const readable =
    /^[A-Z]{3}$/.test(pay.currency) &&
    Object.hasOwn(PERIODS_PER_YEAR, pay.period) &&
    Number.isFinite(pay.min) &&
    Number.isFinite(pay.max) &&
    pay.min >= 0;
  if (readable && payOutOfRange(pay).length > 0) return 'out of range';
  if (readable && pay.min <= pay.max)
    return { ...pay, min: Math.round(pay.min * 100) / 100, max: Math.round(pay.max * 100) / 100 };
  problems.push('the pay range is not one the site can show; it was left out');
  return null;
}

/** The employment type, if it is one of the model's (a connector's mapping may not be). */
function employmentTypeOf(
  job: ImportedJob,
  problems: string[],
): SourcedJobFields['employmentType'] {
  const type = job.employmentType;
  if (type === null || EMPLOYMENT_TYPES.includes(type)) return type;
  problems.push(`The employment type "${String(type)}" is none the site knows; it was left out`);
  return null;
}

/** When the feed says the job was published, if the database can store it. */
function publishedAtOf(job: ImportedJob, problems: string[]): Date | null {
  const time = job.publishedAt?.getTime();
  if (time === undefined) return null;
  if (time >= EARLIEST_DATE_MS && time <= LATEST_DATE_MS) return job.publishedAt;
  problems.push('The publication date is not a date the site can store; it was left out');
  return null;
}

function placesOf(job: ImportedJob, problems: string[]): SourcedPlace[] {
  const named = job.locations.filter((place) => place.city?.trim() || place.countryCode);
  if (named.length > IMPORT_LIMITS.places)
    problems.push(
      `more than ${IMPORT_LIMITS.places} places; the first ${IMPORT_LIMITS.places} were kept`,
    );
  return named
    .slice(0, IMPORT_LIMITS.places)
    .map((place) => ({
      city:
        withoutNul(place.city ?? '')
          .trim()
          .slice(0, IMPORT_LIMITS.department) || null,
      region:
        withoutNul(place.region ?? '')
          .trim()
          .slice(0, IMPORT_LIMITS.department) || null,
      countryCode:
        place.countryCode && /^[A-Z]{2}$/.test(place.countryCode) ? place.countryCode : null,
    }))
    .filter((place) => place.city !== null || place.countryCode !== null);
}

/** Words for a pay: "1,100,000 per hour". */
const payWords = (amount: number, period: keyof typeof PERIODS_PER_YEAR) =>
  `${amount.toLocaleString('en-GB')} per ${period.toLowerCase()}`;

/**
 * A feed's job in the job model: fields over the model's limits cut (and reported), addresses
 * that are not web addresses left out, and a job the database could not store (no title, an id
 * it refuses, pay beyond contract/pay-limits.ts) skipped with its reason, never failing the rest.
 *
 * @example
 * normaliseJob({ ...imported, title: '' }, contentHashOf(imported));
 * // => { job: null, problems: [{ externalId: '12', message: 'It has no title; it was skipped.',
 * //      skipped: 'no title' }] }
 */
export function normaliseJob(imported: ImportedJob, contentHash: string): NormalisedJob {
  const messages: string[] = [];
  const report = (): FeedProblem[] =>
    messages.map((message) => ({ externalId: imported.externalId, message: `${message}.` }));
  const skip = (message: string, reason: string): NormalisedJob => ({
    job: null,
    problems: [...report(), { externalId: imported.externalId, message, skipped: reason }],
  });
  if (imported.externalId.includes('\u0000'))
    return skip(
      'Its id holds a character the site cannot store; it was skipped.',
      'id not storable',
    );
  const title = clip(imported.title, IMPORT_LIMITS.title, 'The title', messages);
  if (!title) return skip('It has no title; it was skipped.', 'no title');
  if (!WORKPLACE_TYPES.includes(imported.workplaceType))
    return skip(
      `Its workplace type "${String(imported.workplaceType)}" is none the site knows; it was skipped.`,
      'workplace type unknown',
    );
  const pay = payOf(imported, messages);
  if (pay === 'out of range' && imported.pay) {
    const { max, period } = imported.pay;
    return skip(
      `Its pay (up to ${payWords(max, period)}) is more than the site can store (${payWords(payAmountMax(period), period)} at most); it was skipped.`,
      'pay out of range',
    );
  }
  let description = withoutNul(imported.descriptionHtml);
  if (description.length > IMPORT_LIMITS.description) {
    // Cut HTML is sanitised again when shown (sanitizeStoredHtml closes what the cut left open).
    description = description.slice(0, IMPORT_LIMITS.description);
    messages.push(
      `The description is longer than ${IMPORT_LIMITS.description} characters; it was cut`,
    );
  }
  const fields: SourcedJobFields = {
    title,
    department:
      clip(imported.department, IMPORT_LIMITS.department, 'The department', messages) ??
      NO_DEPARTMENT,
    team: clip(imported.team, IMPORT_LIMITS.team, 'The team', messages),
    level: clip(imported.level, IMPORT_LIMITS.level, 'The level', messages),
    employmentType: employmentTypeOf(imported, messages),
    workplaceType: imported.workplaceType,
    remoteRegions: imported.remoteRegions
      .map((region) => withoutNul(region).trim())
      .filter((region) => region !== '')
      .slice(0, IMPORT_LIMITS.remoteRegions),
    pay: pay === 'out of range' ? null : pay,
    description,
    applyUrl: urlOrNull(imported.applyUrl, 'The apply address', messages),
    atsUrl: urlOrNull(imported.atsUrl, 'The address of its page in the ATS', messages),
    postedAt: publishedAtOf(imported, messages),
    locations: placesOf(imported, messages),
  };
  return { job: { externalId: imported.externalId, contentHash, fields }, problems: report() };
}
