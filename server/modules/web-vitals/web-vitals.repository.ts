import { sql, type Kysely } from 'kysely';

import type { WebVitalName } from '../../../contract/web-vitals';
import { deleteInBatches } from '../../platform/db/delete-in-batches';
import type { Database } from '../../platform/db/schema';

/** One metric of one page view, as stored. */
export interface WebVitalSample {
  route: string;
  metric: WebVitalName;
  value: number;
}

/** Stores a page view's metrics, stamped now by the database. */
export async function insertWebVitals(
  db: Kysely<Database>,
  samples: readonly WebVitalSample[],
): Promise<void> {
  await db
    .insertInto('web_vital')
    .values([...samples])
    .execute();
}

/** A metric's 75th percentile on a route (and a UTC day), over the samples since a time. */
export interface WebVitalPercentileRow {
  route: string;
  metric: WebVitalName;
  p75: number;
  samples: number;
}

// percentile_cont interpolates between samples, as CrUX's p75 does (PostgreSQL and PGlite alike).
const p75 = sql<number>`percentile_cont(0.75) WITHIN GROUP (ORDER BY value)`;
const samples = sql<number>`count(*)::int`;
const utcDay = sql<string>`to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** Each route's and metric's p75 over everything recorded since `since`. */
export function percentilesByRoute(
  db: Kysely<Database>,
  since: Date,
): Promise<WebVitalPercentileRow[]> {
  return db
    .selectFrom('web_vital')
    .select(['route', 'metric', p75.as('p75'), samples.as('samples')])
    .where('recorded_at', '>=', since)
    .groupBy(['route', 'metric'])
    .execute();
}

/** Each route's and metric's p75 per UTC day (`YYYY-MM-DD`) since `since`, days in order. */
export function percentilesByRouteAndDay(
  db: Kysely<Database>,
  since: Date,
): Promise<(WebVitalPercentileRow & { day: string })[]> {
  return db
    .selectFrom('web_vital')
    .select(['route', 'metric', utcDay.as('day'), p75.as('p75'), samples.as('samples')])
    .where('recorded_at', '>=', since)
    .groupBy(['route', 'metric', utcDay])
    .orderBy(utcDay)
    .execute();
}

/**
 * Deletes the samples recorded before `before`, then, past `maxRows`, the oldest of the rest;
 * how many of each.
 */
export async function pruneWebVitals(
  db: Kysely<Database>,
  { before, maxRows }: { before: Date; maxRows: number },
): Promise<{ expired: number; overCap: number }> {
  const expired = await deleteInBatches(db, 'web_vital', sql`recorded_at < ${before}`);
  // Ids grow with arrival: the newest `maxRows` are those above the id `maxRows` places down.
  const newestDropped = await db
    .selectFrom('web_vital')
    .select('id')
    .orderBy('id', 'desc')
    .offset(maxRows)
    .limit(1)
    .executeTakeFirst();
  const overCap = newestDropped
    ? await deleteInBatches(db, 'web_vital', sql`id <= ${newestDropped.id}`)
    : 0;
  return { expired, overCap };
}
