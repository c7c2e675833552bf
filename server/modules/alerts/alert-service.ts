import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';

import type { ConfirmationRequestOutcome } from '../../../contract/confirmation-request';
import type { AlertFrequency, ManagedAlert } from '../../../contract/job-alert';
import { jobListQuerySchema } from '../../../contract/job-list-query';
import { readQueryObject } from '../../../contract/query-params';
import type { AlertOrigin, Database } from '../../platform/db/schema';
import type { Logger } from '../../platform/logger';
import {
  checkConfirmation,
  recordConfirmation,
  settleConfirmation,
  type ConfirmationLimits,
} from '../../platform/mail/confirmation-limit';
import type { MailLink } from '../../platform/mail/mail-template';
import { linkTokenHash as hashOf, newLinkToken as newToken } from '../../platform/mail/link-token';
import { enqueueMail } from '../../platform/mail/outbox';
import { listJobsOpenedBetween } from '../jobs';
import { alertConfirmationMail, alertDigestMail, type AlertMailSettings } from './alert-mail';
import type { AlertSignupInput } from './alert-schemas';
import {
  advanceDigestWindow,
  confirmAlert,
  deleteAlert,
  deleteAlertsOf,
  deleteUnconfirmedAlerts,
  findAlertByConfirmToken,
  findAlertByToken,
  findDueAlerts,
  hasAlertAwaiting,
  insertAlertTokens,
  updateAlertFrequency,
  upsertAlert,
  upsertConfirmedAlert,
  type DigestCutoffs,
} from './alert.repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A confirmation link works this long after it was sent (as the talent community's). */
export const CONFIRMATION_TTL_MS = 7 * DAY_MS;
/** An unconfirmed alert is deleted this long after its last link was sent. */
export const UNCONFIRMED_RETENTION_MS = 30 * DAY_MS;
/** The time between two digests of each frequency. */
export const DIGEST_PERIOD_MS: Record<AlertFrequency, number> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
};
/** How often the digest task looks for due alerts: an alert is due up to this much early. */
export const DIGEST_TASK_INTERVAL_MS = HOUR_MS;
/**
 * A digest covers the job events up to this long before it runs: a job's event carries its
 * transaction's start time, and a transaction still open at the digest's read commits within
 * this (statements time out in seconds), so no opened job falls between two digests.
 */
export const DIGEST_SETTLE_MS = 60_000;
/** A digest lists at most this many jobs, the newest, and says how many more the list has. */
export const DIGEST_MAX_JOBS = 20;
// Alerts read per statement; a run goes on until none is due or its time is up.
const DIGEST_BATCH = 100;
// A run stops taking new alerts after this, well inside the runner's 5-minute lease.
const DIGEST_RUN_BUDGET_MS = 2 * 60_000;

/** The purpose of the alerts' confirmation links, as the per-address limits count them. */
const ALERT_CONFIRMATION = 'job-alert';

/**
 * Saves an alert, unconfirmed, and sends its confirmation link through the outbox, in one
 * transaction, within the per-address limits every confirmation link shares (decision 036):
 * - a search saved while the address's last alert link is pending (sent within the window, not
 *   used) joins that link, so one e-mail confirms every search saved meanwhile (`pending`);
 * - past the address's daily cap nothing is saved or sent (`capped`);
 * - otherwise a new link goes out (`sent`), unless this search is confirmed already: then nothing
 *   is sent but the request counts as a link, so the answers tell nobody it was.
 */
export async function createAlert(
  db: Kysely<Database>,
  settings: AlertSettings,
  alert: AlertSignupInput,
  now = new Date(),
): Promise<ConfirmationRequestOutcome> {
  // The token and the message are made for a known search too: the same work either way.
  const token = newToken();
  const message = alertConfirmationMail(settings.mail, alert.email, alert, token);
  return db.transaction().execute(async (trx) => {
    const request = { address: alert.email, purpose: ALERT_CONFIRMATION, now };
    const verdict = await checkConfirmation(trx, settings.limits, request);
    if (verdict.kind === 'capped') return 'capped';
    const stored = { ...alert, origin: 'job-list' as const };
    if (verdict.kind === 'pending' && (await hasAlertAwaiting(trx, verdict.tokenHash))) {
      const { tokenHash, sentAt } = verdict;
      await upsertAlert(trx, stored, { tokenHash, sentAt, now });
      return 'pending';
    }
    // Due, or pending on a link no alert waits for (it was answered for a confirmed search, or
    // its alert was deleted): this search gets its own link.
    const tokenHash = hashOf(token);
    const { confirmationDue } = await upsertAlert(trx, stored, { tokenHash, sentAt: now, now });
    if (verdict.kind === 'due' || confirmationDue)
      await recordConfirmation(trx, request, tokenHash, confirmationDue ? message : undefined);
    return verdict.kind === 'due' ? 'sent' : 'pending';
  });
}

