import { z } from 'zod';

import type { ImportedJob, AtsConnector, JobSourceConfig } from '../connector';
import { descriptionOfEscapedHtml } from '../description';
import { employmentTypeOf, payPeriodOf, readPay } from '../employment';
import { fetchFeedJson } from '../feed-http';
import { dateOf, feedUrl, parseFeedBody, parseFeedItems, textOf } from '../feed-shape';
import { finishFeed } from '../limits';
import { readLocations, workplaceOf } from '../places';
import { prefixedBodyHmac } from '../../webhook-signatures';

/**
 * Greenhouse's Job Board API (https://developers.greenhouse.io/job-board.html): the whole board
 * in one call, `?content=true` adding each job's description (HTML-escaped), departments and
 * offices, so the separate /departments and /offices calls are not needed. Pay is only on a
 * single job's endpoint with `?pay_transparency=true`: `completeJob` reads it.
 */
const LABEL = 'Greenhouse';
/** The catch-alls Greenhouse lists for a job filed nowhere ("No Department", "No Office"). */
const CATCH_ALL = /^no (department|office)$/i;

const namedSchema = z.object({ name: z.string().nullish() });
const officeSchema = namedSchema.extend({ location: z.string().nullish() });
const metadataSchema = z.object({
  name: z.string().nullish(),
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.unknown())]).nullish(),
});
const jobSchema = z.object({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  absolute_url: z.string().nullish(),
  location: namedSchema.nullish(),
  content: z.string().nullish(),
  departments: z.array(namedSchema).nullish(),
  offices: z.array(officeSchema).nullish(),
  metadata: z.array(metadataSchema).nullish(),
  first_published: z.string().nullish(),
  updated_at: z.string().nullish(),
});
type GreenhouseJob = z.infer<typeof jobSchema>;
const boardSchema = z.object({ jobs: z.array(z.unknown()) });

const payRangeSchema = z.object({
  min_cents: z.number().nullish(),
  max_cents: z.number().nullish(),
  currency_type: z.string().nullish(),
  title: z.string().nullish(),
});
const jobWithPaySchema = z.object({ pay_input_ranges: z.array(payRangeSchema).nullish() });

export const greenhouseConnector: AtsConnector<'greenhouse'> = {
  type: 'greenhouse',
  label: LABEL,
  defaultBaseUrl: 'https://boards-api.greenhouse.io',
  form: {
    boardHint:
      'Greenhouse calls it the board token: the last part of your job board’s address, boards.greenhouse.io/<token>.',
    boardExample: 'somnia',
  },
  // Its job webhooks: `Signature: sha256 <hex HMAC-SHA256 of the raw body>`.
  webhookSignature: prefixedBodyHmac('signature', 'sha256 '),

  async readJobs(config, signal) {
    const url = boardUrl(config, '/jobs?content=true');
    const board = parseFeedBody(
      LABEL,
      boardSchema,
      await fetchFeedJson({ label: LABEL, url, signal, dispatcher: config.dispatcher }),
    );
    const { items, problems } = parseFeedItems(jobSchema, board.jobs);
    return finishFeed(items.map(importedJobOf), problems);
  },

  async completeJob(config, job, signal) {
    const url = boardUrl(
      config,
      `/jobs/${encodeURIComponent(job.externalId)}?pay_transparency=true`,
    );
    const body = parseFeedBody(
      LABEL,
      jobWithPaySchema,
      await fetchFeedJson({ label: LABEL, url, signal, dispatcher: config.dispatcher }),
    );
    const pay = payOfRanges(body.pay_input_ranges ?? []);
    return pay ? { ...job, pay } : job;
  },
};

function boardUrl(config: JobSourceConfig, path: string): string {
  return feedUrl(
    greenhouseConnector,
    config,
    `/v1/boards/${encodeURIComponent(config.board)}${path}`,
  );
}

function importedJobOf(job: GreenhouseJob): ImportedJob {
  const departments = (job.departments ?? [])
    .map((department) => textOf(department.name))
    .filter((name): name is string => name !== null && !CATCH_ALL.test(name));
  const offices = (job.offices ?? []).filter(
    (office) => !CATCH_ALL.test(office.name?.trim() ?? ''),
  );
  // the job's own location text first: it is the primary place, and says "remote" if anything does
  const reading = readLocations([
    job.location?.name,
    ...offices.map((office) => office.location ?? office.name),
  ]);
  return {
    externalId: String(job.id),
    title: job.title,
    department: departments[0] ?? null,
    team: departments[1] ?? null,
    locations: reading.places,
    workplaceType: workplaceOf(null, reading.workplaceType),
    remoteRegions: reading.remoteRegions,
    employmentType: employmentTypeOf(metadataValue(job, /employment|job type|commitment/i)),
    level: textOf(metadataValue(job, /level|seniority/i)),
    pay: null,
    descriptionHtml: descriptionOfEscapedHtml(job.content),
    applyUrl: job.absolute_url ?? null,
    atsUrl: job.absolute_url ?? null,
    publishedAt: dateOf(job.first_published),
    updatedAt: dateOf(job.updated_at),
  };
}

/** A custom field the board publishes ("Employment Type": "Full-time"), as text. */
function metadataValue(job: GreenhouseJob, name: RegExp): string | null {
  const field = job.metadata?.find((entry) => entry.name && name.test(entry.name));
  const value = Array.isArray(field?.value) ? field.value[0] : field?.value;
  return typeof value === 'string' ? value : null;
}

/**
 * Greenhouse's pay ranges (one per zone, in cents, with no period) as one range spanning the
 * zones of the first currency: yearly unless the first zone's title says otherwise ("Hourly");
 * its blurb is prose, where "every day" is no period.
 */
function payOfRanges(ranges: z.infer<typeof payRangeSchema>[]): ImportedJob['pay'] {
  const [first] = ranges;
  if (!first) return null;
  const same = ranges.filter((range) => range.currency_type === first.currency_type);
  const cents = (values: (number | null | undefined)[]) =>
    values.filter((value): value is number => typeof value === 'number');
  const mins = cents(same.map((range) => range.min_cents));
  const maxes = cents(same.map((range) => range.max_cents));
  // a range that makes no sense is left out: completeJob only adds to a job already reported
  return readPay({
    currency: first.currency_type,
    min: mins.length ? Math.min(...mins) / 100 : null,
    max: maxes.length ? Math.max(...maxes) / 100 : null,
    period: payPeriodOf(first.title) ?? 'YEAR',
  }).pay;
}
