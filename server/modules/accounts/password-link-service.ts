import type { Kysely, Transaction } from 'kysely';

import {
  INVITATION_LINK_TTL_DAYS,
  RESET_LINK_TTL_MINUTES,
} from '../../../contract/admin-account-types';
import { ANONYMOUS } from '../../platform/auth/actor';
import { hashPassword } from '../../platform/auth/passwords';
import type { AccountLinkPurpose, Database } from '../../platform/db/schema';
import {
  checkConfirmation,
  recordConfirmation,
  settleConfirmation,
  type ConfirmationLimits,
} from '../../platform/mail/confirmation-limit';
import { linkTokenHash, newLinkToken } from '../../platform/mail/link-token';
import { recordActivity } from '../activity';
import { resetMail, type AccountMailSettings } from './account-mail';
import {
  deleteSignIns,
  findAccountById,
  findAccountByEmail,
  findAccountLink,
  insertAccountLink,
  retireAccountLinks,
  setPasswordHash,
  useAccountLink,
} from './account.repository';

/** What account e-mails need: where their links point, and the per-address limits of links. */
export interface AccountSettings {
  mail: AccountMailSettings;
  limits: ConfirmationLimits;
}

const LINK_TTL_MS: Readonly<Record<AccountLinkPurpose, number>> = {
  invitation: INVITATION_LINK_TTL_DAYS * 86_400_000,
  reset: RESET_LINK_TTL_MINUTES * 60_000,
};

/** The purpose of reset links, as the per-address limits of every confirmation link count them. */
const RESET_CONFIRMATION = 'password-reset';

/**
 * A new link of `purpose` for the account (its token, to put in the e-mail); the account's older
 * links of that purpose stop working. Only the token's hash is stored.
 */
export async function issueAccountLink(
  trx: Transaction<Database>,
  accountId: string,
  purpose: AccountLinkPurpose,
  now: Date,
  token = newLinkToken(),
): Promise<string> {
  await retireAccountLinks(trx, accountId, now, purpose);
  await insertAccountLink(trx, {
    tokenHash: linkTokenHash(token),
    accountId,
    purpose,
    expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]),
  });
  return token;
}

/**
 * "Forgot password": sends the account of `email` a reset link through the outbox, within the
 * per-address limits every confirmation link shares (decision 036). An address without an
 * account is counted the same and sent nothing, so the answer (always the same page) and the
 * limits tell nobody which addresses have an account.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  settings: AccountSettings,
  email: string,
): Promise<void> {
  // Made for an unknown address too: the same work either way.
  const token = newLinkToken();
  const message = resetMail(settings.mail, email, token);
  await db.transaction().execute(async (trx) => {
    const request = { address: email, purpose: RESET_CONFIRMATION, now: new Date() };
    const verdict = await checkConfirmation(trx, settings.limits, request);
    if (verdict.kind !== 'due') return;
    const account = await findAccountByEmail(trx, email);
    if (account) await issueAccountLink(trx, account.id, 'reset', request.now, token);
    const mail = account && { ...message, to: account.email };
    await recordConfirmation(trx, request, linkTokenHash(token), mail);
    if (account)
      await recordActivity(trx, {
        actor: ANONYMOUS,
        action: 'account.reset_requested',
        entity: 'account',
        entityId: account.id,
        details: { email: account.email },
      });
  });
}

/** What a link can do now: set a password (for whom, why), or why it cannot. */
export type PasswordLinkState =
  | { kind: 'usable'; purpose: AccountLinkPurpose; email: string }
  | { kind: 'used' | 'expired'; purpose: AccountLinkPurpose }
  | { kind: 'unknown' };

export async function checkPasswordLink(
  db: Kysely<Database> | Transaction<Database>,
  token: string,
  now = new Date(),
): Promise<PasswordLinkState> {
  const link = await findAccountLink(db, linkTokenHash(token));
  const account = link && (await findAccountById(db, link.account_id));
  if (!link || !account) return { kind: 'unknown' };
  if (link.used_at) return { kind: 'used', purpose: link.purpose };
  if (link.expires_at <= now) return { kind: 'expired', purpose: link.purpose };
  return { kind: 'usable', purpose: link.purpose, email: account.email };
}

/**
 * Sets the password of the link's account and uses the link up, with every other link of the
 * account; every sign-in of the account ends (a reset locks out whoever knew the old password).
 * Logged as `account.joined` (an invitation) or `account.password_reset`, by the account itself.
 * A link that cannot be used (any more) changes nothing and says why.
 */
export async function setPasswordWithLink(
  db: Kysely<Database>,
  token: string,
  password: string,
  now = new Date(),
): Promise<PasswordLinkState> {
  const state = await checkPasswordLink(db, token, now);
  if (state.kind !== 'usable') return state;
  const passwordHash = await hashPassword(password);
  const tokenHash = linkTokenHash(token);
  return db.transaction().execute(async (trx) => {
    const used = await useAccountLink(trx, tokenHash, now);
    // Used by another request since it was checked.
    if (!used) return checkPasswordLink(trx, token, now);
    await setPasswordHash(trx, used.account_id, passwordHash);
    await retireAccountLinks(trx, used.account_id, now);
    await settleConfirmation(trx, tokenHash, now);
    await deleteSignIns(trx, used.account_id);
    await recordActivity(trx, {
      actor: { sub: used.account_id, email: state.email },
      action: used.purpose === 'invitation' ? 'account.joined' : 'account.password_reset',
      entity: 'account',
      entityId: used.account_id,
      details: { email: state.email },
    });
    return state;
  });
}

/** The password pages' services on one database. */
export function createPasswordLinkService(db: Kysely<Database>, settings: AccountSettings) {
  return {
    requestPasswordReset: (email: string) => requestPasswordReset(db, settings, email),
    checkPasswordLink: (token: string) => checkPasswordLink(db, token),
    setPasswordWithLink: (token: string, password: string) =>
      setPasswordWithLink(db, token, password),
  };
}

export type PasswordLinkService = ReturnType<typeof createPasswordLinkService>;
