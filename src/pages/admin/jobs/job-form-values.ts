/**
 * The job form's values as typed, and the conversions between them and the API's job: text for
 * every input (a failed save keeps it as it was), local times for the date pickers, UTC on the
 * wire; and where each field the API names is on the form.
 */
import type { AdminJob, JobInput } from '../../../../contract/admin-job-types';
import type { EmploymentType, WorkplaceType } from '../../../../contract/job-model';
import type { PayPeriod } from '../../../../contract/page-types';
import { localInputToUtc, utcToLocalInput } from '../../../lib/local-date-time';

/** One place as typed; `key` keeps React's identity of its row when rows are moved or removed. */
export interface PlaceValues {
  key: number;
  city: string;
  region: string;
  countryCode: string;
}

export interface PayValues {
  currency: string;
  min: string;
  max: string;
  period: PayPeriod;
}

export interface JobFormValues {
  title: string;
  department: string;
  team: string;
  level: string;
  employmentType: EmploymentType | '';
  workplaceType: WorkplaceType;
  locations: PlaceValues[];
  /** Kept while the job is not remote (switching back brings them back), sent only for remote. */
  remoteRegions: string[];
  /** Whether the job states its pay; the amounts stay typed while it does not. */
  hasPay: boolean;
  pay: PayValues;
  description: string;
  applyUrl: string;
  /** A `datetime-local` value in the admin's time zone, '' for none. */
  closesAt: string;
  /** People in the team as typed, '' for none (the job's page then says nothing of it). */
  teamSize: string;
  relocationAssistance: boolean;
}

/** The most places a job has (the API's limit). */
export const MAX_PLACES = 10;

let nextPlaceKey = 1;
export const emptyPlace = (): PlaceValues => ({
  key: nextPlaceKey++,
  city: '',
  region: '',
  countryCode: '',
});

const DEFAULT_PAY: PayValues = { currency: 'EUR', min: '', max: '', period: 'YEAR' };

/** A new job's form. */
export function emptyJobValues(): JobFormValues {
  return {
    title: '',
    department: '',
    team: '',
    level: '',
    employmentType: 'full_time',
    workplaceType: 'on_site',
    locations: [emptyPlace()],
    remoteRegions: [],
    hasPay: false,
    pay: DEFAULT_PAY,
    description: '',
    applyUrl: '',
    closesAt: '',
    teamSize: '',
    relocationAssistance: false,
  };
}

