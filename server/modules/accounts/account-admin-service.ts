import type { Kysely, Transaction } from 'kysely';

import type { AdminAccount } from '../../../contract/admin-account-types';
import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import type { PagedList } from '../../../contract/page-types';
import { toScopes } from '../../platform/auth/accounts';
import type { Actor } from '../../platform/auth/actor';
import type { Database } from '../../platform/db/schema';
import { fetchPage, type Paging } from '../../platform/db/paging';
import { ConflictError, NotFoundError } from '../../platform/domain-errors';
import { isoOf } from '../../platform/http/iso-date';
import { enqueueMail } from '../../platform/mail/outbox';
import { recordActivity } from '../activity';
import { invitationMail } from './account-mail';
import {
  countAccounts,
  deleteAccount,
  deleteSignIns,
  findAccountById,
  findAccountByEmail,
  findAccountPage,
  findSignedInEmails,
  insertInvitedAccount,
  lockActiveHoldersOf,
  markInvited,
  updateAccountScopes,
  type AccountRecord,
} from './account.repository';
import { issueAccountLink, type AccountSettings } from './password-link-service';

const ENTITY = 'account';
const NOT_FOUND = 'This admin was removed.';

export function toAdminAccount(row: AccountRecord): AdminAccount {
  return {
    id: row.id,
    email: row.email,
    scopes: toScopes(row.scopes),
    status: row.has_password ? 'active' : 'invited',
    invitedAt: isoOf(row.invited_at),
    lastSignedInAt: isoOf(row.last_signed_in_at),
    signedIn: Boolean(row.signed_in),
    version: row.version,
    createdAt: isoOf(row.created_at) ?? '',
  };
}

async function getAccount(db: Kysely<Database> | Transaction<Database>, id: string) {
  const row = await findAccountById(db, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

/**
 * Refuses a change that would leave nobody able to manage accounts: `id` is the only admin with
 * a password who holds `admin:accounts`. Holds those accounts' rows until the transaction ends,
 * so two admins taking it from each other at once cannot both succeed.
 */
async function keepAnAccountsAdmin(trx: Transaction<Database>, row: AccountRecord, what: string) {
  const holders = await lockActiveHoldersOf(trx, ADMIN_SCOPES.accounts);
  if (holders.length === 1 && holders[0] === row.id)
    throw new ConflictError(
      `${row.email} is the only admin who can manage accounts: ${what}, first give another admin “Admin accounts”.`,
      'scopes',
      { current: toAdminAccount(row) },
    );
}

/** Every admin, by e-mail address, 10 a page. */
export function listAccounts(
  db: Kysely<Database>,
  paging: Paging,
): Promise<PagedList<AdminAccount>> {
  return fetchPage(
    paging,
    () => countAccounts(db),
    async (slice) => (await findAccountPage(db, slice)).map(toAdminAccount),
  );
}

/**
 * Invites an admin: a new account without a password, with `scopes`, and an e-mail through the
 * outbox whose link (7 days, once) sets the password. An address already in use is a 409 with
 * that account.
 */
export function inviteAccount(
  db: Kysely<Database>,
  settings: AccountSettings,
  input: { email: string; scopes: string[] },
  actor: Actor,
): Promise<AdminAccount> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    const id = await insertInvitedAccount(trx, { ...input, now });
    if (!id) {
      const existing = await findAccountByEmail(trx, input.email);
      throw new ConflictError('An admin with this e-mail address exists already.', 'email', {
        current: existing && toAdminAccount(existing),
      });
    }
    const token = await issueAccountLink(trx, id, 'invitation', now);
    await enqueueMail(
      trx,
      invitationMail(settings.mail, input.email, { token, invitedBy: actor.email }),
    );
    await recordActivity(trx, {
      actor,
      action: 'account.invited',
      entity: ENTITY,
      entityId: id,
      details: { email: input.email, before: null, after: { scopes: input.scopes } },
    });
    return toAdminAccount(await getAccount(trx, id));
  });
}

