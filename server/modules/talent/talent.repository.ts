import { sql, type Kysely, type Transaction } from 'kysely';

import { countAsTotal, likePattern, newestFirst } from '../../platform/db/query-helpers';
import { deleteInBatches } from '../../platform/db/delete-in-batches';
import type { Database, TalentTokenPurpose } from '../../platform/db/schema';
import type { PageSlice } from '../../platform/db/paging';
import type { TalentSignupInput } from './talent-schemas';

type Db = Kysely<Database> | Transaction<Database>;

/** Which signups: a search in name and e-mail, countries, and interests (any of them). */
export interface SignupFilters {
  search?: string;
  country?: string[];
  interest?: string[];
}

/** A new confirmation link: the SHA-256 of its token, and when it is sent. */
export interface ConfirmationIssue {
  tokenHash: string;
  now: Date;
  /**
   * Whether a known unconfirmed signup takes this one's details and link: not while its last
   * link is pending (the per-address limits, decision 036), so a form cannot flood an inbox.
   */
  replace: boolean;
}

/**
 * Stores a signup, unconfirmed, with a new confirmation token's hash, unless its e-mail (any
 * case) is known. A known unconfirmed address takes the new details and token when `replace`
 * says so (the newest link confirms the newest details; the older link stops working); a known
 * confirmed address, or one whose link is pending, is left as it is: whoever sends a signup
 * proves nothing about the address. One statement does the same work for a new address and a
 * known one, so the answer's timing does not tell them apart (issue 23): a known address meets the
 * `lower(email)` unique index and takes the update, which hands back its id as the insert would;
 * concurrent signups with one address stay safe. `xmax = 0` holds for a row this statement
 * inserted, not for one it updated; `confirmationDue` says whether the row now holds this token,
 * i.e. whether to send the link.
 *
 * @example
 * await upsertSignup(trx, signup, issue); // => { id: 12, created: true, confirmationDue: true }
 * await upsertSignup(trx, signup, other); // => { id: 12, created: false, confirmationDue: false }
 */
export async function upsertSignup(
  trx: Transaction<Database>,
  signup: TalentSignupInput,
  { tokenHash, now, replace }: ConfirmationIssue,
): Promise<{ id: number; created: boolean; confirmationDue: boolean }> {
  // Whether the stored signup takes this one's details and token (`excluded` is this one).
  const replaced = sql<boolean>`talent_signup.confirmed_at IS NULL AND ${replace}`;
  type ReplacedColumn = 'name' | 'country' | 'interests' | 'confirm_token_hash' | 'confirm_sent_at';
  const replacedOr = <T>(column: ReplacedColumn) =>
    sql<T>`CASE WHEN ${replaced} THEN excluded.${sql.ref(column)} ELSE talent_signup.${sql.ref(column)} END`;
  return trx
    .insertInto('talent_signup')
    .values({
      name: signup.name,
      email: signup.email,
      country: signup.country,
      interests: JSON.stringify(signup.interests),
      consent: signup.consent,
      confirm_token_hash: tokenHash,
      confirm_sent_at: now,
    })
    .onConflict((conflict) =>
      conflict.expression(sql`lower(email)`).doUpdateSet({
        name: replacedOr<string>('name'),
        country: replacedOr<string>('country'),
        interests: replacedOr<string>('interests'),
        confirm_token_hash: replacedOr<string>('confirm_token_hash'),
        confirm_sent_at: replacedOr<Date>('confirm_sent_at'),
      }),
    )
    .returning([
      'id',
      sql<boolean>`xmax = 0`.as('created'),
      sql<boolean>`confirm_token_hash = ${tokenHash}`.as('confirmationDue'),
    ])
    .executeTakeFirstOrThrow();
}

/**
 * Confirms the unconfirmed signup whose link token hashes to `tokenHash`, if its link was sent
 * after `sentAfter`; its id, address and interests, or undefined when nothing was confirmed. One statement, so two
 * clicks at once confirm once.
 */
export function confirmSignup(db: Db, tokenHash: string, now: Date, sentAfter: Date) {
  return db
    .updateTable('talent_signup')
    .set({ confirmed_at: now })
    .where('confirm_token_hash', '=', tokenHash)
    .where('confirmed_at', 'is', null)
    .where('confirm_sent_at', '>', sentAfter)
    .returning(['id', 'email', 'interests'])
    .executeTakeFirst();
}

/** The signup a link token belongs to, confirmed or not (to say why a link did not confirm). */
export function findSignupByToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('talent_signup')
    .select(['id', 'confirmed_at'])
    .where('confirm_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Deletes unconfirmed signups whose last link was sent before `sentBefore`, in batches; how many
 * in all.
 */
export function deleteUnconfirmedSignups(db: Kysely<Database>, sentBefore: Date): Promise<number> {
  return deleteInBatches(
    db,
    'talent_signup',
    sql`confirmed_at IS NULL AND confirm_sent_at < ${sentBefore}`,
  );
}

/** Stores the hash of a message's link token for the signup (the alerts' `insertAlertTokens`). */
export async function insertSignupToken(
  db: Db,
  signupId: number,
  { tokenHash, purpose }: { tokenHash: string; purpose: TalentTokenPurpose },
  now: Date,
): Promise<void> {
  await db
    .insertInto('talent_signup_token')
    .values({ token_hash: tokenHash, signup_id: signupId, purpose, created_at: now })
    .execute();
}

/** The signup, confirmed or not, a link token of that purpose belongs to. */
export function findSignupByLinkToken(db: Db, tokenHash: string, purpose: TalentTokenPurpose) {
  return db
    .selectFrom('talent_signup_token')
    .innerJoin('talent_signup', 'talent_signup.id', 'talent_signup_token.signup_id')
    .select(['talent_signup.id', 'email'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** The confirmed signup of an address (any case), if any. */
export function findConfirmedSignupByEmail(db: Db, email: string) {
  return db
    .selectFrom('talent_signup')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
}

/** Confirmed signups only: an unconfirmed one is nobody's yet, and no admin sees it. */
function filteredSignups(db: Db, filters: SignupFilters) {
  let query = db.selectFrom('talent_signup').where('confirmed_at', 'is not', null);
  if (filters.search) {
    const pattern = likePattern(filters.search);
    query = query.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb('email', 'ilike', pattern)]),
    );
  }
  if (filters.country?.length) query = query.where('country', 'in', filters.country);
  if (filters.interest?.length) {
    const interests = filters.interest;
    query = query.where((eb) =>
      eb.or(
        interests.map(
          (interest) =>
            sql<boolean>`${eb.ref('interests')} @> ${JSON.stringify([interest])}::jsonb`,
        ),
      ),
    );
  }
  return query;
}

export async function countSignups(db: Db, filters: SignupFilters): Promise<number> {
  return (await filteredSignups(db, filters).select(countAsTotal).executeTakeFirstOrThrow()).total;
}

/** A page of the signups, newest first. */
export function findSignups(db: Db, filters: SignupFilters, slice: PageSlice) {
  return newestFirst(
    filteredSignups(db, filters).select([
      'id',
      'name',
      'email',
      'country',
      'interests',
      'created_at',
    ]),
  )
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

/** Deletes a signup and returns its id and e-mail, or undefined when there was none. */
export function deleteSignup(db: Db, id: number) {
  return db
    .deleteFrom('talent_signup')
    .where('id', '=', id)
    .returning(['id', 'email'])
    .executeTakeFirst();
}
