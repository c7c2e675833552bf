import { createHash } from 'node:crypto';

import type { SourcedJob, SourcedJobFields, SourcedPlace } from '../jobs/job-service';
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
  /** numeric(12, 2). */
  pay: 9_999_999_999.99,
} as const;

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

function clip(value: string | null, max: number, field: string, problems: string[]): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (text.length <= max) return text;
  problems.push(`${field} is longer than ${max} characters; it was cut`);
  return text.slice(0, max).trimEnd();
}

function urlOrNull(value: string | null, field: string, problems: string[]): string | null {
  if (!value) return null;
  if (value.length <= IMPORT_LIMITS.url && URL.canParse(value)) {
    const { protocol } = new URL(value);
    if (protocol === 'https:' || protocol === 'http:') return value;
  }
  problems.push(`${field} is not a web address; it was left out`);
  return null;
}

function payOf(job: ImportedJob, problems: string[]): SourcedJobFields['pay'] {
  const { pay } = job;
  if (!pay) return null;
  const valid =
    /^[A-Z]{3}$/.test(pay.currency) &&
    Number.isFinite(pay.min) &&
    Number.isFinite(pay.max) &&
    pay.min >= 0 &&
    pay.min <= pay.max &&
    pay.max <= IMPORT_LIMITS.pay;
  if (valid)
    return { ...pay, min: Math.round(pay.min * 100) / 100, max: Math.round(pay.max * 100) / 100 };
  problems.push('the pay range is not one the site can show; it was left out');
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
      city: place.city?.trim().slice(0, IMPORT_LIMITS.department) || null,
      region: place.region?.trim().slice(0, IMPORT_LIMITS.department) || null,
      countryCode:
        place.countryCode && /^[A-Z]{2}$/.test(place.countryCode) ? place.countryCode : null,
    }))
    .filter((place) => place.city !== null || place.countryCode !== null);
}

/**
 * A feed's job in the job model: fields over the model's limits cut (and reported), addresses
 * that are not web addresses left out, a job without a title skipped.
 *
 * @example
 * normaliseJob({ ...imported, title: '' }, contentHashOf(imported));
 * // => { job: null, problems: [{ externalId: '12', message: 'It has no title; it was skipped.' }] }
 */
export function normaliseJob(imported: ImportedJob, contentHash: string): NormalisedJob {
  const messages: string[] = [];
  const title = clip(imported.title, IMPORT_LIMITS.title, 'The title', messages);
  const report = (): FeedProblem[] =>
    messages.map((message) => ({ externalId: imported.externalId, message: `${message}.` }));
  if (!title) {
    messages.push('It has no title; it was skipped');
    return { job: null, problems: report() };
  }
  let description = imported.descriptionHtml;
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
    employmentType: imported.employmentType,
    workplaceType: imported.workplaceType,
    remoteRegions: imported.remoteRegions.slice(0, IMPORT_LIMITS.remoteRegions),
    pay: payOf(imported, messages),
    description,
    applyUrl: urlOrNull(imported.applyUrl, 'The apply address', messages),
    atsUrl: urlOrNull(imported.atsUrl, 'The address of its page in the ATS', messages),
    postedAt: imported.publishedAt,
    locations: placesOf(imported, messages),
  };
  return { job: { externalId: imported.externalId, contentHash, fields }, problems: report() };
}
