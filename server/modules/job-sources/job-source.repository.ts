import { sql, type Kysely, type Transaction } from 'kysely';

import type { JobSourceSync } from '../../../contract/admin-job-source-types';
import type { JobSourceType } from '../../../contract/job-model';
import type { Database, JobSourceRow } from '../../platform/db/schema';
import type { PageSlice } from '../../platform/db/paging';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewJobSource {
  type: JobSourceType;
  board: string;
  baseUrl: string | null;
  webhookSecret: string | null;
  apiKey: string | null;
  fromConfig: boolean;
}

export async function countSources(db: Db): Promise<number> {
  const row = await db
    .selectFrom('job_source')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The sources whose syncs fail, one after another, since their last good one. */
export async function countFailingSources(db: Db): Promise<number> {
  const row = await db
    .selectFrom('job_source')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('consecutive_failures', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findSources(db: Db, slice: PageSlice): Promise<JobSourceRow[]> {
  return db
    .selectFrom('job_source')
    .selectAll()
    .orderBy('id')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

export function findSource(db: Db, id: number): Promise<JobSourceRow | undefined> {
  return db.selectFrom('job_source').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The new source, or undefined when one of that type and board exists. */
export function insertSource(db: Db, source: NewJobSource): Promise<JobSourceRow | undefined> {
  return db
    .insertInto('job_source')
    .values({
      type: source.type,
      board: source.board,
      base_url: source.baseUrl,
      webhook_secret: source.webhookSecret,
      api_key: source.apiKey,
      from_config: source.fromConfig,
    })
    .onConflict((conflict) => conflict.columns(['type', 'board']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Writes the sources of `JOB_SOURCES` as configured (base URL and secrets replaced, marked as
 * from the configuration): a deployment kept as code says what they are.
 */
export async function upsertConfigSource(db: Db, source: NewJobSource): Promise<void> {
  await db
    .insertInto('job_source')
    .values({
      type: source.type,
      board: source.board,
      base_url: source.baseUrl,
      webhook_secret: source.webhookSecret,
      api_key: source.apiKey,
      from_config: true,
    })
    .onConflict((conflict) =>
      conflict.columns(['type', 'board']).doUpdateSet({
        base_url: source.baseUrl,
        webhook_secret: source.webhookSecret,
        api_key: source.apiKey,
        from_config: true,
      }),
    )
    .execute();
}

/**
 * Sources no longer in `JOB_SOURCES` become ordinary ones (the admin may remove them); `kept`
 * are those still configured.
 */
export async function releaseConfigSources(
  db: Db,
  kept: readonly Pick<NewJobSource, 'type' | 'board'>[],
): Promise<void> {
  await db
    .updateTable('job_source')
    .set({ from_config: false })
    .where('from_config', '=', true)
    .where((eb) =>
      eb.not(eb.or(kept.map((source) => eb.and({ type: source.type, board: source.board })))),
    )
    .execute();
}

export async function setPaused(db: Db, id: number, paused: boolean, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('job_source')
    // Resumed, it syncs at once.
    .set(paused ? { paused } : { paused, next_sync_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteSource(trx: Transaction<Database>, id: number): Promise<void> {
  await trx.deleteFrom('job_source').where('id', '=', id).execute();
}

/** The sources whose next sync is due, not paused, oldest due first. */
export async function findDueSourceIds(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('job_source')
    .select('id')
    .where('paused', '=', false)
    .where('next_sync_at', '<=', now)
    .orderBy('next_sync_at')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes the source for one sync until `until`: undefined when another sync (in any process)
 * holds it. One statement, so two processes can never both take it.
 */
export function claimSource(
  db: Db,
  id: number,
  now: Date,
  until: Date,
): Promise<JobSourceRow | undefined> {
  return db
    .updateTable('job_source')
    .set({ syncing_until: until })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('syncing_until', 'is', null), eb('syncing_until', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
}

/** Lets go of a source claimed with `claimSource` without a sync. */
export async function releaseSource(db: Db, id: number): Promise<void> {
  await db.updateTable('job_source').set({ syncing_until: null }).where('id', '=', id).execute();
}

export interface SyncEnd {
  lastSync: JobSourceSync;
  consecutiveFailures: number;
  nextSyncAt: Date;
  shrinkRefused: boolean;
  startedAt: Date;
}

/**
 * Records a sync's end and releases the source. A webhook that asked for a sync while this one
 * ran leaves the source due at once.
 */
export async function recordSyncEnd(db: Db, id: number, end: SyncEnd): Promise<void> {
  await db
    .updateTable('job_source')
    .set({
      last_sync: JSON.stringify(end.lastSync),
      consecutive_failures: end.consecutiveFailures,
      shrink_refused_at: end.shrinkRefused ? end.startedAt : null,
      next_sync_at: sql<Date>`CASE WHEN sync_requested_at >= ${end.startedAt}::timestamptz
        THEN ${end.startedAt}::timestamptz ELSE ${end.nextSyncAt}::timestamptz END`,
      syncing_until: null,
    })
    .where('id', '=', id)
    .execute();
}

/** A webhook's request: the source is due now (and again after a sync that is running). */
export async function requestSync(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('job_source')
    .set({ sync_requested_at: now, next_sync_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Remembers a webhook delivery by its digest; false when it was seen since `windowStart` (a
 * replay). Older deliveries are forgotten on the way.
 */
export async function recordWebhookDelivery(
  db: Db,
  sourceId: number,
  digest: string,
  now: Date,
  windowStart: Date,
): Promise<boolean> {
  await db.deleteFrom('job_source_webhook').where('received_at', '<', windowStart).execute();
  const inserted = await db
    .insertInto('job_source_webhook')
    .values({ source_id: sourceId, digest, received_at: now })
    .onConflict((conflict) => conflict.columns(['source_id', 'digest']).doNothing())
    .returning('digest')
    .executeTakeFirst();
  return inserted !== undefined;
}
