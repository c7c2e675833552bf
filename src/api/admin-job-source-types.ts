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
