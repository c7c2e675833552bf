import { sql, type Kysely, type Transaction } from 'kysely';

import type { ModerationMailFrequency } from '../../../contract/admin-account-types';
import type { AccountLinkPurpose, Database } from '../../platform/db/schema';
import type { PageSlice } from '../../platform/db/paging';
import { countAsTotal } from '../../platform/db/query-helpers';

type Db = Kysely<Database> | Transaction<Database>;

const ACCOUNT_COLUMNS = [
  'account.id',
  'account.email',
  'account.scopes',
  'account.version',
  'account.invited_at',
  'account.last_signed_in_at',
  'account.created_at',
  'account.moderation_mail',
] as const;

/** The provider's grants that still stand: each is one sign-in (embedded-provider.ts). */
const standingGrants = (db: Db) =>
  db
    .selectFrom('oidc_model')
    .where('model', '=', 'Grant')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]));

const grantAccountId = sql<string>`oidc_model.payload ->> 'accountId'`;

/** An account as the screens read it: without its hash, with whether it has a password and a sign-in. */
function selectAccounts(db: Db) {
  return db
    .selectFrom('account')
    .select(ACCOUNT_COLUMNS)
    .select((eb) => [
      eb('account.password_hash', 'is not', null).as('has_password'),
      eb
        .exists(
          standingGrants(db)
            .select('id')
            .where(grantAccountId, '=', sql<string>`account.id::text`),
        )
        .as('signed_in'),
    ]);
}

export type AccountRecord = Awaited<
  ReturnType<ReturnType<typeof selectAccounts>['execute']>
>[number];

export async function countAccounts(db: Db): Promise<number> {
  return (await db.selectFrom('account').select(countAsTotal).executeTakeFirstOrThrow()).total;
}

