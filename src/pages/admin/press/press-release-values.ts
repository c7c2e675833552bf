import type { AdminPressRelease, PressReleaseInput } from '../../../../contract/admin-press-types';
import type { FieldIssue } from '../../../api/admin-api';
import { fieldErrorsOf } from '../../../api/admin-api';
import { localInputToUtc, utcToLocalInput } from '../../../lib/local-date-time';
import type { PlacedIssues } from '../shell/use-versioned-form';

/** The release form's values, as its controls hold them (times in the admin's own zone). */
export interface ReleaseFormValues {
  title: string;
  summary: string;
  body: string;
  location: string;
  /** '' for a release that retells no story. */
  storySlug: string;
  /** `datetime-local`: the date of a release with neither a story nor an embargo. */
  publishedAt: string;
  embargoed: boolean;
  /** `datetime-local`: when the embargo ends. */
  publishAt: string;
}

/** The fields in the form's order: the first one named by a refusal gets focus. */
export const RELEASE_FIELDS = [
  'title',
  'summary',
  'location',
  'storySlug',
  'publishedAt',
  'publishAt',
  'body',
] as const;
export type ReleaseField = (typeof RELEASE_FIELDS)[number];

export const RELEASE_LABELS: Readonly<Record<ReleaseField, string>> = {
  title: 'Title',
  summary: 'Summary',
  location: 'Place',
  storySlug: 'Story it retells',
  publishedAt: 'Date',
  publishAt: 'Embargo ends',
  body: 'Text',
};

export const releaseFieldId = (field: string) => `press-release-${field}`;

export const emptyRelease = (): ReleaseFormValues => ({
  title: '',
  summary: '',
  body: '',
  location: '',
  storySlug: '',
  publishedAt: utcToLocalInput(new Date().toISOString()),
  embargoed: false,
  publishAt: '',
});

export function releaseValuesOf(release: AdminPressRelease): ReleaseFormValues {
  return {
    title: release.title,
    summary: release.summary,
    body: release.body,
    location: release.location ?? '',
    storySlug: release.storySlug ?? '',
    publishedAt: utcToLocalInput(release.publishedAt ?? release.shownDate),
    embargoed: release.embargoed,
    publishAt: utcToLocalInput(release.publishAt),
  };
}

const KEYS = [...RELEASE_FIELDS, 'embargoed'] as const;
export const sameRelease = (a: ReleaseFormValues, b: ReleaseFormValues) =>
  KEYS.every((key) => a[key] === b[key]);

/**
 * What the API takes; or the issue the form finds itself. An embargo whose time cannot be read is
 * never sent as no embargo, which would publish the release at once.
 */
export function releaseInputOf(
  values: ReleaseFormValues,
): { input: PressReleaseInput } | { issue: FieldIssue } {
  const publishAt = values.embargoed ? localInputToUtc(values.publishAt) : null;
  if (values.embargoed && publishAt === null) {
    return { issue: { field: 'publishAt', message: 'choose the date and time the embargo ends' } };
  }
  const ownDate = values.storySlug === '' && !values.embargoed;
  const publishedAt = ownDate ? localInputToUtc(values.publishedAt) : null;
  if (ownDate && publishedAt === null) {
    return { issue: { field: 'publishedAt', message: 'choose the date of the release' } };
  }
  return {
    input: {
      title: values.title,
      summary: values.summary,
      body: values.body,
      location: values.location.trim() === '' ? null : values.location,
      storySlug: values.storySlug === '' ? null : values.storySlug,
      publishedAt,
      publishAt,
    },
  };
}

/** Where a refusal's issues go: beside the fields, the first in the form's order focused. */
export function placeReleaseIssues(issues: readonly FieldIssue[]): PlacedIssues {
  const errors = fieldErrorsOf(issues, RELEASE_FIELDS);
  const unplaced = issues
    .filter((issue) => !(RELEASE_FIELDS as readonly string[]).includes(issue.field))
    .map((issue) => `${issue.field}: ${issue.message}`);
  return { errors, first: RELEASE_FIELDS.find((field) => errors[field]) ?? null, unplaced };
}
