import { escapeText } from 'entities';

import type { WorkplaceType } from '../../../../src/api/job-model';

import {
  FeedError,
  type FeedProblem,
  type FeedReadResult,
  type ImportedJob,
  type ImportedPlace,
  type JobFeedConnector,
  type JobSourceConfig,
} from './connector';
import { descriptionOfHtml, joinDescriptions } from './description';
import { employmentTypeOf, payPeriodOf, readPay } from './employment';
import { fetchFeedJson } from './feed-http';
import { dateOf, idOf, remoteCountriesOf, textOf, wordsOfCode } from './feed-values';
import { finishFeed } from './limits';
import { distinctPlaces, placeOf } from './places';

/**
 * Teamtailor's JSON:API (docs.teamtailor.com): `GET /v1/jobs` with the company's API key
 * (`Authorization: Token token=…`, a secret: never in a log line or an error) and the API
 * version it was written against (`X-Api-Version`). Attributes are hyphenated
 * (`remote-status`, `min-salary`), pages follow `links.next`, and a relationship may carry
 * its record inline, point into `included`, or give links only (nothing to read then).
 */

const LABEL = 'Teamtailor';
/** The API version this connector reads (Teamtailor answers older shapes for older versions). */
export const TEAMTAILOR_API_VERSION = '20240904';
/** Teamtailor's largest page. */
const PAGE_SIZE = 30;
/** 30 × 500 = 15,000 jobs: far over any real board; a board past it (or an endless `next`) is refused. */
const MAX_PAGES = 500;

interface ResourceId {
  id?: string;
  type?: string;
  attributes?: Record<string, unknown>;
}

interface Relationship {
  data?: ResourceId | ResourceId[] | null;
}

interface TeamtailorJob {
  id?: string;
  type?: string;
  attributes?: Record<string, unknown>;
  links?: Record<string, unknown>;
  relationships?: Record<string, Relationship | undefined>;
}

interface TeamtailorPage {
  data?: unknown;
  included?: ResourceId[];
  links?: { next?: string | null };
}

/** Records of `included` by type and id. */
type Included = Map<string, Record<string, unknown>>;

function jobsUrl(config: JobSourceConfig): string {
  const base = (config.baseUrl ?? teamtailorConnector.defaultBaseUrl).replace(/\/+$/, '');
  const query = new URLSearchParams({
    include: 'department,role,locations,location',
    'page[size]': String(PAGE_SIZE),
  });
  return `${base}/v1/jobs?${query.toString()}`;
}

export const teamtailorConnector: JobFeedConnector = {
  type: 'teamtailor',
  label: LABEL,
  defaultBaseUrl: 'https://api.teamtailor.com',

  async readJobs(config, signal): Promise<FeedReadResult> {
    if (!config.apiKey) {
      throw new FeedError(`${LABEL} needs the company's API key: add it to the source`);
    }
    // fetch would name a malformed header value in its error, the key with it
    if (!/^[\x21-\x7e]+$/.test(config.apiKey)) {
      throw new FeedError(`${LABEL} API key has spaces or characters no key has: enter it again`);
    }
    const read: FeedReadResult = { jobs: [], problems: [] };
    let url: string | null = jobsUrl(config);
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const body = await fetchPage(url, config.apiKey, signal);
      const { jobs, problems } = parseTeamtailorPage(body);
      read.jobs.push(...jobs);
      read.problems.push(...problems);
      url = nextPageUrl(body, url);
      if (!url) return finishFeed(read.jobs, read.problems);
    }
    // reading part of a board would close the rest of its jobs
    throw new FeedError(
      `${LABEL} listed more than ${MAX_PAGES} pages of jobs: too many to sync safely`,
    );
  },
};

/** One page; a refused key is said as such, never with the key. */
async function fetchPage(url: string, apiKey: string, signal: AbortSignal): Promise<unknown> {
  const headers = {
    authorization: `Token token=${apiKey}`,
    'x-api-version': TEAMTAILOR_API_VERSION,
    accept: 'application/vnd.api+json',
  };
  try {
    return await fetchFeedJson({ label: LABEL, url, signal, headers });
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    const refused = /^Teamtailor answered (401|403)\b/.exec(error.message);
    if (refused) {
      throw new FeedError(
        `${LABEL} refused the API key (${refused[1]}): ` +
          'check that the source has a valid key with read access to jobs',
      );
    }
    // an error page that echoes the request must not carry the key into the source's status
    throw new FeedError(error.message.replaceAll(apiKey, '[API key]'));
  }
}

