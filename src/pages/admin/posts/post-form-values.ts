import type { AdminPost, PostInput } from '../../../../contract/admin-post-types';
import type { PostKind } from '../../../../contract/page-types';
import { fieldErrorsOf, type FieldIssue } from '../../../api/admin-api';
import type { PlacedIssues } from '../shell/use-versioned-form';

/** What the post form holds: the API's fields, tags as the comma-separated text typed. */
export interface PostFormValues {
  kind: PostKind;
  slug: string;
  title: string;
  summary: string;
  author: string;
  tags: string;
  department: string;
  body: string;
}

/** The form's fields in their order: the first one with an error gets focus. */
export const POST_FIELDS = [
  'kind',
  'title',
  'slug',
  'summary',
  'author',
  'tags',
  'department',
  'body',
] as const;
export type PostField = (typeof POST_FIELDS)[number];

export const postFieldId = (field: string) => `post-${field}`;

export const emptyPostValues = (): PostFormValues => ({
  kind: 'blog',
  slug: '',
  title: '',
  summary: '',
  author: '',
  tags: '',
  department: '',
  body: '',
});

export const postValuesOf = (post: AdminPost): PostFormValues => ({
  kind: post.kind,
  slug: post.slug,
  title: post.title,
  summary: post.summary,
  author: post.author,
  tags: post.tags.join(', '),
  department: post.department ?? '',
  body: post.body,
});

export const samePostValues = (a: PostFormValues, b: PostFormValues) =>
  POST_FIELDS.every((field) => a[field] === b[field]);

/** The API's input from the form: tags split at commas, an empty department none. */
export const postInputOf = (values: PostFormValues): PostInput => ({
  kind: values.kind,
  slug: values.slug.trim(),
  title: values.title,
  summary: values.summary,
  author: values.author,
  tags: values.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean),
  department: values.department.trim() || null,
  body: values.body,
});

/**
 * A slug made from a title, as the site's addresses are written: "Our new office!" →
 * "our-new-office".
 */
export const slugOfTitle = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');

/** Where a refusal's issues go: beside the fields (a tag's beside the tags), the first focused. */
export function placePostIssues(issues: readonly FieldIssue[]): PlacedIssues {
  const byField = issues.map((issue) => ({
    ...issue,
    field: issue.field.split('.')[0] ?? issue.field,
  }));
  const errors = fieldErrorsOf(byField, POST_FIELDS);
  const placed = new Set<string>(POST_FIELDS);
  return {
    errors,
    first: POST_FIELDS.find((field) => errors[field]) ?? null,
    unplaced: byField.filter((issue) => !placed.has(issue.field)).map((issue) => issue.message),
  };
}
