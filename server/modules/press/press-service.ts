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
import { PUBLIC_PAGE_SIZE } from '../../../src/lib/constants';
import { HttpError } from '../../platform/http/envelope';
import { fetchPage, type Paging } from '../../platform/http/list-query';
import { describe } from '../../pages/meta-description';
import {
  requiredParam,
  type PageResolverDeps,
  type PageResolvers,
} from '../../pages/page-resolver';
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

/** The press area's lists, news items and releases (SPEC §2); `press` itself is a content page. */
export function createPressPages({ db, pages }: PageResolverDeps): PageResolvers {
  return {
    'press-brand-assets': async () =>
      pages.contentPage('press-brand-assets', [
        { type: 'asset-list', list: await listBrandAssets(db) },
      ]),
    'press-news': async ({ page }) =>
      pages.listPage('press-news', {
        type: 'press-news-list',
        ...(await listPressNews(db, { page, limit: PUBLIC_PAGE_SIZE })),
      }),
    'press-news-item': async (request) => {
      const item = await getPressNewsItem(db, Number(requiredParam(request, 'id')));
      if (!item) throw new HttpError(404);
      return {
        title: item.title,
        meta: { description: describe(item.summary, item.title) },
        section: [{ type: 'press-news-item', item }],
      };
    },
    'press-releases': async ({ page }) =>
      pages.listPage('press-releases', {
        type: 'press-release-list',
        ...(await listPressReleases(db, { page, limit: PUBLIC_PAGE_SIZE })),
      }),
    'press-release': async (request) => {
      const release = await getPressRelease(db, Number(requiredParam(request, 'id')));
      if (!release) throw new HttpError(404);
      return {
        title: release.title,
        meta: { description: describe(release.summary, release.title) },
        section: [{ type: 'press-release', release }],
      };
    },
  };
}
