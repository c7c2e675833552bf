/**
 * Blog and news posts in the admin (`/api/admin/posts`, scope admin:posts, issue 35): what the
 * editor writes and what the API answers. Decision 061: a post is a content document; saving
 * keeps a draft, publishing puts it on the site.
 */
import type { Post, PostKind } from './page-types';

/** Where a post stands: only admins see a draft; a scheduled one publishes itself at its time. */
export type PostStatus = 'draft' | 'scheduled' | 'published';

/** A post's picture, as its card and page show it (kept as it is: the editor does not change it). */
export interface PostImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** What the editor writes of a post. */
export interface PostInput {
  kind: PostKind;
  /** Its address: `/tech-blog/{slug}` or `/news/{slug}`; a new one leaves a 301 from the old. */
  slug: string;
  title: string;
  summary: string;
  author: string;
  tags: string[];
  /** A department of the site: the post ends with its team's open jobs (blog posts). */
  department: string | null;
  /** Markdown, rendered as the post page renders it. */
  body: string;
}

export interface AdminPost extends PostInput {
  id: number;
  version: number;
  status: PostStatus;
  /** Published, with changes saved since that are not public yet. */
  hasUnpublishedChanges: boolean;
  /** When a scheduled post publishes itself. */
  publishAt: string | null;
  /** The post's dates as its page shows them (null before its first publishing). */
  publishedAt: string | null;
  updatedAt: string | null;
  image: PostImage | null;
  /** Its public address (answers 404 until it is published). */
  publicPath: string;
  /** `file` while the post is as content/ ships it; the admin's from its first change. */
  origin: 'file' | 'admin';
  /** Its file changed in content/ after an edit here: the file's version, not applied. */
  fileChanged: boolean;
  /** When the row last changed (any write). */
  changedAt: string;
}

export type AdminPostRow = Pick<
  AdminPost,
  | 'id'
  | 'kind'
  | 'slug'
  | 'title'
  | 'status'
  | 'hasUnpublishedChanges'
  | 'publishAt'
  | 'publicPath'
  | 'changedAt'
  | 'version'
>;

/** The 409 of a stale write: who changed which fields, and the post as it is now. */
export interface PostConflictData {
  changedFields: string[];
  current: AdminPost;
}

/** The post as its page would show it (the editor's preview, whatever its status). */
export type PostPreview = Post;
