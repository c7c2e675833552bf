import { sql, type Kysely } from 'kysely';

import type { Database } from '../platform/db/schema';
import { addressHashOf } from '../platform/mail/confirmation-limit';

/**
 * Moves every confirmation link an address was sent back by `ms`, as if it had gone out that long
 * earlier: the per-address limits (window, daily cap) read these times.
 */
export async function confirmationLinksSentAgo(
  db: Kysely<Database>,
  address: string,
  ms: number,
): Promise<void> {
  await db
    .updateTable('confirmation_mail')
    .set({ sent_at: sql<Date>`sent_at - make_interval(secs => ${ms / 1000})` })
    .where('address_hash', '=', addressHashOf(address))
    .execute();
}
