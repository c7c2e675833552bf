import type { Kysely } from 'kysely';

import type {
  AdminPressRelease,
  AdminPressReleaseRow,
  NewsStoryOption,
  PressReleaseInput,
} from '../../../contract/admin-press-types';
import type { PagedList, PressRelease } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import type { ContentStore } from '../../content/content-store';
import { getPostSummaries } from '../../content/page-content';
import type { Actor } from '../../platform/auth/actor';
import type { Database, PressReleaseRow } from '../../platform/db/schema';
import { pageOffset, toPager, type Paging } from '../../platform/db/paging';
import { InvalidFieldError, NotFoundError } from '../../platform/domain-errors';
import { isoOf } from '../../platform/http/iso-date';
import type { TaskResult } from '../../platform/tasks/task';
import { recordActivity, staleSaveError, type EditedRecord } from '../activity';
import { changesBetween } from './press-admin-changes';
import {
  deleteRelease,
  findDueEmbargoedReleases,
  findReleaseForAdmin,
  findReleasesForAdmin,
  insertRelease,
  isStoryTaken,
  liftEmbargoes,
  updateRelease,
  type PressReleaseValues,
} from './press-admin.repository';
import { pressReleaseOf, readStoryDates, type StoryDates } from './press-service';

export const RELEASE_ENTITY = 'press_release';
const NOT_FOUND = 'This press release was removed.';
/** Who the log names for what the embargo task does by itself. */
const EMBARGO_ACTOR: Actor = { sub: null, email: 'Embargo ended' };

function inputOf(row: PressReleaseRow): PressReleaseInput {
  const embargoed = row.publish_at !== null;
  return {
    title: row.title,
    summary: row.summary,
    body: row.body,
    location: row.location,
    storySlug: row.story_slug,
    // An embargoed release is dated by its embargo: the form shows no date of its own.
    publishedAt: embargoed ? null : isoOf(row.published_at),
    publishAt: isoOf(row.publish_at),
  };
}

/** A release's date on the public pages (press-service's rule); null when its story is gone. */
function shownDate(row: Pick<PressReleaseRow, 'story_slug' | 'published_at'>, stories: StoryDates) {
  return row.story_slug === null ? isoOf(row.published_at) : (stories.get(row.story_slug) ?? null);
}

