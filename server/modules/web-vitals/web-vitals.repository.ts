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

/**
 * A metric's 75th percentile on a route over the samples since a time: over all of them (`day`
 * null) or over a UTC day's (`YYYY-MM-DD`).
 */
export interface WebVitalPercentileRow {
  route: string;
  metric: WebVitalName;
  day: string | null;
  p75: number;
  samples: number;
}

// percentile_cont interpolates between samples, as CrUX's p75 does (PostgreSQL and PGlite alike).
const p75 = sql<number>`percentile_cont(0.75) WITHIN GROUP (ORDER BY value)`;
const samples = sql<number>`count(*)::int`;
// A cast, not to_char: a third faster over a few hundred thousand rows.
const utcDay = sql<string | null>`((recorded_at AT TIME ZONE 'UTC')::date)::text`;

/**
 * Each route's and metric's p75 since `since`, over the whole time and per UTC day, in one scan
 * (grouping sets); the days in order.
 */
export function percentilesSince(
  db: Kysely<Database>,
  since: Date,
): Promise<WebVitalPercentileRow[]> {
  return db
    .selectFrom('web_vital')
    .select(['route', 'metric', utcDay.as('day'), p75.as('p75'), samples.as('samples')])
    .where('recorded_at', '>=', since)
    .groupBy(sql`GROUPING SETS ((route, metric), (route, metric, ${utcDay}))`)
    .orderBy('day')
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
