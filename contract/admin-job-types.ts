/**
 * The job editor's API (`/api/admin/jobs`, scope `admin:jobs`; docs/api.md): the bodies the
 * screens send and the jobs the server answers with. The contract between the editor's server
 * and its screens (decision 029).
 */
import type { EmploymentType, JobLocation, JobSource, JobStatus, WorkplaceType } from './job-model';
import type { PayPeriod } from './page-types';

/** One of a job's places: a city, a country or both (`countryCode` ISO 3166-1 alpha-2). */
export interface JobPlaceInput {
  city: string | null;
  region: string | null;
  countryCode: string | null;
}

/** A pay range: `currency` ISO 4217 (contract/currencies.ts), `max` at least `min`. */
export interface JobPayInput {
  currency: string;
  min: number;
  max: number;
  period: PayPeriod;
}

/** A job's fields as the editor's form sends them (create, save). */
export interface JobInput {
  /** 1..120 characters. */
  title: string;
  /** One of the site's departments (`/api/admin/departments`), in any case and spacing. */
  department: string;
  team: string | null;
  level: string | null;
  employmentType: EmploymentType | null;
  workplaceType: WorkplaceType;
  /** 0..10 places, the first the primary one; at least one unless the job is remote. */
  locations: JobPlaceInput[];
  /** For a remote job only: the country codes or region names ('EU') applicants may live in. */
  remoteRegions: string[];
  pay: JobPayInput | null;
  /** Markdown, 1..50,000 characters. */
  description: string;
  /** An https URL, or null for none. */
  applyUrl: string | null;
  /** ISO 8601 in UTC; the screen converts the admin's local time. */
  closesAt: string | null;
  /** People in the job's team, 1..100,000; null: the job's page says nothing of it. */
  teamSize: number | null;
  /** Whether the job's page says 'Relocation Assistance Provided'. */
  relocationAssistance: boolean;
}

/** `PUT /api/admin/jobs/:id`: the fields and the version the form was based on. */
export interface SavedJobInput extends JobInput {
  version: number;
}

/** `POST /api/admin/jobs/:id/publish`: now (no `at`, or a past one) or at a time (ISO, UTC). */
export interface PublishJobInput {
  version: number;
  at?: string;
}

/** `POST /api/admin/jobs/:id/close`: the reason (≤ 500 characters) is shown only to admins. */
export interface CloseJobInput {
  version: number;
  reason?: string;
}

/**
 * `POST /api/admin/jobs/:id/reopen`: `closesAt` replaces the closing time (null: none); absent,
 * a closing time still ahead is kept and one already passed is cleared.
 */
export interface ReopenJobInput {
  version: number;
  closesAt?: string | null;
}

/** A job as the editor opens it (`GET /api/admin/jobs/:id`) and every write answers it. */
export interface AdminJob extends JobInput {
  id: number;
  version: number;
  status: JobStatus;
  source: JobSource;
  externalId: string | null;
  /** For a job from an applicant-tracking system (issue 26): where to change it. */
  atsUrl: string | null;
  /** Made from the title when the job is created, never changed afterwards (`/job-ext/{slug}`). */
  slug: string | null;
  /** The job's public page (`/job/{id}`), the same after a reopen. */
  publicPath: string;
  /** When it went or goes public (ISO); null for a draft. */
  publishAt: string | null;
  /** Why it was closed, for admins only; null when open or closed without a reason. */
  closedReason: string | null;
  /** When it was written, until it first opens; from then when it went public (decision 029). */
  createdAt: string;
  updatedAt: string;
}

/** A job as the editor's list shows it (`GET /api/admin/jobs`, 10 a page). */
export interface AdminJobRow {
  id: number;
  title: string;
  department: string;
  status: JobStatus;
  source: JobSource;
  locations: JobLocation[];
  workplaceType: WorkplaceType;
  /** Where applicants of a remote job may live: country codes or region names. */
  remoteRegions: string[];
  publishAt: string | null;
  closesAt: string | null;
  updatedAt: string;
  version: number;
  publicPath: string;
}

/** The `data` of the 409 a stale write answers: what changed since, and the job as it is now. */
export interface JobConflictData {
  changedFields: string[];
  current: AdminJob;
}

/** `POST /api/admin/jobs/markdown-preview`. */
export interface MarkdownPreviewInput {
  markdown: string;
}

export interface MarkdownPreview {
  /** Rendered and sanitised as the job's page will show it. */
  html: string;
}
