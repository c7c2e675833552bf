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
  /** The blacklist keyword it held when it was posted (then it arrived rejected); null for none. */
  blacklistedKeyword: string | null;
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
  createdAt: string | null;
  createdBy: string;
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
