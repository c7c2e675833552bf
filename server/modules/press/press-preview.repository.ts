import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function insertPreviewLink(
  db: Db,
  values: {
    release_id: number;
    token_hash: string;
    recipient_name: string;
    recipient_email: string | null;
    created_by: string;
  },
) {
  return db
    .insertInto('press_preview_link')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A release's links, the newest first. */
export function findPreviewLinksOf(db: Db, releaseId: number) {
  return db
    .selectFrom('press_preview_link')
    .selectAll()
    .where('release_id', '=', releaseId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The openings of these links, the newest first. */
export function findOpeningsOf(db: Db, linkIds: readonly number[]) {
  if (linkIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('press_preview_opening')
    .select(['link_id', 'opened_at', 'user_agent'])
    .where('link_id', 'in', linkIds)
    .orderBy('opened_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes a link of this release (once); undefined when it is not one of its live links. */
export function revokePreviewLink(db: Db, releaseId: number, linkId: number) {
  return db
    .updateTable('press_preview_link')
    .set({ revoked_at: new Date() })
    .where('id', '=', linkId)
    .where('release_id', '=', releaseId)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export function findPreviewLinkById(db: Db, releaseId: number, linkId: number) {
  return db
    .selectFrom('press_preview_link')
    .selectAll()
    .where('id', '=', linkId)
    .where('release_id', '=', releaseId)
    .executeTakeFirst();
}

/** The link of a token's hash, with its release's id. */
export function findPreviewLinkByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('press_preview_link')
    .select(['id', 'release_id', 'recipient_name', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function insertPreviewOpening(
  db: Db,
  opening: { link_id: number; user_agent: string | null },
): Promise<void> {
  await db.insertInto('press_preview_opening').values(opening).execute();
}
