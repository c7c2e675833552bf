import Bowser from 'bowser';
import type { Kysely } from 'kysely';

import type {
  AdminSignIn,
  ModerationMailFrequency,
  OwnAccount,
} from '../../../contract/admin-account-types';
import type { VerifiedAccessToken } from '../../platform/auth/access-token-verifier';
import { createAccountRepository, toScopes } from '../../platform/auth/accounts';
import { hashPassword } from '../../platform/auth/passwords';
import type { Database } from '../../platform/db/schema';
import { ConflictError, InvalidFieldError, NotFoundError } from '../../platform/domain-errors';
import { isoOf } from '../../platform/http/iso-date';
import { recordActivity } from '../activity';
import {
  deleteSignIns,
  findAccountById,
  findSignIns,
  retireAccountLinks,
  setModerationMail,
  setPasswordHash,
} from './account.repository';

const ENTITY = 'account';

/** A user agent in words: "Firefox on Windows". */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'An unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  return `${browser.name ?? 'A browser'} on ${os.name ?? 'an unknown system'}`;
}

type SignInRow = Awaited<ReturnType<typeof findSignIns>>[number];

function toSignIn(row: SignInRow, currentGrantId: string | undefined): AdminSignIn {
  const issuedAt = row.issued_at_s === null ? null : new Date(Number(row.issued_at_s) * 1000);
  return {
    id: row.id,
    device: deviceOf(row.user_agent),
    signedInAt: isoOf(row.signed_in_at ?? issuedAt) ?? '',
    current: row.id === currentGrantId,
  };
}

async function accountOf(db: Kysely<Database>, auth: VerifiedAccessToken) {
  const row = await findAccountById(db, auth.sub);
  if (!row) throw new NotFoundError('Your account was removed.');
  return row;
}

const actorOf = (auth: VerifiedAccessToken, email: string) => ({ sub: auth.sub, email });

/** The signed-in admin's account and where they are signed in, this sign-in marked. */
export async function getOwnAccount(
  db: Kysely<Database>,
  auth: VerifiedAccessToken,
): Promise<OwnAccount> {
  const row = await accountOf(db, auth);
  const signIns = await findSignIns(db, auth.sub);
  return {
    provider: 'embedded',
    id: row.id,
    email: row.email,
    scopes: toScopes(row.scopes),
    signIns: signIns.map((signIn) => toSignIn(signIn, auth.grantId)),
    moderationMail: row.moderation_mail,
  };
}

/**
 * How often the admin is e-mailed of held comments (decision 066). Only the admin changes it, so
 * the last choice stands: no version to compare.
 */
export async function setOwnModerationMail(
  db: Kysely<Database>,
  auth: VerifiedAccessToken,
  frequency: ModerationMailFrequency,
): Promise<OwnAccount> {
  const row = await accountOf(db, auth);
  if (row.moderation_mail !== frequency) {
    await db.transaction().execute(async (trx) => {
      await setModerationMail(trx, row.id, frequency);
      await recordActivity(trx, {
        actor: actorOf(auth, row.email),
        action: 'account.moderation_mail_changed',
        entity: ENTITY,
        entityId: row.id,
        details: { email: row.email, frequency, previousFrequency: row.moderation_mail },
      });
    });
  }
  return getOwnAccount(db, auth);
}

/**
 * Changes the admin's own password, given the current one (a 400 on `currentPassword` when it
 * does not match); their other sign-ins end and their unused reset links stop working.
 */
export async function changeOwnPassword(
  db: Kysely<Database>,
  auth: VerifiedAccessToken,
  passwords: { currentPassword: string; newPassword: string },
): Promise<OwnAccount> {
  const row = await accountOf(db, auth);
  const verified = await createAccountRepository(db).verifyCredentials(
    row.email,
    passwords.currentPassword,
  );
  if (!verified) throw new InvalidFieldError('currentPassword', 'is not your current password');
  if (passwords.newPassword === passwords.currentPassword)
    throw new InvalidFieldError('newPassword', 'must differ from your current password');
  const passwordHash = await hashPassword(passwords.newPassword);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, row.id, passwordHash);
    await retireAccountLinks(trx, row.id, new Date());
    const others = (await findSignIns(trx, row.id)).filter((signIn) => signIn.id !== auth.grantId);
    const signInsEnded = await deleteSignIns(
      trx,
      row.id,
      others.map((signIn) => signIn.id),
    );
    await recordActivity(trx, {
      actor: actorOf(auth, row.email),
      action: 'account.password_changed',
      entity: ENTITY,
      entityId: row.id,
      details: { email: row.email, signInsEnded },
    });
  });
  return getOwnAccount(db, auth);
}

/**
 * Signs the admin out elsewhere: of the sign-in `signInId`, or of every other one (unset). The
 * sign-in in use is ended by signing out, not here (a 409).
 */
export async function endOwnSignIns(
  db: Kysely<Database>,
  auth: VerifiedAccessToken,
  signInId?: string,
): Promise<OwnAccount> {
  const row = await accountOf(db, auth);
  await db.transaction().execute(async (trx) => {
    const signIns = await findSignIns(trx, row.id);
    const ending = signIns.filter((signIn) =>
      signInId === undefined ? signIn.id !== auth.grantId : signIn.id === signInId,
    );
    if (signInId !== undefined && ending.length === 0)
      throw new NotFoundError('This sign-in has ended already.');
    if (signInId !== undefined && signInId === auth.grantId)
      throw new ConflictError('This is the sign-in you are using: use “Sign out” to end it.');
    const signInsEnded = await deleteSignIns(
      trx,
      row.id,
      ending.map((signIn) => signIn.id),
    );
    await recordActivity(trx, {
      actor: actorOf(auth, row.email),
      action: 'account.signed_out_elsewhere',
      entity: ENTITY,
      entityId: row.id,
      details: {
        email: row.email,
        signInsEnded,
        ...(signInId !== undefined && { device: deviceOf(ending[0]?.user_agent ?? null) }),
      },
    });
  });
  return getOwnAccount(db, auth);
}

/** An admin's own account's services on one database. */
export function createOwnAccountService(db: Kysely<Database>) {
  return {
    getOwnAccount: (auth: VerifiedAccessToken) => getOwnAccount(db, auth),
    changeOwnPassword: (
      auth: VerifiedAccessToken,
      passwords: { currentPassword: string; newPassword: string },
    ) => changeOwnPassword(db, auth, passwords),
    endOwnSignIns: (auth: VerifiedAccessToken, signInId?: string) =>
      endOwnSignIns(db, auth, signInId),
    setOwnModerationMail: (auth: VerifiedAccessToken, frequency: ModerationMailFrequency) =>
      setOwnModerationMail(db, auth, frequency),
  };
}

export type OwnAccountService = ReturnType<typeof createOwnAccountService>;
