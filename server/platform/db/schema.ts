import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

import type { JobSourceSync } from '../../../contract/admin-job-source-types';
import type {
  EmploymentType,
  JobSource,
  JobSourceType,
  JobStatus,
  WorkplaceType,
} from '../../../contract/job-model';
import type { AlertFrequency } from '../../../contract/job-alert';
import type { KeywordMode } from '../../../contract/moderation';
import type { WebVitalName } from '../../../contract/web-vitals';
import type { ModerationMailFrequency } from '../../../contract/admin-account-types';

export type { AlertFrequency, EmploymentType, JobSource, JobStatus, WorkplaceType };

/** Timestamps are written as Date or ISO string and read back as Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type PayPeriod = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';
export type ReviewStatus = 'pending' | 'approved' | 'rejected';

interface JobTable {
  id: Generated<number>;
  ext_slug: string | null;
  title: string;
  description: string | null;
  team: string | null;
  department: string;
  /**
   * The distinct cities of its places, sorted: kept by migration 013's triggers (an insert may
   * set them already, so the trigger need not rewrite the row: migration 015).
   */
  cities: ColumnType<string[], string[] | undefined, never>;
  workplace_type: ColumnType<WorkplaceType, WorkplaceType | undefined, WorkplaceType>;
  /** Where applicants of a remote job may live: country codes or region names. */
  remote_regions: ColumnType<string[], string[] | undefined, string[]>;
  employment_type: EmploymentType | null;
  level: string | null;
  apply_url: string | null;
  pay_currency: string | null;
  pay_min: number | null;
  pay_max: number | null;
  pay_period: PayPeriod | null;
  /**
   * The top of the pay range as a year's pay in euros, where `payMin` and `sort=pay` compare it:
   * null for a contract (migration 022's trigger, docs/pay.md).
   */
  pay_annual_eur: ColumnType<number | null, never, never>;
  /** The top of the pay range as a full-time year in euros, for every job with a rate. */
  pay_full_year_eur: ColumnType<number | null, never, never>;
  posted_at: Timestamp;
  closes_at: Timestamp | null;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  publish_at: Timestamp | null;
  source: ColumnType<JobSource, JobSource | undefined, JobSource>;
  external_id: string | null;
  /** Why an admin closed it; shown to admins only (migration 014). */
  closed_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where its applicant-tracking system shows it (issue 26); null for a job written here. */
  ats_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** The job source that syncs it (migration 015); null for a job written in the admin. */
  source_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** `markdown` (written in the admin) or `html` (sanitised, from a feed). */
  description_format: ColumnType<
    DescriptionFormat,
    DescriptionFormat | undefined,
    DescriptionFormat
  >;
  /** A digest of the feed's version of a synced job (job-sources/job-hash.ts). */
  content_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** How many people the job's team has, shown on its page when set (migration 020). */
  team_size: ColumnType<number | null, number | null | undefined, number | null>;
  /** Whether its page says 'Relocation Assistance Provided' (migration 020). */
  relocation_assistance: ColumnType<boolean, boolean | undefined, boolean>;
  /** Bumped by every edit, for optimistic concurrency. */
  version: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** Title, team, department and description: what a search matches. */
  search: ColumnType<string, never, never>;
  /** Title (A), team and department (B): what relevance ranks on (migration 005). */
  search_rank: ColumnType<string, never, never>;
  /** Which search vector the job has: jobs with the same one share it (migration 025). */
  search_doc: ColumnType<string, never, never>;
}

/** Units of a currency one euro buys (migration 017), copied from content/exchange-rates.json. */
interface ExchangeRateTable {
  currency: string;
  per_eur: number;
}

/** A job's place (migration 013); position 0 is the primary one. */
interface JobLocationTable {
  job_id: number;
  position: number;
  city: string | null;
  region: string | null;
  country_code: string | null;
}

export type JobEventKind = 'opened' | 'changed' | 'closed' | 'reopened';

export type DescriptionFormat = 'markdown' | 'html';

