import { createHash } from 'node:crypto';

import { sql, type Kysely, type Transaction } from 'kysely';

import type { Env } from '../config';
import { deleteInBatches } from '../db/delete-in-batches';
import { countAsTotal } from '../db/query-helpers';
import type { Database } from '../db/schema';
import { enqueueMail, type MailMessage } from './outbox';

// The cap counts the links of the last 24 hours; the window is at most as long (config.ts).
const DAY_MS = 86_400_000;

// The first key of the two-key advisory locks taken here ("mail"), apart from the migrations' one.
const ADDRESS_LOCK_CLASS = 0x6d61696c;

/**
 * Holds the address's lock until the transaction ends: requests for one address, in any process,
 * read and write its confirmation rows one after another. A second request waits here and then
 * reads the first one's row (PostgreSQL's read committed takes a new snapshot per statement).
 */
async function lockAddress(trx: Transaction<Database>, addressHash: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}, hashtext(${addressHash}))`.execute(
    trx,
  );
}

/** The address's newest unused link of this purpose sent after `sentAfter`, if any. */
function findPendingConfirmation(
  trx: Transaction<Database>,
  { addressHash, purpose, sentAfter }: { addressHash: string; purpose: string; sentAfter: Date },
) {
  return trx
    .selectFrom('confirmation_mail')
    .select(['token_hash', 'sent_at'])
    .where('address_hash', '=', addressHash)
    .where('purpose', '=', purpose)
    .where('sent_at', '>', sentAfter)
    .where('settled_at', 'is', null)
    .orderBy('sent_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How many confirmations of any purpose the address was sent after `sentAfter`. */
async function countConfirmationsSince(
  trx: Transaction<Database>,
  addressHash: string,
  sentAfter: Date,
): Promise<number> {
  const row = await trx
    .selectFrom('confirmation_mail')
    .select(countAsTotal)
    .where('address_hash', '=', addressHash)
    .where('sent_at', '>', sentAfter)
    .executeTakeFirstOrThrow();
  return row.total;
}

/** How often one address is sent confirmation links, all processes together (decision 036). */
export interface ConfirmationLimits {
  /** A link unused for this long may be followed by a new one; until then requests join it. */
  windowMs: number;
  /** Confirmations one address is sent in any 24 hours, every purpose together. */
  dailyCap: number;
}

/** The limits as configured (MAIL_CONFIRMATION_WINDOW, MAIL_CONFIRMATION_DAILY_CAP). */
export function confirmationLimitsOf(
  env: Pick<Env, 'MAIL_CONFIRMATION_WINDOW' | 'MAIL_CONFIRMATION_DAILY_CAP'>,
): ConfirmationLimits {
  return { windowMs: env.MAIL_CONFIRMATION_WINDOW, dailyCap: env.MAIL_CONFIRMATION_DAILY_CAP };
}

/** A request for a confirmation link: to whom, for what (`job-alert`, `talent-community`), when. */
export interface ConfirmationRequest {
  address: string;
  purpose: string;
  now: Date;
}

/**
 * What a request may do: send a link (`due`); join the address's link of this purpose sent within
 * the window and not used yet (`pending`: its token's hash, and when it went); or nothing, the
 * address having been sent its day's confirmations (`capped`).
 */
export type ConfirmationVerdict =
  { kind: 'due' } | { kind: 'pending'; tokenHash: string; sentAt: Date } | { kind: 'capped' };

/** How the limits know an address: equality is all they need, so no readable address is kept. */
export const addressHashOf = (address: string) =>
  createHash('sha256').update(address.toLowerCase()).digest('hex');

/**
 * Decides a request for a confirmation link, holding the address's lock until the caller's
 * transaction ends: a second request for the address, in any process, waits and then sees what
 * this one recorded. A pending link wins over the cap (joining it sends nothing).
 *
 * @example
 * const verdict = await checkConfirmation(trx, limits, { address, purpose: 'job-alert', now });
 * if (verdict.kind === 'due') await recordConfirmation(trx, request, tokenHash, message);
 */
export async function checkConfirmation(
  trx: Transaction<Database>,
  limits: ConfirmationLimits,
  { address, purpose, now }: ConfirmationRequest,
): Promise<ConfirmationVerdict> {
  const addressHash = addressHashOf(address);
  await lockAddress(trx, addressHash);
  const sentAfter = new Date(now.getTime() - limits.windowMs);
  const pending = await findPendingConfirmation(trx, { addressHash, purpose, sentAfter });
  if (pending) return { kind: 'pending', tokenHash: pending.token_hash, sentAt: pending.sent_at };
  const sentToday = await countConfirmationsSince(
    trx,
    addressHash,
    new Date(now.getTime() - DAY_MS),
  );
  return sentToday >= limits.dailyCap ? { kind: 'capped' } : { kind: 'due' };
}

/**
 * Counts a link against its address and writes its message to the outbox, in the caller's
 * transaction. Without a message nothing is sent, yet the request counts as a link: the address
 * had what it asked for (a confirmed signup or search), and answering its next requests exactly
 * as a new address's keeps anyone from telling the two apart.
 */
export async function recordConfirmation(
  trx: Transaction<Database>,
  { address, purpose, now }: ConfirmationRequest,
  tokenHash: string,
  message?: MailMessage,
): Promise<void> {
  await trx
    .insertInto('confirmation_mail')
    .values({ address_hash: addressHashOf(address), purpose, token_hash: tokenHash, sent_at: now })
    .execute();
  if (message) await enqueueMail(trx, message);
}

/** A link was used: its address may be sent a new one at once (within the daily cap). */
export async function settleConfirmation(
  db: Kysely<Database> | Transaction<Database>,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('confirmation_mail')
    .set({ settled_at: now })
    .where('token_hash', '=', tokenHash)
    .where('settled_at', 'is', null)
    .execute();
}

/** Deletes the links sent over a day ago: no limit counts them any more (maintenance.prune). */
export function pruneCountedConfirmations(db: Kysely<Database>, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  return deleteInBatches(db, 'confirmation_mail', sql`sent_at < ${dayAgo}`);
}
