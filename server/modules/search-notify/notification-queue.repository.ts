import { sql, type Kysely, type Transaction } from 'kysely';

import type {
  ContentNewsKind,
  Database,
  JobEventKind,
  SearchEngineName,
  SearchNotificationType,
} from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A job's newest news, to be told to each engine. */
export interface QueuedNews {
  url: string;
  jobId: number;
  jobTitle: string;
  news: JobEventKind;
  type: SearchNotificationType;
}

/** The last job event handled; the row is locked until the caller's transaction ends. */
export async function lockCursor(trx: Transaction<Database>): Promise<string> {
  const row = await trx
    .selectFrom('search_notify_cursor')
    .select('last_event_id')
    .where('id', '=', 1)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return String(row.last_event_id);
}

export async function moveCursor(trx: Transaction<Database>, lastEventId: string): Promise<void> {
  await trx
    .updateTable('search_notify_cursor')
    .set({ last_event_id: lastEventId })
    .where('id', '=', 1)
    .execute();
}

/**
 * One pending notice per engine and URL: news of a job already waiting replaces what waits
 * (the newest is what the page now says) and is tried afresh.
 */
export async function enqueueNews(
  trx: Transaction<Database>,
  engines: readonly SearchEngineName[],
  items: readonly QueuedNews[],
  now: Date,
): Promise<void> {
  if (engines.length === 0 || items.length === 0) return;
  await trx
    .insertInto('search_notification')
    .values(
      engines.flatMap((engine) =>
        items.map((item) => ({
          engine,
          url: item.url,
          job_id: item.jobId,
          job_title: item.jobTitle,
          news: item.news,
          type: item.type,
          next_attempt_at: now,
        })),
      ),
    )
    .onConflict((conflict) =>
      conflict.columns(['engine', 'url']).doUpdateSet((eb) => ({
        job_title: eb.ref('excluded.job_title'),
        news: eb.ref('excluded.news'),
        type: eb.ref('excluded.type'),
        revision: sql<number>`search_notification.revision + 1`,
        attempts: 0,
        next_attempt_at: eb.ref('excluded.next_attempt_at'),
        last_error: null,
      })),
    )
    .execute();
}

/** A content document's news (migration 027), to be told to one engine. */
export interface QueuedContentNews {
  url: string;
  documentId: number;
  title: string;
  news: ContentNewsKind;
  type: SearchNotificationType;
}

/** One pending notice of a document's news per engine, replacing what waits for its URL. */
export async function enqueueContentNews(
  db: Db,
  engines: readonly SearchEngineName[],
  item: QueuedContentNews,
  now: Date,
): Promise<void> {
  if (engines.length === 0) return;
  await db
    .insertInto('search_notification')
    .values(
      engines.map((engine) => ({
        engine,
        url: item.url,
        content_document_id: item.documentId,
        job_title: item.title,
        news: item.news,
        type: item.type,
        next_attempt_at: now,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['engine', 'url']).doUpdateSet((eb) => ({
        job_id: null,
        content_document_id: eb.ref('excluded.content_document_id'),
        job_title: eb.ref('excluded.job_title'),
        news: eb.ref('excluded.news'),
        type: eb.ref('excluded.type'),
        revision: sql<number>`search_notification.revision + 1`,
        attempts: 0,
        next_attempt_at: eb.ref('excluded.next_attempt_at'),
        last_error: null,
      })),
    )
    .execute();
}

/**
 * Drops the notices waiting for an engine that is no longer configured, so switching it on
 * again does not send an old backlog (decision 034).
 */
export async function dropNoticesExcept(
  trx: Transaction<Database>,
  engines: readonly SearchEngineName[],
): Promise<void> {
  let query = trx.deleteFrom('search_notification');
  if (engines.length > 0) query = query.where('engine', 'not in', engines);
  await query.execute();
}

/** The notices for `engines` due by `now`, oldest first, at most `limit`. */
export function findDueNotices(
  db: Db,
  engines: readonly SearchEngineName[],
  now: Date,
  limit: number,
) {
  return db
    .selectFrom('search_notification')
    .selectAll()
    .where('engine', 'in', engines)
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export type DueNotice = Awaited<ReturnType<typeof findDueNotices>>[number];

/** Removes a notice that was sent (or given up), unless newer news replaced it meanwhile. */
export async function removeNotice(db: Db, notice: DueNotice): Promise<void> {
  await db
    .deleteFrom('search_notification')
    .where('id', '=', notice.id)
    .where('revision', '=', notice.revision)
    .execute();
}

/** Records a failed try and when the next one is, unless newer news replaced the notice. */
export async function postponeNotice(
  db: Db,
  notice: DueNotice,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db
    .updateTable('search_notification')
    .set({ attempts: notice.attempts + 1, last_error: error, next_attempt_at: nextAttemptAt })
    .where('id', '=', notice.id)
    .where('revision', '=', notice.revision)
    .execute();
}
