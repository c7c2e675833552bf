import { z } from 'zod';

import type { JobInput } from '../../../contract/admin-job-types';
import { EMPLOYMENT_TYPES, JOB_STATUSES, WORKPLACE_TYPES } from '../../../contract/job-model';
import { PAY_PER_YEAR_MAX, payAmountMax, payOutOfRange } from '../../../contract/pay-limits';
import { isPositiveId } from '../../../contract/query-params';
import { isCountryCode } from '../../../contract/country-codes';
import { isCurrencyCode } from '../../../contract/currencies';
import { isHttpsUrl } from '../../../contract/https-url';
import { pageParam, searchParam } from '../../platform/admin-lists/admin-query';
import { plainText, rowId } from '../../platform/http/validation';

const MAX_PLACES = 10;
const MAX_REMOTE_REGIONS = 30;
const MAX_URL_CHARS = 2_000;
// job.team_size's check (migration 020).
const MAX_TEAM_SIZE = 100_000;

/** An optional text: an empty one is null. */
const optionalText = (max: number) =>
  plainText({ min: 0, max })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null);

const countryCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, { error: 'must be a country code of ISO 3166-1 (two letters, e.g. NL)' });

/** A time in ISO 8601 UTC (`2026-12-01T09:00:00Z`), as the screens send it. */
const utcTime = z.iso.datetime({ error: 'must be a date and time in ISO 8601 UTC (…Z)' });

const place = z
  .strictObject({
    city: optionalText(80),
    region: optionalText(80),
    countryCode: countryCode.nullable().default(null),
  })
  .superRefine((value, context) => {
    if (value.city === null && value.countryCode === null) {
      context.addIssue({ code: 'custom', path: ['city'], message: 'give a city or a country' });
    }
  });

const plainNumber = (value: number) => value.toLocaleString('en-GB');

const amount = z
  .number({ error: 'must be a number' })
  .min(0, { error: 'must not be negative' })
  // Over for every period (the period's own limit is checked with the range below).
  .max(PAY_PER_YEAR_MAX, { error: `must be at most ${plainNumber(PAY_PER_YEAR_MAX)}` })
  // Cents at most: 15.5 an hour is pay, 15.555 is a typo.
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: 'must have at most two decimals',
  });

const pay = z
  .strictObject({
    currency: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine(isCurrencyCode, { error: 'must be a currency code of ISO 4217 (e.g. EUR)' }),
    min: amount,
    max: amount,
    period: z.enum(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'], {
      error: 'must be HOUR, DAY, WEEK, MONTH or YEAR',
    }),
  })
  .superRefine((value, context) => {
    // What the database cannot store (contract/pay-limits.ts), before the order of the two ends.
    const limit = payAmountMax(value.period);
    for (const end of payOutOfRange(value)) {
      context.addIssue({
        code: 'custom',
        path: [end],
        message: `must be at most ${plainNumber(limit)} per ${value.period.toLowerCase()} (${plainNumber(PAY_PER_YEAR_MAX)} a year)`,
      });
    }
    if (value.max < value.min) {
      context.addIssue({ code: 'custom', path: ['max'], message: 'must not be below the minimum' });
    }
  });

/** A country code or a region's name ('EU', 'Europe'). */
const remoteRegion = plainText({ min: 1, max: 60 }).transform((value) =>
  isCountryCode(value.toUpperCase()) ? value.toUpperCase() : value,
);

const jobFields = {
  title: plainText({ min: 1, max: 120 }),
  department: plainText({ min: 1, max: 80 }),
  team: optionalText(80),
  level: optionalText(80),
  employmentType: z
    .enum(EMPLOYMENT_TYPES, { error: `must be one of: ${EMPLOYMENT_TYPES.join(', ')}` })
    .nullable()
    .default(null),
  workplaceType: z.enum(WORKPLACE_TYPES, {
    error: `must be one of: ${WORKPLACE_TYPES.join(', ')}`,
  }),
  locations: z
    .array(place)
    .max(MAX_PLACES, { error: `must hold at most ${MAX_PLACES} places` })
    .default([]),
  remoteRegions: z
    .array(remoteRegion)
    .max(MAX_REMOTE_REGIONS, { error: `must hold at most ${MAX_REMOTE_REGIONS} regions` })
    .default([]),
  pay: pay.nullable().default(null),
  description: plainText({ min: 1, max: 50_000, multiline: true }),
  applyUrl: z
    .string()
    .trim()
    .max(MAX_URL_CHARS, { error: `must be at most ${MAX_URL_CHARS} characters` })
    .refine((value) => value === '' || isHttpsUrl(value), {
      error: 'must be an https:// address',
    })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
  closesAt: utcTime.nullable().default(null),
  teamSize: z
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(MAX_TEAM_SIZE, { error: `must be at most ${MAX_TEAM_SIZE}` })
    .nullable()
    .default(null),
  relocationAssistance: z.boolean({ error: 'must be true or false' }).default(false),
};

/** The rules between fields: where a job may be done from. */
function checkPlaces(
  job: Pick<JobInput, 'workplaceType' | 'locations' | 'remoteRegions'>,
  context: z.RefinementCtx,
) {
  if (job.workplaceType !== 'remote' && job.locations.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['locations'],
      message: 'give at least one place (only a remote job may have none)',
    });
  }
  if (job.workplaceType !== 'remote' && job.remoteRegions.length > 0) {
    context.addIssue({
      code: 'custom',
      path: ['remoteRegions'],
      message: 'only a remote job accepts applicants by region',
    });
  }
}

const version = rowId();

export const jobInputSchema: z.ZodType<JobInput> = z
  .strictObject(jobFields)
  .superRefine(checkPlaces);

export const savedJobSchema = z.strictObject({ ...jobFields, version }).superRefine(checkPlaces);

export const publishSchema = z.strictObject({ version, at: utcTime.optional() });

export const closeSchema = z.strictObject({
  version,
  reason: plainText({ min: 0, max: 500, multiline: true })
    .transform((value) => (value === '' ? null : value))
    .optional(),
});

/** Unpublish, cancel a schedule, delete a draft: only the version the admin saw. */
export const versionSchema = z.strictObject({ version });

export const reopenSchema = z.strictObject({ version, closesAt: utcTime.nullable().optional() });

export const markdownPreviewSchema = z.strictObject({
  markdown: z.string({ error: 'must be text' }).max(50_000, {
    error: 'must be at most 50000 characters',
  }),
});

export const listQuerySchema = z.strictObject({
  page: pageParam,
  search: searchParam,
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(JOB_STATUSES, { error: `must be one of: ${JOB_STATUSES.join(', ')}` }).optional(),
  ),
});

export const idParamsSchema = z.strictObject({
  id: z
    .string()
    .refine(isPositiveId, { error: 'must be a positive whole number' })
    .transform(Number),
});
