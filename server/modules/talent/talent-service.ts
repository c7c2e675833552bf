import type { Kysely } from 'kysely';
import { z } from 'zod';

import type { AdminTalentSignup } from '../../../contract/admin-types';
import type { ConfirmationRequestOutcome } from '../../../contract/confirmation-request';
import { alertQueryOf } from '../../../contract/job-alert';
import { jobListParamsSchema } from '../../../contract/job-list-query';
import type { PagedList } from '../../../contract/page-types';
import type { Database } from '../../platform/db/schema';
import { withDatabase } from '../../platform/db/with-database';
import { recordActivity } from '../activity';
import { ANONYMOUS, type Actor } from '../../platform/auth/actor';
import { deleteAlertsOfAddress, saveConfirmedAlert, type DigestLinkSource } from '../alerts';
import { deleteCommentsOf } from '../comments';
import { forgetCommentAuthor, moderateSignup } from '../moderation';
import { isoOf } from '../../platform/http/iso-date';
import { fetchPage, type Paging } from '../../platform/db/paging';
import {
  checkConfirmation,
  recordConfirmation,
  settleConfirmation,
  type ConfirmationLimits,
} from '../../platform/mail/confirmation-limit';
import { linkTokenHash as hashOf, newLinkToken as newToken } from '../../platform/mail/link-token';
import { paths } from '../../../contract/paths';
import {
  confirmationMail,
  LEAVE_LINK_LABEL,
  type ConfirmationMailSettings,
} from './confirmation-mail';
import type { TalentSignupInput } from './talent-schemas';
import {
  confirmSignup,
  countSignups,
  deleteSignup,
  deleteUnconfirmedSignups,
  findConfirmedSignupByEmail,
  findSignupByLinkToken,
  findSignups,
  findSignupByToken,
  insertSignupToken,
  upsertSignup,
  type SignupFilters,
} from './talent.repository';
import { NotFoundError } from '../../platform/domain-errors';

// The export is for one campaign or one request, not a backup: it stops at this many rows.
const MAX_EXPORT_ROWS = 10_000;

type SignupRow = Awaited<ReturnType<typeof findSignups>>[number];

function toInterests(value: unknown): string[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed)
    ? parsed.filter((item): item is string => typeof item === 'string')
    : [];
}

const toSignup = (row: SignupRow): AdminTalentSignup => ({
  id: row.id,
  name: row.name,
  email: row.email,
  country: row.country,
  interests: toInterests(row.interests),
  createdAt: isoOf(row.created_at),
});

const DAY_MS = 86_400_000;
/** A confirmation link works this long after it was sent. */
export const CONFIRMATION_TTL_MS = 7 * DAY_MS;
/** An unconfirmed signup is deleted this long after its last link was sent. */
export const UNCONFIRMED_RETENTION_MS = 30 * DAY_MS;

/** The purpose of the talent community's confirmation links, as the per-address limits count them. */
const TALENT_CONFIRMATION = 'talent-community';

/** What joining needs: where its link points, and the per-address limits of links. */
export interface TalentSettings {
  mail: ConfirmationMailSettings;
  limits: ConfirmationLimits;
}

/**
 * Joins the talent community, unconfirmed, within the per-address limits every confirmation link
 * shares (decision 036): a new address (or a known unconfirmed one whose last link is no longer
 * pending) is sent a confirmation link through the outbox; a confirmed one is sent nothing and
 * nothing stored changes, yet the request counts as a link, so the next answers are a new
 * address's; while the address's link is pending nothing changes (`pending`); past its daily cap
 * nothing is stored (`capped`). The signup, its message and its activity row are written in one
 * transaction. A repeated signup is logged as `talent.signup_repeated`, without what it asked for.
 * A signup whose name or interests hold a `reject` keyword entry (decision 065) is refused: nothing
 * is stored or sent, the answer is a new address's (`sent`), and the log names the rule and the
 * text it matched (`talent.signup_refused`).
 */
