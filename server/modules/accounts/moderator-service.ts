import type { Kysely, Transaction } from 'kysely';

import type { ModerationMailFrequency } from '../../../contract/admin-account-types';
import { ADMIN_SCOPES } from '../../../contract/admin-scopes';
import type { Database } from '../../platform/db/schema';
import { findScopeHolders } from './account.repository';

type Db = Kysely<Database> | Transaction<Database>;

/** An admin who may moderate comments: an account that joined and holds the comments scope. */
export interface Moderator {
  id: string;
  email: string;
}

/** The moderators who chose `frequency` for the e-mail about held comments (decision 066). */
export function findModeratorsMailed(
  db: Db,
  frequency: ModerationMailFrequency,
): Promise<Moderator[]> {
  return findScopeHolders(db, ADMIN_SCOPES.comments, { frequency });
}

/** The account of `id` while it may moderate comments: a removed scope stops its e-mails' links. */
export async function findModerator(db: Db, id: string): Promise<Moderator | undefined> {
  return (await findScopeHolders(db, ADMIN_SCOPES.comments, { id }))[0];
}
