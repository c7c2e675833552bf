import type { Kysely } from 'kysely';

import type {
  AdminPost,
  AdminPostRow,
  PostImage,
  PostInput,
  PostPreview,
  PostStatus,
} from '../../../contract/admin-post-types';
import type { MarkdownPreview } from '../../../contract/admin-job-types';
import type { PagedList, PostKind } from '../../../contract/page-types';
import { toStoreDocument } from '../../content/content-store';
import { renderMarkdown } from '../../content/markdown';
import { renderPostDocument } from '../../content/page-content';
import type { Actor } from '../../platform/auth/actor';
import { pageOffset, toPager, type Paging } from '../../platform/db/paging';
import type { ContentFields, Database } from '../../platform/db/schema';
import { InvalidFieldError, NotFoundError } from '../../platform/domain-errors';
import {
  createContentWrites,
  POST_FOLDERS,
  publicPathOf,
  slugOfPath,
  type ContentDocumentRow,
} from '../content-documents';
import { departmentOfList } from '../departments';

const POST_KINDS: readonly PostKind[] = ['blog', 'news'];
const NOT_FOUND = 'This post was removed.';

export interface PostListFilters {
  search?: string;
  kind?: PostKind;
  status?: PostStatus;
}

const isPostKind = (kind: string): kind is PostKind => kind === 'blog' || kind === 'news';
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
const pathOf = (kind: PostKind, slug: string) => `${POST_FOLDERS[kind]}/${slug}`;

function statusOf(row: ContentDocumentRow): PostStatus {
  if (row.published) return 'published';
  return row.publish_at ? 'scheduled' : 'draft';
}

/** A post document as the editor shows it: its working version (the draft, else the page). */
function toAdminPost(row: ContentDocumentRow): AdminPost {
  if (!isPostKind(row.kind)) throw new NotFoundError(NOT_FOUND);
  const fields = row.draft ?? row.published ?? {};
  const tags = Array.isArray(fields.tags) ? fields.tags.map(text) : [];
  return {
    id: row.id,
    kind: row.kind,
    slug: slugOfPath(row.path),
    title: text(fields.title),
    summary: text(fields.summary),
    author: text(fields.author),
    tags,
    department: textOrNull(fields.department),
    body: text(fields.body),
    image: (fields.image as PostImage | undefined) ?? null,
    version: row.version,
    status: statusOf(row),
    hasUnpublishedChanges: row.published !== null && row.draft !== null,
    publishAt: row.publish_at?.toISOString() ?? null,
    publishedAt: textOrNull(row.published?.publishedAt ?? fields.publishedAt),
    updatedAt: textOrNull(row.published?.updatedAt),
    publicPath: publicPathOf(row.kind, row.path) ?? '',
    origin: row.origin,
    fileChanged: row.file_document !== null,
    changedAt: row.updated_at.toISOString(),
  };
}

const toRow = (post: AdminPost): AdminPostRow => ({
  id: post.id,
  kind: post.kind,
  slug: post.slug,
  title: post.title,
  status: post.status,
  hasUnpublishedChanges: post.hasUnpublishedChanges,
  publishAt: post.publishAt,
  publicPath: post.publicPath,
  changedAt: post.changedAt,
  version: post.version,
});

/**
 * The post's document fields from the editor's input; what the editor does not show (its
 * picture, its dates) is kept from the version it edits.
 */
function fieldsOf(input: PostInput, department: string | null, kept: ContentFields = {}) {
  const { image, publishedAt, updatedAt } = kept;
  return {
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    author: input.author,
    ...(publishedAt === undefined ? {} : { publishedAt }),
    ...(updatedAt === undefined ? {} : { updatedAt }),
    tags: input.tags,
    ...(image === undefined ? {} : { image }),
    ...(department === null ? {} : { department }),
    body: input.body,
  };
}

const matches = (post: AdminPost, filters: PostListFilters) =>
  (!filters.kind || post.kind === filters.kind) &&
  (!filters.status || post.status === filters.status) &&
  (!filters.search ||
    `${post.title} ${post.slug} ${post.author}`
      .toLowerCase()
      .includes(filters.search.toLowerCase()));

/** What the posts' editor needs besides the database: see `ContentWriteOptions`. */
export interface PostAdminOptions {
  origin: string;
  onChanged: () => Promise<void>;
}

/**
 * The blog and news posts in the admin, over the content documents' write API (decision 061):
 * saving keeps a draft, publishing (now or at a time) puts it on the site, a new slug moves it
 * (301 from the old address, a blog post's comments along).
 */
export function createPostAdminService(db: Kysely<Database>, options: PostAdminOptions) {
  const writes = createContentWrites(db, { ...options, present: toAdminPost, noun: 'post' });

  /** The department as the site lists it (a 400 naming it when there is none such). */
  const departmentOf = async (input: PostInput) =>
    input.department === null ? null : departmentOfList(db, input.department);

  const getPost = (id: number) => writes.get(id);

  return {
    async listPosts(filters: PostListFilters, paging: Paging): Promise<PagedList<AdminPostRow>> {
      // The editors' lists are short (tens of posts): filtered and paged here.
      const posts = (await writes.listOfKinds(POST_KINDS)).filter((post) => matches(post, filters));
      const start = pageOffset(paging.page, paging.limit);
      return {
        list: posts.slice(start, start + paging.limit).map(toRow),
        pager: toPager(posts.length, paging.page, paging.limit),
      };
    },

    getPost,

    /** The post as its page will show it, whatever its status (dated now if never published). */
    async previewPost(id: number): Promise<PostPreview> {
      const post = await getPost(id);
      const now = new Date().toISOString();
      return renderPostDocument(
        toStoreDocument(pathOf(post.kind, post.slug), 'md', {
          ...fieldsOf(post, post.department, post.image ? { image: post.image } : {}),
          publishedAt: post.publishedAt ?? now,
          updatedAt: now,
        }),
      );
    },

    previewMarkdown: (markdown: string): MarkdownPreview => ({ html: renderMarkdown(markdown) }),

    async createPost(input: PostInput, actor: Actor): Promise<AdminPost> {
      const draft = fieldsOf(input, await departmentOf(input));
      return writes.create(
        { kind: input.kind, path: pathOf(input.kind, input.slug), draft },
        actor,
      );
    },

    async savePost(id: number, version: number, input: PostInput, actor: Actor) {
      const post = await getPost(id);
      if (input.kind !== post.kind) {
        throw new InvalidFieldError('kind', `cannot change: this is a ${post.kind} post`);
      }
      const kept = {
        ...(post.image ? { image: post.image } : {}),
        ...(post.publishedAt ? { publishedAt: post.publishedAt } : {}),
        ...(post.updatedAt ? { updatedAt: post.updatedAt } : {}),
      };
      const draft = fieldsOf(input, await departmentOf(input), kept);
      return writes.saveDraft(id, version, { draft, path: pathOf(post.kind, input.slug) }, actor);
    },

    async publishPost(id: number, version: number, at: Date | null, actor: Actor) {
      await getPost(id);
      return writes.publish(id, version, at, actor);
    },

    async unschedulePost(id: number, version: number, actor: Actor) {
      await getPost(id);
      return writes.unschedule(id, version, actor);
    },

    async unpublishPost(id: number, version: number, actor: Actor) {
      await getPost(id);
      return writes.unpublish(id, version, actor);
    },
  };
}

export type PostAdminService = ReturnType<typeof createPostAdminService>;
