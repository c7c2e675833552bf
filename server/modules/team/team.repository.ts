import { sql, type Kysely, type Transaction } from 'kysely';

import type { Database, TeamMemberRow } from '../../platform/db/schema';
import { countAsTotal, likePattern } from '../../platform/db/query-helpers';
import type { PageSlice } from '../../platform/db/paging';
import type { PortraitVariant } from './portrait-images';

type Db = Kysely<Database> | Transaction<Database>;

/** The columns a team card shows. */
const SUMMARY_COLUMNS = ['id', 'name', 'role', 'team', 'portrait', 'portrait_hash'] as const;
export type TeamMemberSummaryRow = Pick<TeamMemberRow, (typeof SUMMARY_COLUMNS)[number]>;

/** The columns a save writes. */
export type TeamMemberValues = Pick<
  TeamMemberRow,
  'name' | 'role' | 'team' | 'location' | 'bio' | 'quote'
> & { joined_at: string | null };

/** The team in its editorial order, card columns only; the first `limit` members when given. */
export function findTeamMembers(db: Db, limit?: number) {
  let query = db
    .selectFrom('team_member')
    .select(SUMMARY_COLUMNS)
    .orderBy('sort_order')
    .orderBy('id');
  if (limit) query = query.limit(limit);
  return query.execute();
}

export function findTeamMemberById(db: Db, id: number) {
  return db.selectFrom('team_member').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Each member's id and last edit, by id. */
export function findTeamMemberDates(db: Db) {
  return db.selectFrom('team_member').select(['id', 'updated_at']).orderBy('id').execute();
}

/** The admin list's filter: a search in the name, role and team. */
export interface TeamMemberFilters {
  search?: string;
}

// Each member's place in the whole team (1 = first), whatever the search leaves out.
function rankedTeam(db: Db) {
  return db
    .selectFrom('team_member')
    .select([
      ...SUMMARY_COLUMNS,
      sql<number>`row_number() over (order by sort_order, id)::int`.as('position'),
    ]);
}

function filteredTeam(db: Db, filters: TeamMemberFilters) {
  let query = db.selectFrom(rankedTeam(db).as('ranked'));
  if (filters.search) {
    const pattern = likePattern(filters.search);
    query = query.where((eb) =>
      eb.or([
        eb('name', 'ilike', pattern),
        eb('role', 'ilike', pattern),
        eb('team', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

export async function countTeamMembers(db: Db, filters: TeamMemberFilters): Promise<number> {
  return (await filteredTeam(db, filters).select(countAsTotal).executeTakeFirstOrThrow()).total;
}

/** One page of the admin list, in the site's order. */
export function findTeamMemberPage(db: Db, filters: TeamMemberFilters, slice: PageSlice) {
  return filteredTeam(db, filters)
    .selectAll()
    .orderBy('position')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
}

/** Adds a member at the end of the team. */
export function insertTeamMember(db: Db, values: TeamMemberValues & { portrait_hash: string }) {
  return db
    .insertInto('team_member')
    .values({
      ...values,
      sort_order: sql<number>`(select coalesce(max(sort_order), 0) + 1 from team_member)`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Saves a member if nobody saved it since `version` (the optimistic lock), bumping the version;
 * undefined when the version is stale or the member is gone.
 */
export function updateTeamMember(
  db: Db,
  id: number,
  version: number,
  values: TeamMemberValues & { portrait_hash?: string },
) {
  return db
    .updateTable('team_member')
    .set({
      ...values,
      version: sql<number>`version + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

export function deleteTeamMember(db: Db, id: number) {
  return db.deleteFrom('team_member').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Every member's id, in the site's order. */
export async function findTeamOrder(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('team_member')
    .select('id')
    .orderBy('sort_order')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** Numbers the members 1, 2, 3… in the order given (one statement, so one cache drop). */
export async function setTeamOrder(db: Db, ids: readonly number[]): Promise<void> {
  await db
    .updateTable('team_member')
    .set({ sort_order: sql<number>`array_position(${sql.val(ids)}::int[], id)` })
    .where('id', 'in', ids)
    .execute();
}

/** Replaces a member's stored portrait with the new image's variants. */
export async function replacePortraitVariants(
  db: Db,
  memberId: number,
  hash: string,
  contentType: string,
  variants: readonly PortraitVariant[],
): Promise<void> {
  await db.deleteFrom('team_portrait').where('member_id', '=', memberId).execute();
  await db
    .insertInto('team_portrait')
    .values(
      variants.map((variant) => ({
        member_id: memberId,
        width: variant.width,
        hash,
        content_type: contentType,
        bytes: variant.bytes,
      })),
    )
    .execute();
}

/** A stored portrait variant, only while `hash` is the member's current image. */
export function findPortraitVariant(db: Db, memberId: number, hash: string, width: number) {
  return db
    .selectFrom('team_portrait')
    .select(['bytes', 'content_type'])
    .where('member_id', '=', memberId)
    .where('hash', '=', hash)
    .where('width', '=', width)
    .executeTakeFirst();
}
