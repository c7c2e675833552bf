import { sql, type Kysely, type Transaction } from 'kysely';

import { deleteInBatches } from '../../platform/db/delete-in-batches';
import type { Database, PressSubscriberTokenPurpose } from '../../platform/db/schema';
import { isPublicRelease } from './press.repository';

type Db = Kysely<Database> | Transaction<Database>;

/** What a press subscriber gives: the address, and optionally who they are and whom for. */
export interface SubscriberFields {
  email: string;
  name: string | null;
  outlet: string | null;
}

/** A new confirmation link: the SHA-256 of its token, when it is sent, and whether it replaces. */
export interface ConfirmationIssue {
  tokenHash: string;
  now: Date;
  /** Whether a known unconfirmed subscriber takes this one's details and link (decision 036). */
  replace: boolean;
}

/**
 * Stores a subscriber, unconfirmed, with a new confirmation token's hash, unless the address (any
 * case) is known: the talent community's one statement (talent.repository.ts `upsertSignup`),
 * so a known address takes as long to answer as a new one. A known unconfirmed address takes the
 * new details and token when `replace` says so; a confirmed one is left as it is.
 * `confirmationDue` says whether the row now holds this token, i.e. whether to send the link.
 */
export function upsertSubscriber(
  trx: Transaction<Database>,
  subscriber: SubscriberFields,
  { tokenHash, now, replace }: ConfirmationIssue,
): Promise<{ id: number; created: boolean; confirmationDue: boolean }> {
  const replaced = sql<boolean>`press_subscriber.confirmed_at IS NULL AND ${replace}`;
  type ReplacedColumn = 'name' | 'outlet' | 'confirm_token_hash' | 'confirm_sent_at';
  const replacedOr = <T>(column: ReplacedColumn) =>
    sql<T>`CASE WHEN ${replaced} THEN excluded.${sql.ref(column)} ELSE press_subscriber.${sql.ref(column)} END`;
  return trx
    .insertInto('press_subscriber')
    .values({ ...subscriber, confirm_token_hash: tokenHash, confirm_sent_at: now })
    .onConflict((conflict) =>
      conflict.expression(sql`lower(email)`).doUpdateSet({
        name: replacedOr<string | null>('name'),
        outlet: replacedOr<string | null>('outlet'),
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

/**
 * Confirms the unconfirmed subscriber whose link token hashes to `tokenHash`, if its link was
 * sent after `sentAfter`; its id, or undefined. One statement, so two clicks at once confirm once.
 */
export function confirmSubscriber(db: Db, tokenHash: string, now: Date, sentAfter: Date) {
  return db
    .updateTable('press_subscriber')
    .set({ confirmed_at: now })
    .where('confirm_token_hash', '=', tokenHash)
    .where('confirmed_at', 'is', null)
    .where('confirm_sent_at', '>', sentAfter)
    .returning('id')
    .executeTakeFirst();
}

/** The subscriber a confirmation token belongs to, confirmed or not (to say why it did not). */
export function findSubscriberByConfirmToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('press_subscriber')
    .select(['id', 'confirmed_at'])
    .where('confirm_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Stores the hash of a message's link token for the subscriber. */
export async function insertSubscriberToken(
  db: Db,
  subscriberId: number,
  { tokenHash, purpose }: { tokenHash: string; purpose: PressSubscriberTokenPurpose },
  now: Date,
): Promise<void> {
  await db
    .insertInto('press_subscriber_token')
    .values({ token_hash: tokenHash, subscriber_id: subscriberId, purpose, created_at: now })
    .execute();
}

/**
 * Deletes the subscriber a link token of that purpose belongs to, with its tokens (the foreign
 * key cascades); its id, or undefined when there was none.
 */
export async function deleteSubscriberByToken(
  db: Db,
  tokenHash: string,
  purpose: PressSubscriberTokenPurpose,
): Promise<number | undefined> {
  const deleted = await db
    .deleteFrom('press_subscriber')
    .where('id', '=', (eb) =>
      eb
        .selectFrom('press_subscriber_token')
        .select('subscriber_id')
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose),
    )
    .returning('id')
    .executeTakeFirst();
  return deleted?.id;
}

/** Every confirmed subscriber, by id: who an announcement goes to. */
export function findConfirmedSubscribers(db: Db) {
  return db
    .selectFrom('press_subscriber')
    .select(['id', 'email'])
    .where('confirmed_at', 'is not', null)
    .orderBy('id')
    .execute();
}

/** The public releases not announced yet, oldest first. */
export function findUnannouncedReleases(db: Db) {
  return db
    .selectFrom('press_release')
    .select(['id', 'title', 'summary', 'location'])
    .where('announced_at', 'is', null)
    .where(isPublicRelease)
    .orderBy('id')
    .execute();
}

/**
 * Marks a release announced, only if nobody has: whoever marks it mails it, in the same
 * transaction, so a release is announced once however many runs read it as due.
 */
export async function markReleaseAnnounced(
  trx: Transaction<Database>,
  id: number,
  now: Date,
): Promise<boolean> {
  const marked = await trx
    .updateTable('press_release')
    .set({ announced_at: now })
    .where('id', '=', id)
    .where('announced_at', 'is', null)
    .executeTakeFirst();
  return marked.numUpdatedRows > 0n;
}

/** Deletes unconfirmed subscribers whose last link was sent before `sentBefore`; how many. */
export function deleteUnconfirmedSubscribers(
  db: Kysely<Database>,
  sentBefore: Date,
): Promise<number> {
  return deleteInBatches(
    db,
    'press_subscriber',
    sql`confirmed_at IS NULL AND confirm_sent_at < ${sentBefore}`,
  );
}
