import type { Kysely } from 'kysely';

import type {
  AdminPressNews,
  AdminPressNewsRow,
  PressNewsInput,
} from '../../../contract/admin-press-types';
import type { PagedList } from '../../../contract/page-types';
import { paths } from '../../../contract/paths';
import type { Actor } from '../../platform/auth/actor';
import type { Database, PressNewsRow } from '../../platform/db/schema';
import { fetchPage, type Paging } from '../../platform/db/paging';
import { NotFoundError } from '../../platform/domain-errors';
import { recordActivity, staleSaveError, type EditedRecord } from '../activity';
import { changesBetween } from './press-admin-changes';
import {
  countNewsForAdmin,
  deleteNews,
  findNewsForAdmin,
  findNewsPageForAdmin,
  insertNews,
  updateNews,
  type PressNewsValues,
} from './press-admin.repository';

const ENTITY = 'press_news';
const NOT_FOUND = 'This coverage item was removed.';

function inputOf(row: PressNewsRow): PressNewsInput {
  return {
    title: row.title,
    summary: row.summary,
    body: row.body,
    source: row.source,
    sourceUrl: row.source_url,
    publishedAt: row.published_at.toISOString(),
  };
}

function valuesOf(input: PressNewsInput): PressNewsValues {
  return {
    title: input.title,
    summary: input.summary,
    body: input.body,
    source: input.source,
    source_url: input.sourceUrl,
    published_at: input.publishedAt,
  };
}

function toAdminNews(row: PressNewsRow): AdminPressNews {
  return {
    id: row.id,
    ...inputOf(row),
    publicPath: paths.pressNewsItem(row.id),
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
  };
}

const editedNews: EditedRecord<AdminPressNews> = {
  entity: ENTITY,
  noun: 'coverage item',
  notFound: NOT_FOUND,
  current: async (db, id) => {
    const row = await findNewsForAdmin(db, id);
    return row && toAdminNews(row);
  },
};

/** One page of the coverage, newest first, with a search in the titles and outlets. */
export function listNewsForAdmin(
  db: Kysely<Database>,
  { search }: { search?: string },
  paging: Paging,
): Promise<PagedList<AdminPressNewsRow>> {
  return fetchPage(
    paging,
    () => countNewsForAdmin(db, search),
    async (slice) =>
      (await findNewsPageForAdmin(db, search, slice)).map((row) => ({
        id: row.id,
        title: row.title,
        source: row.source,
        publishedAt: row.published_at.toISOString(),
        publicPath: paths.pressNewsItem(row.id),
      })),
  );
}

export async function getNewsForEdit(db: Kysely<Database>, id: number): Promise<AdminPressNews> {
  const row = await findNewsForAdmin(db, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return toAdminNews(row);
}

export function createNews(
  db: Kysely<Database>,
  input: PressNewsInput,
  actor: Actor,
): Promise<AdminPressNews> {
  return db.transaction().execute(async (trx) => {
    const row = await insertNews(trx, valuesOf(input));
    await recordActivity(trx, {
      actor,
      action: 'press.news_created',
      entity: ENTITY,
      entityId: row.id,
      details: { title: row.title, version: row.version, before: null, after: inputOf(row) },
    });
    return toAdminNews(row);
  });
}

/** Saves a coverage item if nobody saved it since `version` (else a 409 saying who changed what). */
export async function saveNews(
  db: Kysely<Database>,
  id: number,
  version: number,
  input: PressNewsInput,
  actor: Actor,
): Promise<AdminPressNews> {
  const saved = await db.transaction().execute(async (trx) => {
    const before = await findNewsForAdmin(trx, id);
    if (!before) throw new NotFoundError(NOT_FOUND);
    const row = await updateNews(trx, id, version, valuesOf(input));
    if (!row) return null;
    await recordActivity(trx, {
      actor,
      action: 'press.news_changed',
      entity: ENTITY,
      entityId: id,
      details: {
        title: row.title,
        version: row.version,
        ...changesBetween(inputOf(before), inputOf(row)),
      },
    });
    return toAdminNews(row);
  });
  if (!saved) throw await staleSaveError(db, editedNews, { id, version, actor });
  return saved;
}

export function removeNews(
  db: Kysely<Database>,
  id: number,
  actor: Actor,
): Promise<{ id: number; title: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await deleteNews(trx, id);
    if (!row) throw new NotFoundError(NOT_FOUND);
    await recordActivity(trx, {
      actor,
      action: 'press.news_removed',
      entity: ENTITY,
      entityId: id,
      details: { title: row.title, before: inputOf(row), after: null },
    });
    return { id, title: row.title };
  });
}