/** What a confirmation link did: the page says it in words. */
export type AlertConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'unknown';

/**
 * Confirms the alert a link's token belongs to, once, within 7 days of sending. A token already
 * used, expired, replaced by a newer link or never issued confirms nothing and says which.
 */
export async function confirmAlertLink(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<AlertConfirmOutcome> {
  const tokenHash = hashOf(token);
  const sentAfter = new Date(now.getTime() - CONFIRMATION_TTL_MS);
  const confirmed = await db.transaction().execute(async (trx) => {
    if (!(await confirmAlert(trx, tokenHash, now, sentAfter))) return false;
    await settleConfirmation(trx, tokenHash, now);
    return true;
  });
  if (confirmed) return 'confirmed';
  const alert = await findAlertByConfirmToken(db, tokenHash);
  if (!alert) return 'unknown';
  return alert.confirmed_at ? 'already-confirmed' : 'expired';
}

/**
 * An alert whose owner confirmed the address another way: a talent community signup's
 * interests, confirmed by its own link (decision 033). Written in the caller's transaction.
 */
export async function saveConfirmedAlert(
  trx: Transaction<Database>,
  alert: { email: string; query: string; frequency: AlertFrequency; origin: AlertOrigin },
  now = new Date(),
): Promise<void> {
  await upsertConfirmedAlert(trx, alert, now);
}

/**
 * Deletes every alert of an address with their tokens (a person's data on request), or only those
 * of one origin (the talent community's, when its member leaves); how many.
 */
export function deleteAlertsOfAddress(
  db: Kysely<Database> | Transaction<Database>,
  email: string,
  origin?: AlertOrigin,
): Promise<number> {
  return deleteAlertsOf(db, email, origin);
}

/** What an unsubscribe, a change or a deletion did; `gone` when the link's alert is no more. */
export type AlertChangeOutcome = 'unsubscribed' | 'updated' | 'deleted' | 'gone';

/** Deletes the alert an unsubscribe link belongs to, with its personal data. */
export async function unsubscribeAlert(
  db: Kysely<Database>,
  token: string,
): Promise<AlertChangeOutcome> {
  const alert = await findAlertByToken(db, hashOf(token), 'unsubscribe');
  return alert && (await deleteAlert(db, alert.id)) ? 'unsubscribed' : 'gone';
}

/** The alert a manage link belongs to, as the manage page shows it. */
export async function getManagedAlert(
  db: Kysely<Database>,
  token: string,
): Promise<ManagedAlert | undefined> {
  const alert = await findAlertByToken(db, hashOf(token), 'manage');
  return alert && { email: alert.email, frequency: alert.frequency, query: alert.query };
}

/** Changes how often the alert of a manage link is sent. */
export async function changeAlertFrequency(
  db: Kysely<Database>,
  token: string,
  frequency: AlertFrequency,
): Promise<AlertChangeOutcome> {
  const alert = await findAlertByToken(db, hashOf(token), 'manage');
  if (!alert) return 'gone';
  await updateAlertFrequency(db, alert.id, frequency);
  return 'updated';
}

/** Deletes the alert of a manage link, with its personal data. */
export async function deleteManagedAlert(
  db: Kysely<Database>,
  token: string,
): Promise<AlertChangeOutcome> {
  const alert = await findAlertByToken(db, hashOf(token), 'manage');
  return alert && (await deleteAlert(db, alert.id)) ? 'deleted' : 'gone';
}

type DueAlert = Awaited<ReturnType<typeof findDueAlerts>>[number];

/**
 * Links another module adds to a digest, made in the digest's transaction: the talent community's
 * leave link in the digests of the alerts its signups made (decision 049). Given by the app's
 * wiring, as the alerts know no module that uses them.
 */
export type DigestLinkSource = (
  trx: Transaction<Database>,
  alert: { email: string; origin: AlertOrigin },
  now: Date,
) => Promise<MailLink[]>;

/** What a digest run may be given: where to warn, and the links other modules add. */
export interface DigestOptions {
  logger?: Logger;
  otherLinks?: DigestLinkSource;
}
type DigestOutcome = 'sent' | 'empty' | 'taken' | 'unreadable';

/**
 * One alert's digest: the open jobs of its search opened since its last digest, read with the
 * job list's own filters. Moving the alert's window on and writing the message (with new manage
 * and unsubscribe tokens) share one transaction, and the move happens only if the window is still
 * where this run read it: a window is sent once, whatever runs at the same time.
 */
async function sendDigest(
  db: Kysely<Database>,
  mail: AlertMailSettings,
  alert: DueAlert,
  until: Date,
  { logger, otherLinks }: DigestOptions,
): Promise<DigestOutcome> {
  const since = alert.digested_until;
  if (!since) return 'taken';
  const query = z.safeParse(jobListQuerySchema, readQueryObject(alert.query));
  const jobs = query.success
    ? await listJobsOpenedBetween(db, query.data, { since, until }, DIGEST_MAX_JOBS)
    : { list: [], total: 0 };
  // A search the list no longer takes (a filter removed) matches nothing: its window moves on.
  if (!query.success) logger?.warn({ alertId: alert.id }, 'an alert’s search is no longer valid');
  return db.transaction().execute(async (trx) => {
    if (!(await advanceDigestWindow(trx, alert.id, since, until))) return 'taken';
    if (!query.success) return 'unreadable';
    if (jobs.total === 0) return 'empty';
    const links = {
      manageToken: newToken(),
      unsubscribeToken: newToken(),
      otherLinks: (await otherLinks?.(trx, alert, until)) ?? [],
    };
    await insertAlertTokens(
      trx,
      alert.id,
      [
        { tokenHash: hashOf(links.manageToken), purpose: 'manage' },
        { tokenHash: hashOf(links.unsubscribeToken), purpose: 'unsubscribe' },
      ],
      until,
    );
    await enqueueMail(trx, alertDigestMail(mail, alert.email, alert, jobs, links));
    return 'sent';
  });
}

/**
 * Sends the digests due at `now`: each confirmed alert whose last digest is a period old (less
 * the task's interval, so a daily digest keeps its hour) lists the jobs opened since, up to
 * `now - DIGEST_SETTLE_MS`; an alert without new jobs is sent nothing, and its window moves on.
 */
export async function sendDueDigests(
  db: Kysely<Database>,
  mail: AlertMailSettings,
  now: Date,
  options: DigestOptions = {},
): Promise<Record<DigestOutcome, number>> {
  const cutoffOf = (frequency: AlertFrequency) =>
    new Date(now.getTime() - DIGEST_PERIOD_MS[frequency] + DIGEST_TASK_INTERVAL_MS);
  const cutoffs: DigestCutoffs = { daily: cutoffOf('daily'), weekly: cutoffOf('weekly') };
  const until = new Date(now.getTime() - DIGEST_SETTLE_MS);
  const counts: Record<DigestOutcome, number> = { sent: 0, empty: 0, taken: 0, unreadable: 0 };
  const startedAt = Date.now();
  for (;;) {
    const due = await findDueAlerts(db, cutoffs, DIGEST_BATCH);
    for (const alert of due) counts[await sendDigest(db, mail, alert, until, options)] += 1;
    if (due.length < DIGEST_BATCH || Date.now() - startedAt > DIGEST_RUN_BUDGET_MS) return counts;
  }
}

/** Deletes the alerts left unconfirmed 30 days after their last link; how many. */
export function pruneUnconfirmedAlerts(db: Kysely<Database>, now: Date): Promise<number> {
  return deleteUnconfirmedAlerts(db, new Date(now.getTime() - UNCONFIRMED_RETENTION_MS));
}

/** What saving an alert needs: where its link points, and the per-address limits of links. */
export interface AlertSettings {
  mail: AlertMailSettings;
  limits: ConfirmationLimits;
}

/** The alerts' public services on one database: saving, confirming, managing, unsubscribing. */
export function createAlertService(db: Kysely<Database>, settings: AlertSettings) {
  return {
    createAlert: (alert: AlertSignupInput) => createAlert(db, settings, alert),
    confirmAlertLink: (token: string) => confirmAlertLink(db, token),
    unsubscribeAlert: (token: string) => unsubscribeAlert(db, token),
    getManagedAlert: (token: string) => getManagedAlert(db, token),
    changeAlertFrequency: (token: string, frequency: AlertFrequency) =>
      changeAlertFrequency(db, token, frequency),
    deleteManagedAlert: (token: string) => deleteManagedAlert(db, token),
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