export async function joinTalentCommunity(
  db: Kysely<Database>,
  settings: TalentSettings,
  signup: TalentSignupInput,
): Promise<ConfirmationRequestOutcome> {
  // The tokens and the message are made for a known address too: the same work either way.
  const token = newToken();
  const leaveToken = newToken();
  const message = confirmationMail(settings.mail, signup.email, { token, leaveToken });
  return db.transaction().execute(async (trx) => {
    const refusal = await moderateSignup(trx, [signup.name, ...signup.interests]);
    if (refusal) {
      await recordActivity(trx, {
        actor: ANONYMOUS,
        action: 'talent.signup_refused',
        entity: 'talent_signup',
        entityId: null,
        details: {
          rule: refusal.rule,
          keyword: refusal.keyword,
          matched: refusal.matches.join(' '),
        },
      });
      return 'sent';
    }
    const request = { address: signup.email, purpose: TALENT_CONFIRMATION, now: new Date() };
    const verdict = await checkConfirmation(trx, settings.limits, request);
    if (verdict.kind === 'capped') return 'capped';
    const tokenHash = hashOf(token);
    const issue = { tokenHash, now: request.now, replace: verdict.kind === 'due' };
    const { id, created, confirmationDue } = await upsertSignup(trx, signup, issue);
    // A pending link whose signup is gone (deleted meanwhile) leaves a new row its own link.
    if (verdict.kind === 'due' || confirmationDue)
      await recordConfirmation(trx, request, tokenHash, confirmationDue ? message : undefined);
    // The message's leave link (decision 049) is stored only when the message goes out.
    if (confirmationDue)
      await insertSignupToken(
        trx,
        id,
        { tokenHash: hashOf(leaveToken), purpose: 'leave' },
        request.now,
      );
    await recordActivity(trx, {
      actor: ANONYMOUS,
      action: created ? 'talent.signed_up' : 'talent.signup_repeated',
      entity: 'talent_signup',
      entityId: id,
      details: created ? { country: signup.country, interests: signup.interests } : {},
    });
    return verdict.kind === 'due' ? 'sent' : 'pending';
  });
}

/**
 * The job alert a confirmed signup gets (decision 033): weekly, the new jobs of the departments
 * it chose (the interests are department names), or every new job when it chose none. It is
 * confirmed by the signup's own link, whose message says so.
 */
function interestsAlert(email: string, interests: string[]) {
  const search = z.parse(jobListParamsSchema, { department: interests });
  return {
    email,
    query: alertQueryOf(search),
    frequency: 'weekly' as const,
    origin: 'talent-community' as const,
  };
}

/** What a confirmation link did: the page says it in words. */
export type ConfirmationOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'unknown';

/**
 * Confirms the signup a link's token belongs to, once, within 7 days of sending; the
 * confirmation is logged as `talent.confirmed`. A token already used, expired, replaced by a
 * newer link or never issued confirms nothing and says which.
 */