/** An applicant-tracking feed the jobs sync from (migration 015). */
interface JobSourceTable {
  id: Generated<number>;
  type: JobSourceType;
  board: string;
  base_url: string | null;
  webhook_secret: string | null;
  api_key: string | null;
  paused: ColumnType<boolean, boolean | undefined, boolean>;
  from_config: ColumnType<boolean, boolean | undefined, boolean>;
  last_sync: ColumnType<JobSourceSync | null, string | null | undefined, string | null>;
  consecutive_failures: ColumnType<number, number | undefined, number>;
  shrink_refused_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  next_sync_at: DefaultTimestamp;
  sync_requested_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  syncing_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Where its unmapped ATS departments go; null: the list's first department (migration 020). */
  default_department_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: DefaultTimestamp;
}

/** One of the site's departments (migration 020): a job's department is one of their names. */
interface DepartmentTable {
  id: Generated<number>;
  name: string;
  created_at: DefaultTimestamp;
}

/** A department an ATS names, the site's department it is mapped to, when a sync last saw it. */
interface JobSourceDepartmentTable {
  source_id: number;
  ats_department: string;
  department_id: number | null;
  last_seen_at: Date | null;
}

/** A webhook delivery seen lately (migration 015), to refuse a replay. */
interface JobSourceWebhookTable {
  source_id: number;
  digest: string;
  received_at: DefaultTimestamp;
}

/** What happened to a job, written in the transaction of the change (migration 013). */
interface JobEventTable {
  id: Generated<string>;
  job_id: number;
  kind: JobEventKind;
  /** Each changed field's value before and after. */
  changes: ColumnType<JobFieldChanges, string | undefined, string>;
  at: DefaultTimestamp;
}

export type JobFieldChanges = Record<string, { before: unknown; after: unknown }>;

interface TeamMemberTable {
  id: Generated<number>;
  name: string;
  role: string;
  team: string;
  location: string | null;
  bio: string;
  quote: string | null;
  /** A path under public/ (the seed's); null when an uploaded portrait (`portrait_hash`) is shown. */
  portrait: string | null;
  /** The uploaded portrait's hash (team_portrait), or null. */
  portrait_hash: string | null;
  joined_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  sort_order: Generated<number>;
  updated_at: DefaultTimestamp;
  /** The optimistic lock: each save names the version it was based on. */
  version: Generated<number>;
}

interface TeamPortraitTable {
  member_id: number;
  width: number;
  hash: string;
  content_type: string;
  bytes: Uint8Array;
}

interface PressNewsTable {
  id: Generated<number>;
  title: string;
  summary: string;
  body: string;
  source: string | null;
  source_url: string | null;
  published_at: Timestamp;
  updated_at: DefaultTimestamp;
  version: Generated<number>;
}

interface PressReleaseTable {
  id: Generated<number>;
  title: string;
  summary: string;
  body: string;
  location: string | null;
  /** The newsroom story (content/news/{slug}.md) the release retells; it dates the release. */
  story_slug: string | null;
  /** Set only for a release with no story (a CHECK keeps exactly one of the two). */
  published_at: Timestamp | null;
  updated_at: DefaultTimestamp;
  /** When its subscribers were mailed it (migration 030); null until then. */
  announced_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  version: Generated<number>;
  /** The embargo: not public until the task clears it at this time (migration 029). */
  publish_at: Timestamp | null;
}

export interface BrandAssetTable {
  id: Generated<number>;
  title: string;
  description: string;
  file_path: string;
  format: string;
  size_bytes: number;
  preview: string | null;
  sort_order: Generated<number>;
  updated_at: DefaultTimestamp;
  version: Generated<number>;
}

interface BrandAssetFileTable {
  asset_id: number;
  role: 'file' | 'preview';
  hash: string;
  content_type: string;
  bytes: Uint8Array;
}

interface PressPreviewLinkTable {
  id: Generated<number>;
  release_id: number;
  token_hash: string;
  recipient_name: string;
  recipient_email: string | null;
  created_by: string;
  created_at: DefaultTimestamp;
  revoked_at: Timestamp | null;
}

interface PressPreviewOpeningTable {
  id: Generated<string>;
  link_id: number;
  opened_at: DefaultTimestamp;
  user_agent: string | null;
}

