import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';

import type { Database, OutboxRow } from '../db/schema';
import type { TaskDefinition } from '../tasks/task';

export const MAIL_DELIVERY_TASK = 'mail.deliver';

/** What the delivery needs of a mailer: nodemailer's `sendMail`. */
export type MailTransport = Pick<Transporter, 'sendMail'>;

// A message's tries are spread over about an hour: 1, 2, 4, 8, 16, 32 minutes.
const RETRY_BASE_MS = 60_000;
// One run stays well inside the task lease (5 minutes) even if every message times out.
const BATCH_SIZE = 10;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** A transport for `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…:465`). */
export function createSmtpTransport(url: string): Transporter {
  return nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
}

interface MailDeliveryOptions {
  /** Unset: no SMTP server is configured, and messages are held in the outbox. */
  transport: MailTransport | undefined;
  from: string;
  /** Tries per message before it is marked failed. */
  maxAttempts: number;
  intervalMs?: number;
}

function toNodemailerMessage(row: OutboxRow, from: string) {
  return {
    from,
    to: row.to_address,
    subject: row.subject,
    html: row.html,
    text: row.text_body,
    // RFC 2369 and RFC 8058: clients show an unsubscribe button that posts to the address.
    ...(row.unsubscribe_url && {
      list: { unsubscribe: { url: row.unsubscribe_url, comment: 'Unsubscribe' } },
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }),
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Sends the due messages of the outbox; each failure is retried with backoff up to `maxAttempts`. */
async function deliverDue(
  db: Kysely<Database>,
  transport: MailTransport,
  { from, maxAttempts }: MailDeliveryOptions,
  now: Date,
) {
  const due = await db
    .selectFrom('outbox')
    .selectAll()
    .where('status', 'in', ['pending', 'held'])
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(BATCH_SIZE)
    .execute();
  const counts = { sent: 0, retrying: 0, failed: 0 };
  for (const row of due) {
    const attempts = row.attempts + 1;
    try {
      await transport.sendMail(toNodemailerMessage(row, from));
      await db
        .updateTable('outbox')
        .set({ status: 'sent', attempts, sent_at: now, last_error: null })
        .where('id', '=', row.id)
        .execute();
      counts.sent += 1;
    } catch (error) {
      const failed = attempts >= maxAttempts;
      await db
        .updateTable('outbox')
        .set({
          status: failed ? 'failed' : 'pending',
          attempts,
          last_error: errorText(error),
          next_attempt_at: new Date(now.getTime() + RETRY_BASE_MS * 2 ** (attempts - 1)),
        })
        .where('id', '=', row.id)
        .execute();
      counts[failed ? 'failed' : 'retrying'] += 1;
    }
  }
  return counts;
}

/**
 * The task that empties the outbox over SMTP. Without a transport it marks waiting messages
 * `held`, where the admin's outbox screen shows them; they go out once SMTP_URL is set.
 */
export function createMailDeliveryTask(options: MailDeliveryOptions): TaskDefinition {
  return {
    name: MAIL_DELIVERY_TASK,
    description: 'Sends the messages waiting in the outbox over SMTP.',
    intervalMs: options.intervalMs ?? 10_000,
    run: async ({ db, now }) => {
      const { transport } = options;
      if (transport) return deliverDue(db, transport, options, now);
      const held = await db
        .updateTable('outbox')
        .set({ status: 'held', last_error: 'not sent: no SMTP server configured (SMTP_URL)' })
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return { held: Number(held.numUpdatedRows) };
    },
  };
}