function toAdminRelease(row: PressReleaseRow, stories: StoryDates): AdminPressRelease {
  return {
    id: row.id,
    ...inputOf(row),
    shownDate: shownDate(row, stories),
    embargoed: row.publish_at !== null,
    publicPath: paths.pressRelease(row.id),
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The columns of the fields: a release that tells no story is dated by its embargo, if any. */
function valuesOf(input: PressReleaseInput): PressReleaseValues {
  return {
    title: input.title,
    summary: input.summary,
    body: input.body,
    location: input.location,
    story_slug: input.storySlug,
    published_at: input.storySlug === null ? (input.publishAt ?? input.publishedAt) : null,
    publish_at: input.publishAt,
  };
}

/** What the log keeps of a release's fields. */
const loggedFields = (input: PressReleaseInput) => ({ ...input });

/** The rules between the fields and what is stored; each broken one names its field (400). */
async function checkInput(
  db: Kysely<Database>,
  content: ContentStore,
  input: PressReleaseInput,
  before?: PressReleaseRow,
): Promise<void> {
  if (input.storySlug !== null) {
    const stories = await readStoryDates(content);
    if (!stories.has(input.storySlug)) {
      throw new InvalidFieldError('storySlug', 'names no story of the newsroom (/news)');
    }
    if (await isStoryTaken(db, input.storySlug, before?.id)) {
      throw new InvalidFieldError('storySlug', 'is retold by another press release already');
    }
    if (input.publishedAt !== null) {
      throw new InvalidFieldError(
        'publishedAt',
        'must be empty: a release that retells a story is dated by it',
      );
    }
  } else if (input.publishAt === null && input.publishedAt === null) {
    throw new InvalidFieldError(
      'publishedAt',
      'give the release its date, or the story it retells',
    );
  }
  const embargoMoved = input.publishAt !== isoOf(before?.publish_at ?? null);
  if (input.publishAt !== null && embargoMoved && new Date(input.publishAt) <= new Date()) {
    throw new InvalidFieldError(
      'publishAt',
      'has passed: choose a later time, or no embargo to publish at once',
    );
  }
}

const embargoedThenNewest = (a: AdminPressReleaseRow, b: AdminPressReleaseRow) =>
  Number(b.embargoed) - Number(a.embargoed) ||
  (a.publishAt ?? '').localeCompare(b.publishAt ?? '') ||
  (b.shownDate ?? '').localeCompare(a.shownDate ?? '') ||
  b.id - a.id;

/** Every release, the embargoed first (soonest first), then the newest; dated as the site dates them. */
export async function listReleasesForAdmin(
  db: Kysely<Database>,
  content: ContentStore,
  { search }: { search?: string },
  { page, limit }: Paging,
): Promise<PagedList<AdminPressReleaseRow>> {
  const stories = await readStoryDates(content);
  const rows = (await findReleasesForAdmin(db, search)).map((row): AdminPressReleaseRow => ({
    id: row.id,
    title: row.title,
    storySlug: row.story_slug,
    shownDate: shownDate(row, stories),
    publishAt: isoOf(row.publish_at),
    embargoed: row.publish_at !== null,
    publicPath: paths.pressRelease(row.id),
    updatedAt: row.updated_at.toISOString(),
  }));
  rows.sort(embargoedThenNewest);
  const start = pageOffset(page, limit);
  return { list: rows.slice(start, start + limit), pager: toPager(rows.length, page, limit) };
}

async function findOrThrow(db: Kysely<Database>, id: number) {
  const row = await findReleaseForAdmin(db, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

export async function getReleaseForEdit(
  db: Kysely<Database>,
  content: ContentStore,
  id: number,
): Promise<AdminPressRelease> {
  return toAdminRelease(await findOrThrow(db, id), await readStoryDates(content));
}

/** The release as its public page will show it, embargoed or not (the editor's preview). */
export async function getReleasePreview(
  db: Kysely<Database>,
  content: ContentStore,
  id: number,
): Promise<PressRelease> {
  const release = pressReleaseOf(await findOrThrow(db, id), await readStoryDates(content));
  if (!release) throw new NotFoundError('The story this release retells is gone from /news.');
  return release;
}

/** The newsroom's stories, the newest first, for the editor's choice of what a release retells. */
export async function listNewsStories(content: ContentStore): Promise<NewsStoryOption[]> {
  const stories = await getPostSummaries(content, 'news');
  return stories
    .map(({ slug, title, publishedAt }) => ({
      slug,
      title,
      publishedAt: new Date(publishedAt).toISOString(),
    }))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

export async function createRelease(
  db: Kysely<Database>,
  content: ContentStore,
  input: PressReleaseInput,
  actor: Actor,
): Promise<AdminPressRelease> {
  await checkInput(db, content, input);
  const row = await db.transaction().execute(async (trx) => {
    const created = await insertRelease(trx, valuesOf(input));
    await recordActivity(trx, {
      actor,
      action: input.publishAt ? 'press.release_embargoed' : 'press.release_created',
      entity: RELEASE_ENTITY,
      entityId: created.id,
      details: {
        title: created.title,
        version: created.version,
        before: null,
        after: loggedFields(inputOf(created)),
      },
    });
    return created;
  });
  return toAdminRelease(row, await readStoryDates(content));
}

const editedRelease = (content: ContentStore): EditedRecord<AdminPressRelease> => ({
  entity: RELEASE_ENTITY,
  noun: 'release',
  notFound: NOT_FOUND,
  current: async (db, id) => {
    const row = await findReleaseForAdmin(db, id);
    return row && toAdminRelease(row, await readStoryDates(content));
  },
});

/** Saves a release if nobody saved it since `version` (else a 409 saying who changed what). */
export async function saveRelease(
  db: Kysely<Database>,
  content: ContentStore,
  id: number,
  version: number,
  input: PressReleaseInput,
  actor: Actor,
): Promise<AdminPressRelease> {
  const before = await findOrThrow(db, id);
  await checkInput(db, content, input, before);
  const saved = await db.transaction().execute(async (trx) => {
    const row = await updateRelease(trx, id, version, valuesOf(input));
    if (!row) return null;
    await recordActivity(trx, {
      actor,
      action: 'press.release_changed',
      entity: RELEASE_ENTITY,
      entityId: id,
      details: {
        title: row.title,
        version: row.version,
        ...changesBetween(loggedFields(inputOf(before)), loggedFields(inputOf(row))),
      },
    });
    return row;
  });
  if (!saved) throw await staleSaveError(db, editedRelease(content), { id, version, actor });
  return toAdminRelease(saved, await readStoryDates(content));
}

/** Removes a release (its preview links go with it) and logs it. */
export function removeRelease(
  db: Kysely<Database>,
  id: number,
  actor: Actor,
): Promise<{ id: number; title: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await deleteRelease(trx, id);
    if (!row) throw new NotFoundError(NOT_FOUND);
    await recordActivity(trx, {
      actor,
      action: 'press.release_removed',
      entity: RELEASE_ENTITY,
      entityId: id,
      details: { title: row.title, before: loggedFields(inputOf(row)), after: null },
    });
    return { id, title: row.title };
  });
}

/**
 * Ends each embargo whose time has come, in one transaction: the release becomes public (the
 * rule `isPublicRelease`), its write tells every cache, and the log says so.
 */
export function publishDueReleases(db: Kysely<Database>, now: Date): Promise<TaskResult> {
  return db.transaction().execute(async (trx): Promise<TaskResult> => {
    const due = await findDueEmbargoedReleases(trx, now);
    // An UPDATE of no rows would still notify every process and empty their caches.
    if (due.length === 0) return { published: 0 };
    const ids = due.map((release) => release.id);
    await liftEmbargoes(trx, ids);
    for (const release of due) {
      await recordActivity(trx, {
        actor: EMBARGO_ACTOR,
        action: 'press.release_published',
        entity: RELEASE_ENTITY,
        entityId: release.id,
        details: {
          title: release.title,
          version: release.version + 1,
          fields: 'publishAt',
          before: { publishAt: isoOf(release.publish_at) },
          after: { publishAt: null },
        },
      });
    }
    return { published: ids.length, ids: ids.join(',') };
  });
}