/** A page of the accounts, by e-mail address. */
export function findAccountPage(db: Db, { limit, offset }: PageSlice): Promise<AccountRecord[]> {
  return selectAccounts(db)
    .orderBy(sql`lower(account.email)`)
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findAccountById(db: Db, id: string): Promise<AccountRecord | undefined> {
  return selectAccounts(db).where('account.id', '=', id).executeTakeFirst();
}

/** The account of this e-mail address in any case, if there is one. */
export function findAccountByEmail(db: Db, email: string): Promise<AccountRecord | undefined> {
  return selectAccounts(db)
    .where((eb) => eb(eb.fn('lower', ['account.email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

/** A new account without a password; undefined when the address is taken (any case). */
export async function insertInvitedAccount(
  db: Db,
  { email, scopes, now }: { email: string; scopes: readonly string[]; now: Date },
): Promise<string | undefined> {
  const row = await db
    .insertInto('account')
    .values({ email, password_hash: null, scopes: JSON.stringify(scopes), invited_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function markInvited(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('account').set({ invited_at: now }).where('id', '=', id).execute();
}

/** Saves the scopes if the account is still at `version`; false when it is not (or is gone). */
export async function updateAccountScopes(
  db: Db,
  { id, version, scopes }: { id: string; version: number; scopes: readonly string[] },
): Promise<boolean> {
  const result = await db
    .updateTable('account')
    .set((eb) => ({
      scopes: JSON.stringify(scopes),
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('account')
    .set((eb) => ({
      password_hash: passwordHash,
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .execute();
}

export async function deleteAccount(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('account').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The accounts with a password that hold `scope`, locked until the transaction ends. */
export async function lockActiveHoldersOf(db: Db, scope: string): Promise<string[]> {
  const rows = await db
    .selectFrom('account')
    .select('id')
    .where('password_hash', 'is not', null)
    .where(sql<boolean>`scopes @> ${JSON.stringify([scope])}::jsonb`)
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** How often the account is e-mailed of held comments. */
export async function setModerationMail(
  db: Db,
  id: string,
  frequency: ModerationMailFrequency,
): Promise<void> {
  await db
    .updateTable('account')
    .set({ moderation_mail: frequency })
    .where('id', '=', id)
    .execute();
}

/**
 * The accounts with a password that hold `scope`: those that chose `frequency` of moderator
 * e-mail, or the one of `id`.
 */
export function findScopeHolders(
  db: Db,
  scope: string,
  which: { frequency: ModerationMailFrequency } | { id: string },
): Promise<{ id: string; email: string }[]> {
  let query = db
    .selectFrom('account')
    .select(['id', 'email'])
    .where('password_hash', 'is not', null)
    .where(sql<boolean>`scopes @> ${JSON.stringify([scope])}::jsonb`);
  query =
    'id' in which
      ? query.where('id', '=', which.id)
      : query.where('moderation_mail', '=', which.frequency);
  return query.orderBy('id').execute();
}

export async function insertAccountLink(
  db: Db,
  link: { tokenHash: string; accountId: string; purpose: AccountLinkPurpose; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('account_link')
    .values({
      token_hash: link.tokenHash,
      account_id: link.accountId,
      purpose: link.purpose,
      expires_at: link.expiresAt,
    })
    .execute();
}

export function findAccountLink(db: Db, tokenHash: string) {
  return db
    .selectFrom('account_link')
    .select(['account_id', 'purpose', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses the link once, if it is unused and in time: the account it is for, or undefined. */
export function useAccountLink(db: Db, tokenHash: string, now: Date) {
  return db
    .updateTable('account_link')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['account_id', 'purpose'])
    .executeTakeFirst();
}

/** Every unused link of the account stops working (a newer link, or a password set). */
export async function retireAccountLinks(
  db: Db,
  accountId: string,
  now: Date,
  purpose?: AccountLinkPurpose,
): Promise<void> {
  let query = db
    .updateTable('account_link')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null);
  if (purpose) query = query.where('purpose', '=', purpose);
  await query.execute();
}

/** The account's sign-ins that stand, newest first, with the device each came from. */
export function findSignIns(db: Db, accountId: string) {
  return standingGrants(db)
    .leftJoin('account_sign_in', 'account_sign_in.grant_id', 'oidc_model.id')
    .select([
      'oidc_model.id',
      sql<number | null>`(oidc_model.payload ->> 'iat')::bigint`.as('issued_at_s'),
      'account_sign_in.user_agent',
      'account_sign_in.signed_in_at',
    ])
    .where(grantAccountId, '=', accountId)
    .orderBy('account_sign_in.signed_in_at', (order) => order.desc().nullsLast())
    .execute();
}

/** The e-mail addresses of the accounts with a sign-in that stands. */
export async function findSignedInEmails(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('account')
    .select('email')
    .where((eb) =>
      eb.exists(
        standingGrants(db)
          .select('id')
          .where(grantAccountId, '=', sql<string>`account.id::text`),
      ),
    )
    .orderBy(sql`lower(email)`)
    .execute();
  return rows.map((row) => row.email);
}

/**
 * Ends sign-ins of the account: their grants, every token issued under them, the provider
 * sessions that hold them and their devices. `grantIds` unset: every sign-in and session of the
 * account. The API refuses a token whose grant is gone (grant-status.ts), so this takes effect
 * on the next request.
 */
export async function deleteSignIns(
  db: Db,
  accountId: string,
  grantIds?: readonly string[],
): Promise<number> {
  const grants =
    grantIds ??
    (await standingGrants(db).select('id').where(grantAccountId, '=', accountId).execute()).map(
      (row) => row.id,
    );
  for (const grantId of grants) {
    await db
      .deleteFrom('oidc_model')
      .where((eb) =>
        eb.or([
          eb('grant_id', '=', grantId),
          eb.and([eb('model', '=', 'Grant'), eb('id', '=', grantId)]),
          eb.and([
            eb('model', '=', 'Session'),
            sql<boolean>`jsonb_path_exists(payload, '$.authorizations.*.grantId ? (@ == $grant)', jsonb_build_object('grant', ${grantId}::text))`,
          ]),
        ]),
      )
      .execute();
    await db.deleteFrom('account_sign_in').where('grant_id', '=', grantId).execute();
  }
  if (!grantIds)
    await db
      .deleteFrom('oidc_model')
      .where('model', '=', 'Session')
      .where(sql<string>`payload ->> 'accountId'`, '=', accountId)
      .execute();
  return grants.length;
}