export async function confirmTalentSignup(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<ConfirmationOutcome> {
  const tokenHash = hashOf(token);
  return db.transaction().execute(async (trx) => {
    const sentAfter = new Date(now.getTime() - CONFIRMATION_TTL_MS);
    const confirmed = await confirmSignup(trx, tokenHash, now, sentAfter);
    if (confirmed) {
      await settleConfirmation(trx, tokenHash, now);
      await saveConfirmedAlert(
        trx,
        interestsAlert(confirmed.email, toInterests(confirmed.interests)),
        now,
      );
      await recordActivity(trx, {
        actor: ANONYMOUS,
        action: 'talent.confirmed',
        entity: 'talent_signup',
        entityId: confirmed.id,
        details: {},
      });
      return 'confirmed';
    }
    const signup = await findSignupByToken(trx, tokenHash);
    if (!signup) return 'unknown';
    return signup.confirmed_at ? 'already-confirmed' : 'expired';
  });
}

/** What a leave link did: `left` at once, or `gone` when its signup is no more (or never was). */
export type LeaveOutcome = 'left' | 'gone';

/**
 * Leaves the talent community with the leave link of one of its e-mails (decision 049), confirmed
 * or not: the signup and its links, and the weekly job alert its interests made, are deleted in
 * one transaction, logged as `talent.left` without personal data. Job alerts the address saved on
 * the job list itself stay: each was asked for and confirmed on its own, and has its own
 * unsubscribe link. Nothing of the address is kept, so it can join again at once.
 */
export async function leaveTalentCommunity(
  db: Kysely<Database>,
  token: string,
): Promise<LeaveOutcome> {
  return db.transaction().execute(async (trx) => {
    const found = await findSignupByLinkToken(trx, hashOf(token), 'leave');
    const signup = found && (await deleteSignup(trx, found.id));
    if (!signup) return 'gone';
    const alertsDeleted = await deleteAlertsOfAddress(trx, signup.email, 'talent-community');
    await recordActivity(trx, {
      actor: ANONYMOUS,
      action: 'talent.left',
      entity: 'talent_signup',
      entityId: signup.id,
      details: { alertsDeleted },
    });
    return 'left';
  });
}

/**
 * The leave link in each digest of an alert a talent signup's interests made (decision 049): a
 * fresh token per message, stored in the digest's transaction. Other alerts get none, nor one
 * whose member has left meanwhile (its alert went with it; this is the race's safety net).
 */
export function talentLeaveLinks({ origin }: ConfirmationMailSettings): DigestLinkSource {
  return async (trx, alert, now) => {
    if (alert.origin !== 'talent-community') return [];
    const signup = await findConfirmedSignupByEmail(trx, alert.email);
    if (!signup) return [];
    const token = newToken();
    await insertSignupToken(trx, signup.id, { tokenHash: hashOf(token), purpose: 'leave' }, now);
    return [{ label: LEAVE_LINK_LABEL, url: `${origin}${paths.talentLeave({ token })}` }];
  };
}

/** Deletes the signups left unconfirmed 30 days after their last link; how many. */
export function pruneUnconfirmedSignups(db: Kysely<Database>, now: Date): Promise<number> {
  return deleteUnconfirmedSignups(db, new Date(now.getTime() - UNCONFIRMED_RETENTION_MS));
}

/** One page of the signups, newest first. */
export function listSignups(
  db: Kysely<Database>,
  filters: SignupFilters,
  paging: Paging,
): Promise<PagedList<AdminTalentSignup>> {
  return fetchPage(
    paging,
    () => countSignups(db, filters),
    async (slice) => (await findSignups(db, filters, slice)).map(toSignup),
  );
}

/** The signups to export (newest first, at most 10,000), the export logged with its filters. */
export async function exportSignups(
  db: Kysely<Database>,
  filters: SignupFilters,
  actor: Actor,
): Promise<AdminTalentSignup[]> {
  return db.transaction().execute(async (trx) => {
    const found = await findSignups(trx, filters, { limit: MAX_EXPORT_ROWS, offset: 0 });
    await recordActivity(trx, {
      actor,
      action: 'talent.exported',
      entity: 'talent_signup',
      entityId: null,
      details: { rows: found.length, filters },
    });
    return found.map(toSignup);
  });
}

/**
 * A person's data on request: the signup, every blog comment left with the same e-mail and every
 * job alert of the address, logged in one transaction; NotFoundError when there was no such signup.
 */
export async function deleteSignupData(
  db: Kysely<Database>,
  id: number,
  actor: Actor,
): Promise<{ id: number; commentsDeleted: number }> {
  return db.transaction().execute(async (trx) => {
    const signup = await deleteSignup(trx, id);
    if (!signup) throw new NotFoundError('This person is not in the talent community (any more).');
    const commentsDeleted = await deleteCommentsOf(trx, signup.email);
    const alertsDeleted = await deleteAlertsOfAddress(trx, signup.email);
    await forgetCommentAuthor(trx, signup.email);
    // The log keeps no personal data of the person whose data was deleted.
    await recordActivity(trx, {
      actor,
      action: 'talent.deleted',
      entity: 'talent_signup',
      entityId: signup.id,
      details: { commentsDeleted, alertsDeleted },
    });
    return { id: signup.id, commentsDeleted };
  });
}

/** How many confirmed talent community signups there are (the admin overview). */
export function countAllSignups(db: Kysely<Database>): Promise<number> {
  return countSignups(db, {});
}

/**
 * The talent community's public services on one database: joining, confirming and leaving; `settings` say
 * where confirmation links point, who the message is from and how often an address gets one.
 */
export function createTalentService(db: Kysely<Database>, settings: TalentSettings) {
  return {
    joinTalentCommunity: (signup: TalentSignupInput) => joinTalentCommunity(db, settings, signup),
    confirmTalentSignup: (token: string) => confirmTalentSignup(db, token),
    leaveTalentCommunity: (token: string) => leaveTalentCommunity(db, token),
  };
}

export type TalentService = ReturnType<typeof createTalentService>;

/** The confirmed signups for the admin section: list, export, a person's data deleted. */
export function createTalentAdminService(db: Kysely<Database>) {
  return {
    listSignups: withDatabase(db, listSignups),
    exportSignups: withDatabase(db, exportSignups),
    deleteSignupData: withDatabase(db, deleteSignupData),
  };
}

export type TalentAdminService = ReturnType<typeof createTalentAdminService>;