export interface BlogCommentTable {
  id: Generated<number>;
  post_slug: string;
  name: string;
  email: string | null;
  body: string;
  status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  created_at: DefaultTimestamp;
  reviewed_at: Timestamp | null;
  reviewed_by: string | null;
  /** The keyword entry that rejected or held the comment when it was posted; null when none matched. */
  blacklisted_keyword: ColumnType<string | null, string | null | undefined, never>;
  /** The author: the e-mail address normalised (migration 032, decision 065); null without one. */
  author_email: ColumnType<string | null, string | null | undefined, never>;
  /** The moderation rule that decided the comment on arrival (decision 065); null for none. */
  moderation_rule: ColumnType<string | null, string | null | undefined, never>;
  /** The texts that rule matched (a keyword's words, the links), to highlight them. */
  moderation_matches: ColumnType<string[], string | undefined, never>;
}

interface BlacklistKeywordTable {
  id: Generated<number>;
  keyword: string;
  created_at: DefaultTimestamp;
  created_by: string;
  /** What a match does (migration 032): reject the comment, or hold it for review. */
  mode: ColumnType<KeywordMode, KeywordMode | undefined, KeywordMode>;
  version: Generated<number>;
  /** The comment marked as spam this entry was learnt from, if any. */
  spam_comment_id: number | null;
}

/** The rules that are a number or a switch (migration 032): one row. */
interface ModerationSettingsTable {
  id: Generated<boolean>;
  link_limit: number;
  hold_first_comment: boolean;
  rate_limit: number;
  rate_window_minutes: number;
  version: Generated<number>;
  updated_at: Timestamp | null;
  updated_by: string | null;
}

/** A comment's author, by the address normalised (migration 032): confirmed, blocked. */
interface CommentAuthorTable {
  id: Generated<number>;
  email: string;
  created_at: DefaultTimestamp;
  confirmed_at: Timestamp | null;
  confirm_token_hash: string | null;
  confirm_sent_at: Timestamp | null;
  blocked_at: Timestamp | null;
  blocked_by: string | null;
}

