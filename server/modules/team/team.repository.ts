import type { Kysely } from 'kysely';

import type { Database, TeamMemberRow } from '../../platform/db/schema';

/** The columns a team card shows. */
const SUMMARY_COLUMNS = ['id', 'name', 'role', 'team', 'portrait'] as const;
export type TeamMemberSummaryRow = Pick<TeamMemberRow, (typeof SUMMARY_COLUMNS)[number]>;

/** The team in its editorial order, card columns only; the first `limit` members when given. */
export function findTeamMembers(db: Kysely<Database>, limit?: number) {
  let query = db
    .selectFrom('team_member')
    .select(SUMMARY_COLUMNS)
    .orderBy('sort_order')
    .orderBy('id');
  if (limit) query = query.limit(limit);
  return query.execute();
}

export function findTeamMemberById(db: Kysely<Database>, id: number) {
  return db.selectFrom('team_member').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Each member's id and last edit, by id. */
export function findTeamMemberDates(db: Kysely<Database>) {
  return db.selectFrom('team_member').select(['id', 'updated_at']).orderBy('id').execute();
}
