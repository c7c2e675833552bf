import { escapeText } from 'entities';
import type { Dispatcher } from 'undici';
import { z } from 'zod';

import type { WorkplaceType } from '../../../../../contract/job-model';

import {
  FeedError,
  type FeedReadResult,
  type ImportedJob,
  type ImportedPlace,
  type AtsConnector,
} from '../connector';
import { descriptionOfHtml } from '../description';
import { employmentTypeOf, payPeriodOf, readPay, type PayReading } from '../employment';
import { fetchFeedJson } from '../feed-http';
import { dateOf, feedUrl, parseFeedBody, parseFeedItems, textOf } from '../feed-shape';
import { remoteCountriesOf, wordsOfCode } from '../feed-values';
import { finishFeed } from '../limits';
import { distinctPlaces, placeOf } from '../places';
import { hmacHex, sameText, type SignatureCheck } from '../../webhook-signatures';

/**
 * Teamtailor's JSON:API (docs.teamtailor.com): `GET /v1/jobs` with the company's API key
 * (`Authorization: Token token=…`, a secret: never in a log line or an error) and the API
 * version it was written against (`X-Api-Version`). Attributes are hyphenated
 * (`remote-status`, `min-salary`), pages follow `links.next`, and a relationship may carry its
 * record inline (the old shape), point into `included`, or give links only (nothing to read).
 */
const LABEL = 'Teamtailor';
/** The API version this connector reads (Teamtailor answers older shapes for older versions). */
export const TEAMTAILOR_API_VERSION = '20240904';
/** Teamtailor's largest page. */
const PAGE_SIZE = 30;
/** 30 × 500 = 15,000 jobs: over any real board; a board past it (or an endless `next`) is refused. */
const MAX_PAGES = 500;

const attributes = z.record(z.string(), z.unknown());
const resourceSchema = z.object({
  id: z.string(),
  type: z.string(),
  attributes: attributes.nullish(),
});
const relationshipSchema = z
  .object({ data: z.union([resourceSchema, z.array(resourceSchema)]).nullish() })
  .nullish();
const jobSchema = z.object({
  id: z.string(),
  attributes: z.object({
    title: z.string(),
    pitch: z.string().nullish(),
    body: z.string().nullish(),
    internal: z.boolean().nullish(),
    'remote-status': z.string().nullish(),
    'employment-type': z.string().nullish(),
    'employment-level': z.string().nullish(),
    'min-salary': z.union([z.number(), z.string()]).nullish(),
    'max-salary': z.union([z.number(), z.string()]).nullish(),
    currency: z.string().nullish(),
    'salary-time-unit': z.string().nullish(),
    'external-application-url': z.string().nullish(),
    'created-at': z.string().nullish(),
    'updated-at': z.string().nullish(),
  }),
  links: z.record(z.string(), z.unknown()).nullish(),
  relationships: z.record(z.string(), relationshipSchema).nullish(),
});
type TeamtailorJob = z.infer<typeof jobSchema>;
const pageSchema = z.object({
  data: z.array(z.unknown()),
  included: z.array(resourceSchema).nullish(),
  links: z.object({ next: z.string().nullish() }).nullish(),
});

/** Attributes of the records of `included`, by type and id. */
type Included = Map<string, Record<string, unknown>>;

/** The payload and signature of a Teamtailor delivery's body, or null when it has neither. */
function teamtailorParts(body: Buffer): { payload: unknown; signature: string } | null {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { payload, signature } = parsed as { payload?: unknown; signature?: unknown };
    return typeof signature === 'string' && payload !== undefined ? { payload, signature } : null;
  } catch {
    return null;
  }
}

/**
 * Teamtailor's company webhooks carry the signature in the body, `{payload, signature}`: the
 * Base64 of the hex HMAC-SHA256 of the payload (as JSON) under the webhook's signature key
 * (partner.teamtailor.com/company_webhooks). The signature covers the payload as serialised
 * again, not the body's bytes: the same delivery re-spaced, or with its two fields swapped, is
 * the same delivery, and its replay check must see it so.
 */
const teamtailorSignature: SignatureCheck = (secret, delivery) => {
  const parts = teamtailorParts(delivery.body);
  if (!parts) return null;
  let signed: string;
  try {
    signed = JSON.stringify(parts.payload);
  } catch {
    // Nested past the stack (the router refuses such bodies first): not a signed payload.
    return null;
  }
  const expected = Buffer.from(hmacHex(secret, signed)).toString('base64');
  return sameText(parts.signature, expected) ? { signature: parts.signature, signed } : null;
};

export const teamtailorConnector: AtsConnector<'teamtailor'> = {
  type: 'teamtailor',
  label: LABEL,
  defaultBaseUrl: 'https://api.teamtailor.com',
  form: {
    boardHint:
      'Teamtailor calls it the career site’s subdomain: the first part of its address, <company>.teamtailor.com.',
    boardExample: 'somnia',
  },
  needsApiKey: true,
  webhookSignature: teamtailorSignature,

  async readJobs(config, signal) {
    const { apiKey } = config;
    if (!apiKey) throw new FeedError(`${LABEL} needs the company's API key: add it to the source`);
    // fetch would name a malformed header value in its error, the key with it
    if (!/^[\x21-\x7e]+$/.test(apiKey)) {
      throw new FeedError(`${LABEL} API key has spaces or characters no key has: enter it again`);
    }
    const query = new URLSearchParams({
      include: 'department,role,locations,location',
      'page[size]': String(PAGE_SIZE),
    });
    let url = feedUrl(teamtailorConnector, config, `/v1/jobs?${query.toString()}`);
    const read: FeedReadResult = { jobs: [], problems: [] };
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const body = parseFeedBody(
        LABEL,
        pageSchema,
        await fetchPage(url, apiKey, signal, config.dispatcher),
      );
      const { jobs, problems } = jobsOfPage(body);
      read.jobs.push(...jobs);
      read.problems.push(...problems);
      const next = nextPageUrl(body.links?.next, url);
      if (!next) return finishFeed(read.jobs, read.problems);
      url = next;
    }
    // reading part of a board would close the rest of its jobs
    throw new FeedError(
      `${LABEL} listed more than ${MAX_PAGES} pages of jobs: too many to sync safely`,
    );
  },
};

