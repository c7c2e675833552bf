import type { Kysely } from 'kysely';

import type { TeamMember, TeamMemberSummary } from '../../../contract/page-types';
import { renderStoredMarkdown } from '../../content/markdown';
import type { Database, TeamMemberRow } from '../../platform/db/schema';
import { withDatabase } from '../../platform/db/with-database';
import { isoOf } from '../../platform/http/iso-date';
import {
  findTeamMemberById,
  findTeamMemberDates,
  findTeamMembers,
  type TeamMemberSummaryRow,
} from './team.repository';
import { CARD_PORTRAIT_WIDTH } from './portrait-images';
import { cardPortraitSrc, getPortraitVariant, pagePortraitSrc } from './team-portrait-service';

// Every portrait is square; the pages declare the card's size (the page's image is twice as sharp).
const PORTRAIT_SIZE_PX = CARD_PORTRAIT_WIDTH;

function toTeamMemberSummary(row: TeamMemberSummaryRow): TeamMemberSummary {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    team: row.team,
    portrait: {
      src: cardPortraitSrc(row),
      alt: `Portrait of ${row.name}`,
      width: PORTRAIT_SIZE_PX,
      height: PORTRAIT_SIZE_PX,
    },
  };
}

function toTeamMember(row: TeamMemberRow): TeamMember {
  const summary = toTeamMemberSummary(row);
  return {
    ...summary,
    portrait: { ...summary.portrait, src: pagePortraitSrc(row) },
    location: row.location,
    bio: renderStoredMarkdown(row.bio),
    quote: row.quote,
    joinedAt: isoOf(row.joined_at),
  };
}

/** The team in its editorial order, as cards show it; the first `limit` members when given. */
export async function listTeamMembers(
  db: Kysely<Database>,
  limit?: number,
): Promise<TeamMemberSummary[]> {
  return (await findTeamMembers(db, limit)).map(toTeamMemberSummary);
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

/** The public side of the team: the portraits its pages link to. */
export function createTeamService(db: Kysely<Database>) {
  return {
    getPortraitVariant: withDatabase(db, getPortraitVariant),
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
