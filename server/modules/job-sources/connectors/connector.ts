import type { Dispatcher } from 'undici';

import type { JobSourceProblem } from '../../../../contract/admin-job-source-types';
import type { EmploymentType, JobSourceType, WorkplaceType } from '../../../../contract/job-model';
import type { PayPeriod } from '../../../platform/db/schema';
import type { SignatureCheck } from '../webhook-signatures';

/**
 * One applicant-tracking feed as configured by an admin or `JOB_SOURCES` (issue 26).
 * `board` is the feed's board token / company name / subdomain, as that ATS names it.
 */
export interface JobSourceConfig {
  type: JobSourceType;
  board: string;
  /** The feed's host, for regional hosts (Lever EU) and tests; the connector's default otherwise. */
  baseUrl?: string;
  /** Teamtailor's API key (a secret: never logged, never sent to the screens). */
  apiKey?: string;
  /**
   * How its requests leave the server, passed to every `fetchFeed…` call: the public network for
   * a source added in the admin (decision 035); unset for one of `JOB_SOURCES`, which may name
   * any host.
   */
  dispatcher?: Dispatcher;
}

/** A place as a feed names it, read into the job model's shape; the first is the primary one. */
export interface ImportedPlace {
  city: string | null;
  region: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string | null;
}

export interface ImportedPay {
  currency: string;
  min: number;
  max: number;
  period: PayPeriod;
}

/** One job of a feed, normalised to the job model (migration 013) and keyed by its external id. */
export interface ImportedJob {
  /** The feed's own id for the posting, as a string. */
  externalId: string;
  title: string;
  department: string | null;
  team: string | null;
  /** Every place, primary first; empty when the feed names none. */
  locations: ImportedPlace[];
  workplaceType: WorkplaceType;
  /** For remote jobs: country codes or region names ('EU') applicants may live in. */
  remoteRegions: string[];
  employmentType: EmploymentType | null;
  level: string | null;
  pay: ImportedPay | null;
  /** The description as HTML, already sanitised with the site's sanitiser. */
  descriptionHtml: string;
  /** Where a candidate applies (the ATS's page): becomes `urlList.apply`. */
  applyUrl: string | null;
  /** The ATS's own page for the posting, linked from the read-only job editor. */
  atsUrl: string | null;
  publishedAt: Date | null;
  updatedAt: Date | null;
}

/** Something in a feed the sync skipped or changed, reported on the source (never a crash). */
export type FeedProblem = JobSourceProblem;

export interface FeedReadResult {
  jobs: ImportedJob[];
  problems: FeedProblem[];
}

/**
 * A feed could not be read: timeout, HTTP error, a body that is not the documented shape.
 * The message is in words for the admin ("Greenhouse answered 404 (Not Found)"), never quoting
 * what the feed answered (decision 035).
 */
export class FeedError extends Error {
  override name = 'FeedError';
}

/**
 * What reads one ATS's public feed into the job model (the sync's part of a connector; tests
 * serve feeds of their own through one).
 */
export interface JobFeedConnector {
  type: JobSourceType;
  /** Shown in the admin and the activity log: 'Greenhouse'. */
  label: string;
  defaultBaseUrl: string;
  /** Reads the whole board. Throws FeedError when the feed cannot be trusted. */
  readJobs(config: JobSourceConfig, signal: AbortSignal): Promise<FeedReadResult>;
  /**
   * Fills in what the board listing hides (Greenhouse's pay is only on a single job's
   * endpoint). Called by the sync for new or changed jobs only, with bounded concurrency.
   */
  completeJob?(
    config: JobSourceConfig,
    job: ImportedJob,
    signal: AbortSignal,
  ): Promise<ImportedJob>;
}

/** What the admin's "Add a source" form says about an ATS (`GET /api/admin/job-sources/kinds`). */
interface ConnectorForm {
  /** What the ATS calls the board name, and where the admin finds it. */
  boardHint: string;
  /** An example board name, as the ATS writes it (the field's placeholder). */
  boardExample: string;
  /** Said under the base URL field, after "Leave it empty to read …'s own host". */
  baseUrlHint?: string;
}

/**
 * One ATS, all of it in its folder (`connectors/<type>/connector.ts`, issue 34): its feed, what the
 * admin shows, the secret it needs, how its webhooks are signed. Registered by one line in
 * `connectors/index.ts`, the only list of ATSs: the source types, the input rules and the admin's
 * form all follow from it.
 */
export interface AtsConnector<Type extends JobSourceType = JobSourceType> extends JobFeedConnector {
  type: Type;
  form: ConnectorForm;
  /**
   * Its feed needs the company's API key (Teamtailor's JSON:API): the form asks for it, and a
   * source without one is refused (400 naming `apiKey`).
   */
  needsApiKey?: boolean;
  /**
   * How it signs its job webhooks, for an ATS that sends them: the form asks for the secret and
   * the source shows its webhook URL. Without it the ATS is polled only.
   */
  webhookSignature?: SignatureCheck;
}