/** Sends an invited admin a new link; their older one stops working. */
export function resendInvitation(
  db: Kysely<Database>,
  settings: AccountSettings,
  id: string,
  actor: Actor,
): Promise<AdminAccount> {
  return db.transaction().execute(async (trx) => {
    const row = await getAccount(trx, id);
    if (row.has_password)
      throw new ConflictError(`${row.email} has set a password already.`, undefined, {
        current: toAdminAccount(row),
      });
    const now = new Date();
    const token = await issueAccountLink(trx, id, 'invitation', now);
    await markInvited(trx, id, now);
    await enqueueMail(
      trx,
      invitationMail(settings.mail, row.email, { token, invitedBy: actor.email }),
    );
    await recordActivity(trx, {
      actor,
      action: 'account.invitation_resent',
      entity: ENTITY,
      entityId: id,
      details: { email: row.email },
    });
    return toAdminAccount(await getAccount(trx, id));
  });
}

/**
 * Saves an admin's scopes if nobody changed the account since `version` (else a 409 with it as
 * it is). Their sign-ins end, so that the new scopes hold from their next sign-in on: a token
 * carries the scopes it was issued with.
 */
export function changeScopes(
  db: Kysely<Database>,
  input: { id: string; version: number; scopes: string[] },
  actor: Actor,
): Promise<AdminAccount> {
  return db.transaction().execute(async (trx) => {
    const before = await getAccount(trx, input.id);
    const stale = () =>
      new ConflictError(
        `Someone changed ${before.email} after you opened it: compare, then save again.`,
        'version',
        { current: toAdminAccount(before) },
      );
    if (before.version !== input.version) throw stale();
    const scopesBefore = toScopes(before.scopes);
    if (
      scopesBefore.includes(ADMIN_SCOPES.accounts) &&
      !input.scopes.includes(ADMIN_SCOPES.accounts)
    )
      await keepAnAccountsAdmin(trx, before, 'to take “Admin accounts” from them');
    if (!(await updateAccountScopes(trx, input))) throw stale();
    const signInsEnded = await deleteSignIns(trx, input.id);
    const after = await getAccount(trx, input.id);
    await recordActivity(trx, {
      actor,
      action: 'account.scopes_changed',
      entity: ENTITY,
      entityId: input.id,
      details: {
        email: before.email,
        version: after.version,
        fields: 'scopes',
        signInsEnded,
        before: { scopes: scopesBefore },
        after: { scopes: input.scopes },
      },
    });
    return toAdminAccount(after);
  });
}

/**
 * Removes an admin: their account, links and sign-ins (each of their tokens is refused from the
 * next request). Nobody removes themselves, nor the last admin who can manage accounts.
 */
export function removeAccount(
  db: Kysely<Database>,
  id: string,
  actor: Actor,
): Promise<{ id: string; email: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await getAccount(trx, id);
    if (id === actor.sub)
      throw new ConflictError(
        'You cannot remove your own account: another admin who manages accounts can.',
        undefined,
        { current: toAdminAccount(row) },
      );
    if (toScopes(row.scopes).includes(ADMIN_SCOPES.accounts))
      await keepAnAccountsAdmin(trx, row, 'to remove them');
    await deleteSignIns(trx, id);
    await deleteAccount(trx, id);
    await recordActivity(trx, {
      actor,
      action: 'account.removed',
      entity: ENTITY,
      entityId: id,
      details: { email: row.email, before: { scopes: toScopes(row.scopes) }, after: null },
    });
    return { id, email: row.email };
  });
}

/** The e-mail addresses of the admins with a sign-in that stands (the admin overview). */
export async function listSignedInAdmins(db: Kysely<Database>): Promise<{ email: string }[]> {
  return (await findSignedInEmails(db)).map((email) => ({ email }));
}

/** The accounts screen's services on one database. */
export function createAccountAdminService(db: Kysely<Database>, settings: AccountSettings) {
  return {
    listAccounts: (paging: Paging) => listAccounts(db, paging),
    inviteAccount: (input: { email: string; scopes: string[] }, actor: Actor) =>
      inviteAccount(db, settings, input, actor),
    resendInvitation: (id: string, actor: Actor) => resendInvitation(db, settings, id, actor),
    changeScopes: (input: { id: string; version: number; scopes: string[] }, actor: Actor) =>
      changeScopes(db, input, actor),
    removeAccount: (id: string, actor: Actor) => removeAccount(db, id, actor),
  };
}

export type AccountAdminService = ReturnType<typeof createAccountAdminService>;
