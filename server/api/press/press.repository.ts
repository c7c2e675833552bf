import type { Kysely } from 'kysely';

import type {
  BrandAsset,
  PagedList,
  PressNewsItem,
  PressRelease,
} from '../../../src/api/page-types';
import { renderStoredMarkdown } from '../../content/markdown';
import type { BrandAssetRow, Database, PressNewsRow, PressReleaseRow } from '../../db/schema';
import { pageOffset, toPager } from '../list-query';

const PREVIEW_SIZE_PX = { width: 320, height: 200 };

export function toPressNewsItem(row: PressNewsRow): PressNewsItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: renderStoredMarkdown(row.body),
    source: row.source,
    sourceUrl: row.source_url,
    publishedAt: row.published_at.toISOString(),
  };
}

export function toPressRelease(row: PressReleaseRow): PressRelease {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: renderStoredMarkdown(row.body),
    location: row.location,
    publishedAt: row.published_at.toISOString(),
  };
}

export function toBrandAsset(row: BrandAssetRow): BrandAsset {
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

/** The dated press tables share their paging: newest first, `limit` a page. */
async function listNewestFirst(
  db: Kysely<Database>,
  table: 'press_news' | 'press_release',
  page: number,
  limit: number,
) {
  // Both tables have `id` and `published_at`; typing the query on one keeps Kysely's types simple.
  const from = table as 'press_news';
  const { total } = await db
    .selectFrom(from)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows: unknown[] = await db
    .selectFrom(from)
    .selectAll()
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(pageOffset(page, limit))
    .execute();
  return { rows, pager: toPager(Number(total), page, limit) };
}

export async function listPressNews(
  db: Kysely<Database>,
  page: number,
  limit: number,
): Promise<PagedList<PressNewsItem>> {
  const { rows, pager } = await listNewestFirst(db, 'press_news', page, limit);
  return { list: (rows as PressNewsRow[]).map(toPressNewsItem), pager };
}

export async function findPressNews(
  db: Kysely<Database>,
  id: number,
): Promise<PressNewsItem | null> {
  const row = await db.selectFrom('press_news').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toPressNewsItem(row) : null;
}

export async function listPressReleases(
  db: Kysely<Database>,
  page: number,
  limit: number,
): Promise<PagedList<PressRelease>> {
  const { rows, pager } = await listNewestFirst(db, 'press_release', page, limit);
  return { list: (rows as PressReleaseRow[]).map(toPressRelease), pager };
}

export async function listBrandAssets(db: Kysely<Database>, limit?: number): Promise<BrandAsset[]> {
  let query = db.selectFrom('brand_asset').selectAll().orderBy('sort_order').orderBy('id');
  if (limit) query = query.limit(limit);
  return (await query.execute()).map(toBrandAsset);
}
