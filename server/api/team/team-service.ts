import type { Kysely } from 'kysely';

import type { TeamMember } from '../../../src/api/page-types';
import { renderMarkdown } from '../../content/markdown';
import type { Database, TeamMemberRow } from '../../db/schema';
import { isoOf } from '../iso-date';
import { findTeamMemberById, findTeamMemberDates, findTeamMembers } from './team.repository';

const PORTRAIT_SIZE_PX = 400;

function toTeamMember(row: TeamMemberRow): TeamMember {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    team: row.team,
    location: row.location,
    bio: renderMarkdown(row.bio),
    quote: row.quote,
    portrait: {
      src: row.portrait,
      alt: `Portrait of ${row.name}`,
      width: PORTRAIT_SIZE_PX,
      height: PORTRAIT_SIZE_PX,
    },
    joinedAt: isoOf(row.joined_at),
  };
}

/** The team in its editorial order; the first `limit` members when given. */
export async function listTeamMembers(db: Kysely<Database>, limit?: number): Promise<TeamMember[]> {
  return (await findTeamMembers(db, limit)).map(toTeamMember);
}

export async function getTeamMember(db: Kysely<Database>, id: number): Promise<TeamMember | null> {
  const row = await findTeamMemberById(db, id);
  return row ? toTeamMember(row) : null;
}

/** Each member's id and last edit, for the sitemap. */
export async function listTeamMemberChanges(
  db: Kysely<Database>,
): Promise<{ id: number; updatedAt: Date }[]> {
  const rows = await findTeamMemberDates(db);
  return rows.map((row) => ({ id: row.id, updatedAt: row.updated_at }));
}
