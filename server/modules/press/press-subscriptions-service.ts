import type { Kysely } from 'kysely';

import type { ConfirmationRequestOutcome } from '../../../contract/confirmation-request';
import { ANONYMOUS } from '../../platform/auth/actor';
import type { Database } from '../../platform/db/schema';
import {
  checkConfirmation,
  recordConfirmation,
  settleConfirmation,
  type ConfirmationLimits,
} from '../../platform/mail/confirmation-limit';
import { linkTokenHash as hashOf, newLinkToken as newToken } from '../../platform/mail/link-token';
import { enqueueMail } from '../../platform/mail/outbox';
import { recordActivity } from '../activity';
import type { PressSubscriptionInput } from './press-subscription-schemas';
import {
  pressConfirmationMail,
  releaseAnnouncementMail,
  type AnnouncedRelease,
  type PressMailSettings,
} from './press-subscription-mail';
import {
  confirmSubscriber,
  deleteSubscriberByToken,
  deleteUnconfirmedSubscribers,
  findConfirmedSubscribers,
  findSubscriberByConfirmToken,
  findUnannouncedReleases,
  insertSubscriberToken,
  markReleaseAnnounced,
  upsertSubscriber,
} from './press-subscriptions.repository';

const DAY_MS = 86_400_000;
/** A confirmation link works this long after it was sent (as the talent community's). */
export const CONFIRMATION_TTL_MS = 7 * DAY_MS;
/** An unconfirmed subscriber is deleted this long after its last link was sent. */
export const UNCONFIRMED_RETENTION_MS = 30 * DAY_MS;

/** The purpose of the press confirmation links, as the per-address limits count them. */
const PRESS_CONFIRMATION = 'press-releases';

/** What subscribing needs: where its link points, and the per-address limits of links. */
export interface PressSubscriptionSettings {
  mail: PressMailSettings;
  limits: ConfirmationLimits;
}

/**
 * Subscribes an address to the press releases, unconfirmed, within the per-address limits every
 * confirmation link shares (decision 036), exactly as the talent community joins: a new address
 * (or a known unconfirmed one whose link is no longer pending) is sent a confirmation link; a
 * confirmed one is sent nothing and nothing changes, yet the request counts as a link, so the
 * next answers are a new address's (`sent`, then `pending`); past the daily cap nothing is stored
 * (`capped`). Logged as `press.subscribed` without the address.
 */
export async function subscribeToPressReleases(
  db: Kysely<Database>,
  settings: PressSubscriptionSettings,
  input: PressSubscriptionInput,
): Promise<ConfirmationRequestOutcome> {
  // The token and the message are made for a known address too: the same work either way.
  const token = newToken();
  const message = pressConfirmationMail(settings.mail, input.email, token);
  return db.transaction().execute(async (trx) => {
    const request = { address: input.email, purpose: PRESS_CONFIRMATION, now: new Date() };
    const verdict = await checkConfirmation(trx, settings.limits, request);
    if (verdict.kind === 'capped') return 'capped';
    const tokenHash = hashOf(token);
    const issue = { tokenHash, now: request.now, replace: verdict.kind === 'due' };
    const { id, created, confirmationDue } = await upsertSubscriber(trx, input, issue);
    if (verdict.kind === 'due' || confirmationDue)
      await recordConfirmation(trx, request, tokenHash, confirmationDue ? message : undefined);
    if (created)
      await recordActivity(trx, {
        actor: ANONYMOUS,
        action: 'press.subscribed',
        entity: 'press_subscriber',
        entityId: id,
        details: {},
      });
    return verdict.kind === 'due' ? 'sent' : 'pending';
  });
}

/** What a confirmation link did: the page says it in words. */
export type PressConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'unknown';

/**
 * Confirms the subscriber a link's token belongs to, once, within 7 days of sending. A token
 * already used, expired, replaced by a newer link or never issued confirms nothing and says which.
 */
