import type { Kysely } from 'kysely';

import type { AdminTalentSignup } from '../../../src/api/admin-types';
import type { PagedList } from '../../../src/api/page-types';
import type { Database } from '../../platform/db/schema';
import { withDatabase } from '../../platform/db/with-database';
import { recordActivity } from '../activity/activity-service';
import { ANONYMOUS, type Actor } from '../../platform/auth/actor';
import { deleteCommentsOf } from '../comments/comment-moderation-service';
import { isoOf } from '../../platform/http/iso-date';
import { fetchPage, type Paging } from '../../platform/http/list-query';
import type { TalentSignupInput } from './talent-schemas';
import {
  countSignups,
  deleteSignup,
  findSignups,
  insertSignupUnlessKnown,
  type SignupFilters,
} from './talent.repository';

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

/**
 * Joins the talent community. A signup for an address that already signed up (any case) changes
 * nothing stored: an anonymous request may not overwrite another person's name or country. It is
 * logged as `talent.signup_repeated`, without what it asked for. The signup and its activity row
 * are written in one transaction.
 */
export async function joinTalentCommunity(
  db: Kysely<Database>,
  signup: TalentSignupInput,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { id, created } = await insertSignupUnlessKnown(trx, signup);
    await recordActivity(trx, {
      actor: ANONYMOUS,
      action: created ? 'talent.signed_up' : 'talent.signup_repeated',
      entity: 'talent_signup',
      entityId: id,
      details: created ? { country: signup.country, interests: signup.interests } : {},
    });
  });
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
 * A person's data on request: the signup and every blog comment left with the same e-mail,
 * logged in one transaction; undefined when there was no such signup.
 */
export async function deleteSignupData(
  db: Kysely<Database>,
  id: number,
  actor: Actor,
): Promise<{ id: number; commentsDeleted: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const signup = await deleteSignup(trx, id);
    if (!signup) return undefined;
    const commentsDeleted = await deleteCommentsOf(trx, signup.email);
    // The log keeps no personal data of the person whose data was deleted.
    await recordActivity(trx, {
      actor,
      action: 'talent.deleted',
      entity: 'talent_signup',
      entityId: signup.id,
      details: { commentsDeleted },
    });
    return { id: signup.id, commentsDeleted };
  });
}

/** How many talent community signups there are (the admin overview). */
export function countAllSignups(db: Kysely<Database>): Promise<number> {
  return countSignups(db, {});
}

/** The talent community's services on one database, for its public and admin routers. */
export function createTalentService(db: Kysely<Database>) {
  return {
    joinTalentCommunity: withDatabase(db, joinTalentCommunity),
    listSignups: withDatabase(db, listSignups),
    exportSignups: withDatabase(db, exportSignups),
    deleteSignupData: withDatabase(db, deleteSignupData),
  };
}

export type TalentService = ReturnType<typeof createTalentService>;
