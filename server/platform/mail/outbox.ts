import type { Kysely, Transaction } from 'kysely';

import type {
  AdminOutboxMessage,
  AdminOutboxMessageDetail,
  OutboxStatus,
} from '../../../contract/admin-types';
import type { PagedList } from '../../../contract/page-types';
import { fetchPage, type Paging } from '../db/paging';
import { isoOf } from '../http/iso-date';
import { countAsTotal, newestFirst } from '../db/query-helpers';
import type { Database, OutboxRow } from '../db/schema';
import { renderMail, type MailContent } from './mail-template';

export interface MailMessage {
  to: string;
  subject: string;
  content: MailContent;
  /**
   * Set for a subscription's messages (alerts, digests): the address that unsubscribes in one
   * click. It becomes `List-Unsubscribe` with `List-Unsubscribe-Post` (RFC 8058) and a footer link.
   */
  unsubscribeUrl?: string;
}

/**
 * Writes a message to the outbox in the caller's transaction: it is sent (by the `mail.deliver`
 * task) only if that transaction commits, and never twice for one commit.
 *
 * @example
 * await db.transaction().execute(async (trx) => {
 *   const signup = await insertSignup(trx, input);
 *   await enqueueMail(trx, { to: signup.email, subject: 'Confirm your address', content });
 * });
 */
export async function enqueueMail(
  trx: Transaction<Database> | Kysely<Database>,
  message: MailMessage,
): Promise<number> {
  const { html, text } = renderMail(message.content, message.unsubscribeUrl);
  const row = await trx
    .insertInto('outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      html,
      text_body: text,
      unsubscribe_url: message.unsubscribeUrl ?? null,
      // Due by the runner's clock (milliseconds), not the database's now() (microseconds): a
      // delivery in the same millisecond would otherwise find it not yet due.
      next_attempt_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const toAdminMessage = (row: OutboxRow): AdminOutboxMessage => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  subscription: row.unsubscribe_url !== null,
  createdAt: isoOf(row.created_at),
  sentAt: isoOf(row.sent_at),
});

/** One page of the outbox, newest first, optionally of some statuses only. */
export async function listOutbox(
  db: Kysely<Database>,
  filters: { status?: OutboxStatus[] },
  paging: Paging,
): Promise<PagedList<AdminOutboxMessage>> {
  let query = db.selectFrom('outbox');
  if (filters.status?.length) query = query.where('status', 'in', filters.status);
  return fetchPage(
    paging,
    async () => (await query.select(countAsTotal).executeTakeFirstOrThrow()).total,
    async ({ limit, offset }) =>
      (await newestFirst(query.selectAll()).limit(limit).offset(offset).execute()).map(
        toAdminMessage,
      ),
  );
}

/** A message with both of its parts, as it is (or would be) sent. */
export async function findOutboxMessage(
  db: Kysely<Database>,
  id: number,
): Promise<AdminOutboxMessageDetail | undefined> {
  const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
  return (
    row && {
      ...toAdminMessage(row),
      html: row.html,
      text: row.text_body,
      unsubscribeUrl: row.unsubscribe_url,
    }
  );
}

/** How many messages were not delivered: failed for good, or held for want of SMTP. */
export async function countUndeliveredMail(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select(countAsTotal)
    .where('status', 'in', ['failed', 'held'])
    .executeTakeFirstOrThrow();
  return row.total;
}