/** One page; a refused key is said as such (no error quotes an answer, so none carries the key). */
async function fetchPage(
  url: string,
  apiKey: string,
  signal: AbortSignal,
  dispatcher: Dispatcher | undefined,
): Promise<unknown> {
  const headers = {
    authorization: `Token token=${apiKey}`,
    'x-api-version': TEAMTAILOR_API_VERSION,
    accept: 'application/vnd.api+json',
  };
  try {
    return await fetchFeedJson({ label: LABEL, url, signal, headers, dispatcher });
  } catch (error) {
    const refused =
      error instanceof FeedError && /^Teamtailor answered (401|403)\b/.exec(error.message);
    if (!refused) throw error;
    throw new FeedError(
      `${LABEL} refused the API key (${refused[1]}): ` +
        'check that the source has a valid key with read access to jobs',
    );
  }
}

/**
 * `links.next` moved onto the configured host: the key goes to no other host, and a regional
 * or local server is followed as itself.
 */
function nextPageUrl(next: string | null | undefined, current: string): string | null {
  if (!next?.trim()) return null;
  let resolved: URL;
  try {
    resolved = new URL(next, current);
  } catch {
    throw new FeedError(`${LABEL} answered with a next page link that is not a URL`);
  }
  const base = new URL(current);
  resolved.protocol = base.protocol;
  resolved.host = base.host;
  return resolved.toString();
}

function jobsOfPage(page: z.infer<typeof pageSchema>): FeedReadResult {
  const included: Included = new Map();
  for (const record of page.included ?? []) {
    included.set(`${record.type}/${record.id}`, record.attributes ?? {});
  }
  const { items, problems } = parseFeedItems(jobSchema, page.data);
  const jobs = items
    // an internal job is for employees only
    .filter((job) => job.attributes.internal !== true)
    .map((job) => {
      const salary = salaryOf(job);
      if (salary.problem) problems.push({ externalId: job.id, message: salary.problem });
      return importedJobOf(job, included, salary.pay);
    });
  return { jobs, problems };
}

function importedJobOf(
  job: TeamtailorJob,
  included: Included,
  pay: ImportedJob['pay'],
): ImportedJob {
  const { attributes } = job;
  const related = (name: string) => relatedRecords(job, name, included);
  const locations = distinctPlaces(
    [...related('locations'), ...related('location')]
      .map((location) =>
        // `name` is the office's own name ("Stockholm HQ"), not a place
        placeOf(
          text(location.city),
          null,
          text(location['country-code']) ?? text(location.country),
        ),
      )
      .filter((place): place is ImportedPlace => place !== null),
  );
  const workplaceType = workplaceOf(textOf(attributes['remote-status']));
  const pitch = textOf(attributes.pitch);
  const links = job.links ?? {};
  const level = textOf(attributes['employment-level']);
  return {
    externalId: job.id,
    title: attributes.title,
    department: text(related('department')[0]?.name),
    // a Teamtailor role is the team within a department ("Backend" in "Engineering")
    team: text(related('role')[0]?.name),
    locations,
    workplaceType,
    remoteRegions: remoteCountriesOf(workplaceType, locations),
    employmentType: employmentTypeOf(attributes['employment-type']),
    // employment-level: none, entry, junior, mid, senior, lead, director…
    level: !level || level === 'none' ? null : wordsOfCode(level),
    pay,
    descriptionHtml: descriptionOfHtml(
      `${pitch ? `<p>${escapeText(pitch)}</p>\n` : ''}${attributes.body ?? ''}`,
    ),
    // a job that takes applications on the company's own form says where
    applyUrl:
      textOf(attributes['external-application-url']) ?? text(links['careersite-job-apply-url']),
    atsUrl: text(links['careersite-job-url']),
    publishedAt: dateOf(attributes['created-at']),
    updatedAt: dateOf(attributes['updated-at']),
  };
}

/** A relationship's records: inline attributes or from `included`; links only gives none. */
function relatedRecords(
  job: TeamtailorJob,
  name: string,
  included: Included,
): Record<string, unknown>[] {
  const data = job.relationships?.[name]?.data;
  if (!data) return [];
  return (Array.isArray(data) ? data : [data])
    .map((ref) => ref.attributes ?? included.get(`${ref.type}/${ref.id}`))
    .filter((record): record is Record<string, unknown> => record !== undefined);
}

/**
 * `remote-status`: "none" (on site), "hybrid", "temporary" (remote for now, an office later:
 * read as hybrid) or "fully" (remote).
 */
function workplaceOf(remoteStatus: string | null): WorkplaceType {
  if (remoteStatus === 'fully') return 'remote';
  if (remoteStatus === 'hybrid' || remoteStatus === 'temporary') return 'hybrid';
  return 'on_site';
}

function salaryOf({ attributes }: TeamtailorJob): PayReading {
  return readPay({
    min: attributes['min-salary'],
    max: attributes['max-salary'],
    currency: attributes.currency,
    period: payPeriodOf(attributes['salary-time-unit']),
  });
}

/** A value of an untyped record (an included location's city) as text. */
function text(value: unknown): string | null {
  return typeof value === 'string' ? textOf(value) : null;
}
