import { sql, type Kysely, type Transaction } from 'kysely';

import { countAsTotal } from '../../platform/db/query-helpers';
import type { PageSlice } from '../../platform/db/paging';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

// The first key of the two-key advisory locks taken here ("modr"), apart from the others.
const AUTHOR_LOCK_CLASS = 0x6d6f6472;

const SETTINGS_COLUMNS = [
  'link_limit',
  'hold_first_comment',
  'rate_limit',
  'rate_window_minutes',
  'version',
  'updated_at',
  'updated_by',
] as const;

/** The one row of settings (migration 032 writes it). */
export function loadSettings(db: Db) {
  return db.selectFrom('moderation_settings').select(SETTINGS_COLUMNS).executeTakeFirstOrThrow();
}

export interface SettingsChange {
  linkLimit: number;
  holdFirstComment: boolean;
  rateLimit: number;
  rateWindowMinutes: number;
}

/** Saves the settings if they are still at `version`; undefined when they are not. */
export function updateSettings(db: Db, version: number, change: SettingsChange, by: string) {
  return db
    .updateTable('moderation_settings')
    .set((eb) => ({
      link_limit: change.linkLimit,
      hold_first_comment: change.holdFirstComment,
      rate_limit: change.rateLimit,
      rate_window_minutes: change.rateWindowMinutes,
      version: eb('version', '+', 1),
      updated_at: new Date(),
      updated_by: by,
    }))
    .where('version', '=', version)
    .returning(SETTINGS_COLUMNS)
    .executeTakeFirst();
}

/**
 * Holds the author's lock until the transaction ends, so two comments of one author arriving at
 * once are counted one after the other by the rate rule.
 */
export async function lockAuthor(trx: Transaction<Database>, email: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${AUTHOR_LOCK_CLASS}, hashtext(${email}))`.execute(trx);
}

const AUTHOR_COLUMNS = ['id', 'email', 'confirmed_at', 'blocked_at', 'blocked_by'] as const;

export function findAuthor(db: Db, email: string) {
  return db
    .selectFrom('comment_author')
    .select(AUTHOR_COLUMNS)
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The author of this address, made now if there was none. */
export async function ensureAuthor(db: Db, email: string) {
  await db
    .insertInto('comment_author')
    .values({ email })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  return db
    .selectFrom('comment_author')
    .select(AUTHOR_COLUMNS)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
}

/**
 * What the rules need of an author's earlier comments (the comments' table, read only: whether
 * a moderator approved one is the comments' own record): whether one is approved, and how many
 * arrived since `since`.
 */
export async function findAuthorHistory(db: Db, email: string, since: Date) {
  const row = await db
    .selectFrom('blog_comment')
    .select([
      sql<boolean>`bool_or(status = 'approved')`.as('approved'),
      sql<number>`(count(*) filter (where created_at > ${since}))::int`.as('recent'),
    ])
    .where('author_email', '=', email)
    .executeTakeFirstOrThrow();
  return { approvedBefore: row.approved === true, recentComments: row.recent };
}

/** Stores the hash of a new confirmation link of the author, replacing the one before. */
export async function setConfirmToken(db: Db, id: number, tokenHash: string, sentAt: Date) {
  await db
    .updateTable('comment_author')
    .set({ confirm_token_hash: tokenHash, confirm_sent_at: sentAt })
    .where('id', '=', id)
    .execute();
}

/** Confirms the author whose unconfirmed link sent after `sentAfter` has this hash. */
export function confirmAuthor(db: Db, tokenHash: string, now: Date, sentAfter: Date) {
  return db
    .updateTable('comment_author')
    .set({ confirmed_at: now })
    .where('confirm_token_hash', '=', tokenHash)
    .where('confirmed_at', 'is', null)
    .where('confirm_sent_at', '>', sentAfter)
    .returning(['id'])
    .executeTakeFirst();
}

export function findAuthorByToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('comment_author')
    .select(['id', 'confirmed_at'])
    .where('confirm_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Blocks the author of this address (made now if there was none), unless blocked already. */
export async function blockAuthorByEmail(db: Db, email: string, by: string) {
  const author = await ensureAuthor(db, email);
  if (author.blocked_at !== null) return { author, blocked: false };
  const blocked = await db
    .updateTable('comment_author')
    .set({ blocked_at: new Date(), blocked_by: by })
    .where('id', '=', author.id)
    .returning(AUTHOR_COLUMNS)
    .executeTakeFirstOrThrow();
  return { author: blocked, blocked: true };
}

/** Unblocks an author; undefined when there is no blocked author with this id. */
export function unblockAuthorById(db: Db, id: number) {
  return db
    .updateTable('comment_author')
    .set({ blocked_at: null, blocked_by: null })
    .where('id', '=', id)
    .where('blocked_at', 'is not', null)
    .returning(['id', 'email'])
    .executeTakeFirst();
}

export async function countBlockedAuthors(db: Db): Promise<number> {
  const row = await db
    .selectFrom('comment_author')
    .select(countAsTotal)
    .where('blocked_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return row.total;
}

/** One page of the blocked authors, the latest blocked first. */
export function findBlockedAuthors(db: Db, slice: PageSlice) {
  return db
    .selectFrom('comment_author')
    .select(AUTHOR_COLUMNS)
    .where('blocked_at', 'is not', null)
    .orderBy('blocked_at', 'desc')
    .orderBy('id', 'desc')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

/** Forgets the author of this address (a person's data deleted on request). */
export async function deleteAuthorByEmail(db: Db, email: string): Promise<void> {
  await db.deleteFrom('comment_author').where('email', '=', email).execute();
}