/** The form of a saved job, its times shown in `timeZone`. */
export function jobValuesOf(job: AdminJob, timeZone?: string): JobFormValues {
  return {
    title: job.title,
    department: job.department,
    team: job.team ?? '',
    level: job.level ?? '',
    employmentType: job.employmentType ?? '',
    workplaceType: job.workplaceType,
    locations: job.locations.map((place) => ({
      key: nextPlaceKey++,
      city: place.city ?? '',
      region: place.region ?? '',
      countryCode: place.countryCode ?? '',
    })),
    remoteRegions: job.remoteRegions,
    hasPay: job.pay !== null,
    pay: job.pay
      ? {
          currency: job.pay.currency,
          min: String(job.pay.min),
          max: String(job.pay.max),
          period: job.pay.period,
        }
      : DEFAULT_PAY,
    description: job.description,
    applyUrl: job.applyUrl ?? '',
    closesAt: utcToLocalInput(job.closesAt, timeZone),
    teamSize: job.teamSize === null ? '' : String(job.teamSize),
    relocationAssistance: job.relocationAssistance,
  };
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** An amount as typed ("55000", "55,000.50", "55 000"), or NaN when it is none. */
export function parseAmount(text: string): number {
  const plain = text.replace(/[\s,\u00a0\u202f]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** A team size as typed ("20", " 1 200"), or NaN when it is no whole number; null for none. */
export function parseTeamSize(text: string): number | null {
  const plain = text.replace(/[\s,\u00a0\u202f]/g, '');
  if (plain === '') return null;
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * The API's job from the form, times read in `timeZone` and sent in UTC. The form checks the
 * amounts and the time first (`localProblems`): what it cannot read is never sent.
 */
export function jobInputOf(values: JobFormValues, timeZone?: string): JobInput {
  return {
    title: values.title.trim(),
    department: values.department.trim(),
    team: textOrNull(values.team),
    level: textOrNull(values.level),
    employmentType: values.employmentType === '' ? null : values.employmentType,
    workplaceType: values.workplaceType,
    locations: values.locations.map((place) => ({
      city: textOrNull(place.city),
      region: textOrNull(place.region),
      countryCode: textOrNull(place.countryCode),
    })),
    remoteRegions: values.workplaceType === 'remote' ? values.remoteRegions : [],
    pay: values.hasPay
      ? {
          currency: values.pay.currency,
          min: parseAmount(values.pay.min),
          max: parseAmount(values.pay.max),
          period: values.pay.period,
        }
      : null,
    description: values.description,
    applyUrl: textOrNull(values.applyUrl),
    closesAt: localInputToUtc(values.closesAt, timeZone),
    teamSize: parseTeamSize(values.teamSize),
    relocationAssistance: values.relocationAssistance,
  };
}

/** Whether two forms would save the same job (the rows' keys are no part of it). */
export function sameJobValues(a: JobFormValues, b: JobFormValues): boolean {
  const withoutKeys = (values: JobFormValues) => ({
    ...values,
    locations: values.locations.map(({ city, region, countryCode }) => [city, region, countryCode]),
  });
  return JSON.stringify(withoutKeys(a)) === JSON.stringify(withoutKeys(b));
}

/** A field the form shows an error beside, by the API's path: `title`, `locations.1.countryCode`. */
export type FieldPath = string;

export interface FieldIssue {
  field: string;
  message: string;
}

/** The id of the control of a field (`locations.1.countryCode` → `job-locations-1-countryCode`). */
export const fieldId = (path: FieldPath) => `job-${path.replaceAll('.', '-')}`;

/** The form's fields in the order it shows them: the first with an error gets focus. */
export function fieldOrder(values: JobFormValues): FieldPath[] {
  return [
    'title',
    'department',
    'team',
    'level',
    'employmentType',
    'teamSize',
    'relocationAssistance',
    'workplaceType',
    ...values.locations.flatMap((_, index) =>
      ['city', 'region', 'countryCode'].map((part) => `locations.${index}.${part}`),
    ),
    // The list as a whole ("at least one place"): its Add button.
    'locations',
    ...(values.workplaceType === 'remote' ? ['remoteRegions'] : []),
    ...(values.hasPay ? ['pay.min', 'pay.max', 'pay.currency', 'pay.period'] : []),
    'description',
    'applyUrl',
    'closesAt',
    'publishAt',
  ];
}

// The API's name for a field where the form's differs: the publish action's time.
const API_ALIASES: Record<string, FieldPath> = { at: 'publishAt' };

/**
 * The field of the form an API path is about: itself, else its first field below it
 * (`locations.1` → `locations.1.city`), else the nearest above it (`remoteRegions.2` →
 * `remoteRegions`); null when the form has none (`version`).
 */
export function fieldOfPath(path: string, order: readonly FieldPath[]): FieldPath | null {
  const wanted = API_ALIASES[path] ?? path;
  if (order.includes(wanted)) return wanted;
  const below = order.find((field) => field.startsWith(`${wanted}.`));
  if (below) return below;
  const parent = wanted.includes('.') ? wanted.slice(0, wanted.lastIndexOf('.')) : null;
  return parent ? fieldOfPath(parent, order) : null;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The API's issues placed beside their fields: the first message for each field, the first field
 * in the form's order (it gets focus), and the messages no field of the form shows.
 */
export function placeIssues(
  issues: readonly FieldIssue[],
  values: JobFormValues,
): { errors: Record<FieldPath, string>; first: FieldPath | null; unplaced: string[] } {
  const order = fieldOrder(values);
  const errors: Record<FieldPath, string> = {};
  const unplaced: string[] = [];
  for (const { field, message } of issues) {
    const placed = fieldOfPath(field, order);
    if (placed) errors[placed] ??= sentence(message);
    else unplaced.push(sentence(message));
  }
  return { errors, first: order.find((field) => errors[field]) ?? null, unplaced };
}

/**
 * What the form can tell before asking the API: amounts that are no numbers and a date the
 * picker could not read (a browser without one takes typed text).
 */
export function localProblems(values: JobFormValues, timeZone?: string): FieldIssue[] {
  const problems: FieldIssue[] = [];
  if (values.hasPay) {
    for (const [part, name] of [
      ['min', 'lowest'],
      ['max', 'highest'],
    ] as const) {
      if (Number.isNaN(parseAmount(values.pay[part]))) {
        problems.push({
          field: `pay.${part}`,
          message: `Enter the ${name} pay as a number, for example 55000.`,
        });
      }
    }
  }
  if (Number.isNaN(parseTeamSize(values.teamSize))) {
    problems.push({
      field: 'teamSize',
      message: 'Enter the team size as a whole number, or leave it empty.',
    });
  }
  if (values.closesAt.trim() !== '' && localInputToUtc(values.closesAt, timeZone) === null) {
    problems.push({ field: 'closesAt', message: 'Enter a date and time, or leave it empty.' });
  }
  return problems;
}