interface TalentSignupTable {
  id: Generated<number>;
  name: string;
  email: string;
  country: string;
  interests: Json<string[]>;
  consent: boolean;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** Null until the owner of the address follows the confirmation link. */
  confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** SHA-256 (hex) of the latest confirmation link's token; the token itself is never stored. */
  confirm_token_hash: string | null;
  /** When the latest confirmation link was sent: its expiry, the resend window, the pruning. */
  confirm_sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type TalentTokenPurpose = 'leave';

/** A talent community e-mail's leave link, hashed (migration 023): valid while its signup lives. */
interface TalentSignupTokenTable {
  token_hash: string;
  signup_id: number;
  purpose: TalentTokenPurpose;
  created_at: DefaultTimestamp;
}

/** A journalist signed up for the press releases (migration 030), double opt-in. */
interface PressSubscriberTable {
  id: Generated<number>;
  email: string;
  name: string | null;
  outlet: string | null;
  created_at: DefaultTimestamp;
  /** Null until the owner of the address follows the confirmation link. */
  confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** SHA-256 (hex) of the latest confirmation link's token; the token itself is never stored. */
  confirm_token_hash: string | null;
  confirm_sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type PressSubscriberTokenPurpose = 'unsubscribe';

/** An announcement's one-click unsubscribe link, hashed (migration 030). */
interface PressSubscriberTokenTable {
  token_hash: string;
  subscriber_id: number;
  purpose: PressSubscriberTokenPurpose;
  created_at: DefaultTimestamp;
}

export type AlertOrigin = 'job-list' | 'talent-community';
/** A saved search sent as a digest (migration 016), double opt-in like the talent community. */
interface JobAlertTable {
  id: Generated<number>;
  email: string;
  /** The job list's query string it searches, canonical (contract/job-alert.ts). */
  query: string;
  frequency: AlertFrequency;
  origin: AlertOrigin;
  created_at: DefaultTimestamp;
  /** Null until the owner of the address follows the confirmation link. */
  confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** SHA-256 (hex) of the confirmation link's token; the token itself is never stored. */
  confirm_token_hash: string | null;
  confirm_sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The end of the window the last digest covered (the confirmation at first). */
  digested_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type AlertTokenPurpose = 'manage' | 'unsubscribe';

/** A digest link's token, hashed: one purpose, valid while its alert lives. */
interface JobAlertTokenTable {
  token_hash: string;
  alert_id: number;
  purpose: AlertTokenPurpose;
  created_at: DefaultTimestamp;
}

interface ActivityLogTable {
  id: Generated<number>;
  actor: string;
  actor_sub: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: DefaultTimestamp;
}

interface AccountTable {
  id: Generated<string>;
  email: string;
  /** Null for an invited admin who has not set a password yet (migration 028). */
  password_hash: string | null;
  scopes: Json<string[]>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** The optimistic lock of the accounts screen (migration 028). */
  version: Generated<number>;
  invited_at: Timestamp | null;
  last_signed_in_at: Timestamp | null;
  /** How often the admin is e-mailed of held comments (migration 033). */
  moderation_mail: ColumnType<ModerationMailFrequency, ModerationMailFrequency | undefined>;
}

export type AccountLinkPurpose = 'invitation' | 'reset';

/** An invitation or password-reset link, hashed (migration 028): works once, until it expires. */
interface AccountLinkTable {
  token_hash: string;
  account_id: string;
  purpose: AccountLinkPurpose;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** A sign-in through the form, by the provider's grant, with its device (migration 028). */
interface AccountSignInTable {
  grant_id: string;
  account_id: string;
  user_agent: ColumnType<string, string | undefined, string>;
  signed_in_at: DefaultTimestamp;
}

/** A held comment an account was e-mailed of (migration 033): once per account. */
interface CommentNoticeTable {
  account_id: string;
  comment_id: number;
  sent_at: DefaultTimestamp;
}

/** What a moderator decides of a comment. */
export type ReviewDecision = Exclude<ReviewStatus, 'pending'>;

/** A moderator e-mail's Approve or Reject link, hashed (migration 033): works once, until it expires. */
interface CommentReviewLinkTable {
  token_hash: string;
  comment_id: number;
  account_id: string;
  decision: ReviewDecision;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

interface OidcModelTable {
  model: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

interface OidcKeyTable {
  kind: string;
  value: ColumnType<unknown, string, string>;
  created_at: DefaultTimestamp;
}

/** One row: bumped by every statement that changes `job` (migration 006). */
interface JobVersionTable {
  id: Generated<boolean>;
  version: number;
}

/** A background task's schedule and lease (migration 008, server/platform/tasks). */
interface TaskScheduleTable {
  id: Generated<number>;
  name: string;
  next_run_at: Timestamp;
  attempt: Generated<number>;
  retry_at: Timestamp | null;
  locked_until: Timestamp | null;
  locked_by: string | null;
}

export type TaskRunStatus = 'running' | 'succeeded' | 'failed';

interface TaskRunTable {
  id: Generated<number>;
  task: string;
  attempt: number;
  status: ColumnType<TaskRunStatus, TaskRunStatus | undefined, TaskRunStatus>;
  started_at: Timestamp;
  ended_at: Timestamp | null;
  result: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  error: string | null;
  /** The due time the run served, and the runner (`host:pid:random`) that ran it (migration 010). */
  due_at: ColumnType<Date | null, Date | string | undefined, Date | string>;
  runner: ColumnType<string | null, string | undefined, string>;
}

export type OutboxStatus = 'pending' | 'held' | 'sent' | 'failed';

/** Mail written in the caller's transaction, delivered by a task (migration 008). */
interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  unsubscribe_url: string | null;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: DefaultTimestamp;
  last_error: string | null;
  created_at: DefaultTimestamp;
  sent_at: Timestamp | null;
}

/**
 * A confirmation link sent to an address, or a request answered as if one was (migration 019,
 * server/platform/mail/confirmation-limit.ts): what the per-address limits count.
 */
interface ConfirmationMailTable {
  id: Generated<number>;
  address_hash: string;
  purpose: string;
  token_hash: string;
  sent_at: Timestamp;
  settled_at: Timestamp | null;
}

/** A metric of a sampled page view (migration 034, decision 067). */
interface WebVitalTable {
  id: Generated<string>;
  route: string;
  metric: WebVitalName;
  value: number;
  recorded_at: DefaultTimestamp;
}

/** The last job event the search-engine notifier handled (migration 018): one row. */
interface SearchNotifyCursorTable {
  id: number;
  last_event_id: string;
}

export type SearchEngineName = 'google' | 'indexnow';
export type SearchNotificationType = 'URL_UPDATED' | 'URL_DELETED';

/** A notice waiting for a search engine (migration 018); deleted once sent or given up. */
interface SearchNotificationTable {
  id: Generated<number>;
  engine: SearchEngineName;
  url: string;
  /** The job, or (migration 027) the content document, the notice is about: exactly one. */
  job_id: ColumnType<number | null, number | null | undefined, number | null>;
  content_document_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The title the activity log names (a job's or a document's). */
  job_title: string;
  news: JobEventKind | ContentNewsKind;
  type: SearchNotificationType;
  revision: Generated<number>;
  attempts: Generated<number>;
  next_attempt_at: DefaultTimestamp;
  last_error: string | null;
}

export type ContentKind = 'page' | 'blog' | 'news' | 'faq';
export type ContentOrigin = 'file' | 'admin';
/** What search engines are told of a content document (migration 027). */
export type ContentNewsKind = 'published' | 'unpublished';
/** A content document's fields (front matter and body, or a JSON file's), as JSON. */
export type ContentFields = Record<string, unknown>;

/** Pages, posts and the FAQ (migration 027, decision 061). */
interface ContentDocumentTable {
  id: Generated<number>;
  path: string;
  kind: ContentKind;
  published: ColumnType<ContentFields | null, string | null, string | null>;
  draft: ColumnType<ContentFields | null, string | null | undefined, string | null>;
  publish_at: Timestamp | null;
  version: Generated<number>;
  origin: ContentOrigin;
  file_hash: string | null;
  file_document: ColumnType<ContentFields | null, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** An old path of a renamed document (migration 027). */
interface ContentRedirectTable {
  path: string;
  document_id: number;
  created_at: DefaultTimestamp;
}

export interface Database {
  job: JobTable;
  job_version: JobVersionTable;
  job_location: JobLocationTable;
  job_event: JobEventTable;
  exchange_rate: ExchangeRateTable;
  job_source: JobSourceTable;
  job_source_webhook: JobSourceWebhookTable;
  job_source_department: JobSourceDepartmentTable;
  department: DepartmentTable;
  team_member: TeamMemberTable;
  team_portrait: TeamPortraitTable;
  press_news: PressNewsTable;
  press_release: PressReleaseTable;
  brand_asset: BrandAssetTable;
  blog_comment: BlogCommentTable;
  blacklist_keyword: BlacklistKeywordTable;
  talent_signup: TalentSignupTable;
  talent_signup_token: TalentSignupTokenTable;
  job_alert: JobAlertTable;
  job_alert_token: JobAlertTokenTable;
  activity_log: ActivityLogTable;
  account: AccountTable;
  oidc_model: OidcModelTable;
  oidc_key: OidcKeyTable;
  task_schedule: TaskScheduleTable;
  task_run: TaskRunTable;
  outbox: OutboxTable;
  confirmation_mail: ConfirmationMailTable;
  search_notify_cursor: SearchNotifyCursorTable;
  search_notification: SearchNotificationTable;
  account_link: AccountLinkTable;
  account_sign_in: AccountSignInTable;
  press_subscriber: PressSubscriberTable;
  press_subscriber_token: PressSubscriberTokenTable;
  brand_asset_file: BrandAssetFileTable;
  press_preview_link: PressPreviewLinkTable;
  press_preview_opening: PressPreviewOpeningTable;
  content_document: ContentDocumentTable;
  content_redirect: ContentRedirectTable;
  moderation_settings: ModerationSettingsTable;
  comment_author: CommentAuthorTable;
  web_vital: WebVitalTable;
  comment_notice: CommentNoticeTable;
  comment_review_link: CommentReviewLinkTable;
}

export type JobRow = Selectable<JobTable>;
export type NewJob = Insertable<JobTable>;
export type JobLocationRow = Selectable<JobLocationTable>;
export type NewJobLocation = Insertable<JobLocationTable>;
export type JobEventRow = Selectable<JobEventTable>;
export type JobSourceRow = Selectable<JobSourceTable>;
export type DepartmentRow = Selectable<DepartmentTable>;
export type TeamMemberRow = Selectable<TeamMemberTable>;
export type PressNewsRow = Selectable<PressNewsTable>;
export type PressReleaseRow = Selectable<PressReleaseTable>;
export type BrandAssetRow = Selectable<BrandAssetTable>;
export type PressPreviewLinkRow = Selectable<PressPreviewLinkTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type ContentDocumentRow = Selectable<ContentDocumentTable>;
