import type { Kysely } from 'kysely';

import type {
  BrandAsset,
  PagedList,
  PressNewsItem,
  PressNewsListItem,
  PressRelease,
  PressReleaseListItem,
} from '../../../src/api/page-types';
import { renderStoredMarkdown } from '../../content/markdown';
import type {
  BrandAssetRow,
  Database,
  PressNewsRow,
  PressReleaseRow,
} from '../../platform/db/schema';
import { fetchPage, type Paging } from '../../platform/http/list-query';
import {
  countPressRows,
  findBrandAssets,
  findBrandAssetsLastUpdate,
  findNewestPressNews,
  findNewestPressReleases,
  findPressDates,
  findPressNewsById,
  findPressReleaseById,
} from './press.repository';

const PREVIEW_SIZE_PX = { width: 320, height: 200 };

type PressNewsCardRow = Pick<
  PressNewsRow,
  'id' | 'title' | 'summary' | 'source' | 'source_url' | 'published_at'
>;
type PressReleaseCardRow = Pick<
  PressReleaseRow,
  'id' | 'title' | 'summary' | 'location' | 'published_at'
>;

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

function toPressReleaseListItem(row: PressReleaseCardRow): PressReleaseListItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    location: row.location,
    publishedAt: row.published_at.toISOString(),
  };
}

const toPressRelease = (row: PressReleaseRow): PressRelease => ({
  ...toPressReleaseListItem(row),
  body: renderStoredMarkdown(row.body),
  updatedAt: row.updated_at.toISOString(),
});

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
    () => countPressRows(db, 'press_news'),
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

/** A page of the press releases, newest first. */
export function listPressReleases(
  db: Kysely<Database>,
  paging: Paging,
): Promise<PagedList<PressReleaseListItem>> {
  return fetchPage(
    paging,
    () => countPressRows(db, 'press_release'),
    async (slice) => (await findNewestPressReleases(db, slice)).map(toPressReleaseListItem),
  );
}

export async function getPressRelease(
  db: Kysely<Database>,
  id: number,
): Promise<PressRelease | null> {
  const row = await findPressReleaseById(db, id);
  return row ? toPressRelease(row) : null;
}

/** The brand assets in their editorial order; the first `limit` when given. */
export async function listBrandAssets(db: Kysely<Database>, limit?: number): Promise<BrandAsset[]> {
  return (await findBrandAssets(db, limit)).map(toBrandAsset);
}

/** Each news item's id and last edit, for the sitemap. */
export async function listPressNewsChanges(
  db: Kysely<Database>,
): Promise<{ id: number; updatedAt: Date }[]> {
  const rows = await findPressDates(db, 'press_news');
  return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }));
}

/** Each press release's id and last edit, for the sitemap. */
export async function listPressReleaseChanges(
  db: Kysely<Database>,
): Promise<{ id: number; updatedAt: Date }[]> {
  const rows = await findPressDates(db, 'press_release');
  return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }));
}

/** The last edit of any brand asset, or null when there are none. */
export function getBrandAssetsChangedAt(db: Kysely<Database>): Promise<Date | null> {
  return findBrandAssetsLastUpdate(db);
}
