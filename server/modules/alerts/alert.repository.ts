import { sql, type Kysely, type Transaction } from 'kysely';

import { deleteInBatches } from '../../platform/db/delete-in-batches';
import type {
  AlertFrequency,
  AlertOrigin,
  AlertTokenPurpose,
  Database,
} from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** What an alert saves: the address, the search (canonical query string), how often. */
export interface AlertFields {
  email: string;
  query: string;
  frequency: AlertFrequency;
  origin: AlertOrigin;
}

/**
 * Stores an alert, unconfirmed, with the hash of the confirmation link that confirms it and when
 * that link went out, unless the address (any case) saved this search already: the talent
 * community's one statement (talent.repository.ts `upsertSignup`). A known unconfirmed alert takes
 * the new frequency and link; a confirmed one stays as it is. `confirmationDue` says whether the
 * row now holds this link, i.e. whether a new link would confirm something.
 */
export async function upsertAlert(
  trx: Transaction<Database>,
  alert: AlertFields,
  { tokenHash, sentAt, now }: { tokenHash: string; sentAt: Date; now: Date },
): Promise<{ id: number; created: boolean; confirmationDue: boolean }> {
  type ReplacedColumn = 'frequency' | 'confirm_token_hash' | 'confirm_sent_at';
  const replacedOr = <T>(column: ReplacedColumn) =>
    sql<T>`CASE WHEN job_alert.confirmed_at IS NULL THEN excluded.${sql.ref(column)} ELSE job_alert.${sql.ref(column)} END`;
  return trx
    .insertInto('job_alert')
    .values({ ...alert, confirm_token_hash: tokenHash, confirm_sent_at: sentAt, created_at: now })
    .onConflict((conflict) =>
      conflict.expression(sql`lower(email), query`).doUpdateSet({
        frequency: replacedOr<AlertFrequency>('frequency'),
        confirm_token_hash: replacedOr<string>('confirm_token_hash'),
        confirm_sent_at: replacedOr<Date>('confirm_sent_at'),
      }),
    )
    .returning([
      'id',
      sql<boolean>`xmax = 0`.as('created'),
      sql<boolean>`confirm_token_hash IS NOT DISTINCT FROM ${tokenHash}`.as('confirmationDue'),
    ])
    .executeTakeFirstOrThrow();
}

/** Whether an unconfirmed alert waits for the confirmation link whose token hashes so. */
export async function hasAlertAwaiting(db: Db, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('job_alert')
    .select('id')
    .where('confirm_token_hash', '=', tokenHash)
    .where('confirmed_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores an alert confirmed already (its owner confirmed the address another way: a talent
 * community signup's link); an unconfirmed one for the same search is confirmed, a confirmed one
 * left as it is. Its first digest covers the jobs opened from `now`.
 */
export function upsertConfirmedAlert(trx: Transaction<Database>, alert: AlertFields, now: Date) {
  return trx
    .insertInto('job_alert')
    .values({ ...alert, confirmed_at: now, digested_until: now, created_at: now })
    .onConflict((conflict) =>
      conflict.expression(sql`lower(email), query`).doUpdateSet({
        confirmed_at: sql`coalesce(job_alert.confirmed_at, excluded.confirmed_at)`,
        digested_until: sql`coalesce(job_alert.digested_until, excluded.digested_until)`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * Confirms the unconfirmed alerts whose link token hashes to `tokenHash` (the searches an address
 * saved while that link was pending share it), if the link was sent after `sentAfter`; their first
 * digest covers the jobs opened from then. One statement, so two clicks at once confirm once.
 */
export function confirmAlert(db: Db, tokenHash: string, now: Date, sentAfter: Date) {
  return db
    .updateTable('job_alert')
    .set({ confirmed_at: now, digested_until: now })
    .where('confirm_token_hash', '=', tokenHash)
    .where('confirmed_at', 'is', null)
    .where('confirm_sent_at', '>', sentAfter)
    .returning('id')
    .executeTakeFirst();
}

/** The alert a confirmation token belongs to, confirmed or not (to say why a link did not). */
export function findAlertByConfirmToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('job_alert')
    .select(['id', 'confirmed_at'])
    .where('confirm_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Stores the hashes of a message's manage and unsubscribe tokens for the alert. */
export async function insertAlertTokens(
  trx: Transaction<Database>,
  alertId: number,
  tokens: { tokenHash: string; purpose: AlertTokenPurpose }[],
  now: Date,
): Promise<void> {
  await trx
    .insertInto('job_alert_token')
    .values(
      tokens.map(({ tokenHash, purpose }) => ({
        token_hash: tokenHash,
        alert_id: alertId,
        purpose,
        created_at: now,
      })),
    )
    .execute();
}

/** The confirmed alert a manage or unsubscribe token of that purpose belongs to. */
export function findAlertByToken(db: Db, tokenHash: string, purpose: AlertTokenPurpose) {
  return db
    .selectFrom('job_alert_token')
    .innerJoin('job_alert', 'job_alert.id', 'job_alert_token.alert_id')
    .select(['job_alert.id', 'email', 'query', 'frequency'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
}

/** Deletes an alert with its tokens (the foreign key cascades); whether there was one. */
export async function deleteAlert(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('job_alert').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Deletes every alert of an address (any case), or those of one origin, with their tokens; how many. */
export async function deleteAlertsOf(db: Db, email: string, origin?: AlertOrigin): Promise<number> {
  let query = db.deleteFrom('job_alert').where(sql<string>`lower(email)`, '=', email.toLowerCase());
  if (origin) query = query.where('origin', '=', origin);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function updateAlertFrequency(db: Db, id: number, frequency: AlertFrequency) {
  return db.updateTable('job_alert').set({ frequency }).where('id', '=', id).execute();
}

/** The last digest each frequency's due alerts covered up to, at the latest. */
export type DigestCutoffs = Record<AlertFrequency, Date>;

/** Confirmed alerts whose last digest window ended at or before their frequency's cutoff. */
export function findDueAlerts(db: Db, cutoffs: DigestCutoffs, limit: number) {
  return db
    .selectFrom('job_alert')
    .select(['id', 'email', 'query', 'frequency', 'origin', 'digested_until'])
    .where('confirmed_at', 'is not', null)
    .where((eb) =>
      eb.or(
        Object.entries(cutoffs).map(([frequency, cutoff]) =>
          eb.and([
            eb('frequency', '=', frequency as AlertFrequency),
            eb('digested_until', '<=', cutoff),
          ]),
        ),
      ),
    )
    .orderBy('digested_until')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Moves an alert's digest window on from `from` to `until`, only if it still ends at `from`:
 * whoever moves it sends that window's digest, in the same transaction, so a window is sent once
 * however many runs read the alert as due.
 */
export async function advanceDigestWindow(
  trx: Transaction<Database>,
  id: number,
  from: Date,
  until: Date,
): Promise<boolean> {
  const moved = await trx
    .updateTable('job_alert')
    .set({ digested_until: until })
    .where('id', '=', id)
    .where('digested_until', '=', from)
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n;
}

/** Deletes unconfirmed alerts whose last link was sent before `sentBefore`, in batches; how many. */
export function deleteUnconfirmedAlerts(db: Kysely<Database>, sentBefore: Date): Promise<number> {
  return deleteInBatches(
    db,
    'job_alert',
    sql`confirmed_at IS NULL AND confirm_sent_at < ${sentBefore}`,
  );
}