export async function confirmPressSubscription(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<PressConfirmOutcome> {
  const tokenHash = hashOf(token);
  const sentAfter = new Date(now.getTime() - CONFIRMATION_TTL_MS);
  const confirmed = await db.transaction().execute(async (trx) => {
    const subscriber = await confirmSubscriber(trx, tokenHash, now, sentAfter);
    if (!subscriber) return false;
    await settleConfirmation(trx, tokenHash, now);
    await recordActivity(trx, {
      actor: ANONYMOUS,
      action: 'press.subscription_confirmed',
      entity: 'press_subscriber',
      entityId: subscriber.id,
      details: {},
    });
    return true;
  });
  if (confirmed) return 'confirmed';
  const subscriber = await findSubscriberByConfirmToken(db, tokenHash);
  if (!subscriber) return 'unknown';
  return subscriber.confirmed_at ? 'already-confirmed' : 'expired';
}

/** What an unsubscribe link did: `unsubscribed` at once, or `gone` when nobody is left to. */
export type PressUnsubscribeOutcome = 'unsubscribed' | 'gone';

/**
 * Unsubscribes with the link of an announcement: the subscriber and its links are deleted, so
 * nothing of the address is kept and it can subscribe again at once. Logged without the address.
 */
export async function unsubscribeFromPressReleases(
  db: Kysely<Database>,
  token: string,
): Promise<PressUnsubscribeOutcome> {
  return db.transaction().execute(async (trx) => {
    const id = await deleteSubscriberByToken(trx, hashOf(token), 'unsubscribe');
    if (id === undefined) return 'gone';
    await recordActivity(trx, {
      actor: ANONYMOUS,
      action: 'press.unsubscribed',
      entity: 'press_subscriber',
      entityId: id,
      details: {},
    });
    return 'unsubscribed';
  });
}

/**
 * Announces one release to every confirmed subscriber, each message with its own unsubscribe
 * token, in one transaction with marking it announced: the release is mailed once, whatever runs
 * at the same time, and a failed run mails nobody and is retried. A press list is hundreds of
 * addresses, not millions, so one transaction holds them. How many were mailed, or null when
 * another run announced it first.
 */
async function announceRelease(
  db: Kysely<Database>,
  mail: PressMailSettings,
  release: AnnouncedRelease,
  now: Date,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await markReleaseAnnounced(trx, release.id, now))) return null;
    const subscribers = await findConfirmedSubscribers(trx);
    for (const subscriber of subscribers) {
      const token = newToken();
      await insertSubscriberToken(
        trx,
        subscriber.id,
        { tokenHash: hashOf(token), purpose: 'unsubscribe' },
        now,
      );
      await enqueueMail(trx, releaseAnnouncementMail(mail, subscriber.email, release, token));
    }
    await recordActivity(trx, {
      actor: ANONYMOUS,
      action: 'press.release_announced',
      entity: 'press_release',
      entityId: release.id,
      details: { subscribers: subscribers.length },
    });
    return subscribers.length;
  });
}

/**
 * Mails the confirmed subscribers each public release not announced yet, once, and marks it
 * announced (migration 030 marked the releases before it as announced).
 */
export async function announceNewReleases(
  db: Kysely<Database>,
  mail: PressMailSettings,
  now: Date,
): Promise<{ releases: number; messages: number }> {
  const counts = { releases: 0, messages: 0 };
  for (const release of await findUnannouncedReleases(db)) {
    const mailed = await announceRelease(db, mail, release, now);
    if (mailed === null) continue;
    counts.releases += 1;
    counts.messages += mailed;
  }
  return counts;
}

/** Deletes the subscribers left unconfirmed 30 days after their last link; how many. */
export function pruneUnconfirmedSubscribers(db: Kysely<Database>, now: Date): Promise<number> {
  return deleteUnconfirmedSubscribers(db, new Date(now.getTime() - UNCONFIRMED_RETENTION_MS));
}

/** The press subscriptions' public services on one database: subscribing, confirming, leaving. */
export function createPressSubscriptionService(
  db: Kysely<Database>,
  settings: PressSubscriptionSettings,
) {
  return {
    subscribe: (input: PressSubscriptionInput) => subscribeToPressReleases(db, settings, input),
    confirm: (token: string) => confirmPressSubscription(db, token),
    unsubscribe: (token: string) => unsubscribeFromPressReleases(db, token),
  };
}

export type PressSubscriptionService = ReturnType<typeof createPressSubscriptionService>;
