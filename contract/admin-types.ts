import type { KeywordMode, ModerationReason } from './moderation';
import type { Pager } from './page-types';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** SPEC §3: the admin page response. */
export interface AdminPage<T> {
  content: T;
  pager: Pager;
}

/** SPEC §7 call 3: a paged list. */
export interface AdminList<T> {
  list: T[];
  pager: Pager;
}

export interface AdminOverview {
  pendingComments: number | null;
  keywords: number | null;
  talentSignups: number | null;
  /** The newest entries of the activity log, as its list shows them. */
  recentActivity: AdminActivity[] | null;
  /** The admins with a sign-in that still stands (scope admin:accounts). */
  signedIn: { email: string }[] | null;
  /** Jobs waiting for their publishing time (scope admin:jobs). */
  scheduledJobs: number | null;
  /** Press releases under embargo, waiting for their time (scope admin:press). */
  scheduledReleases: number | null;
  /** Job sources whose last sync failed (scope admin:jobs). */
  failingJobSources: number | null;
  /** Messages the outbox could not deliver: failed, or held without SMTP (scope admin:system). */
  undeliveredMail: number | null;
}

export interface AdminComment {
  id: number;
  postSlug: string;
  /** The post's title; null when the post is gone (the admin then shows the slug). */
  postTitle: string | null;
  name: string;
  email: string | null;
  body: string;
  status: ReviewStatus;
  createdAt: string | null;
  reviewedAt: string | null;
  /** Who decided it; null while pending, or when a blacklist keyword rejected it on arrival. */
  reviewedBy: string | null;
  /** The keyword entry it held when it was posted (it arrived rejected or held); null for none. */
  blacklistedKeyword: string | null;
  /** The moderation rule that decided it on arrival and what it matched (decision 065); null for none. */
  moderation: ModerationReason | null;
}

export interface CommentedPost {
  slug: string;
  /** Null when the post is gone. */
  title: string | null;
  total: number;
  pending: number;
}

export interface AdminKeyword {
  id: number;
  keyword: string;
  /** What a match does (decision 065): reject the comment, or hold it for review. */
  mode: KeywordMode;
  version: number;
  /** The comment marked as spam this entry was learnt from; null for one an admin typed. */
  spamCommentId: number | null;
  createdAt: string | null;
  createdBy: string;
}

/** A team member as the team list shows it (`/api/admin/team`), in the site's order. */
export interface AdminTeamMemberSummary {
  id: number;
  name: string;
  role: string;
  team: string;
  /** The card's portrait URL. */
  portraitSrc: string;
  /** 1 for the first member of the whole team. */
  position: number;
}

/** The fields of the team member form, as typed: the API trims them and stores empty as null. */
export interface TeamMemberFields {
  name: string;
  role: string;
  team: string;
  location: string;
  /** Markdown. */
  bio: string;
  quote: string;
  /** `YYYY-MM-DD` or ''. */
  joinedAt: string;
}

/** One member in the editor (`/api/admin/team/{id}`); `version` goes back with the next save. */
export interface AdminTeamMember extends TeamMemberFields {
  id: number;
  portraitSrc: string;
  version: number;
  updatedAt: string | null;
}

export interface AdminActivity {
  id: number;
  actor: string;
  actorSub: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown>;
  /** The title of the post the entry names (`details.postSlug`); null when none, or it is gone. */
  postTitle: string | null;
  createdAt: string | null;
}

export interface AdminTalentSignup {
  id: number;
  name: string;
  email: string;
  country: string;
  interests: string[];
  createdAt: string | null;
}

export type TaskRunStatus = 'running' | 'succeeded' | 'failed';

export interface AdminTaskRun {
  id: number;
  attempt: number;
  status: TaskRunStatus;
  startedAt: string | null;
  endedAt: string | null;
  /** What the run reported (counts, ids). */
  result: Record<string, unknown> | null;
  error: string | null;
}

/** A background task (decision 023): its schedule and its latest runs, newest first. */
export interface AdminTask {
  /** Its place in the app's list of tasks. */
  id: number;
  name: string;
  description: string;
  intervalMs: number;
  /** The due time it serves next; null before any runner has started. */
  nextRunAt: string | null;
  /** Set while a failed due time waits for its next try. */
  retryAt: string | null;
  /** Failed tries at the current due time. */
  failedAttempts: number;
  /** A process holds it now. */
  running: boolean;
  lastRuns: AdminTaskRun[];
}

export type OutboxStatus = 'pending' | 'held' | 'sent' | 'failed';

export interface AdminOutboxMessage {
  id: number;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  /** A subscription's message (it carries List-Unsubscribe). */
  subscription: boolean;
  createdAt: string | null;
  sentAt: string | null;
}

/** One message as it is sent: both parts. */
export interface AdminOutboxMessageDetail extends AdminOutboxMessage {
  html: string;
  text: string;
  unsubscribeUrl: string | null;
}
