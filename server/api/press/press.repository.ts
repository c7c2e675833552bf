import type { Kysely } from 'kysely';

import type {
  BrandAsset,
  PagedList,
  PressNewsItem,
  PressRelease,
} from '../../../src/api/page-types';
import { renderMarkdown } from '../../content/markdown';
import type { BrandAssetRow, Database, PressNewsRow, PressReleaseRow } from '../../db/schema';
import { toPager } from '../list-query';

const PREVIEW_SIZE_PX = { width: 320, height: 200 };

export function toPressNewsItem(row: PressNewsRow): PressNewsItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: renderMarkdown(row.body),
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
    body: renderMarkdown(row.body),
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

export async function listPressNews(
  db: Kysely<Database>,
  page: number,
  limit: number,
): Promise<PagedList<PressNewsItem>> {
  const { total } = await db
    .selectFrom('press_news')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('press_news')
    .selectAll()
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { list: rows.map(toPressNewsItem), pager: toPager(Number(total), page, limit) };
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
  const { total } = await db
    .selectFrom('press_release')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('press_release')
    .selectAll()
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { list: rows.map(toPressRelease), pager: toPager(Number(total), page, limit) };
}

export async function listBrandAssets(db: Kysely<Database>, limit?: number): Promise<BrandAsset[]> {
  let query = db.selectFrom('brand_asset').selectAll().orderBy('sort_order').orderBy('id');
  if (limit) query = query.limit(limit);
  return (await query.execute()).map(toBrandAsset);
}
