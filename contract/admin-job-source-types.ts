import type { JobSourceType } from './job-model';

/**
 * The job sources API (issue 26, /work contract "job sources"): applicant-tracking feeds the
 * site syncs its jobs from. Shared by the server (`/api/admin/job-sources`) and the admin screen.
 */

/** Something in a feed the sync skipped or changed, in words; `externalId` names the job when known. */
export interface JobSourceProblem {
  externalId: string | null;
  message: string;
  /**
   * Set when the job was left out of the site (a new one not added, a changed one kept as it
   * was): why, in a few words ('pay out of range'), counted in the sync's `skipped`.
   */
  skipped?: string;
}

/** The figures of one sync run (the last one a source shows). */
export interface JobSourceSync {
  /** ISO 8601. */
  startedAt: string;
  durationMs: number;
  added: number;
  updated: number;
  closed: number;
  unchanged: number;
  /** Why the sync changed nothing (feed error, suddenly empty feed …), in words; null when it ran. */
  error: string | null;
  /** The jobs left out, by reason (`JobSourceProblem.skipped`); absent in syncs before issue 31. */
  skipped?: Record<string, number>;
  /** The first 50 problems. */
  problems: JobSourceProblem[];
}

export interface AdminJobSource {
  id: number;
  type: JobSourceType;
  /** The ATS's name as the admin shows it: 'Greenhouse'. */
  label: string;
  board: string;
  baseUrl: string | null;
  hasWebhookSecret: boolean;
  hasApiKey: boolean;
  paused: boolean;
  /** Configured by `JOB_SOURCES`: not removable in the admin. */
  fromConfig: boolean;
  /** Absolute URL to give the ATS, when it sends webhooks (null for Lever and the others without). */
  webhookUrl: string | null;
  openJobs: number;
  lastSync: JobSourceSync | null;
  /** ISO 8601; null while paused. */
  nextSyncAt: string | null;
  syncing: boolean;
}

/**
 * One ATS a source can read, with what the "Add a source" form says about it
 * (`GET /api/admin/job-sources/kinds`, in the order the form offers them).
 */
export interface AdminJobSourceKind {
  type: JobSourceType;
  /** 'Greenhouse'. */
  label: string;
  /** What the ATS calls the board name, and where the admin finds it. */
  boardHint: string;
  /** An example board name, as the ATS writes it. */
  boardExample: string;
  /** Said under the base URL field, after "Leave it empty to read …'s own host"; null: nothing. */
  baseUrlHint: string | null;
  /** It signs job webhooks the site checks with the source's webhook secret. */
  sendsWebhooks: boolean;
  /** Its feed needs the company's API key (required). */
  needsApiKey: boolean;
}

/** The fields of the "add a source" form and of the test call. */
export interface JobSourceInput {
  type: JobSourceType;
  board: string;
  baseUrl?: string | null;
  webhookSecret?: string | null;
  apiKey?: string | null;
}

/** What a test read of a feed found (nothing is written). */
export type JobSourceTest =
  | { ok: true; count: number; /** The first 5. */ titles: string[]; problems: JobSourceProblem[] }
  | { ok: false; error: string };

/** One department an ATS names, and where a source's syncs put its jobs (decision 037). */
export interface JobSourceDepartmentMapping {
  /** The ATS's name, as its feed writes it. */
  atsDepartment: string;
  /** The site's department the admin mapped it to; null: unmapped. */
  department: string | null;
  /** Where its jobs land now: the mapped one, else the site's of the same name, else the default. */
  resolvesTo: string;
  /** Whether the source's latest sync saw it (older ones stay, with their mapping). */
  inLastSync: boolean;
}

/** `GET /api/admin/job-sources/:id/departments`: how the ATS's departments map onto the site's. */
export interface JobSourceDepartments {
  /** Where an ATS department goes that is unmapped and named like none of the site's. */
  defaultDepartment: string;
  /** The ATS's departments the syncs saw, alphabetically. */
  mappings: JobSourceDepartmentMapping[];
}

/** `PUT /api/admin/job-sources/:id/departments`: site departments by name; null unmaps. */
export interface JobSourceDepartmentsInput {
  defaultDepartment: string;
  mappings: { atsDepartment: string; department: string | null }[];
}
