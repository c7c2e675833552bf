import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../db/schema';
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
