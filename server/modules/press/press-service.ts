import type { Kysely } from 'kysely';

import type {
  BrandAsset,
  PagedList,
  PressNewsItem,
  PressNewsListItem,
  PressRelease,
  PressReleaseListItem,
} from '../../../contract/page-types';
import type { ContentStore } from '../../content/content-store';
import { renderStoredMarkdown } from '../../content/markdown';
import { getPostSummaries } from '../../content/page-content';
import type {
  BrandAssetRow,
  Database,
  PressNewsRow,
  PressReleaseRow,
} from '../../platform/db/schema';
import { fetchPage, pageOffset, toPager, type Paging } from '../../platform/db/paging';
import {
  countEmbargoedReleases,
  countPressNews,
  findBrandAssets,
  findBrandAssetsLastUpdate,
  findNewestPressNews,
  findPressNewsChanges,
  findPressNewsById,
  findPressReleaseById,
  findPressReleaseCards,
  findPressReleaseChanges,
} from './press.repository';

const PREVIEW_SIZE_PX = { width: 320, height: 200 };

type PressNewsCardRow = Pick<
  PressNewsRow,
  'id' | 'title' | 'summary' | 'source' | 'source_url' | 'published_at'
>;
type PressReleaseCardRow = Pick<
  PressReleaseRow,
  'id' | 'title' | 'summary' | 'location' | 'story_slug' | 'published_at'
>;

/** A news story's date, by slug: what dates a release that retells it. */
export type StoryDates = ReadonlyMap<string, string>;

export async function readStoryDates(content: ContentStore): Promise<StoryDates> {
  const stories = await getPostSummaries(content, 'news');
  // A story file may give a bare date; the releases are ordered by these as ISO strings.
  return new Map(stories.map((story) => [story.slug, new Date(story.publishedAt).toISOString()]));
}

/**
 * The release's date: its story's when it retells one, its own otherwise; null when the story
 * file is gone, so the release is not shown with a date nobody keeps.
 */
function releaseDate(row: PressReleaseCardRow, stories: StoryDates): string | null {
  if (row.story_slug !== null) return stories.get(row.story_slug) ?? null;
  return row.published_at?.toISOString() ?? null;
}

function toPressNewsListItem(row: PressNewsCardRow): PressNewsListItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    source: row.source,
    sourceUrl: row.source_url,
    publishedAt: row.published_at.toISOString(),
  };
}

const toPressNewsItem = (row: PressNewsRow): PressNewsItem => ({
  ...toPressNewsListItem(row),
  body: renderStoredMarkdown(row.body),
});

function toPressReleaseListItem(
  row: PressReleaseCardRow,
  stories: StoryDates,
): PressReleaseListItem | null {
  const publishedAt = releaseDate(row, stories);
  if (publishedAt === null) return null;
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    location: row.location,
    storySlug: row.story_slug,
    publishedAt,
  };
}

const newestFirst = (a: PressReleaseListItem, b: PressReleaseListItem) =>
  b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id;

function toBrandAsset(row: BrandAssetRow): BrandAsset {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    url: row.file_path,
    format: row.format,
    sizeBytes: row.size_bytes,
    preview: row.preview
      ? { src: row.preview, alt: `Preview of ${row.title}`, ...PREVIEW_SIZE_PX }
      : null,
  };
}

/** A page of the news coverage, newest first. */
export function listPressNews(
  db: Kysely<Database>,
  paging: Paging,
): Promise<PagedList<PressNewsListItem>> {
  return fetchPage(
    paging,
    () => countPressNews(db),
    async (slice) => (await findNewestPressNews(db, slice)).map(toPressNewsListItem),
  );
}

export async function getPressNewsItem(
  db: Kysely<Database>,
  id: number,
): Promise<PressNewsItem | null> {
  const row = await findPressNewsById(db, id);
  return row ? toPressNewsItem(row) : null;
}

/** A page of the press releases, newest first, each dated as its newsroom story is. */
export async function listPressReleases(
  db: Kysely<Database>,
  content: ContentStore,
  { page, limit }: Paging,
): Promise<PagedList<PressReleaseListItem>> {
  const stories = await readStoryDates(content);
  const releases = (await findPressReleaseCards(db))
    .map((row) => toPressReleaseListItem(row, stories))
    .filter((release) => release !== null)
    .sort(newestFirst);
  const start = pageOffset(page, limit);
  return {
    list: releases.slice(start, start + limit),
    pager: toPager(releases.length, page, limit),
  };
}

/**
 * A release as its page shows it, whatever its embargo (the public page reads only public ones;
 * the editor's and the journalists' previews any); null when its story file is gone.
 */
export function pressReleaseOf(row: PressReleaseRow, stories: StoryDates): PressRelease | null {
  const card = toPressReleaseListItem(row, stories);
  if (!card) return null;
  return {
    ...card,
    body: renderStoredMarkdown(row.body),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function getPressRelease(
  db: Kysely<Database>,
  content: ContentStore,
  id: number,
): Promise<PressRelease | null> {
  const row = await findPressReleaseById(db, id);
  return row ? pressReleaseOf(row, await readStoryDates(content)) : null;
}

/** The brand assets in their editorial order; the first `limit` when given. */
export async function listBrandAssets(db: Kysely<Database>, limit?: number): Promise<BrandAsset[]> {
  return (await findBrandAssets(db, limit)).map(toBrandAsset);
}

/** Each news item's id and last edit, for the sitemap. */
export async function listPressNewsChanges(
  db: Kysely<Database>,
): Promise<{ id: number; updatedAt: Date }[]> {
  const rows = await findPressNewsChanges(db);
  return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }));
}

/**
 * Each press release's id and last change, for the sitemap: its own edit, or its story's when
 * later, since the release page shows the story's date.
 */
export async function listPressReleaseChanges(
  db: Kysely<Database>,
  content: ContentStore,
): Promise<{ id: number; updatedAt: Date }[]> {
  const storyEdits = new Map(
    (await getPostSummaries(content, 'news')).map((story) => [story.slug, story.updatedAt]),
  );
  const rows = await findPressReleaseChanges(db);
  return rows.map((row) => {
    const storyEdit = row.story_slug === null ? undefined : storyEdits.get(row.story_slug);
    const storyDate = storyEdit === undefined ? null : new Date(storyEdit);
    return {
      id: row.id,
      updatedAt: storyDate && storyDate > row.updated_at ? storyDate : row.updated_at,
    };
  });
}

/** The last edit of any brand asset, or null when there are none. */
export function getBrandAssetsChangedAt(db: Kysely<Database>): Promise<Date | null> {
  return findBrandAssetsLastUpdate(db);
}

/** The releases under embargo, for the admin's overview. */
export { countEmbargoedReleases };