/**
 * `links.next` of a page, moved onto the configured host: the key goes to no other host, and a
 * regional or local server is followed as itself.
 */
function nextPageUrl(body: unknown, current: string): string | null {
  const next = textOf((body as TeamtailorPage).links?.next);
  if (!next) return null;
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

/** Reads one page of `/v1/jobs` into jobs; a body that is not a JSON:API list is a FeedError. */
export function parseTeamtailorPage(body: unknown): FeedReadResult {
  const page = body as TeamtailorPage | null;
  if (!page || typeof page !== 'object' || !Array.isArray(page.data)) {
    throw new FeedError(`${LABEL} answered without a data list: not a JSON:API jobs answer`);
  }
  const included: Included = new Map();
  for (const record of page.included ?? []) {
    if (record.type && record.id)
      included.set(`${record.type}/${record.id}`, record.attributes ?? {});
  }
  const problems: FeedProblem[] = [];
  const jobs = (page.data as TeamtailorJob[])
    // an internal job is for employees only
    .filter((job) => job.attributes?.internal !== true)
    .map((job) => readJob(job, included, problems));
  return { jobs, problems };
}

function readJob(job: TeamtailorJob, included: Included, problems: FeedProblem[]): ImportedJob {
  const attributes = job.attributes ?? {};
  const externalId = idOf(job.id);
  const salary = readPay({
    min: numberOrText(attributes['min-salary']),
    max: numberOrText(attributes['max-salary']),
    currency: textOf(attributes.currency),
    period: payPeriodOf(textOf(attributes['salary-time-unit'])),
  });
  if (salary.problem) problems.push({ externalId, message: salary.problem });
  const links = job.links ?? {};
  const related = (name: string) => relatedRecords(job.relationships?.[name], included);
  const locations = distinctPlaces(
    [...related('locations'), ...related('location')]
      .map((location) =>
        // `name` is the office's own name ("Stockholm HQ"), not a place
        placeOf(
          textOf(location.city),
          null,
          textOf(location['country-code']) ?? textOf(location.country),
        ),
      )
      .filter((place): place is ImportedPlace => place !== null),
  );
  const workplaceType = workplaceOf(textOf(attributes['remote-status']));
  const pitch = textOf(attributes.pitch);
  return {
    externalId,
    title: textOf(attributes.title) ?? '',
    department: textOf(related('department')[0]?.name),
    // a Teamtailor role is the team within a department ("Backend" in "Engineering")
    team: textOf(related('role')[0]?.name),
    locations,
    workplaceType,
    remoteRegions: remoteCountriesOf(workplaceType, locations),
    employmentType: employmentTypeOf(textOf(attributes['employment-type'])),
    level: levelOf(textOf(attributes['employment-level'])),
    pay: salary.pay,
    descriptionHtml: joinDescriptions([
      pitch ? `<p>${escapeText(pitch)}</p>` : '',
      descriptionOfHtml(textOf(attributes.body)),
    ]),
    // a job that takes applications elsewhere says where
    applyUrl:
      textOf(attributes['external-application-url']) ?? textOf(links['careersite-job-apply-url']),
    atsUrl: textOf(links['careersite-job-url']),
    publishedAt: dateOf(textOf(attributes['created-at'])),
    updatedAt: dateOf(textOf(attributes['updated-at'])),
  };
}

/** A relationship's records: inline attributes (old shape) or from `included`; links only → none. */
function relatedRecords(
  relationship: Relationship | undefined,
  included: Included,
): Record<string, unknown>[] {
  const data = relationship?.data;
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

/** `employment-level` is "none", "entry", "junior", "mid", "senior", "lead", "director"…. */
function levelOf(level: string | null): string | null {
  return !level || level === 'none' ? null : wordsOfCode(level);
}

function numberOrText(value: unknown): number | string | null {
  return typeof value === 'number' ? value : textOf(value);
}
