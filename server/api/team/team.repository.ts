import type { Kysely } from 'kysely';

import type { TeamMember } from '../../../src/api/page-types';
import { renderStoredMarkdown } from '../../content/markdown';
import type { Database, TeamMemberRow } from '../../db/schema';

const PORTRAIT_SIZE_PX = 400;

export function toTeamMember(row: TeamMemberRow): TeamMember {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    team: row.team,
    location: row.location,
    bio: renderStoredMarkdown(row.bio),
    quote: row.quote,
    portrait: {
      src: row.portrait,
      alt: `Portrait of ${row.name}`,
      width: PORTRAIT_SIZE_PX,
      height: PORTRAIT_SIZE_PX,
    },
    joinedAt: row.joined_at ? row.joined_at.toISOString() : null,
  };
}

export async function listTeamMembers(db: Kysely<Database>, limit?: number): Promise<TeamMember[]> {
  let query = db.selectFrom('team_member').selectAll().orderBy('sort_order').orderBy('id');
  if (limit) query = query.limit(limit);
  return (await query.execute()).map(toTeamMember);
}

export async function findTeamMember(db: Kysely<Database>, id: number): Promise<TeamMember | null> {
  const row = await db
    .selectFrom('team_member')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toTeamMember(row) : null;
}
